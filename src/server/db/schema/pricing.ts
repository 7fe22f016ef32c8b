import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { PriceBreak } from '@/lib/pricing/price-breaks';
import { customers } from './accounts';
import { products } from './catalog';
import { cascadingRef, createdAt, moment, updatedAt } from './columns';
import { orders } from './shopping';
import { siteTable } from './site-table';
import { staffUsers } from './staff';

// Prices that depend on quantity and on who is buying (ADR 0052): a product's quantity breaks
// (public, shown to everyone), and price lists that staff assign to customers or to customer
// groups (personal: never in a shared page or answer).

const currencyCheck = (name: string, column: unknown) => check(name, sql`${column} in ('USD', 'CNY')`);

/** A product's quantity breaks in one currency: from `min_qty` pieces the unit price is `price` (up to four per currency). */
export const productPriceBreaks = siteTable(
  'product_price_breaks',
  {
    productId: cascadingRef('product_id', () => products.id),
    currency: text('currency').$type<QuoteCurrency>().notNull(),
    minQty: integer('min_qty').notNull(),
    price: numeric('price', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('product_price_breaks_product_qty').on(t.productId, t.currency, t.minQty),
    currencyCheck('product_price_breaks_currency', t.currency),
    check('product_price_breaks_positive', sql`${t.minQty} > 1 and ${t.price} > 0`),
  ],
);

/** A group of customers a price list can be given to: the customers of its countries, and those added by hand. */
export const customerGroups = siteTable('customer_groups', {
  name: text('name').notNull(),
  /** ISO 3166 alpha-2 codes: a customer whose country is one of them belongs to the group. */
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customerGroupMembers = pgTable(
  'customer_group_members',
  { groupId: cascadingRef('group_id', () => customerGroups.id), customerId: cascadingRef('customer_id', () => customers.id) },
  (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('customer_group_members_customer').on(t.customerId)],
);

/**
 * A price list: a percentage off the public price, or fixed prices per product and currency
 * (each with optional breaks), valid in [valid_from, valid_to) (null = no bound). A list kept from
 * an accepted quote names that inquiry.
 */
export const priceLists = siteTable(
  'price_lists',
  {
    name: text('name').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    validFrom: moment('valid_from'),
    validTo: moment('valid_to'),
    fromOrderId: integer('from_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('price_lists_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('price_lists_percent', sql`(${t.kind} = 'percent') = (${t.percentOff} is not null) and (${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} < 100))`),
    check('price_lists_dates', sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`),
    index('price_lists_site').on(t.siteId, t.id),
  ],
);

/** A fixed list's price for one product in one currency, with its own optional breaks. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    listId: cascadingRef('list_id', () => priceLists.id),
    productId: cascadingRef('product_id', () => products.id),
    currency: text('currency').$type<QuoteCurrency>().notNull(),
    price: numeric('price', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    breaks: jsonb('breaks').$type<PriceBreak[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('price_list_items_list_product').on(t.listId, t.productId, t.currency),
    index('price_list_items_product').on(t.productId),
    currencyCheck('price_list_items_currency', t.currency),
    check('price_list_items_positive', sql`${t.price} > 0`),
  ],
);

/**
 * Who holds a list: one row per holder, a customer (by hand, or kept from an accepted quote) or a
 * customer group — exactly one of the two.
 */
export const priceListHolders = pgTable(
  'price_list_holders',
  {
    id: serial('id').primaryKey(),
    listId: cascadingRef('list_id', () => priceLists.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('price_list_holders_one', sql`(${t.customerId} is null) <> (${t.groupId} is null)`),
    uniqueIndex('price_list_holders_list_customer').on(t.listId, t.customerId),
    uniqueIndex('price_list_holders_list_group').on(t.listId, t.groupId),
    index('price_list_holders_customer').on(t.customerId),
    index('price_list_holders_group').on(t.groupId),
  ],
);
