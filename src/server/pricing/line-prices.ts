import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { buyerRanges } from '@/lib/pricing/buyer-ranges';
import { rangeAt, type QuotedBy } from '@/lib/pricing/line-ranges';
import type { ListTerms } from '@/lib/pricing/personal-price';
import { centsToNumber, lineAmountCents } from '@/lib/quote-money';
import type { LinePricing } from '@/lib/validation/line-pricing';
import type { Db } from '@/server/db/client';
import { orders, priceLists } from '@/server/db/schema';
import { listTermsFor } from './customer-lists';
import { breaksOf } from './product-breaks';

// What each line of a cart (or of an inquiry being submitted) costs its buyer (ADR 0052): the
// product's public pricing and, for a signed-in buyer, the lists held today, through
// `resolvePrice` at every range start (buyerRanges), so `personalPrices` and the cart agree.
// Queries run one after another: the inquiry prices its lines inside its transaction.

export interface PricedProduct {
  id: number;
  /** CNY list price. */
  price: number;
  /** USD list price. */
  foreignprice: number;
  moq: number;
}

export interface LineToPrice {
  product: PricedProduct;
  quantity: number;
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
 * Each line's pricing in `currency`, in the order given. `customerId` null: a guest's (public)
 * prices. Never put a signed-in buyer's answer into a shared page or answer.
 */
export async function linePricings(
  db: Db,
  siteId: number,
  customerId: number | null,
  lines: readonly LineToPrice[],
  currency: QuoteCurrency,
  now: Date = new Date(),
): Promise<LinePricing[]> {
  const ids = [...new Set(lines.map((l) => l.product.id))];
  const breaks = await breaksOf(db, siteId, ids);
  const terms = customerId === null ? new Map<number, ListTerms[]>() : await listTermsFor(db, siteId, customerId, ids, currency, now);
  const quotes = await quotesOf(db, siteId, [...new Set([...terms.values()].flat().map((t) => t.listId))]);
  return lines.map(({ product, quantity }) => {
    const pub = { listPrice: currency === 'CNY' ? product.price : product.foreignprice, moq: product.moq, breaks: breaks.get(product.id)?.[currency] ?? [] };
    const ranges = buyerRanges(pub, terms.get(product.id) ?? [], (listId) => quotes.get(listId) ?? null);
    const { range } = rangeAt(ranges, quantity)!;
    return {
      currency,
      unitPrice: range.price,
      publicPrice: range.publicPrice,
      lineAmount: centsToNumber(lineAmountCents(range.price, quantity)),
      source: range.source,
      quote: range.quote,
      ranges,
    };
  });
}
