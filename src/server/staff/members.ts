import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import type { StaffMe, StaffRow } from '@/lib/validation/staff';

// Reading members and shaping them for the answers: the hashes and the second-factor secret
// never leave this file's callers.

export type StaffUserRow = typeof staffUsers.$inferSelect;

/** PostgreSQL advisory lock key (with the site id) taken by every change that may add or remove an owner. */
export const OWNERS_LOCK_KEY = 734102;

/** Serialises owner changes of one site within the caller's transaction (one first owner, never zero owners). */
export async function lockOwners(tx: Pick<Db, 'execute'>, siteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNERS_LOCK_KEY}, ${siteId})`);
}

export async function memberByEmail(db: Pick<Db, 'select'>, siteId: number, email: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.siteId, siteId), sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function memberById(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.siteId, siteId), eq(staffUsers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function siteHasStaff(db: Pick<Db, 'select'>, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.siteId, siteId)).limit(1);
  return Boolean(row);
}

const language = (value: string) => (value === 'en' ? 'en' : 'zh');

export function toStaffMe(row: Pick<StaffUserRow, 'id' | 'email' | 'name' | 'role' | 'language' | 'totpSecret'>): StaffMe {
  return { id: row.id, email: row.email, name: row.name, role: row.role, language: language(row.language), totpOn: row.totpSecret !== '' };
}

export function toStaffRow(row: StaffUserRow): StaffRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: language(row.language),
    disabled: row.disabledAt !== null,
    totpOn: row.totpSecret !== '',
    passwordSet: row.pwdHash !== '',
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
