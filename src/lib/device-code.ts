/** §3: deviceCode is 32 alphanumeric characters, generated once for an anonymous device. */
export const DEVICE_CODE_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newDeviceCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 62 symbols: reject bytes ≥ 248 so every symbol is equally likely.
  let code = '';
  while (code.length < DEVICE_CODE_LENGTH) {
    for (const byte of random(DEVICE_CODE_LENGTH)) {
      if (byte < 248 && code.length < DEVICE_CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

/** The device's code from localStorage (R3.61), created on first use. */
export function deviceCode(): string {
  const stored = localStorage.getItem('deviceCode');
  if (stored && /^[A-Za-z0-9]{32}$/.test(stored)) return stored;
  const code = newDeviceCode();
  localStorage.setItem('deviceCode', code);
  return code;
}
