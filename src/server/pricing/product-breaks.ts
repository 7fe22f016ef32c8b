import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { breakProblems, type PriceBreak } from '@/lib/pricing/price-breaks';
import type { Db } from '@/server/db/client';
import { productPriceBreaks, products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';

// A product's quantity breaks (ADR 0052): public prices, read with the product wherever its list
// price is read, and replaced whole when staff save them.

export type BreaksByCurrency = Record<QuoteCurrency, PriceBreak[]>;

const none = (): BreaksByCurrency => ({ USD: [], CNY: [] });

/** The breaks of each product asked for, by currency, lowest quantity first (products without breaks are absent). */
export async function breaksOf(db: Db, siteId: number, productIds: readonly number[]): Promise<Map<number, BreaksByCurrency>> {
  const found = new Map<number, BreaksByCurrency>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ productId: productPriceBreaks.productId, currency: productPriceBreaks.currency, minQty: productPriceBreaks.minQty, price: productPriceBreaks.price })
    .from(productPriceBreaks)
    .where(and(eq(productPriceBreaks.siteId, siteId), inArray(productPriceBreaks.productId, [...productIds])))
    .orderBy(asc(productPriceBreaks.productId), asc(productPriceBreaks.minQty));
  for (const row of rows) {
    const entry = found.get(row.productId) ?? none();
    entry[row.currency].push({ minQty: row.minQty, price: row.price });
    found.set(row.productId, entry);
  }
  return found;
}

/**
 * Replaces a product's breaks in one currency (an empty list removes them), after checking them
 * against the product's MOQ and list price in that currency. One transaction: the table a buyer
 * reads is never half old, half new.
 */
export async function saveBreaks(db: Db, siteId: number, productId: number, currency: QuoteCurrency, breaks: readonly PriceBreak[]): Promise<PriceBreak[]> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ moq: products.moq, price: products.price, foreignprice: products.foreignprice })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)))
      .for('update');
    if (!product) throw new DomainError('record_not_found', 'No such product.', { input: 'productId', id: productId });
    const listPrice = currency === 'CNY' ? product.price : product.foreignprice;
    const sorted = [...breaks].sort((a, b) => a.minQty - b.minQty);
    const problems = breakProblems(listPrice, product.moq, sorted);
    if (problems.length > 0) {
      const [first] = problems;
      // The first problem, on the break it concerns (`kind`: at_or_below_moq, not_increasing, not_cheaper, too_many).
      throw new DomainError('bad_request', `These quantity breaks cannot be kept: ${first!.kind}.`, {
        input: 'breaks',
        ...('index' in first! ? { line: first.index } : {}),
        kind: first!.kind,
      });
    }
    await tx.delete(productPriceBreaks).where(and(eq(productPriceBreaks.productId, productId), eq(productPriceBreaks.currency, currency)));
    if (sorted.length > 0) await tx.insert(productPriceBreaks).values(sorted.map((b) => ({ siteId, productId, currency, minQty: b.minQty, price: b.price })));
    return sorted;
  });
}
