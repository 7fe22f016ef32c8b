import type { QuoteCurrency } from '@/lib/inquiry-states';
import { rangeAt } from '@/lib/pricing/line-ranges';
import { centsToNumber, lineAmountCents } from '@/lib/quote-money';
import type { LinePricing } from '@/lib/validation/line-pricing';
import type { Db } from '@/server/db/client';
import { buyerPriceRanges, type PricedProduct } from './buyer-price-ranges';

// What each line of a cart (or of an inquiry being submitted) costs its buyer (ADR 0052): the
// product's public pricing and, for a signed-in buyer, the lists held today, through
// `resolvePrice` at every range start (buyerPriceRanges), so `personalPrices` and the cart agree.

export type { PricedProduct };

export interface LineToPrice {
  product: PricedProduct;
  quantity: number;
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
  const rangesOf = await buyerPriceRanges(
    db,
    siteId,
    customerId,
    lines.map((l) => l.product),
    currency,
    now,
  );
  return lines.map(({ product, quantity }) => {
    const ranges = rangesOf.get(product.id)!;
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
