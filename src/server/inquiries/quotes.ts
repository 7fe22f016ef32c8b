import { and, desc, eq, sql } from 'drizzle-orm';
import type { QuoteBody } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orderLines, type QuoteLine } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { lockVisibleInquiry, type DeskStaff, type Tx } from './desk-context';
import { mailQuoteToBuyer } from './desk-mails';
import { toQuoteVersion } from './inquiry-parts';
import { canQuote } from './state-machine';
import { moveInquiry } from './timeline';
import { versionReason } from '@/lib/timeline-reason';

// Quote versions. Saving makes the next version (v1, v2…) and never touches an earlier
// one (the database refuses any change but the one-time sent_at, migration 0013). Sending takes
// the newest version: it stamps sent_at, moves the inquiry to quoted and mails the buyer.

/** Today (UTC) as YYYY-MM-DD: validity dates are calendar days. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

function assertStillValid(validUntil: string, now: Date, input: string) {
  if (validUntil < utcDay(now)) throw new DomainError('bad_request', `the validity date ${validUntil} has passed`, { input });
}

async function linesOf(tx: Tx, orderId: number, body: QuoteBody): Promise<QuoteLine[]> {
  const own = new Map((await tx.select({ id: orderLines.id, code: orderLines.code }).from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => [l.id, l.code]));
  const seen = new Set<number>();
  return body.lines.map((line, i) => {
    const code = own.get(line.orderLineId);
    if (code === undefined) throw new DomainError('not_found', `no line ${line.orderLineId} in this inquiry`, { input: 'orderLineId', line: i, orderLineId: line.orderLineId });
    if (seen.has(line.orderLineId))
      throw new DomainError('bad_request', `line ${line.orderLineId} is quoted twice`, { input: 'orderLineId', line: i, orderLineId: line.orderLineId });
    seen.add(line.orderLineId);
    return { orderLineId: line.orderLineId, code, unitPrice: line.unitPrice, quantity: line.quantity, moq: line.moq, leadTimeDays: line.leadTimeDays };
  });
}

export async function saveQuote(db: Db, staff: DeskStaff, id: number, body: QuoteBody, now = new Date()) {
  assertStillValid(body.validUntil, now, 'validUntil');
  return db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    if (!canQuote(order.state)) throw new DomainError('conflict', `an inquiry that is ${order.state} cannot be quoted (only new, in_progress or quoted)`, { input: 'state' });
    const lines = await linesOf(tx, id, body);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${inquiryQuotes.version}), 0)::int + 1` })
      .from(inquiryQuotes)
      .where(eq(inquiryQuotes.orderId, id))) as [{ next: number }];
    const [saved] = await tx
      .insert(inquiryQuotes)
      .values({
        orderId: id,
        version: next,
        currency: body.currency,
        lines,
        incoterm: body.incoterm,
        port: body.port,
        paymentTerms: body.paymentTerms,
        validUntil: body.validUntil,
        note: body.note,
        createdBy: staff.id,
      })
      .returning();
    const version = toQuoteVersion(saved!);
    await staff.audit({ action: 'inquiry.quote-save', entity: 'inquiry', entityId: id, after: version }, tx);
    return version;
  });
}

export async function sendQuote(db: Db, staff: DeskStaff, id: number, version: number, now = new Date()) {
  const { order, quote } = await db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    const [newest] = await tx.select().from(inquiryQuotes).where(eq(inquiryQuotes.orderId, id)).orderBy(desc(inquiryQuotes.version)).limit(1);
    const [quote] = await tx
      .select()
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, version)));
    if (!quote) throw new DomainError('not_found', `inquiry ${id} has no quote version ${version}`, { input: 'version' });
    if (quote.sentAt) throw new DomainError('conflict', `quote version ${version} was already sent`, { input: 'version' });
    if (newest!.version !== version) throw new DomainError('conflict', `only the newest quote version (${newest!.version}) can be sent`, { input: 'version' });
    assertStillValid(quote.validUntil, now, 'validUntil');
    const to = await moveInquiry(tx, order, 'send_quote', { kind: 'staff', id: staff.id }, { reason: versionReason(version) });
    const [sent] = await tx.update(inquiryQuotes).set({ sentAt: now }).where(eq(inquiryQuotes.id, quote.id)).returning();
    await staff.audit({ action: 'inquiry.quote-send', entity: 'inquiry', entityId: id, before: { state: order.state }, after: { state: to, version } }, tx);
    return { order, quote: sent! };
  });
  await mailQuoteToBuyer(db, order, quote);
  return toQuoteVersion(quote);
}
