import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers, staffUsers } from '@/server/db/schema';
import type { OrderRow } from './desk-context';
import { env } from '@/server/env';
import { sendMail, type MailMessage } from '@/server/mail/outbox';
import { buyerActionMail, quoteSentMail, supplierMessageMail, type BuyerAction, type QuoteMailQuote } from '@/server/mail/templates/inquiry-desk';

// Issue 16: the desk's mails go through the outbox after the change is committed, like the
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

type MailedOrder = Pick<OrderRow, 'siteId' | 'orderNo' | 'customerId' | 'language' | 'assigneeId'>;

export async function mailQuoteToBuyer(db: Db, order: MailedOrder, quote: QuoteMailQuote) {
  const buyer = await buyerOf(db, order);
  if (buyer) await deliver(db, order.siteId, order.orderNo, [quoteSentMail({ to: buyer.email, language: buyer.language, orderNo: order.orderNo, quote, link: buyer.link })]);
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
    staff.map((member) => buyerActionMail({ to: member.email, language: languageOf(member.language), orderNo: order.orderNo, buyer: who, action, text })),
  );
}
