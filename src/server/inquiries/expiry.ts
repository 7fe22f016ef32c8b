import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orders } from '@/server/db/schema';
import { utcDay } from './quotes';
import { moveInquiry } from './timeline';

// Issue 16: a quoted inquiry whose current (newest sent) quote's validity date has passed
// becomes expired, with a timeline entry by the system. Idempotent: an expired inquiry is no
// longer quoted, so a second pass (or a second process) finds nothing to do. Rows another
// transaction holds (a buyer accepting right now) are skipped and seen by the next pass.

const BATCH = 500;

/** Expires what is due at `now`; answers how many inquiries it moved. */
export async function expireQuotes(db: Pick<Db, 'transaction'>, now = new Date()): Promise<number> {
  const today = utcDay(now);
  let moved = 0;
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
      for (const { order, validUntil, version } of due) {
        await moveInquiry(tx, order, 'expire', { kind: 'system', id: null }, { reason: `v${version} valid until ${validUntil}`, at: now });
      }
      return due.length;
    });
    moved += batch;
    if (batch < BATCH) return moved;
  }
}
