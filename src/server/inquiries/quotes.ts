import { and, desc, eq, sql } from 'drizzle-orm';
import type { QuoteBody } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orderLines, type QuoteLine } from '@/server/db/schema';
import { AppError } from '@/server/errors';
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

function assertStillValid(validUntil: string, now: Date, field: string) {
  if (validUntil < utcDay(now)) throw new AppError('bad_request', `${field}: the validity date ${validUntil} has passed`, { field });
}

async function linesOf(tx: Tx, orderId: number, body: QuoteBody): Promise<QuoteLine[]> {
  const own = new Map((await tx.select({ id: orderLines.id, code: orderLines.code }).from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => [l.id, l.code]));
  const seen = new Set<number>();
  return body.lines.map((line, i) => {
    const code = own.get(line.orderLineId);
    if (code === undefined) throw new AppError('not_found', `lines.${i}.orderLineId: no line ${line.orderLineId} in this inquiry`, { field: `lines.${i}.orderLineId` });
    if (seen.has(line.orderLineId)) throw new AppError('bad_request', `lines.${i}.orderLineId: line ${line.orderLineId} is quoted twice`, { field: `lines.${i}.orderLineId` });
    seen.add(line.orderLineId);
    return { orderLineId: line.orderLineId, code, unitPrice: line.unitPrice, quantity: line.quantity, moq: line.moq, leadTimeDays: line.leadTimeDays };
  });
}

export async function saveQuote(db: Db, staff: DeskStaff, id: number, body: QuoteBody, now = new Date()) {
  assertStillValid(body.validUntil, now, 'validUntil');
  return db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    if (!canQuote(order.state)) throw new AppError('conflict', `state: an inquiry that is ${order.state} cannot be quoted (only new, in_progress or quoted)`, { field: 'state' });
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
    if (!quote) throw new AppError('not_found', `version: inquiry ${id} has no quote version ${version}`, { field: 'version' });
    if (quote.sentAt) throw new AppError('conflict', `version: quote version ${version} was already sent`, { field: 'version' });
    if (newest!.version !== version) throw new AppError('conflict', `version: only the newest quote version (${newest!.version}) can be sent`, { field: 'version' });
    assertStillValid(quote.validUntil, now, 'validUntil');
    const to = await moveInquiry(tx, order, 'send_quote', { kind: 'staff', id: staff.id }, { reason: versionReason(version) });
    const [sent] = await tx.update(inquiryQuotes).set({ sentAt: now }).where(eq(inquiryQuotes.id, quote.id)).returning();
    await staff.audit({ action: 'inquiry.quote-send', entity: 'inquiry', entityId: id, before: { state: order.state }, after: { state: to, version } }, tx);
    return { order, quote: sent! };
  });
  await mailQuoteToBuyer(db, order, quote);
  return toQuoteVersion(quote);
}
