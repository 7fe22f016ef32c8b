import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@/lib/validation/staff';
import { hashToken } from '@/server/accounts/session-token';
import type { Db } from '@/server/db/client';
import { staffTokens } from '@/server/db/schema';

// Recovery codes of the second factor (ADR 0042): 10 codes handed to the member once, when the
// second factor goes on, each good for one sign-in (or one switch-off) without the phone. They
// carry 80 random bits, so their SHA-256 is all the table needs (a slow hash guards guessable
// passwords, not random codes); they live in staff_tokens (purpose 'recovery'), like the links.

const CODE_LENGTH = 16;
/** Recovery codes do not expire; the column wants a moment all the same. */
const NEVER = new Date('9999-12-31T00:00:00Z');

const hashOf = (staffId: number, code: string) => hashToken(`recovery:${staffId}:${code}`);

/** `XXXX-XXXX-XXXX-XXXX`, as shown to the member. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** Replaces the member's recovery codes with 10 new ones; answers them in plain text (the only time). */
export async function issueRecoveryCodes(db: Pick<Db, 'insert' | 'delete'>, member: { id: number; siteId: number }): Promise<string[]> {
  await dropRecoveryCodes(db, member.id);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db
    .insert(staffTokens)
    .values(
      codes.map((code) => ({ siteId: member.siteId, staffId: member.id, purpose: 'recovery' as const, tokenHash: hashOf(member.id, code.replaceAll('-', '')), expiresAt: NEVER })),
    );
  return codes;
}

/**
 * Uses one recovery code of the member (`code` already normalised: 16 characters, no dashes).
 * True when it was theirs and unused; it is then spent, in the statement that checks it.
 */
export async function spendRecoveryCode(db: Pick<Db, 'update'>, staffId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffTokens.tokenHash, hashOf(staffId, code)),
        eq(staffTokens.staffId, staffId),
        eq(staffTokens.purpose, 'recovery'),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: staffTokens.id });
  return spent.length === 1;
}

export async function dropRecoveryCodes(db: Pick<Db, 'delete'>, staffId: number): Promise<void> {
  await db.delete(staffTokens).where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'recovery')));
}

/** How many unused recovery codes the member has left. */
export async function recoveryCodesLeft(db: Pick<Db, 'select'>, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffTokens)
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'recovery'), isNull(staffTokens.usedAt)));
  return row?.n ?? 0;
}
