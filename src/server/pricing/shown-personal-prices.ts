import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { rangeAt, type LineRange } from '@/lib/pricing/line-ranges';
import type { PersonalPriceDto, PersonalPricesDto } from '@/lib/validation/personal-prices';
import { readToken } from '@/server/cache/catalog-watch';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { buyerPriceRanges, type PricedProduct } from './buyer-price-ranges';
import { heldLists, type HeldList } from './customer-lists';

// The buyer's own prices for the products a catalogue page shows (ADR 0053), asked by the page
// after load, and by quick order's preview: the cached page and the shared catalogue answers keep
// the public prices. Only the products whose price is the buyer's own are named; everything else
// keeps the page's price.

export interface PriceAskOfPage {
  ids: readonly number[];
  /** The product page's product: its answer adds the buyer's price per quantity range. */
  detail?: number;
  /** Quick order: every product whose price is the buyer's own at any quantity, with its ranges. */
  ranges?: boolean;
}

/**
 * What the answer depends on: the buyer, the catalogue revision (list prices, breaks, what is
 * published), the lists the buyer holds today and when each last changed, the currency and the
 * ids. Cheap to compute (two small reads), so a repeat is answered 304 before any price is read.
 */
export function personalPricesTag(customerId: number, catalogToken: string, lists: readonly HeldList[], currency: QuoteCurrency, ask: PriceAskOfPage): string {
  const held = lists
    .map((l) => `${l.level}:${l.id}:${l.updatedAt.getTime()}`)
    .sort()
    .join(',');
  const digest = createHash('sha256')
    .update([customerId, catalogToken, held, currency, [...ask.ids].sort((a, b) => a - b).join(','), ask.detail ?? '', ask.ranges ? 'ranges' : ''].join('|'))
    .digest('base64url');
  return `W/"pp-${digest.slice(0, 32)}"`;
}

/** The buyer's valid lists now and the catalogue revision: the inputs of the tag. */
export async function personalPriceInputs(db: Db, siteId: number, customerId: number, now: Date) {
  const [lists, token] = await Promise.all([heldLists(db, siteId, customerId, now), readToken(db)]);
  return { lists, catalogToken: token ?? '' };
}

/** The products of `ids` the buyer may see priced: published, of the buyer's site. */
async function publishedOf(db: Db, siteId: number, ids: readonly number[]): Promise<PricedProduct[]> {
  return db
    .select({ id: products.id, price: products.price, foreignprice: products.foreignprice, moq: products.moq })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.published, true), inArray(products.id, [...ids])));
}

const isOwn = (range: LineRange) => range.source === 'customer-list' || range.source === 'group-list';

/**
 * The products of `ask` (published, of the buyer's site) whose price is the buyer's own: at the
 * MOQ, or at any quantity when `ask.ranges`. Priced by the cart's own ranges (buyerPriceRanges),
 * so a page, quick order and the cart say the same. `lists` are the buyer's valid lists
 * (personalPriceInputs): none, and nothing is read.
 */
export async function shownPersonalPrices(
  db: Db,
  siteId: number,
  customerId: number,
  lists: readonly HeldList[],
  ask: PriceAskOfPage,
  currency: QuoteCurrency,
  now: Date = new Date(),
): Promise<PersonalPricesDto> {
  if (lists.length === 0) return { held: false, currency, list: [] };
  const priced = await publishedOf(db, siteId, ask.ids);
  const rangesOf = await buyerPriceRanges(db, siteId, customerId, priced, currency, now);
  const list = priced.flatMap((product): PersonalPriceDto[] => {
    const ranges = rangesOf.get(product.id)!;
    const atMoq = rangeAt(ranges, product.moq)!.range;
    if (!(ask.ranges ? ranges.some(isOwn) : isOwn(atMoq))) return [];
    const base = { productId: product.id, price: atMoq.price, publicPrice: atMoq.publicPrice };
    // The product page's break table shows only a price that changes with the quantity.
    if (ask.ranges || (product.id === ask.detail && ranges.length > 1)) return [{ ...base, ranges }];
    return [base];
  });
  return { held: true, currency, list };
}
