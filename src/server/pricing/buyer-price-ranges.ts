import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { buyerRanges } from '@/lib/pricing/buyer-ranges';
import type { LineRange, QuotedBy } from '@/lib/pricing/line-ranges';
import type { ListTerms } from '@/lib/pricing/personal-price';
import type { Db } from '@/server/db/client';
import { orders, priceLists } from '@/server/db/schema';
import { listTermsFor } from './customer-lists';
import { breaksOf } from './product-breaks';

// A buyer's price over every quantity of each product (ADR 0052): the product's public pricing and
// the lists held today through `buyerRanges`, each range naming who set it and the kept quote it
// comes from. The cart's lines and the buyer's own prices after load (ADR 0053) both read these,
// so quick order's preview and the cart cannot disagree. Queries run one after another: the
// inquiry prices its lines inside its transaction.

export interface PricedProduct {
  id: number;
  /** CNY list price. */
  price: number;
  /** USD list price. */
  foreignprice: number;
  moq: number;
}

/** The kept quotes among `listIds`: their inquiry's number and the day the kept prices lapse. */
async function quotesOf(db: Db, siteId: number, listIds: readonly number[]): Promise<Map<number, QuotedBy>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .select({ id: priceLists.id, orderNo: orders.orderNo, validTo: priceLists.validTo })
    .from(priceLists)
    .innerJoin(orders, eq(orders.id, priceLists.fromOrderId))
    .where(and(eq(priceLists.siteId, siteId), inArray(priceLists.id, [...listIds]), isNotNull(priceLists.fromOrderId)));
  return new Map(rows.map((r) => [r.id, { orderNo: r.orderNo, validTo: r.validTo?.toISOString() ?? '' }]));
}

/**
 * Each product's ranges in `currency`, by product id. `customerId` null: a guest's (public)
 * ranges. Never put a signed-in buyer's answer into a shared page or answer.
 */
export async function buyerPriceRanges(
  db: Db,
  siteId: number,
  customerId: number | null,
  priced: readonly PricedProduct[],
  currency: QuoteCurrency,
  now: Date = new Date(),
): Promise<Map<number, LineRange[]>> {
  const ids = [...new Set(priced.map((p) => p.id))];
  const breaks = await breaksOf(db, siteId, ids);
  const terms = customerId === null ? new Map<number, ListTerms[]>() : await listTermsFor(db, siteId, customerId, ids, currency, now);
  const quotes = await quotesOf(db, siteId, [...new Set([...terms.values()].flat().map((t) => t.listId))]);
  return new Map(
    priced.map((product) => {
      const pub = { listPrice: currency === 'CNY' ? product.price : product.foreignprice, moq: product.moq, breaks: breaks.get(product.id)?.[currency] ?? [] };
      return [product.id, buyerRanges(pub, terms.get(product.id) ?? [], (listId) => quotes.get(listId) ?? null)];
    }),
  );
}
