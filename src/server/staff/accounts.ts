import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { hashPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { StaffCreate, StaffCreated, StaffListQuery, StaffRow, StaffWrite } from '@/lib/validation/staff';
import { recordAudit, type AuditActor } from './audit';
import { logCredentialEvent } from './credential-trail';
import { lockOwners, memberByEmail, memberById, toStaffRow } from './members';
import { dropRecoveryCodes } from './recovery-codes';
import { endStaffSessions } from './session';
import { createStaffLink, staffLinkUrl } from './tokens';
import { pageOfRows } from '@/server/db/page-of-rows';

// The owner's staff screens and `npm run admin` (ADR 0023). The rule that keeps a site
// manageable: an owner cannot demote, disable or delete themself, and nobody can remove the last
// enabled owner. Owner changes run under a per-site advisory lock, so two owners demoting each
// other at the same moment cannot leave the site with none.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  createdAt: staffUsers.createdAt,
  lastSignInAt: staffUsers.lastSignInAt,
} as const;

export async function listStaff(db: Db, siteId: number, query: StaffListQuery): Promise<{ list: StaffRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(staffUsers.siteId, siteId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(staffUsers.email, pattern), ilike(staffUsers.name, pattern)));
  }
  if (query.role) filters.push(eq(staffUsers.role, query.role));
  if (query.disabled !== undefined) filters.push(query.disabled ? isNotNull(staffUsers.disabledAt) : isNull(staffUsers.disabledAt));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort];
  const orderBy = [query.order === 'desc' ? desc(column) : asc(column), asc(staffUsers.id)];
  const { rows, total } = await pageOfRows<typeof staffUsers.$inferSelect>(db, staffUsers, undefined, where, orderBy, query);
  return { list: rows.map(toStaffRow), total };
}

export async function getStaff(db: Db, siteId: number, id: number): Promise<StaffRow> {
  const row = await memberById(db, siteId, id);
  if (!row) throw new DomainError('staff_not_found', 'No such staff member', { input: 'id', id });
  return toStaffRow(row);
}

const emailTaken = () => new DomainError('staff_email_taken', 'A staff member with this email exists', { input: 'email' });

/** A new member; without a password the answer carries a one-time setup link (24 h). `actor` null: the CLI. */
export async function createStaff(db: Db, siteId: number, input: StaffCreate, actor: AuditActor): Promise<StaffCreated> {
  if (await memberByEmail(db, siteId, input.email)) throw emailTaken();
  const pwdHash = input.password ? await hashPassword(input.password) : '';
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(staffUsers).values({ siteId, email: input.email, name: input.name, role: input.role, pwdHash }).returning();
      const token = input.password ? null : await createStaffLink(tx, siteId, row!.id, 'setup');
      await recordAudit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: row!.id, after: row });
      return { ...toStaffRow(row!), setupUrl: token ? staffLinkUrl(token) : null };
    });
  } catch (error) {
    // Two creates of one email at once: the unique index answers for the second.
    if (error instanceof DomainError) throw error;
    if (await memberByEmail(db, siteId, input.email)) throw emailTaken();
    throw error;
  }
}

/** Refuses (on `input`, the change that would do it) when the site would be left without an enabled owner. */
async function keepAnOwner(tx: Pick<Db, 'select'>, siteId: number, targetId: number, input: string): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.siteId, siteId), eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt), ne(staffUsers.id, targetId)));
  if ((others?.n ?? 0) === 0) throw new DomainError('staff_last_owner', 'The site needs at least one enabled owner', { input });
}

export async function updateStaff(db: Db, siteId: number, id: number, input: StaffWrite, actor: AuditActor): Promise<StaffRow> {
  const row = await db.transaction(async (tx) => {
    await lockOwners(tx, siteId);
    const before = await memberById(tx, siteId, id);
    if (!before) throw new DomainError('staff_not_found', 'No such staff member', { input: 'id', id });
    const demoted = before.role === 'owner' && input.role !== 'owner';
    const disabling = before.disabledAt === null && input.disabled;
    if (id === actor.id && demoted) throw new DomainError('staff_self_demote', 'You cannot take the owner role from yourself', { input: 'role' });
    if (id === actor.id && disabling) throw new DomainError('staff_self_disable', 'You cannot disable your own account', { input: 'disabled' });
    if (before.role === 'owner' && before.disabledAt === null && (demoted || disabling)) await keepAnOwner(tx, siteId, id, demoted ? 'role' : 'disabled');
    const disabledAt = input.disabled ? (before.disabledAt ?? new Date()) : null;
    const [after] = await tx.update(staffUsers).set({ name: input.name, role: input.role, disabledAt, updatedAt: new Date() }).where(eq(staffUsers.id, id)).returning();
    await recordAudit(tx, actor, { action: 'staff.update', entity: 'staff', entityId: id, before, after });
    return after!;
  });
  // A disabled member is signed out everywhere (findStaffSession refuses them anyway).
  if (row.disabledAt) await endStaffSessions(db, id);
  return toStaffRow(row);
}

export async function deleteStaff(db: Db, siteId: number, id: number, actor: AuditActor): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    await lockOwners(tx, siteId);
    const before = await memberById(tx, siteId, id);
    if (!before) throw new DomainError('staff_not_found', 'No such staff member', { input: 'id', id });
    if (id === actor.id) throw new DomainError('staff_self_delete', 'You cannot delete your own account', { input: 'id' });
    if (before.role === 'owner' && before.disabledAt === null) await keepAnOwner(tx, siteId, id, 'id');
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
    await recordAudit(tx, actor, { action: 'staff.delete', entity: 'staff', entityId: id, before });
    return toStaffRow(before);
  });
}

/** A one-time password reset link (24 h) for the member; their password stays until it is used. */
export async function staffResetLink(db: Db, siteId: number, id: number, actor: AuditActor): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await memberById(tx, siteId, id);
    if (!member) throw new DomainError('staff_not_found', 'No such staff member', { input: 'id', id });
    const token = await createStaffLink(tx, siteId, id, 'reset');
    await recordAudit(tx, actor, { action: 'staff.reset-link', entity: 'staff', entityId: id });
    return staffLinkUrl(token);
  });
}

/** The CLI's way in: the member by email (404 naming `email` when none). */
export async function staffIdByEmail(db: Db, siteId: number, email: string): Promise<number> {
  const member = await memberByEmail(db, siteId, email);
  if (!member) throw new DomainError('staff_email_unknown', `No staff member with the email ${email}`, { input: 'email', email });
  return member.id;
}

/** The operator's help for a member who lost the phone (`npm run admin -- reset EMAIL --totp-off`). */
export async function switchTotpOff(db: Db, siteId: number, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await memberById(tx, siteId, id);
    if (!member || member.totpSecret === '') return false;
    await tx.update(staffUsers).set({ totpSecret: '', updatedAt: new Date() }).where(eq(staffUsers.id, id));
    // The recovery codes belong to the second factor that is gone. The reset link the operator
    // just printed stays: it is how the member gets back in.
    await dropRecoveryCodes(tx, id);
    await recordAudit(tx, actor, { action: 'staff.totp-off', entity: 'staff', entityId: id });
    logCredentialEvent({ id, siteId, email: member.email }, 'staff.totp-off', { by: 'operator' });
    return true;
  });
}
