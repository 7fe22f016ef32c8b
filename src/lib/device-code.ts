/** §3: deviceCode is 32 alphanumeric characters, generated once for an anonymous device. */
export const DEVICE_CODE_LENGTH = 32;
/** §3 R3.60, R9.27: the one device code rule (src/lib/validation/common.ts builds `deviceCodeSchema` on it). */
export const DEVICE_CODE_PATTERN = /^[A-Za-z0-9]{32}$/;
export const isDeviceCode = (value: string | undefined): value is string => value !== undefined && DEVICE_CODE_PATTERN.test(value);
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
  if (stored && isDeviceCode(stored)) return stored;
  const code = newDeviceCode();
  localStorage.setItem('deviceCode', code);
  return code;
}
