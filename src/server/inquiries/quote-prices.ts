import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { PriceSourceKind } from '@/lib/pricing/line-ranges';
import { defaultQuoteCurrency, defaultUnitPrice, type ListPrices } from '@/lib/quote-currency';
import type { QuotePriceBasis, QuotePrices } from '@/lib/validation/admin/inquiries';
import { unitNamesOf } from '@/server/catalog/product-dto';
import type { Db } from '@/server/db/client';
import { orderLines, orders, products } from '@/server/db/schema';
import { linePricings } from '@/server/pricing/line-prices';
import { inquiryNotFound, visibleTo, type DeskStaff } from './desk-context';
import { currentRate } from './exchange-rate';
import { appliedBasisDetail, basisDetail, basisUnit, listNamesOf, type BasisUnit } from './quote-price-basis';

// The one rule that prices a quote's lines in a currency (ADR 0038), answered to the editor when
// it opens a first quote and whenever staff switch currency: the product's price today at the
// line's quantity for this buyer (ADR 0052: own list, else group list, else quantity break, else
// list price) in that currency, else the other currency's price converted at the owner's rate, with
// what the editor's note names of it (the break's range, the list's name, the kept quote). A line
// whose product has left the catalogue keeps the prices the buyer saw at submit time.

interface Basis {
  kind: PriceSourceKind;
  detail: QuotePriceBasis | null;
}

interface LinePrices extends ListPrices {
  /** How each currency's price was set. */
  basis: Record<QuoteCurrency, Basis>;
}

/** Today's prices of the lines' products at their quantities for the buyer, by order line id (lines of gone products are absent). */
async function buyerLinePrices(db: Db, siteId: number, customerId: number, lines: readonly { id: number; productId: number; addNum: number; unit: BasisUnit }[]) {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, price: products.price, foreignprice: products.foreignprice, moq: products.moq })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, ids)))
    : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  const known = lines.filter((l) => byId.has(l.productId)).map((l) => ({ id: l.id, productId: l.productId, product: byId.get(l.productId)!, quantity: l.addNum, unit: l.unit }));
  const basisIn = async (currency: QuoteCurrency) => {
    const pricings = await linePricings(db, siteId, customerId, known, currency);
    const names = await listNamesOf(
      db,
      siteId,
      customerId,
      known.map((l, i) => ({ ...l, pricing: pricings[i]! })),
      currency,
    );
    return known.map((l, i) => ({
      price: pricings[i]!.unitPrice,
      basis: { kind: pricings[i]!.source, detail: basisDetail(pricings[i]!, l.quantity, names.get(l.id) ?? null, l.unit) },
    }));
  };
  const cny = await basisIn('CNY');
  const usd = await basisIn('USD');
  return new Map<number, LinePrices>(known.map((l, i) => [l.id, { price: cny[i]!.price, foreignprice: usd[i]!.price, basis: { CNY: cny[i]!.basis, USD: usd[i]!.basis } }]));
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
  const rows = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      addNum: orderLines.addNum,
      price: orderLines.price,
      foreignprice: orderLines.foreignprice,
      appliedPrices: orderLines.appliedPrices,
      unitCode: orderLines.unitCode,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  // A range counts in the unit the buyer ordered in (kept at submit), even if the product's unit has changed since.
  const unitNames = await unitNamesOf(
    db,
    staff.siteId,
    rows.filter((l) => l.unitCode !== ''),
  );
  const lines = rows.map((l) => ({ ...l, unit: basisUnit(l.unitCode, unitNames.get(l.unitCode)) }));
  const today = await buyerLinePrices(db, staff.siteId, order.customerId, lines);
  const rate = await currentRate(db, staff.siteId);
  const priced = lines.map((line) => {
    const prices = today.get(line.id);
    const applied = (c: QuoteCurrency): Basis => ({ kind: line.appliedPrices?.[c].source ?? 'list-price', detail: appliedBasisDetail(line.appliedPrices?.[c], line.unit) });
    const basis = prices?.basis ?? { CNY: applied('CNY'), USD: applied('USD') };
    const found = defaultUnitPrice(prices ?? line, currency, rate?.cnyPerUsd ?? null);
    // A converted price was set in the other currency: name how it was set there.
    const { kind, detail } = found.source === 'rate' ? basis[currency === 'CNY' ? 'USD' : 'CNY'] : basis[currency];
    return { orderLineId: line.id, ...found, basis: kind, basisDetail: detail };
  });
  return { currency, defaultCurrency, lines: priced, rate: priced.some((l) => l.source === 'rate') ? rate : null };
}
