import { and, eq } from 'drizzle-orm';
import type { ProductBreaks, ProductBreaksWrite } from '@/lib/validation/admin/pricing';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { Audit } from '@/server/catalog/admin/product-writes';
import { breaksOf, saveBreaks } from '../product-breaks';

// A product's quantity breaks as the workspace reads and replaces them (ADR 0052): the list price
// of each currency beside its breaks, so the form can show the ranges a buyer will read.

export async function getProductBreaks(db: Db, siteId: number, productId: number): Promise<ProductBreaks> {
  const [product] = await db
    .select({ code: products.code, moq: products.moq, price: products.price, foreignprice: products.foreignprice })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
  if (!product) throw new DomainError('record_not_found', 'No such product.', { input: 'id', id: productId });
  const breaks = (await breaksOf(db, siteId, [productId])).get(productId) ?? { USD: [], CNY: [] };
  return { productId, code: product.code, moq: product.moq, listPrice: { USD: product.foreignprice, CNY: product.price }, breaks };
}

/** Replaces the breaks of one currency; a refused set writes nothing (not even the audit row). */
export async function replaceProductBreaks(db: Db, siteId: number, productId: number, body: ProductBreaksWrite, audit: Audit): Promise<ProductBreaks> {
  return db.transaction(async (tx) => {
    const before = await getProductBreaks(tx, siteId, productId);
    await saveBreaks(tx, siteId, productId, body.currency, body.breaks);
    const after = await getProductBreaks(tx, siteId, productId);
    await audit(
      {
        action: 'product.breaks',
        entity: 'product',
        entityId: productId,
        before: { [body.currency]: before.breaks[body.currency] },
        after: { [body.currency]: after.breaks[body.currency] },
      },
      tx,
    );
    return after;
  });
}
