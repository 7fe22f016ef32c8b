import { asc, eq } from 'drizzle-orm';
import { quoteWarnings } from '@/lib/quote-warnings';
import type { QuoteVersion } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { inquiryEvents, inquiryMessages, inquiryQuotes } from '@/server/db/schema';

// The parts of one inquiry both sides read — timeline, quote versions, messages — as
// stored; the staff detail shows them whole, the buyer's view filters them (buyer-view.ts).

export type QuoteRow = typeof inquiryQuotes.$inferSelect;

/** The version as staff read it; its warnings as of `now`'s UTC day (a validity passes with time). */
export function toQuoteVersion(row: QuoteRow, now = new Date()): QuoteVersion {
  return {
    version: row.version,
    currency: row.currency,
    lines: row.lines.map((l) => ({ orderLineId: l.orderLineId, code: l.code, unitPrice: l.unitPrice, quantity: l.quantity, moq: l.moq, leadTimeDays: l.leadTimeDays })),
    incoterm: row.incoterm,
    port: row.port,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    warnings: quoteWarnings(row, now.toISOString().slice(0, 10)),
  };
}

export async function inquiryParts(db: Pick<Db, 'select'>, orderId: number) {
  const [events, quotes, messages] = await Promise.all([
    db.select().from(inquiryEvents).where(eq(inquiryEvents.orderId, orderId)).orderBy(asc(inquiryEvents.at), asc(inquiryEvents.id)),
    db.select().from(inquiryQuotes).where(eq(inquiryQuotes.orderId, orderId)).orderBy(asc(inquiryQuotes.version)),
    db.select().from(inquiryMessages).where(eq(inquiryMessages.orderId, orderId)).orderBy(asc(inquiryMessages.at), asc(inquiryMessages.id)),
  ]);
  return {
    timeline: events.map((e) => ({
      event: e.event,
      from: e.fromState,
      to: e.toState,
      actorKind: e.actorKind,
      actorId: e.actorId,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
    quotes: quotes.map((row) => toQuoteVersion(row)),
    messages: messages.map((m) => ({ id: m.id, authorKind: m.authorKind, authorId: m.authorId, body: m.body, internal: m.internal, at: m.at.toISOString() })),
  };
}
