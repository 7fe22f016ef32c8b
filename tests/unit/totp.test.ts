import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingTotpStep, newTotpSecret, otpauthUrl, totpAt } from '@/server/staff/totp';

// ADR 0023: the workspace's second factor is RFC 6238 TOTP (SHA-1, 30 s, 6 digits, ±1 step),
// written with node:crypto. The vectors below are the RFCs' own.

// RFC 6238 Appendix B (SHA-1): the secret is the ASCII text "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 code at T=%i', (time, code) => {
    expect(totpAt(RFC_SECRET, time, 8)).toBe(code);
    // Six digits are the last six of the same number.
    expect(totpAt(RFC_SECRET, time)).toBe(code.slice(2));
  });

  it('gives the RFC 4226 HOTP values (Appendix D)', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it('accepts the code of the step before and after, and no further', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015;
    const step = Math.floor(now / 30);
    expect(matchingTotpStep(secret, totpAt(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpAt(secret, now - 30), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpAt(secret, now + 30), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpAt(secret, now - 60), now)).toBeNull();
    expect(matchingTotpStep(secret, totpAt(secret, now + 60), now)).toBeNull();
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(matchingTotpStep('not base32!', '123456', now)).toBeNull();
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(base32Decode('JBSWY3DPEHPK3PXP'));
  });

  it('writes the otpauth URL authenticator apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'ana@lantern.test')).toBe(
      'otpauth://totp/Lantern%3Aana%40lantern.test?secret=JBSWY3DPEHPK3PXP&issuer=Lantern&algorithm=SHA1&digits=6&period=30',
    );
  });
});
