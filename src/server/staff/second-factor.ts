import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken } from '@/server/accounts/session-token';
import type { Db } from '@/server/db/client';
import { staffTokens } from '@/server/db/schema';
import { spendRecoveryCode } from './recovery-codes';
import { matchingTotpStep, TOTP_STEP_SECONDS, TOTP_WINDOW } from './totp';

// The database half of the second factor (ADR 0023), kept in staff_tokens so it needs no migration:
//   - 'totp-used': one row per (member, step) a code was accepted for. Its token_hash is the
//     SHA-256 of that pair and the column is unique, so a code replayed within its window (or by
//     a second process at the same moment) finds the row there and is refused.
//   - 'totp-pending': the secret offered by POST /api/admin/me/totp until the member confirms a
//     code of it (then it moves to staff_users.totp_secret). Unlike the links it must be read back,
//     so it is stored as such; it expires after 15 minutes and is never in an answer but the first.

const PENDING_MINUTES = 15;
const pendingPrefix = (staffId: number) => `totp-pending:${staffId}:`;

/**
 * True when `code` is a current code of `secret` not used before by this member; the step is
 * then marked used (in the same statement that checks it).
 */
export async function acceptTotpCode(db: Pick<Db, 'insert' | 'delete'>, member: { id: number; siteId: number }, secret: string, code: string): Promise<boolean> {
  const step = matchingTotpStep(secret, code);
  if (step === null) return false;
  await db.delete(staffTokens).where(and(eq(staffTokens.staffId, member.id), eq(staffTokens.purpose, 'totp-used'), lt(staffTokens.expiresAt, sql`now()`)));
  const marked = await db
    .insert(staffTokens)
    .values({
      siteId: member.siteId,
      staffId: member.id,
      purpose: 'totp-used',
      tokenHash: hashToken(`totp-used:${member.id}:${step}`),
      // The code of `step` is accepted until the end of step + TOTP_WINDOW.
      expiresAt: new Date((step + TOTP_WINDOW + 1) * TOTP_STEP_SECONDS * 1000),
    })
    .onConflictDoNothing()
    .returning({ id: staffTokens.id });
  return marked.length === 1;
}

/** Keeps `secret` as the member's pending secret (replacing an earlier one). */
export async function keepPendingSecret(db: Db, member: { id: number; siteId: number }, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffTokens).where(and(eq(staffTokens.staffId, member.id), eq(staffTokens.purpose, 'totp-pending')));
    await tx.insert(staffTokens).values({
      siteId: member.siteId,
      staffId: member.id,
      purpose: 'totp-pending',
      tokenHash: `${pendingPrefix(member.id)}${secret}`,
      expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
    });
  });
}

/** The member's pending secret, or null when none was offered or it expired. */
export async function pendingSecret(db: Pick<Db, 'select'>, staffId: number): Promise<{ id: number; secret: string } | null> {
  const [row] = await db
    .select({ id: staffTokens.id, tokenHash: staffTokens.tokenHash })
    .from(staffTokens)
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'totp-pending'), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, sql`now()`)))
    .orderBy(desc(staffTokens.id))
    .limit(1);
  return row ? { id: row.id, secret: row.tokenHash.slice(pendingPrefix(staffId).length) } : null;
}

export async function dropPendingSecrets(db: Pick<Db, 'delete'>, staffId: number): Promise<void> {
  await db.delete(staffTokens).where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'totp-pending')));
}

/**
 * The member's second factor as typed (already normalised by secondFactorCodeSchema): the app's
 * current 6 digits, or one of their unused recovery codes, which is spent. Answers which one it
 * was, or null when neither.
 */
export async function acceptSecondFactor(
  db: Pick<Db, 'insert' | 'delete' | 'update'>,
  member: { id: number; siteId: number },
  secret: string,
  code: string,
): Promise<'totp' | 'recovery-code' | null> {
  if (/^\d{6}$/.test(code)) return (await acceptTotpCode(db, member, secret, code)) ? 'totp' : null;
  return (await spendRecoveryCode(db, member.id, code)) ? 'recovery-code' : null;
}
