import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { defaultQuoteCurrency, defaultUnitPrice, type ListPrices } from '@/lib/quote-currency';
import type { QuotePrices } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { orderLines, orders, products } from '@/server/db/schema';
import { inquiryNotFound, visibleTo, type DeskStaff } from './desk-context';
import { currentRate } from './exchange-rate';

// The one rule that prices a quote's lines in a currency (ADR 0038), answered to the editor when
// it opens a first quote and whenever staff switch currency: the product's list price in that
// currency today, else the other list price converted at the owner's rate. A line whose product
// has left the catalogue keeps the prices the buyer saw at submit time (the order line's copy).

export async function quotePrices(db: Db, staff: DeskStaff, id: number, asked?: QuoteCurrency): Promise<QuotePrices> {
  const [order] = await db
    .select({ language: orders.language, address: orders.address })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!order) throw inquiryNotFound(id);
  const country = (order.address as { country?: string } | null)?.country ?? null;
  const defaultCurrency = defaultQuoteCurrency({ language: order.language, country });
  const currency = asked ?? defaultCurrency;
  const lines = await db
    .select({ id: orderLines.id, productId: orderLines.productId, price: orderLines.price, foreignprice: orderLines.foreignprice })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const ids = [...new Set(lines.map((l) => l.productId))];
  const catalogue = new Map<number, ListPrices>(
    ids.length
      ? (
          await db
            .select({ id: products.id, price: products.price, foreignprice: products.foreignprice })
            .from(products)
            .where(and(eq(products.siteId, staff.siteId), inArray(products.id, ids)))
        ).map((p) => [p.id, p])
      : [],
  );
  const rate = await currentRate(db, staff.siteId);
  const priced = lines.map((line) => ({ orderLineId: line.id, ...defaultUnitPrice(catalogue.get(line.productId) ?? line, currency, rate?.cnyPerUsd ?? null) }));
  return { currency, defaultCurrency, lines: priced, rate: priced.some((l) => l.source === 'rate') ? rate : null };
}
