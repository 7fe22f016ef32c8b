import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { priceRanges } from '@/lib/pricing/price-breaks';
import type { PersonalPriceDto, PersonalPricesDto } from '@/lib/validation/personal-prices';
import { readToken } from '@/server/cache/catalog-watch';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { heldLists, type HeldList } from './customer-lists';
import { personalPrices } from './personal-prices';
import { breaksOf } from './product-breaks';

// The buyer's own prices for the products a catalogue page shows (ADR 0053), asked by the page
// after load: the cached page and the shared catalogue answers keep the public prices. Only the
// products whose price is the buyer's own are named; everything else keeps the page's price.

export interface PriceAskOfPage {
  ids: readonly number[];
  /** The product page's product: its answer adds the buyer's price per quantity range. */
  detail?: number;
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
    .update([customerId, catalogToken, held, currency, [...ask.ids].sort((a, b) => a - b).join(','), ask.detail ?? ''].join('|'))
    .digest('base64url');
  return `W/"pp-${digest.slice(0, 32)}"`;
}

/** The buyer's valid lists now and the catalogue revision: the inputs of the tag. */
export async function personalPriceInputs(db: Db, siteId: number, customerId: number, now: Date) {
  const [lists, token] = await Promise.all([heldLists(db, siteId, customerId, now), readToken(db)]);
  return { lists, catalogToken: token ?? '' };
}

async function publishedOf(db: Db, siteId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.published, true), inArray(products.id, [...ids])));
  return rows.map((r) => r.id);
}

/** The buyer's price per quantity range of a product with breaks (the product page's break table). */
async function rangesOf(db: Db, siteId: number, customerId: number, atMoq: PersonalPriceDto & { quantity: number }, currency: QuoteCurrency, now: Date) {
  const breaks = (await breaksOf(db, siteId, [atMoq.productId])).get(atMoq.productId)?.[currency] ?? [];
  if (breaks.length === 0) return undefined;
  const ranges = priceRanges(atMoq.publicPrice, atMoq.quantity, breaks);
  const prices = await personalPrices(
    db,
    siteId,
    customerId,
    ranges.map((r) => ({ productId: atMoq.productId, quantity: r.fromQty })),
    currency,
    now,
  );
  return ranges.map((range, i) => ({ fromQty: range.fromQty, toQty: range.toQty, price: prices[i]!.price, publicPrice: prices[i]!.publicPrice }));
}

/**
 * The products of `ask` (published, of the buyer's site) whose price at the MOQ is the buyer's
 * own. `lists` are the buyer's valid lists (personalPriceInputs): none, and nothing is read.
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
  const ids = await publishedOf(db, siteId, ask.ids);
  const own = (
    await personalPrices(
      db,
      siteId,
      customerId,
      ids.map((productId) => ({ productId })),
      currency,
      now,
    )
  ).filter((p) => p.listId !== null);
  const list = await Promise.all(
    own.map(async (p): Promise<PersonalPriceDto> => {
      const base = { productId: p.productId, price: p.price, publicPrice: p.publicPrice };
      if (p.productId !== ask.detail) return base;
      const ranges = await rangesOf(db, siteId, customerId, { ...base, quantity: p.quantity }, currency, now);
      return ranges ? { ...base, ranges } : base;
    }),
  );
  return { held: true, currency, list };
}
