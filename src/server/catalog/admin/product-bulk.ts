import { and, eq, inArray, sql } from 'drizzle-orm';
import { priceBandOf } from '@/lib/price-bands';
import type { ProductBulk, ProductBulkResult } from '@/lib/validation/admin/products';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { productsOf, topicCodeOf, type ProductTableRow } from './product-record';
import type { Audit } from './product-writes';

// POST /api/admin/products/bulk (issue 15): one change to up to 1,000 products in one transaction
// and one statement per kind of change (the facet and productnum triggers then run once). The
// audit is ONE 'product.bulk' row (ADR 0025): the change, and per product only the fields it
// touched, before and after — 1,000 full product rows would bloat the log for a price nudge.

/** A price × (1 + p/100), to the cent (half away from zero), never below 0. */
export function adjustedPrice(price: number, percent: number): number {
  const cents = Math.round(price * 100 * (1 + percent / 100) + Number.EPSILON);
  return Math.max(0, cents) / 100;
}

type Touched = Record<string, unknown>;

function touched(row: ProductTableRow, change: ProductBulk['change']): Touched {
  if ('pricePercent' in change) return { price: row.price, foreignprice: row.foreignprice };
  if ('topicId' in change) return { topicCode: row.classcode };
  if ('hot' in change) return { hot: row.isHot === 1 };
  if ('new' in change) return { new: row.isNew === 1 };
  return { published: row.published };
}

export async function bulkEditProducts(db: Db, siteId: number, { ids, change }: ProductBulk, audit: Audit): Promise<ProductBulkResult> {
  return db.transaction(async (tx) => {
    const rows = await productsOf(tx, siteId, ids);
    const mine = and(
      eq(products.siteId, siteId),
      inArray(
        products.id,
        rows.map((r) => r.id),
      ),
    );
    const now = new Date();
    let after: ProductTableRow[];
    if ('pricePercent' in change) {
      // Per row: each product's prices and its USD price band (the §3 filter tick) change together.
      after = [];
      for (const row of rows) {
        const price = adjustedPrice(row.price, change.pricePercent);
        const foreignprice = adjustedPrice(row.foreignprice, change.pricePercent);
        after.push({ ...row, price, foreignprice, priceGroup: priceBandOf(foreignprice) ?? 0 });
      }
      if (after.length) {
        await tx.execute(sql`
          UPDATE ${products} p SET price = v.price, foreignprice = v.foreignprice, price_group = v.grp, updated_at = ${now.toISOString()}::timestamptz
          FROM unnest(${sql.param(after.map((r) => r.id))}::int4[], ${sql.param(after.map((r) => r.price))}::numeric[],
                      ${sql.param(after.map((r) => r.foreignprice))}::numeric[], ${sql.param(after.map((r) => r.priceGroup))}::int2[]) AS v(id, price, foreignprice, grp)
          WHERE p.site_id = ${siteId} AND p.id = v.id`);
      }
    } else {
      const set =
        'topicId' in change
          ? { classcode: await topicCodeOf(tx, siteId, change.topicId, 'change.topicId') }
          : 'hot' in change
            ? { isHot: change.hot ? 1 : 0 }
            : 'new' in change
              ? { isNew: change.new ? 1 : 0 }
              : { published: change.published };
      after = await tx
        .update(products)
        .set({ ...set, updatedAt: now })
        .where(mine)
        .returning();
    }
    const byId = new Map(after.map((r) => [r.id, r]));
    await audit(
      {
        action: 'product.bulk',
        entity: 'product',
        // The ids are in the row's before/after (up to 1,000: too long for the one-id column).
        entityId: null,
        before: { change, ids: rows.map((r) => r.id), products: rows.map((r) => ({ id: r.id, ...touched(r, change) })) },
        after: { change, ids: rows.map((r) => r.id), products: rows.map((r) => ({ id: r.id, ...touched(byId.get(r.id)!, change) })) },
      },
      tx,
    );
    return { ids: rows.map((r) => r.id), changed: rows.length };
  });
}
