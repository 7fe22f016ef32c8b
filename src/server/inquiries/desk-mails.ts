import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers, staffUsers } from '@/server/db/schema';
import type { OrderRow } from './desk-context';
import { env } from '@/server/env';
import { renderQuotePdf } from '@/server/exports';
import { sendMail, type MailAttachment, type MailMessage } from '@/server/mail/outbox';
import {
  buyerActionMail,
  quoteExpiredBuyerMail,
  quoteExpiredStaffMail,
  quoteSentMail,
  supplierMessageMail,
  type BuyerAction,
  type QuoteMailQuote,
} from '@/server/mail/templates/inquiry-desk';
import { deskLink } from '@/server/orders/desk-link';

// The desk's mails go through the outbox after the change is committed, like the
// submit's (order-mails.ts): a mail problem never undoes a sent quote or a buyer's answer.

type MailLanguage = 'en' | 'zh';
const languageOf = (value: string): MailLanguage => (value === 'zh' ? 'zh' : 'en');

async function deliver(db: Db, siteId: number, orderNo: string, messages: MailMessage[]) {
  const results = await Promise.allSettled(messages.map((message) => sendMail(db, siteId, message)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`[inquiry] ${orderNo}: could not queue the mail to ${messages[i]!.to}`, result.reason);
  });
}

async function buyerOf(db: Db, order: Pick<OrderRow, 'customerId' | 'language'>) {
  const [buyer] = await db.select({ email: customers.email, nick: customers.nick, companyName: customers.companyName }).from(customers).where(eq(customers.id, order.customerId));
  // Links come from configuration only, never from the request's Host.
  const link = `${env().PUBLIC_BASE_URL}${order.language === 'zh' ? '/zh' : ''}/order`;
  return buyer ? { ...buyer, language: languageOf(order.language), link } : null;
}

type MailedOrder = Pick<OrderRow, 'id' | 'siteId' | 'orderNo' | 'customerId' | 'language' | 'assigneeId'>;

/**
 * The quotation PDF in the buyer's language, drawn before the mail is queued (the outbox keeps its
 * bytes, ADR 0031). A PDF that cannot be drawn (no CJK font, every render slot busy) leaves the
 * mail without it rather than unsent: the body carries the whole quote.
 */
async function quotePdf(db: Db, order: MailedOrder & Pick<OrderRow, 'id'>, version: number, lang: MailLanguage): Promise<MailAttachment | null> {
  try {
    const file = await renderQuotePdf(db, { siteId: order.siteId, orderId: order.id, version, kind: 'quote', lang });
    return file && { filename: file.fileName, contentType: file.contentType, content: file.bytes };
  } catch (error) {
    console.error(`[inquiry] ${order.orderNo}: the quotation PDF of v${version} could not be drawn; the mail goes without it`, error);
    return null;
  }
}

export async function mailQuoteToBuyer(db: Db, order: MailedOrder & Pick<OrderRow, 'id'>, quote: QuoteMailQuote) {
  const buyer = await buyerOf(db, order);
  if (!buyer) return;
  const pdf = await quotePdf(db, order, quote.version, buyer.language);
  await deliver(db, order.siteId, order.orderNo, [quoteSentMail({ to: buyer.email, language: buyer.language, orderNo: order.orderNo, quote, link: buyer.link, pdf })]);
}

export async function mailMessageToBuyer(db: Db, order: MailedOrder, body: string) {
  const buyer = await buyerOf(db, order);
  if (buyer) await deliver(db, order.siteId, order.orderNo, [supplierMessageMail({ to: buyer.email, language: buyer.language, orderNo: order.orderNo, body, link: buyer.link })]);
}

/** The assignee, else every active sales member (and owner) of the site. */
async function staffToTell(db: Db, order: MailedOrder) {
  const active = and(eq(staffUsers.siteId, order.siteId), isNull(staffUsers.disabledAt));
  if (order.assigneeId !== null) {
    const [assignee] = await db
      .select({ email: staffUsers.email, language: staffUsers.language })
      .from(staffUsers)
      .where(and(active, eq(staffUsers.id, order.assigneeId)));
    if (assignee) return [assignee];
  }
  return db
    .select({ email: staffUsers.email, language: staffUsers.language })
    .from(staffUsers)
    .where(and(active, inArray(staffUsers.role, ['sales', 'owner'])));
}

export async function mailBuyerActionToStaff(db: Db, order: MailedOrder, action: BuyerAction, text: string) {
  const buyer = await buyerOf(db, order);
  const who = buyer ? buyer.companyName || buyer.nick || buyer.email : `#${order.customerId}`;
  const staff = await staffToTell(db, order);
  await deliver(
    db,
    order.siteId,
    order.orderNo,
    staff.map((member) =>
      buyerActionMail({ to: member.email, language: languageOf(member.language), orderNo: order.orderNo, buyer: who, action, text, deskLink: deskLink(order.id) }),
    ),
  );
}

/** A quote lapsed: the buyer hears in their language, the assignee (or the sales staff) with the desk's link. */
export async function mailQuoteExpired(db: Db, order: MailedOrder, quote: { version: number; validUntil: string }) {
  const [buyer, staff] = await Promise.all([buyerOf(db, order), staffToTell(db, order)]);
  const facts = { orderNo: order.orderNo, version: quote.version, validUntil: quote.validUntil };
  await deliver(db, order.siteId, order.orderNo, [
    ...(buyer ? [quoteExpiredBuyerMail({ to: buyer.email, language: buyer.language, link: buyer.link, ...facts })] : []),
    ...staff.map((member) => quoteExpiredStaffMail({ to: member.email, language: languageOf(member.language), deskLink: deskLink(order.id), ...facts })),
  ]);
}
