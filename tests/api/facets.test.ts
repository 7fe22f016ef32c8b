import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFacets } from '@/server/catalog/facets';
import { findProducts } from '@/server/catalog/list-products';
import { products } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
});
afterAll(() => db.dispose());

describe('filter ticks of a product list', () => {
  it('counts equal the real number of matching products for each value', async () => {
    const facets = await getFacets(db.db, 38, 'en', { page: 1, pageSize: 20 });
    for (const tick of facets.colors) {
      const { total } = await findProducts(db.db, 38, 'en', { page: 1, pageSize: 1, colorCodes: [tick.value] });
      expect(tick.count, tick.value).toBe(total);
    }
    const [lit] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.siteId, 38), eq(products.light, 1)));
    expect(facets.light).toEqual([{ value: '1', count: Number(lit!.n) }]);
    const [electric] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.siteId, 38), eq(products.electric, 1)));
    expect(Number(electric!.n)).toBeGreaterThan(0);
    expect(facets.electric).toEqual([{ value: '1', count: Number(electric!.n) }]);
    expect(facets.priceGroups.reduce((sum, t) => sum + t.count, 0)).toBe(120);
  });

  it('counts under the other filters, and a facet is not narrowed by its own selection', async () => {
    const q = { page: 1, pageSize: 20, hasStock: true, colorCodes: [] as string[] };
    const base = await getFacets(db.db, 38, 'en', q);
    const chosen = base.colors[0]!.value;
    const narrowed = await getFacets(db.db, 38, 'en', { ...q, colorCodes: [chosen] });
    expect(narrowed.colors).toEqual(base.colors);
    const [inStockLit] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.siteId, 38), gt(products.stock, 0), eq(products.light, 1), eq(products.colorCode, chosen)));
    expect(narrowed.light[0]?.count ?? 0).toBe(Number(inStockLit!.n));
  });
});
