import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BuyerInquiry } from '@/lib/validation/inquiry-desk';
import type { Db } from '@/server/db/client';
import { inquiryMessages, inquiryQuotes, orders } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { lockBuyerInquiry, type Tx } from './desk-context';
import { mailBuyerActionToStaff } from './desk-mails';
import { expireInquiry, mailExpired } from './expiry';
import { inquiryParts } from './inquiry-parts';
import { utcDay } from './quotes';
import { acceptsMessages } from './state-machine';
import { assertTransition, moveInquiry } from './timeline';
import { versionReason } from '@/lib/timeline-reason';

// The buyer's side of the desk, always through the signed-in customer's own inquiry
// (another buyer's answers 404 like an unknown id). The buyer sees sent quote versions only and
// never an internal note; accepts the version they read, declines with a reason, asks, cancels
// before acceptance. The assignee (or the site's sales staff) hears of each by mail.

export interface Buyer {
  siteId: number;
  customerId: number;
}

/** The buyer's view; reading it clears the buyer's unread marker. */
export async function getBuyerInquiry(db: Db, buyer: Buyer, id: number): Promise<BuyerInquiry> {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, state: orders.state, buyerUnread: orders.buyerUnread })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.siteId, buyer.siteId), eq(orders.customerId, buyer.customerId)));
  if (!order) throw new DomainError('not_found', `no order ${id}`, { input: 'id' });
  const parts = await inquiryParts(db, id);
  if (order.buyerUnread) await db.update(orders).set({ buyerUnread: false }).where(eq(orders.id, id));
  return {
    id: order.id,
    orderNo: order.orderNo,
    state: order.state,
    unread: order.buyerUnread,
    // Who handles the inquiry inside the supplier is not the buyer's business: no assign entries, no ids.
    timeline: parts.timeline.filter((e) => e.event !== 'assign').map(({ actorId: _actorId, ...entry }) => entry),
    quotes: parts.quotes.filter((q) => q.sentAt !== null).map(({ createdBy: _createdBy, warnings: _warnings, ...quote }) => quote),
    messages: parts.messages.filter((m) => !m.internal).map(({ internal: _internal, authorId: _authorId, ...message }) => message),
  };
}

const buyerActor = (buyer: Buyer) => ({ kind: 'buyer' as const, id: buyer.customerId });

async function currentSentQuote(tx: Tx, orderId: number) {
  const [quote] = await tx
    .select()
    .from(inquiryQuotes)
    .where(and(eq(inquiryQuotes.orderId, orderId), isNotNull(inquiryQuotes.sentAt)))
    .orderBy(desc(inquiryQuotes.version))
    .limit(1);
  return quote;
}

/**
 * Accepts the sent quote `version` (quoted → accepted). A newer version sent meanwhile → 409
 * (the buyer must read it first); a quote whose validity date has passed expires now → 409.
 */
export async function acceptQuote(db: Db, buyer: Buyer, id: number, version: number, now = new Date()) {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockBuyerInquiry(tx, buyer.siteId, buyer.customerId, id);
    assertTransition(order, 'accept');
    const quote = await currentSentQuote(tx, id);
    if (!quote || quote.version !== version) {
      throw new DomainError('conflict', `the quote on this inquiry is version ${quote?.version ?? 0}, not ${version}`, { input: 'version' });
    }
    if (quote.validUntil < utcDay(now)) {
      await expireInquiry(tx, order, quote, now);
      return { order, expired: quote.validUntil, version: quote.version };
    }
    await moveInquiry(tx, order, 'accept', buyerActor(buyer), { reason: versionReason(version), acceptedVersion: version });
    return { order, expired: null, version };
  });
  if (outcome.expired) {
    await mailExpired(db, [{ order: outcome.order, version: outcome.version, validUntil: outcome.expired }]);
    throw new DomainError('conflict', `the quote expired on ${outcome.expired}; the inquiry is now expired`, { input: 'state' });
  }
  await mailBuyerActionToStaff(db, outcome.order, 'accept', `v${version}`);
}

/** A buyer's move with a reason (the state machine says whether it is allowed), then the staff's mail. */
async function moveWithReason(db: Db, buyer: Buyer, id: number, action: 'decline' | 'cancel', reason: string) {
  const order = await db.transaction(async (tx) => {
    const row = await lockBuyerInquiry(tx, buyer.siteId, buyer.customerId, id);
    await moveInquiry(tx, row, action, buyerActor(buyer), { reason });
    return row;
  });
  await mailBuyerActionToStaff(db, order, action, reason);
}

/** Declines the quote with a reason (quoted → declined). */
export const declineQuote = (db: Db, buyer: Buyer, id: number, reason: string) => moveWithReason(db, buyer, id, 'decline', reason);

/** Cancels the inquiry (new | in_progress | quoted → cancelled; never after acceptance). */
export const cancelInquiry = (db: Db, buyer: Buyer, id: number, reason: string) => moveWithReason(db, buyer, id, 'cancel', reason);

/** A question to the supplier (not once the inquiry is closed or cancelled). */
export async function askQuestion(db: Db, buyer: Buyer, id: number, body: string) {
  const order = await db.transaction(async (tx) => {
    const row = await lockBuyerInquiry(tx, buyer.siteId, buyer.customerId, id);
    if (!acceptsMessages(row.state)) throw new DomainError('conflict', `an inquiry that is ${row.state} takes no more messages`, { input: 'state' });
    const [message] = await tx.insert(inquiryMessages).values({ orderId: id, authorKind: 'buyer', authorId: buyer.customerId, body }).returning({ at: inquiryMessages.at });
    // The question is owed an answer: the inbox marks it, and the wait runs from the oldest unanswered request (ADR 0039).
    await tx
      .update(orders)
      .set({ staffUnread: true, buyerAskedAt: message!.at, waitingSince: sql`coalesce(${orders.waitingSince}, ${message!.at})` })
      .where(eq(orders.id, id));
    return row;
  });
  await mailBuyerActionToStaff(db, order, 'question', body);
}
