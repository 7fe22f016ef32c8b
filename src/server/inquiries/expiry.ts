import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { OrderRow, Tx } from './desk-context';
import { inquiryQuotes, orders } from '@/server/db/schema';
import { recordAudit } from '@/server/staff/audit';
import { mailQuoteExpired } from './desk-mails';
import { utcDay } from './quotes';
import { moveInquiry } from './timeline';
import { expiryReason } from '@/lib/timeline-reason';

// A quoted inquiry whose current (newest sent) quote's validity date has passed
// becomes expired, with a timeline entry by the system. Idempotent: an expired inquiry is no
// longer quoted, so a second pass (or a second process) finds nothing to do. Rows another
// transaction holds (a buyer accepting right now) are skipped and seen by the next pass.

const BATCH = 500;

/** Who the audit log names for the system's own moves (no member acted). */
const SYSTEM = 'system';

export interface ExpiredQuote {
  order: OrderRow;
  version: number;
  validUntil: string;
}

/** The expiry of one locked, quoted inquiry: the move and its timeline entry, and the audit row, in the caller's transaction. */
export async function expireInquiry(tx: Tx, order: OrderRow, quote: { version: number; validUntil: string }, now: Date) {
  await moveInquiry(tx, order, 'expire', { kind: 'system', id: null }, { reason: expiryReason(quote.version, quote.validUntil), at: now });
  await recordAudit(
    tx,
    { id: null, siteId: order.siteId, email: SYSTEM },
    {
      action: 'inquiry.quote-expire',
      entity: 'inquiry',
      entityId: order.id,
      before: { state: order.state },
      after: { state: 'expired', version: quote.version, validUntil: quote.validUntil },
    },
  );
}

/** After the commit: the buyer (their language) and the assignee hear of each expiry through the outbox. */
export async function mailExpired(db: Db, expired: ExpiredQuote[]) {
  for (const { order, version, validUntil } of expired) await mailQuoteExpired(db, order, { version, validUntil });
}

/** Expires what is due at `now` in batches; answers what it expired (to be mailed once committed). */
export async function expireDue(db: Pick<Db, 'transaction'>, now = new Date()): Promise<ExpiredQuote[]> {
  const today = utcDay(now);
  const expired: ExpiredQuote[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ order: orders, validUntil: inquiryQuotes.validUntil, version: inquiryQuotes.version })
        .from(inquiryQuotes)
        .innerJoin(orders, eq(orders.id, inquiryQuotes.orderId))
        .where(
          and(
            isNotNull(inquiryQuotes.sentAt),
            lt(inquiryQuotes.validUntil, today),
            eq(orders.state, 'quoted'),
            // A newer sent version replaces this one as the current quote.
            sql`not exists (select 1 from ${inquiryQuotes} as newer where newer.order_id = ${inquiryQuotes.orderId} and newer.sent_at is not null and newer.version > ${inquiryQuotes.version})`,
          ),
        )
        .limit(BATCH)
        .for('update', { of: orders, skipLocked: true });
      for (const entry of due) await expireInquiry(tx, entry.order, entry, now);
      return due;
    });
    expired.push(...batch);
    if (batch.length < BATCH) return expired;
  }
}

/** Expires what is due at `now` and mails about it; answers how many inquiries it moved. */
export async function expireQuotes(db: Db, now = new Date()): Promise<number> {
  const expired = await expireDue(db, now);
  await mailExpired(db, expired);
  return expired.length;
}
