import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { StaffMe, StaffPasswordWrite, StaffProfileWrite, StaffTotpStart } from '@/lib/validation/staff';
import { recordAudit } from './audit';
import { acceptTotpCode, dropPendingSecrets, keepPendingSecret, pendingSecret } from './second-factor';
import { memberById, toStaffMe } from './members';
import { endStaffSessions, type SignedInStaff } from './session';
import { newTotpSecret, otpauthUrl } from './totp';

// A member's own account (PUT /api/admin/me, /me/password, /me/totp): every role may change its
// own name, language, password and second factor. Each change is audited like any staff write.

async function current(db: Pick<Db, 'select'>, me: SignedInStaff) {
  const row = await memberById(db, me.siteId, me.id);
  if (!row) throw new AppError('unauthorized', 'Please sign in to the workspace', { field: 'Cookie', key: 'apiError.session.signInFirst' });
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

const wrongPassword = (field: string) => new AppError('unauthorized', 'The password is wrong', { field, key: 'apiError.password.wrong' });

/** Changes the password after checking the current one; the member's other sessions end. */
export async function changeOwnPassword(db: Db, me: SignedInStaff, input: StaffPasswordWrite): Promise<void> {
  const row = await current(db, me);
  if (!(await verifyPassword(row.pwdHash, input.currentPassword))) throw wrongPassword('currentPassword');
  const pwdHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ pwdHash, updatedAt: new Date() }).where(eq(staffUsers.id, me.id));
    await recordAudit(tx, me, { action: 'staff.password', entity: 'staff', entityId: me.id });
  });
  await endStaffSessions(db, me.id, me.sessionId);
}

/** A new pending secret; the second factor goes on only when a code of it is confirmed. */
export async function startTotp(db: Db, me: SignedInStaff): Promise<StaffTotpStart> {
  const row = await current(db, me);
  if (row.totpSecret !== '') throw new AppError('conflict', 'The second factor is already on: switch it off first', { field: 'totp', key: 'apiError.staff.totpAlreadyOn' });
  const secret = newTotpSecret();
  await keepPendingSecret(db, me, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, row.email) };
}

export async function confirmTotp(db: Db, me: SignedInStaff, code: string): Promise<StaffMe> {
  const pending = await pendingSecret(db, me.id);
  if (!pending) throw new AppError('conflict', 'Start again: no authenticator secret is waiting for a code', { field: 'code', key: 'apiError.staff.totpNotPending' });
  if (!(await acceptTotpCode(db, me, pending.secret, code)))
    throw new AppError('bad_request', 'The code is wrong: check the app and the clock of the phone', { field: 'code', key: 'apiError.staff.totpWrongCode' });
  return db.transaction(async (tx) => {
    const [after] = await tx.update(staffUsers).set({ totpSecret: pending.secret, updatedAt: new Date() }).where(eq(staffUsers.id, me.id)).returning();
    await dropPendingSecrets(tx, me.id);
    await recordAudit(tx, me, { action: 'staff.totp-on', entity: 'staff', entityId: me.id });
    return toStaffMe(after!);
  });
}

export async function disableTotp(db: Db, me: SignedInStaff, password: string): Promise<StaffMe> {
  const row = await current(db, me);
  if (!(await verifyPassword(row.pwdHash, password))) throw wrongPassword('password');
  return db.transaction(async (tx) => {
    const [after] = await tx.update(staffUsers).set({ totpSecret: '', updatedAt: new Date() }).where(eq(staffUsers.id, me.id)).returning();
    await recordAudit(tx, me, { action: 'staff.totp-off', entity: 'staff', entityId: me.id });
    return toStaffMe(after!);
  });
}
