import { and, desc, eq } from 'drizzle-orm';
import { languageFlagOf } from '@/lib/locale-fields';
import type { AddressSnapshot } from '@/lib/validation/order';
import type { Db } from '@/server/db/client';
import { contactInfo, customers, inquiryEvents, inquiryQuotes, orderLines, orders } from '@/server/db/schema';
import { addressLines } from './address-lines';
import { quoteAmounts } from '@/lib/quote-money';
import type { ExportLang } from './labels';
import type { QuoteDocKind } from './quote-labels';
import { siteName } from './sheet-parties';

// The model of a quotation or proforma invoice — one quote version of one inquiry, with
// the supplier's letterhead (and for the proforma its bank account) from the contact info and
// the buyer from the account and the inquiry's delivery address. Built from stored rows only
// (quote versions never change, migration 0013), so the same version always prints the same.

export interface QuoteDocLine {
  code: string;
  /** In the document's language (the other language's name when that one is empty). */
  name: string;
  quantity: number;
  moq: number;
  leadTimeDays: number;
  unitPrice: number;
  /** unitPrice × quantity in cents, rounded half-up (src/lib/quote-money.ts). */
  amountCents: bigint;
}

export interface QuoteDocBank {
  name: string;
  address: string;
  accountName: string;
  accountNo: string;
  swift: string;
}

export interface QuoteDocument {
  kind: QuoteDocKind;
  lang: ExportLang;
  /** Q-<orderNo>-v<version> or PI-<orderNo>-v<version>; also the file name. */
  number: string;
  orderNo: string;
  version: number;
  date: Date;
  supplier: { name: string; company: string; address: string; tel: string; email: string; bank: QuoteDocBank | null };
  buyer: { nick: string; company: string; email: string; address: string[] };
  currency: string;
  lines: QuoteDocLine[];
  /** The sum of the rounded lines, in cents. */
  totalCents: bigint;
  incoterm: string;
  port: string;
  paymentTerms: string;
  validUntil: string;
  note: string;
}

export interface QuoteDocTarget {
  siteId: number;
  orderId: number;
  version: number;
  kind: QuoteDocKind;
  lang: ExportLang;
}

export const quoteDocNumber = (kind: QuoteDocKind, orderNo: string, version: number) => `${kind === 'proforma' ? 'PI' : 'Q'}-${orderNo}-v${version}`;

async function supplierOf(db: Db, siteId: number, lang: ExportLang): Promise<QuoteDocument['supplier']> {
  const [name, [row]] = await Promise.all([
    siteName(db, siteId, lang),
    db
      .select()
      .from(contactInfo)
      .where(and(eq(contactInfo.siteId, siteId), eq(contactInfo.languageFlag, languageFlagOf(lang))))
      .limit(1),
  ]);
  const bank = row && { name: row.bankName, address: row.bankAddress, accountName: row.bankAccountName, accountNo: row.bankAccountNo, swift: row.bankSwift };
  return {
    name,
    company: row?.companyname ?? '',
    address: row?.companyaddress ?? '',
    tel: row?.tel || row?.phone.split(',')[0]?.trim() || '',
    email: row?.email ?? '',
    // Without an account number there is nothing to pay into: no half-filled block.
    bank: bank?.accountNo ? bank : null,
  };
}

/** When the buyer accepted (the proforma's date), else now. */
async function acceptedAt(db: Db, orderId: number): Promise<Date> {
  const [event] = await db
    .select({ at: inquiryEvents.at })
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.orderId, orderId), eq(inquiryEvents.event, 'accept')))
    .orderBy(desc(inquiryEvents.at))
    .limit(1);
  return event?.at ?? new Date();
}

/** The document, or null when the site has no such inquiry or the inquiry no such version (the caller has checked who may see it). */
export async function loadQuoteDocument(db: Db, target: QuoteDocTarget): Promise<QuoteDocument | null> {
  const { siteId, orderId, version, kind, lang } = target;
  const [order] = await db
    .select({ orderNo: orders.orderNo, customerId: orders.customerId, address: orders.address })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  if (!order) return null;
  const [[quote], names, [buyer], supplier] = await Promise.all([
    db
      .select()
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, orderId), eq(inquiryQuotes.version, version))),
    db.select({ id: orderLines.id, name: orderLines.name, nameen: orderLines.nameen }).from(orderLines).where(eq(orderLines.orderId, orderId)),
    db.select({ nick: customers.nick, companyName: customers.companyName, email: customers.email }).from(customers).where(eq(customers.id, order.customerId)),
    supplierOf(db, siteId, lang),
  ]);
  if (!quote) return null;
  const nameOf = new Map(names.map((n) => [n.id, lang === 'zh' ? n.name || n.nameen : n.nameen || n.name]));
  const amounts = quoteAmounts(quote.lines);
  const lines = quote.lines.map((l, i) => ({
    code: l.code,
    name: nameOf.get(l.orderLineId) ?? '',
    quantity: l.quantity,
    moq: l.moq,
    leadTimeDays: l.leadTimeDays,
    unitPrice: l.unitPrice,
    amountCents: amounts.lines[i]!,
  }));
  return {
    kind,
    lang,
    number: quoteDocNumber(kind, order.orderNo, version),
    orderNo: order.orderNo,
    version,
    date: kind === 'proforma' ? await acceptedAt(db, orderId) : (quote.sentAt ?? quote.createdAt),
    supplier,
    buyer: {
      nick: buyer?.nick ?? '',
      company: buyer?.companyName ?? '',
      email: buyer?.email ?? '',
      address: order.address ? addressLines(order.address as AddressSnapshot, lang) : [],
    },
    currency: quote.currency,
    lines,
    totalCents: amounts.total,
    incoterm: quote.incoterm,
    port: quote.port,
    paymentTerms: quote.paymentTerms,
    validUntil: quote.validUntil,
    note: quote.note,
  };
}

/** Every text the document prints (to choose a font that can write all of them). */
export function quoteDocTexts(doc: QuoteDocument): string[] {
  const { supplier, buyer } = doc;
  return [
    supplier.name,
    supplier.company,
    supplier.address,
    supplier.tel,
    supplier.email,
    ...(supplier.bank ? [supplier.bank.name, supplier.bank.address, supplier.bank.accountName, supplier.bank.accountNo, supplier.bank.swift] : []),
    buyer.nick,
    buyer.company,
    buyer.email,
    ...buyer.address,
    ...doc.lines.flatMap((l) => [l.code, l.name]),
    doc.port,
    doc.paymentTerms,
    doc.note,
  ];
}
