import { z } from 'zod';
import { QUOTE_CURRENCIES } from '@/lib/inquiry-states';
import { DEFAULT_KEPT_DAYS, MAX_KEPT_DAYS } from '@/lib/pricing/kept-days';
import { MAX_PRICE_BREAKS } from '@/lib/pricing/price-breaks';
import { idNumber } from '../common';
import { countryCode } from './workspace-fields';
import { workspaceListQuery } from './workspace-list-query';

// Contracts of the workspace's pricing screens (ADR 0052): a product's quantity breaks, customer
// groups, price lists, and an accepted quote kept as the buyer's prices. One schema per request and
// answer, shared by the routes, the screens and the API document.

export const currencySchema = z.enum(QUOTE_CURRENCIES);

/** Most pieces a break may start at, and the dearest price a list may hold (numeric(12,4)). */
const QTY_MAX = 10_000_000;
const PRICE_MAX = 99_999_999;
export const PRICE_LIST_NAME_MAX = 100;
/** Most fixed prices one list holds, and most holders (customers, groups) one list or group names. */
export const PRICE_LIST_ITEMS_MAX = 500;
export const HOLDERS_MAX = 500;
export const GROUP_COUNTRIES_MAX = 250;

const price = z.number().positive('must be more than 0').max(PRICE_MAX).multipleOf(0.0001, 'must have at most 4 decimals');
const ids = (max: number) =>
  z
    .array(idNumber())
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'must not name the same row twice');

export const priceBreakSchema = z
  .object({
    minQty: z.number().int('must be a whole number').min(2, 'must be 2 or more').max(QTY_MAX),
    price,
  })
  .meta({ id: 'PriceBreak' });

/** Up to four breaks: a fifth is refused on itself (`breaks.4`), so the form marks the row added too many. */
export const breakListSchema = z
  .array(priceBreakSchema)
  .max(100)
  .superRefine((list, ctx) => {
    if (list.length > MAX_PRICE_BREAKS) ctx.addIssue({ code: 'custom', path: [MAX_PRICE_BREAKS], message: `at most ${MAX_PRICE_BREAKS} breaks (5 price ranges)` });
  });

export const productBreaksWriteSchema = z.object({ currency: currencySchema, breaks: breakListSchema }).meta({ id: 'ProductBreaksWrite' });
export type ProductBreaksWrite = z.infer<typeof productBreaksWriteSchema>;

const breaksByCurrency = z.object({ USD: z.array(priceBreakSchema), CNY: z.array(priceBreakSchema) });

export const productBreaksSchema = z
  .object({
    productId: z.number().int(),
    code: z.string(),
    moq: z.number().int(),
    /** The list price of each currency: the first range, from the MOQ. */
    listPrice: z.object({ USD: z.number(), CNY: z.number() }),
    breaks: breaksByCurrency,
  })
  .meta({ id: 'ProductBreaks' });
export type ProductBreaks = z.infer<typeof productBreaksSchema>;

/** A customer as a group or a list names it. */
export const pricingCustomerSchema = z.object({ id: z.number().int(), email: z.string(), nick: z.string(), companyName: z.string() }).meta({ id: 'PricingCustomer' });
export type PricingCustomer = z.infer<typeof pricingCustomerSchema>;

export const customerGroupWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(PRICE_LIST_NAME_MAX),
    countries: z
      .array(countryCode)
      .max(GROUP_COUNTRIES_MAX)
      .transform((list) => [...new Set(list)]),
    memberIds: ids(HOLDERS_MAX),
  })
  .meta({ id: 'CustomerGroupWrite' });
export type CustomerGroupWrite = z.infer<typeof customerGroupWriteSchema>;

export const customerGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    countries: z.array(z.string()),
    members: z.array(pricingCustomerSchema),
    updatedAt: z.string(),
  })
  .meta({ id: 'CustomerGroup' });
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

export const customerGroupListQuery = workspaceListQuery(['name', 'id', 'updatedAt']);

/** A day (`2027-01-01`, the supplier's day) or an exact instant (a kept quote's end, sent back unchanged). */
const bound = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .nullable()
  .meta({ description: 'YYYY-MM-DD (from the start of that day, Asia/Shanghai) or an ISO instant; null: no bound' });

export const priceListItemWriteSchema = z
  .object({ productId: idNumber(), currency: currencySchema, price, breaks: breakListSchema.default([]) })
  .meta({ id: 'PriceListItemWrite' });

export const PRICE_LIST_KINDS = ['percent', 'fixed'] as const;

export const priceListWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(PRICE_LIST_NAME_MAX),
    kind: z.enum(PRICE_LIST_KINDS),
    percentOff: z.number().gt(0, 'must be more than 0').lt(100, 'must be less than 100').multipleOf(0.01, 'must have at most 2 decimals').nullable().default(null),
    validFrom: bound.default(null),
    validTo: bound.default(null),
    items: z.array(priceListItemWriteSchema).max(PRICE_LIST_ITEMS_MAX).default([]),
    customerIds: ids(HOLDERS_MAX).default([]),
    groupIds: ids(HOLDERS_MAX).default([]),
  })
  .superRefine((list, ctx) => {
    if (list.kind === 'percent' && list.percentOff === null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'a percent list needs its percentage' });
    if (list.kind === 'fixed' && list.percentOff !== null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'a fixed-price list has no percentage' });
    if (list.kind === 'percent' && list.items.length > 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'only a fixed-price list has item prices' });
    if (list.validFrom && list.validTo && new Date(list.validTo) <= new Date(list.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must be after the first day (the list ends before this day)' });
    const seen = new Set<string>();
    list.items.forEach((item, index) => {
      const key = `${item.productId}:${item.currency}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', index, 'productId'], message: 'the product already has a price in this currency' });
      seen.add(key);
    });
  })
  .meta({ id: 'PriceListWrite' });
export type PriceListWrite = z.infer<typeof priceListWriteSchema>;

export const PRICE_LIST_STATUSES = ['valid', 'upcoming', 'expired'] as const;

export const priceListRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(PRICE_LIST_KINDS),
    percentOff: z.number().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    /** Whether it applies today: valid, not yet (upcoming), or no more (expired). */
    status: z.enum(PRICE_LIST_STATUSES),
    /** The inquiry whose accepted quote it was kept from, or null for a list made by hand. */
    fromOrder: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
    itemCount: z.number().int(),
    holderCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PriceListRow' });
export type PriceListRow = z.infer<typeof priceListRowSchema>;

export const priceListItemSchema = z
  .object({
    productId: z.number().int(),
    code: z.string(),
    name: z.string(),
    nameen: z.string(),
    moq: z.number().int(),
    currency: currencySchema,
    price: z.number(),
    breaks: z.array(priceBreakSchema),
  })
  .meta({ id: 'PriceListItem' });
export type PriceListItem = z.infer<typeof priceListItemSchema>;

export const priceListSchema = priceListRowSchema
  .extend({
    items: z.array(priceListItemSchema),
    customers: z.array(pricingCustomerSchema),
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceListSchema>;

export const priceListListQuery = workspaceListQuery(['updatedAt', 'name', 'id'], 'desc').extend({
  status: z.enum(PRICE_LIST_STATUSES).optional(),
});

/** A product a list can price, found by code or name. */
export const pricingProductSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), nameen: z.string(), moq: z.number().int(), listPrice: z.object({ USD: z.number(), CNY: z.number() }) })
  .meta({ id: 'PricingProduct' });
export type PricingProduct = z.infer<typeof pricingProductSchema>;
export const pricingProductQuery = z.object({ q: z.string().trim().min(1, 'must not be empty').max(100) });

/** The languages a kept quote's list can be named in (the workspace's). */
export const KEPT_LIST_LOCALES = ['en', 'zh'] as const;
export type KeptListLocale = (typeof KEPT_LIST_LOCALES)[number];

/** POST /api/admin/inquiries/{id}/kept-prices. */
export const keepPricesBodySchema = z
  .object({
    days: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(MAX_KEPT_DAYS, `must be ${MAX_KEPT_DAYS} or fewer`).default(DEFAULT_KEPT_DAYS),
    locale: z.enum(KEPT_LIST_LOCALES).default('en').meta({ description: 'The workspace language of the member keeping it: the kept list is named in it' }),
  })
  .meta({ id: 'KeepPricesBody' });
export type KeepPricesBody = z.input<typeof keepPricesBodySchema>;

/** The list kept from an inquiry's accepted quote, or null when none is kept. */
export const keptPricesSchema = z
  .object({ list: z.object({ id: z.number().int(), name: z.string(), validTo: z.string().nullable(), status: z.enum(PRICE_LIST_STATUSES), items: z.number().int() }).nullable() })
  .meta({ id: 'KeptPrices' });
export type KeptPrices = z.infer<typeof keptPricesSchema>;
