import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { resolvePrice, type ResolvedPrice } from '@/lib/pricing/personal-price';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { listTermsFor } from './customer-lists';
import { breaksOf } from './product-breaks';

// What a signed-in buyer pays for products at given quantities (ADR 0052): the product's public
// pricing (list price, MOQ, breaks) and the buyer's valid lists, through the one rule of
// `resolvePrice`. Per-customer answers only: never written into a shared page or answer.

export interface PriceAsk {
  productId: number;
  /** Pieces; the product's MOQ when not given (what a list tile or a detail page shows). */
  quantity?: number;
}

export interface PersonalPrice extends ResolvedPrice {
  productId: number;
  quantity: number;
}

/** Products of other sites or unknown ids are left out of the answer. */
export async function personalPrices(
  db: Db,
  siteId: number,
  customerId: number,
  asks: readonly PriceAsk[],
  currency: QuoteCurrency,
  now: Date = new Date(),
): Promise<PersonalPrice[]> {
  const ids = [...new Set(asks.map((a) => a.productId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, moq: products.moq, price: products.price, foreignprice: products.foreignprice })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [breaks, terms] = await Promise.all([breaksOf(db, siteId, ids), listTermsFor(db, siteId, customerId, ids, currency, now)]);
  return asks.flatMap((ask) => {
    const product = byId.get(ask.productId);
    if (!product) return [];
    const quantity = ask.quantity ?? product.moq;
    const pub = { listPrice: currency === 'CNY' ? product.price : product.foreignprice, moq: product.moq, breaks: breaks.get(product.id)?.[currency] ?? [] };
    return [{ productId: product.id, quantity, ...resolvePrice(pub, terms.get(product.id) ?? [], quantity) }];
  });
}
