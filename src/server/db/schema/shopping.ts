import { index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, optionalText, siteRow, updatedAt } from './columns';
import { customers } from './accounts';
import { products } from './catalog';

/** Server cart line of a signed-in customer (§3 cart item: productId, addNum). */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...siteRow(),
    customerId: cascadingRef('customer_id', () => customers.id),
    productId: cascadingRef('product_id', () => products.id),
    addNum: integer('add_num').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_lines_customer_product').on(t.customerId, t.productId)],
);

/** Favorite (§3: productid, customerid, userId = site, createtime). */
export const favorites = pgTable(
  'favorites',
  {
    ...siteRow(),
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
export const orders = pgTable(
  'orders',
  {
    ...siteRow(),
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
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_customer').on(t.siteId, t.customerId, t.createdAt.desc()),
    uniqueIndex('orders_idempotency').on(t.siteId, t.customerId, t.idempotencyKey),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: cascadingRef('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameen: text('nameen').notNull(),
    pic: optionalText('pic'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    foreignprice: numeric('foreignprice', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    addNum: integer('add_num').notNull(),
    moq: integer('moq').notNull().default(1),
    cartons: integer('cartons').notNull().default(0),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    grossKg: numeric('gross_kg', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

