import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InquiryState } from '@/lib/inquiry-states';
import type { AppliedPrices } from '@/lib/pricing/line-ranges';
import { cascadingRef, createdAt, moment, optionalText, orderPart, updatedAt } from './columns';
import { siteTable } from './site-table';
import { customers } from './accounts';
import { products } from './catalog';
import { staffUsers } from './staff';

/** Server cart line of a signed-in customer (§3 cart item: productId, addNum). */
export const cartLines = siteTable(
  'cart_lines',
  {
    customerId: cascadingRef('customer_id', () => customers.id),
    productId: cascadingRef('product_id', () => products.id),
    addNum: integer('add_num').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_lines_customer_product').on(t.customerId, t.productId)],
);

/** Favorite (§3: productid, customerid, userId = site, createtime). */
export const favorites = siteTable(
  'favorites',
  {
    customerId: cascadingRef('customer_id', () => customers.id),
    productId: cascadingRef('product_id', () => products.id),
    createtime: createdAt(),
  },
  (t) => [uniqueIndex('favorites_customer_product').on(t.customerId, t.productId)],
);

/**
 * Inquiry order (request for quotation). Lines snapshot the product as it was at submit time,
 * and the order keeps the logistics figures the buyer saw (cartons, volume, weight).
 */
export const orders = siteTable(
  'orders',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderNo: text('order_no').notNull(),
    message: optionalText('message'),
    address: jsonb('address'),
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('submitted'),
    totalPrice: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    totalForeignPrice: numeric('total_foreign_price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    totalCartons: integer('total_cartons').notNull().default(0),
    totalVolumeM3: numeric('total_volume_m3', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    totalGrossKg: numeric('total_gross_kg', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    containerFill: jsonb('container_fill'),
    /** The client's key of one submit: a retried or double-clicked submit finds this order again. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
    /** The inquiry desk's state (src/server/inquiries/state-machine.ts). */
    state: text('state').$type<InquiryState>().notNull().default('new'),
    /** The sales member who handles it; null = unassigned (every sales member sees it). */
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Something happened the staff have not looked at (submit, a buyer's answer or question). */
    staffUnread: boolean('staff_unread').notNull().default(true),
    /** Something happened the buyer has not looked at (a sent quote, a staff message). */
    buyerUnread: boolean('buyer_unread').notNull().default(false),
    /** Since when the buyer has waited for our answer (their submit or an unanswered question); null = nothing owed (ADR 0039). */
    waitingSince: moment('waiting_since'),
    /** The buyer's latest question that no staff message or sent quote has answered yet. */
    buyerAskedAt: moment('buyer_asked_at'),
    /** The quote version the buyer accepted (null until they do). */
    acceptedVersion: integer('accepted_version'),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_customer').on(t.siteId, t.customerId, t.createdAt.desc()),
    uniqueIndex('orders_idempotency').on(t.siteId, t.customerId, t.idempotencyKey),
    // The inbox (100,000 inquiries): newest first within a site, by state, by assignee, by country.
    // Ascending on purpose: `.desc()` writes DESC NULLS LAST, which `ORDER BY … DESC` (NULLS
    // FIRST) cannot use; a plain index serves both directions (measured: seq scan + sort otherwise).
    index('orders_site_created').on(t.siteId, t.createdAt, t.id),
    index('orders_site_state_created').on(t.siteId, t.state, t.createdAt, t.id),
    index('orders_site_assignee_created').on(t.siteId, t.assigneeId, t.createdAt, t.id),
    index('orders_site_country').on(t.siteId, sql`upper(${t.address} ->> 'country')`),
    // The inbox's "waiting for us over N hours" filter reads the owed inquiries only.
    index('orders_site_waiting')
      .on(t.siteId, t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    ...orderPart(() => orders.id),
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameen: text('nameen').notNull(),
    pic: optionalText('pic'),
    /** The product's unit of sale at submit (the unit list's code); '' on inquiries sent before units were kept: pieces. */
    unitCode: optionalText('unit_code'),
    // The unit prices the buyer was shown at submit (ADR 0052: a break, a personal or a kept quote's
    // price, which may carry four decimals like a quote line).
    price: numeric('price', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    foreignprice: numeric('foreignprice', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    addNum: integer('add_num').notNull(),
    moq: integer('moq').notNull().default(1),
    /** How each price was set (range, personal list, kept quote); null on inquiries sent before breaks. */
    appliedPrices: jsonb('applied_prices').$type<AppliedPrices>(),
    cartons: integer('cartons').notNull().default(0),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    grossKg: numeric('gross_kg', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);
