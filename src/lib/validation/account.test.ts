import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import { newPasswordFormSchema, registerFormSchema, resetCodeSchema, sexSchema } from './account';

// §5 rules the forms apply through their resolver (the API accepts the centered dialog's payload,
// which has no checkPwd, so these are proved here and not in tests/api). A message is a key the
// form translates: the English text is checked where the spec gives it.

const registration = { email: 'buyer@gmail.com', nick: 'Anna', companyName: 'Nordic Imports AB', pwd: 'abc123', checkPwd: 'abc123', verifyCode: '1234', verifyGuid: randomUUID() };

function messageAt(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('account form rules', () => {
  it('R5.13 the register form requires the confirm password', () => {
    expect(registerFormSchema.safeParse(registration).success).toBe(true);
    for (const checkPwd of ['', undefined]) {
      expect(messageAt(registerFormSchema.safeParse({ ...registration, checkPwd }), 'checkPwd')).toBe('account.checkPwdRequired');
    }
    expect(en.account.checkPwdRequired).toBe('Please confirm the password');
  });

  it('R3.32 gender is 0 by default, 1 or 2, and nothing else', () => {
    for (const sex of [0, 1, 2]) expect(sexSchema.safeParse(sex).success, String(sex)).toBe(true);
    for (const sex of [3, -1, 1.5, '1']) expect(sexSchema.safeParse(sex).success, String(sex)).toBe(false);
    expect(registerFormSchema.parse(registration).sex).toBe(0);
  });

  it('R5.25 a reset code of fewer than 6 characters warns "enter a 6-digit code"', () => {
    for (const code of ['', 'AB12', 'AB12C']) expect(messageAt(resetCodeSchema.safeParse(code), '')).toBe('account.codeLength');
    expect(resetCodeSchema.safeParse('AB12CD').success).toBe(true);
    expect(en.account.codeLength).toBe('enter a 6-digit code');
  });

  it('R5.26 an empty new password warns and is not accepted', () => {
    const result = newPasswordFormSchema.safeParse({ pwd: '', checkPwd: '' });
    expect(result.success).toBe(false);
    expect(messageAt(result, 'pwd')).toBe('account.pwdRequired');
    expect(en.account.pwdRequired).toBe('Please enter a password');
  });
});
