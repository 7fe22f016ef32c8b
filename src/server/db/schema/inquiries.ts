import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ActorKind, InquiryState, QuoteCurrency, TimelineEvent } from '@/lib/inquiry-states';
import { cascadingRef, createdAt, moment, optionalText, orderPart, updatedAt } from './columns';
import { siteTable } from './site-table';
import { orders } from './shopping';
import { staffUsers } from './staff';

// The inquiry desk: what happens to an inquiry (orders row) after it is submitted —
// its timeline, the quote versions, the messages, and the rules that pick its assignee.

/** Every move of an inquiry (and its submit and assignments): from, to, who, when, why. */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    ...orderPart(() => orders.id),
    event: text('event').$type<TimelineEvent>().notNull(),
    /** Null for the submit (the inquiry did not exist before). */
    fromState: text('from_state').$type<InquiryState>(),
    toState: text('to_state').$type<InquiryState>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    /** The staff member's or customer's id; null for the system (expiry). */
    actorId: integer('actor_id'),
    reason: optionalText('reason'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('inquiry_events_order').on(t.orderId, t.at, t.id)],
);

/** One line of a quote version: the order line it prices and the offer. */
export interface QuoteLine {
  orderLineId: number;
  code: string;
  unitPrice: number;
  quantity: number;
  moq: number;
  leadTimeDays: number;
}

/**
 * A quote version: v1, v2… per inquiry. Immutable once saved (a trigger of migration 0013
 * refuses any update except setting sent_at once), so what a buyer was sent stays provable.
 */
export const inquiryQuotes = pgTable(
  'inquiry_quotes',
  {
    ...orderPart(() => orders.id),
    version: integer('version').notNull(),
    currency: text('currency').$type<QuoteCurrency>().notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    incoterm: text('incoterm').notNull(),
    port: optionalText('port'),
    paymentTerms: optionalText('payment_terms'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: optionalText('note'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    uniqueIndex('inquiry_quotes_order_version').on(t.orderId, t.version),
    // The expiry pass reads the sent versions by validity.
    index('inquiry_quotes_sent_valid')
      .on(t.validUntil)
      .where(sql`${t.sentAt} is not null`),
  ],
);

/** A message between staff and buyer, or a staff member's internal note (never shown to the buyer). */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    ...orderPart(() => orders.id),
    authorKind: text('author_kind').$type<'staff' | 'buyer'>().notNull(),
    authorId: integer('author_id'),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_messages_order').on(t.orderId, t.at, t.id),
    check('inquiry_messages_body_length', sql`char_length(${t.body}) between 1 and 4000`),
    check('inquiry_messages_buyer_not_internal', sql`${t.authorKind} = 'staff' or not ${t.internal}`),
  ],
);

/**
 * Who gets a new inquiry: a rule matches by the delivery country (ISO code) or by a topic
 * classcode (a line's product in that topic or below). Topic rules win over country rules, the
 * longest classcode first, then the lower id.
 */
export const assignmentRules = siteTable(
  'inquiry_assignment_rules',
  {
    country: optionalText('country'),
    classcode: optionalText('classcode'),
    staffId: cascadingRef('staff_id', () => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_assignment_rules_site').on(t.siteId), check('inquiry_assignment_rules_one_key', sql`(${t.country} = '') <> (${t.classcode} = '')`)],
);

/**
 * Replies the owner keeps for the desk (ADR 0039): a name staff pick by, and the text in both
 * languages with placeholders ({buyerName}, {orderNo}, {staffName}…) filled in per inquiry.
 */
export const replyTemplates = siteTable(
  'inquiry_reply_templates',
  {
    name: text('name').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inquiry_reply_templates_site').on(t.siteId, t.name)],
);

/**
 * The owner's USD → CNY exchange rate for quotes: a quote line whose product has no list price in
 * the quote's currency is converted with the newest row. Every change is a new row (who, when), so
 * a rate once used can still be named; the editor shows the one it used.
 */
export const exchangeRates = siteTable(
  'exchange_rates',
  {
    /** Yuan per US dollar, six decimals (a decimal string: never a float). */
    cnyPerUsd: numeric('cny_per_usd', { precision: 12, scale: 6 }).notNull(),
    setBy: integer('set_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    setAt: moment('set_at').notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_site_set').on(t.siteId, t.setAt, t.id), check('exchange_rates_positive', sql`${t.cnyPerUsd} > 0`)],
);
