import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { StaffMe, StaffPasswordWrite, StaffProfileWrite, StaffTotpOff, StaffTotpOn, StaffTotpStart } from '@/lib/validation/staff';
import { recordAudit } from './audit';
import { recordCredentialEvent } from './credential-trail';
import { dropRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { acceptSecondFactor, acceptTotpCode, dropPendingSecrets, keepPendingSecret, pendingSecret } from './second-factor';
import { memberById, toStaffMe } from './members';
import { endStaffSessions, type SignedInStaff } from './session';
import { assertSessionMayCheck, forgiveSessionChecks, recordSessionCheckFailure } from './throttle';
import { revokeStaffLinks } from './tokens';
import { newTotpSecret, otpauthUrl } from './totp';

// A member's own account (PUT /api/admin/me, /me/password, /me/totp): every role may change its
// own name, language, password and second factor. Each change is audited like any staff write.
// A password or second-factor change also ends the member's unused setup and reset links, and
// the passwords and codes typed here are counted per session (ADR 0042).

async function current(db: Pick<Db, 'select'>, me: SignedInStaff) {
  const row = await memberById(db, me.siteId, me.id);
  if (!row) throw new DomainError('signed_out', 'Please sign in to the workspace', { area: 'workspace' });
  return row;
}

export async function updateProfile(db: Db, me: SignedInStaff, input: StaffProfileWrite): Promise<StaffMe> {
  return db.transaction(async (tx) => {
    const before = await current(tx, me);
    const [after] = await tx.update(staffUsers).set({ name: input.name, language: input.language, updatedAt: new Date() }).where(eq(staffUsers.id, me.id)).returning();
    await recordAudit(tx, me, { action: 'staff.profile', entity: 'staff', entityId: me.id, before, after });
    return toStaffMe(after!);
  });
}

const wrongPassword = (input: string) => new DomainError('wrong_password', 'The password is wrong', { input });

/** Counts a wrong password or code of this session (a lock-out is audited once) and answers `error` to throw. */
async function refused(db: Db, me: SignedInStaff, check: string, error: DomainError): Promise<DomainError> {
  if (await recordSessionCheckFailure(me.sessionId)) await recordCredentialEvent(db, me, 'staff.locked', { check });
  return error;
}

/** Changes the password after checking the current one; the member's other sessions and unused links end. */
export async function changeOwnPassword(db: Db, me: SignedInStaff, input: StaffPasswordWrite): Promise<void> {
  await assertSessionMayCheck(me.sessionId, 'currentPassword');
  const row = await current(db, me);
  if (!(await verifyPassword(row.pwdHash, input.currentPassword))) throw await refused(db, me, 'password-change', wrongPassword('currentPassword'));
  await forgiveSessionChecks(me.sessionId);
  const pwdHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ pwdHash, updatedAt: new Date() }).where(eq(staffUsers.id, me.id));
    await revokeStaffLinks(tx, me.id);
    await recordCredentialEvent(tx, me, 'staff.password-change');
  });
  await endStaffSessions(db, me.id, me.sessionId);
}

/** A new pending secret; the second factor goes on only when a code of it is confirmed. */
export async function startTotp(db: Db, me: SignedInStaff): Promise<StaffTotpStart> {
  const row = await current(db, me);
  if (row.totpSecret !== '') throw new DomainError('totp_already_on', 'The second factor is already on: switch it off first', { input: 'totp' });
  const secret = newTotpSecret();
  await keepPendingSecret(db, me, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, row.email) };
}

/** Switches the second factor on; answers the member and the recovery codes (shown this once). */
export async function confirmTotp(db: Db, me: SignedInStaff, code: string): Promise<StaffTotpOn> {
  const pending = await pendingSecret(db, me.id);
  if (!pending) throw new DomainError('totp_not_pending', 'Start again: no authenticator secret is waiting for a code', { input: 'code' });
  if (!(await acceptTotpCode(db, me, pending.secret, code)))
    throw new DomainError('totp_wrong_code', 'The code is wrong: check the app and the clock of the phone', { input: 'code' });
  return db.transaction(async (tx) => {
    const [after] = await tx.update(staffUsers).set({ totpSecret: pending.secret, updatedAt: new Date() }).where(eq(staffUsers.id, me.id)).returning();
    await dropPendingSecrets(tx, me.id);
    const recoveryCodes = await issueRecoveryCodes(tx, me);
    await revokeStaffLinks(tx, me.id);
    await recordCredentialEvent(tx, me, 'staff.totp-on');
    return { ...toStaffMe(after!), recoveryCodes };
  });
}

/** Switches the second factor off: the password and a current code (or an unused recovery code). */
export async function disableTotp(db: Db, me: SignedInStaff, input: StaffTotpOff): Promise<StaffMe> {
  await assertSessionMayCheck(me.sessionId, 'code');
  const row = await current(db, me);
  if (row.totpSecret === '') throw new DomainError('totp_already_off', 'The second factor is already off', { input: 'code' });
  if (!(await verifyPassword(row.pwdHash, input.password))) throw await refused(db, me, 'totp-off', wrongPassword('password'));
  const used = await acceptSecondFactor(db, me, row.totpSecret, input.code);
  if (!used) throw await refused(db, me, 'totp-off', new DomainError('totp_code_refused', 'The code is wrong or was already used', { input: 'code' }));
  await forgiveSessionChecks(me.sessionId);
  return db.transaction(async (tx) => {
    const [after] = await tx.update(staffUsers).set({ totpSecret: '', updatedAt: new Date() }).where(eq(staffUsers.id, me.id)).returning();
    await dropRecoveryCodes(tx, me.id);
    await revokeStaffLinks(tx, me.id);
    if (used === 'recovery-code') await recordCredentialEvent(tx, me, 'staff.recovery-code-use', { for: 'totp-off' });
    await recordCredentialEvent(tx, me, 'staff.totp-off', { with: used });
    return toStaffMe(after!);
  });
}
