import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { hashToken, newOnlineGuid } from '@/server/accounts/session-token';
import type { Db } from '@/server/db/client';
import { staffTokens, staffUsers } from '@/server/db/schema';
import { env } from '@/server/env';

// One-time links (ADR 0023): the first owner's setup link, a new member's setup link and password
// resets. The link carries 256 random bits; the table keeps their SHA-256 only, so a copy of the
// database opens no account. A link lasts 24 hours and works once: using it is one conditional
// UPDATE, so two tabs (or two processes) cannot both use it.

export const LINK_HOURS = 24;
export type LinkPurpose = 'setup' | 'reset';

export interface StaffLinkRow {
  id: number;
  siteId: number;
  staffId: number | null;
  purpose: LinkPurpose;
  /** The member's email; '' for the first owner's link. */
  email: string;
  /** The name the owner typed for the member; '' for the first owner's link. */
  name: string;
}

/**
 * A new link for `staffId` (null: the first owner's). Answers the token the URL carries. The
 * member's earlier unused links stop working (ADR 0042): only the newest link opens the account.
 */
export async function createStaffLink(db: Pick<Db, 'insert' | 'delete' | 'update'>, siteId: number, staffId: number | null, purpose: LinkPurpose): Promise<string> {
  const token = newOnlineGuid();
  // Old rows are of no use once expired; they go when a new link is made.
  await db.delete(staffTokens).where(and(eq(staffTokens.siteId, siteId), lt(staffTokens.expiresAt, sql`now()`)));
  if (staffId !== null) await revokeStaffLinks(db, staffId);
  await db.insert(staffTokens).values({ siteId, staffId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_HOURS * 3600_000) });
  return token;
}

/**
 * Marks the member's unused setup and reset links used (all of them, or all but `keepId`): after
 * a link is issued or used, a password change or a second-factor change (ADR 0042).
 */
export async function revokeStaffLinks(db: Pick<Db, 'update'>, staffId: number, keepId?: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffTokens.staffId, staffId),
        inArray(staffTokens.purpose, ['setup', 'reset']),
        isNull(staffTokens.usedAt),
        keepId === undefined ? undefined : ne(staffTokens.id, keepId),
      ),
    );
}

/** The page the link opens (the workspace's setup screen). */
export function staffLinkUrl(token: string): string {
  return `${env().PUBLIC_BASE_URL}/admin/setup/${token}`;
}

const LINK_PURPOSES = ['setup', 'reset'] as const;

/** The unused, unexpired link `token` names, or null. */
export async function findStaffLink(db: Db, token: string): Promise<StaffLinkRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: staffTokens.id, siteId: staffTokens.siteId, staffId: staffTokens.staffId, purpose: staffTokens.purpose, email: staffUsers.email, name: staffUsers.name })
    .from(staffTokens)
    .leftJoin(staffUsers, eq(staffUsers.id, staffTokens.staffId))
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || !(LINK_PURPOSES as readonly string[]).includes(row.purpose)) return null;
  return { ...row, purpose: row.purpose as LinkPurpose, email: row.email ?? '', name: row.name ?? '' };
}

/** Marks the link used; false when another request used it first (or it expired meanwhile). */
export async function spendStaffLink(db: Pick<Db, 'update'>, linkId: number): Promise<boolean> {
  const spent = await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.id, linkId), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, sql`now()`)))
    .returning({ id: staffTokens.id });
  return spent.length === 1;
}
