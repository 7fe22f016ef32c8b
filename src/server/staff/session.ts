import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newOnlineGuid } from '@/server/accounts/session-token';
import type { Db } from '@/server/db/client';
import { staffSessions, staffUsers, type StaffRole } from '@/server/db/schema';
import { env } from '@/server/env';

// A staff sign-in (ADR 0023): a random secret in the httpOnly SameSite=Strict cookie
// `lantern_staff`; the table keeps its SHA-256 only. A session ends after STAFF_IDLE_MINUTES
// without a request, after 12 hours in any case, on sign-out, and when the account is disabled.

export const STAFF_COOKIE = 'lantern_staff';
const ABSOLUTE_HOURS = 12;
/** lastSeenAt is written at most this often, so a busy screen does not write on every call. */
const TOUCH_SECONDS = 60;

export interface SignedInStaff {
  id: number;
  siteId: number;
  email: string;
  name: string;
  role: StaffRole;
  language: string;
  totpOn: boolean;
  sessionId: number;
}

export async function startStaffSession(db: Db, staff: { id: number; siteId: number }): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newOnlineGuid();
  const expiresAt = new Date(Date.now() + ABSOLUTE_HOURS * 3600_000);
  await db.insert(staffSessions).values({ siteId: staff.siteId, staffId: staff.id, tokenHash: hashToken(secret), expiresAt });
  await db.update(staffUsers).set({ lastSignInAt: new Date() }).where(eq(staffUsers.id, staff.id));
  return { secret, expiresAt };
}

/** The member a cookie secret names, or null when unknown, ended, idle too long or disabled. */
export async function findStaffSession(db: Db, secret: string | undefined): Promise<SignedInStaff | null> {
  if (!secret || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  const idleSince = new Date(Date.now() - env().STAFF_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffUsers.id,
      siteId: staffUsers.siteId,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      language: staffUsers.language,
      totpSecret: staffUsers.totpSecret,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(secret)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_SECONDS * 1000) {
    await db.update(staffSessions).set({ lastSeenAt: new Date() }).where(eq(staffSessions.id, row.sessionId));
  }
  const { totpSecret, lastSeenAt: _seen, ...staff } = row;
  return { ...staff, totpOn: totpSecret !== '' };
}

export async function endStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a member (password change, reset, disable), but `keep` when given. */
export async function endStaffSessions(db: Db, staffId: number, keep?: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), keep === undefined ? undefined : sql`${staffSessions.id} <> ${keep}`));
}
