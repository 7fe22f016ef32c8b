import { sql } from 'drizzle-orm';
import { startBackgroundLoop, stopBackgroundLoop } from '@/server/background-loop';
import { getDb, type Db } from '@/server/db/client';
import { expireDue, mailExpired } from './expiry';

// The expiry pass runs every few minutes in every server process (started beside the
// mail retry loop at server start), but only one process runs it at a time: each pass first
// tries a transaction-level PostgreSQL advisory lock and skips when another process holds it.
// The lock ends with the transaction, so a process that dies mid-pass frees it at once. On
// embedded PGlite the lock always succeeds (one session), and the passes of several render
// processes still run one after another: the primary's relay runs one transaction at a time (ADR 0057).

/** Advisory lock key of the expiry pass (migrations hold 734100, seeding its own). */
export const EXPIRY_LOCK_KEY = 734_116;

/** One pass if no other process is in one; answers the inquiries moved, or null when skipped. */
export async function expireQuotesOnce(db: Db, now = new Date()): Promise<number | null> {
  const expired = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`);
    const [row] = (result as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return null;
    return expireDue(tx, now);
  });
  if (expired === null) return null;
  // Mailed once the pass has committed: a mail never leaves for an expiry that was rolled back.
  await mailExpired(db, expired);
  return expired.length;
}

export function startQuoteExpiryLoop(intervalMs = 5 * 60_000): void {
  startBackgroundLoop('inquiry expiry', intervalMs, async () => {
    const moved = await expireQuotesOnce(await getDb());
    if (moved) console.log(`[inquiry] ${moved} quoted inquiries expired`);
  });
}

/** Stops the loop (tests, shutdown). */
export function stopQuoteExpiryLoop(): void {
  stopBackgroundLoop('inquiry expiry');
}
