import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orders } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { renderQuotePdf, type ExportFile, type ExportLang } from '@/server/exports';
import type { Buyer } from './buyer-desk';
import { inquiryNotFound, visibleTo, type DeskStaff } from './desk-context';

// Quote PDFs (ADR 0031): the quotation a member previews before (or after) sending it, and the
// proforma invoice the buyer downloads once they accepted. Same checks as reading the inquiry:
// a row the caller may not see answers 404 like an unknown id.

const langOf = (asked: ExportLang | undefined, inquiry: string): ExportLang => asked ?? (inquiry === 'zh' ? 'zh' : 'en');

/** Any version, sent or not, in the inquiry's language unless another is asked for. */
export async function staffQuotePdf(db: Db, staff: DeskStaff, id: number, version: number, lang?: ExportLang, signal?: AbortSignal): Promise<ExportFile> {
  const [order] = await db
    .select({ language: orders.language })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!order) throw inquiryNotFound(id);
  const file = await renderQuotePdf(db, { siteId: staff.siteId, orderId: id, version, kind: 'quote', lang: langOf(lang, order.language) }, signal);
  if (!file) throw new DomainError('not_found', `inquiry ${id} has no quote version ${version}`, { input: 'version' });
  return file;
}

/**
 * The proforma of the accepted quote: the newest sent version (accepting requires the buyer to
 * name exactly that one). Only while the inquiry is accepted; before (nothing agreed yet) or
 * after (declined, cancelled, closed) → 409 naming the state.
 */
export async function buyerProformaPdf(db: Db, buyer: Buyer, id: number, lang?: ExportLang, signal?: AbortSignal): Promise<ExportFile> {
  const [order] = await db
    .select({ state: orders.state, language: orders.language, acceptedVersion: orders.acceptedVersion })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.siteId, buyer.siteId), eq(orders.customerId, buyer.customerId)));
  if (!order) throw new DomainError('not_found', `no order ${id}`, { input: 'id' });
  if (order.state !== 'accepted') {
    throw new DomainError('conflict', `a proforma invoice is made for an accepted quote; this inquiry is ${order.state}`, { input: 'state' });
  }
  const [accepted] = await db
    .select({ version: inquiryQuotes.version })
    .from(inquiryQuotes)
    .where(and(eq(inquiryQuotes.orderId, id), isNotNull(inquiryQuotes.sentAt), order.acceptedVersion === null ? undefined : eq(inquiryQuotes.version, order.acceptedVersion)))
    .orderBy(desc(inquiryQuotes.version))
    .limit(1);
  const file =
    accepted && (await renderQuotePdf(db, { siteId: buyer.siteId, orderId: id, version: accepted.version, kind: 'proforma', lang: langOf(lang, order.language) }, signal));
  if (!file) throw new DomainError('conflict', `inquiry ${id} is accepted but has no sent quote`, { input: 'state' });
  return file;
}

/**
 * The proforma invoice the buyer got, for staff: the accepted version's, whatever has happened
 * since (a closed inquiry keeps its proforma). Nothing accepted yet → 409 naming the state.
 */
export async function staffProformaPdf(db: Db, staff: DeskStaff, id: number, lang?: ExportLang, signal?: AbortSignal): Promise<ExportFile> {
  const [order] = await db
    .select({ state: orders.state, language: orders.language, acceptedVersion: orders.acceptedVersion })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!order) throw inquiryNotFound(id);
  if (order.acceptedVersion === null) {
    throw new DomainError('conflict', `a proforma invoice exists once the buyer accepts a quote; this inquiry is ${order.state}`, { input: 'state' });
  }
  const file = await renderQuotePdf(db, { siteId: staff.siteId, orderId: id, version: order.acceptedVersion, kind: 'proforma', lang: langOf(lang, order.language) }, signal);
  if (!file) throw new DomainError('not_found', `inquiry ${id} has no quote version ${order.acceptedVersion}`, { input: 'version' });
  return file;
}

/** A quotation the buyer was sent (a version never sent is not theirs to see: 404 naming version). */
export async function buyerQuotePdf(db: Db, buyer: Buyer, id: number, version: number, lang?: ExportLang, signal?: AbortSignal): Promise<ExportFile> {
  const [order] = await db
    .select({ language: orders.language })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.siteId, buyer.siteId), eq(orders.customerId, buyer.customerId)));
  if (!order) throw new DomainError('not_found', `no order ${id}`, { input: 'id' });
  const [sent] = await db
    .select({ version: inquiryQuotes.version })
    .from(inquiryQuotes)
    .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, version), isNotNull(inquiryQuotes.sentAt)));
  const file = sent && (await renderQuotePdf(db, { siteId: buyer.siteId, orderId: id, version, kind: 'quote', lang: langOf(lang, order.language) }, signal));
  if (!file) throw new DomainError('not_found', `inquiry ${id} has no sent quote version ${version}`, { input: 'version' });
  return file;
}
