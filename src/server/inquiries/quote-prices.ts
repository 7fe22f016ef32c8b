import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { PriceSourceKind } from '@/lib/pricing/line-ranges';
import { defaultQuoteCurrency, defaultUnitPrice, type ListPrices } from '@/lib/quote-currency';
import type { QuotePrices } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { orderLines, orders, products } from '@/server/db/schema';
import { linePricings } from '@/server/pricing/line-prices';
import { inquiryNotFound, visibleTo, type DeskStaff } from './desk-context';
import { currentRate } from './exchange-rate';

// The one rule that prices a quote's lines in a currency (ADR 0038), answered to the editor when
// it opens a first quote and whenever staff switch currency: the product's price today at the
// line's quantity for this buyer (ADR 0052: own list, else group list, else quantity break, else
// list price) in that currency, else the other currency's price converted at the owner's rate. A
// line whose product has left the catalogue keeps the prices the buyer saw at submit time.

interface LinePrices extends ListPrices {
  /** How each currency's price was set. */
  basis: Record<QuoteCurrency, PriceSourceKind>;
}

/** Today's prices of the lines' products at their quantities for the buyer, by order line id (lines of gone products are absent). */
async function buyerLinePrices(db: Db, siteId: number, customerId: number, lines: readonly { id: number; productId: number; addNum: number }[]) {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, price: products.price, foreignprice: products.foreignprice, moq: products.moq })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, ids)))
    : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const known = lines.filter((l) => byId.has(l.productId)).map((l) => ({ id: l.id, product: byId.get(l.productId)!, quantity: l.addNum }));
  const cny = await linePricings(db, siteId, customerId, known, 'CNY');
  const usd = await linePricings(db, siteId, customerId, known, 'USD');
  return new Map<number, LinePrices>(
    known.map((l, i) => [l.id, { price: cny[i]!.unitPrice, foreignprice: usd[i]!.unitPrice, basis: { CNY: cny[i]!.source, USD: usd[i]!.source } }]),
  );
}

export async function quotePrices(db: Db, staff: DeskStaff, id: number, asked?: QuoteCurrency): Promise<QuotePrices> {
  const [order] = await db
    .select({ language: orders.language, address: orders.address, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!order) throw inquiryNotFound(id);
  const country = (order.address as { country?: string } | null)?.country ?? null;
  const defaultCurrency = defaultQuoteCurrency({ language: order.language, country });
  const currency = asked ?? defaultCurrency;
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      addNum: orderLines.addNum,
      price: orderLines.price,
      foreignprice: orderLines.foreignprice,
      appliedPrices: orderLines.appliedPrices,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const today = await buyerLinePrices(db, staff.siteId, order.customerId, lines);
  const rate = await currentRate(db, staff.siteId);
  const priced = lines.map((line) => {
    const prices = today.get(line.id);
    const basis = prices?.basis ?? { CNY: line.appliedPrices?.CNY.source ?? 'list-price', USD: line.appliedPrices?.USD.source ?? 'list-price' };
    const found = defaultUnitPrice(prices ?? line, currency, rate?.cnyPerUsd ?? null);
    // A converted price was set in the other currency: name how it was set there.
    return { orderLineId: line.id, ...found, basis: found.source === 'rate' ? basis[currency === 'CNY' ? 'USD' : 'CNY'] : basis[currency] };
  });
  return { currency, defaultCurrency, lines: priced, rate: priced.some((l) => l.source === 'rate') ? rate : null };
}
