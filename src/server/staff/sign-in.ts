import { dummyHash, verifyPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { DomainError } from '@/server/errors';
import { acceptSecondFactor } from './second-factor';
import { memberByEmail, type StaffUserRow } from './members';

// Checking a staff sign-in (ADR 0023). An unknown email, a disabled member, a member without a
// password yet and a wrong password get one answer, after one argon2id verification each, so
// neither the words nor the time tell a stranger which emails are staff.

export const WRONG_PASSWORD = 'Wrong email or password';
export const TOTP_NEEDED = 'Enter the 6-digit code of your authenticator app: this account has a second factor on';
export const WRONG_TOTP = 'The authenticator code or recovery code is wrong or was already used';

export type SignInCheck =
  | { ok: true; member: StaffUserRow; secondFactor: 'totp' | 'recovery-code' | null }
  /** `member`: whose account the failure was on, when the email is a member's (for the audit row). */
  | { ok: false; error: DomainError; counts: boolean; member: StaffUserRow | null };

/**
 * The member when email, password (and the second factor, when the member has it on: the app's
 * code or an unused recovery code, which is then spent) are right.
 */
export async function checkStaffSignIn(db: Db, siteId: number, input: { email: string; password: string; totp?: string }): Promise<SignInCheck> {
  const member = await memberByEmail(db, siteId, input.email);
  const usable = member && member.disabledAt === null && member.pwdHash !== '';
  const passwordOk = await verifyPassword(usable ? member.pwdHash : await dummyHash(), input.password);
  if (!usable || !passwordOk) return { ok: false, counts: true, member: member ?? null, error: new DomainError('sign_in_wrong_password', WRONG_PASSWORD, { input: 'password' }) };
  if (member.totpSecret === '') return { ok: true, member, secondFactor: null };
  // The password was right: asking for the code is not a failure to count.
  if (!input.totp) return { ok: false, counts: false, member, error: new DomainError('sign_in_totp_needed', TOTP_NEEDED, { input: 'totp' }) };
  const secondFactor = await acceptSecondFactor(db, member, member.totpSecret, input.totp);
  if (!secondFactor) return { ok: false, counts: true, member, error: new DomainError('sign_in_wrong_totp', WRONG_TOTP, { input: 'totp' }) };
  return { ok: true, member, secondFactor };
}
