import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNY_PRICE_BANDS, priceBandOf } from '@/lib/price-bands';
import { LIVE_COUNT_CAP } from '@/server/catalog/bounded-count';
import { getFacets } from '@/server/catalog/facets';
import { findProducts } from '@/server/catalog/list-products';
import type { ProductQuery } from '@/server/catalog/product-query';
import { products } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

// The Chinese pages' price ticks (the CNY bands of ADR 0048) are stored per product and counted
// like the §2 bands, so past LIVE_COUNT_CAP products a tick still shows the exact count the list
// it opens holds, instead of a lower bound from the newest 1,000.

const SITE = 38;
const zh = (q: Partial<ProductQuery> = {}): ProductQuery => ({ page: 1, pageSize: 20, bandScale: 'CNY', ...q });

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: SITE, products: 40 });
  // A factory's range added in one statement: 1,100 baubles at ¥10.01-19.99 (one band holding more
  // than the live window) and 300 items from ¥0.05 to about ¥350, quoted in dollars at 7.1.
  await db.db.execute(sql`
    INSERT INTO ${products} (site_id, code, classcode, name, nameen, price, foreignprice, price_group, color_code, stock, launchtime)
    SELECT ${SITE}, 'YW' || lpad(g::text, 5, '0'), '001001', '义乌圣诞彩球' || g || '号', 'Christmas bauble no. ' || g,
      p.cny, greatest(round(p.cny / 7.1, 2), 0.01), coalesce(lantern_price_band(greatest(round(p.cny / 7.1, 2), 0.01)), 0),
      (ARRAY['RD', 'GD', 'WH'])[1 + g % 3], g % 7, now() - g * interval '1 minute'
    FROM generate_series(1, 1400) AS g,
      LATERAL (SELECT CASE WHEN g <= 1100 THEN 10.01 + (g % 999) / 100.0 ELSE round((0.05 * power(1.03, g - 1100))::numeric, 2) END AS cny) AS p`);
}, 240_000);
afterAll(() => db.dispose());

/** Published products of the site per CNY band, from their prices (band 0 also takes prices under ¥0.01, as a tick does). */
async function referenceBands(): Promise<Map<string, number>> {
  const rows = await db.db
    .select({ price: products.price })
    .from(products)
    .where(and(eq(products.siteId, SITE), eq(products.published, true)));
  const bands = new Map<string, number>();
  for (const { price } of rows) {
    const band = String(priceBandOf(price, 'CNY') ?? 0);
    bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  return bands;
}

describe('CNY price bands past the live-count window', () => {
  it('the site holds more products than the window, and one band alone more than it', async () => {
    const bands = await referenceBands();
    expect([...bands.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(LIVE_COUNT_CAP);
    expect(bands.get('5')).toBeGreaterThan(LIVE_COUNT_CAP);
    expect(bands.size).toBe(CNY_PRICE_BANDS.length);
  });

  it('the database bands a price as priceBandOf does, at every bound', async () => {
    const prices = [0, 0.004, ...CNY_PRICE_BANDS.flatMap((b) => [b.min, b.max ?? 379.11]), 1.01, 99.99, 100.01];
    const result = (await db.db.execute(sql`SELECT p::text AS p, lantern_cny_price_band(p) AS band FROM unnest(${sql.param(prices)}::numeric[]) AS p`)) as { rows: unknown[] };
    for (const row of result.rows as { p: string; band: number | null }[]) expect(row.band, row.p).toBe(priceBandOf(Number(row.p), 'CNY'));
  });

  it('the Chinese price ticks count every product exactly, not a lower bound', async () => {
    const facets = await getFacets(db.db, SITE, 'zh', zh());
    expect(facets.partial).toBe(false);
    expect(new Map(facets.priceGroups.map((t) => [t.value, t.count]))).toEqual(await referenceBands());
  });

  it('each tick counts exactly the products of the list it opens, and the /price band lists the same', async () => {
    const { priceGroups } = await getFacets(db.db, SITE, 'zh', zh());
    for (const tick of priceGroups) {
      const band = Number(tick.value);
      // The list page takes its total from its facets; the list itself counts as pages do (capped).
      // The ticked band's own ticks come from the stored counts too, whatever the window.
      const ticked = await getFacets(db.db, SITE, 'zh', zh({ priceGroups: [band] }));
      expect({ total: ticked.total, more: ticked.more }, `band ${band}`).toEqual({ total: tick.count, more: false });
      expect(ticked.priceGroups, `band ${band}`).toEqual(priceGroups);
      expect(await findProducts(db.db, SITE, 'zh', zh({ priceGroups: [band] }), 'capped'), `band ${band}`).toMatchObject({ total: tick.count, more: false });
      const priced = await getFacets(db.db, SITE, 'zh', zh({ priceBand: band }));
      expect({ total: priced.total, more: priced.more }, `/price?price=${band}`).toEqual({ total: tick.count, more: false });
    }
  });

  it('the ticks on a ticked colour count under that colour, exactly', async () => {
    const reds = await getFacets(db.db, SITE, 'zh', zh({ colorCodes: ['RD'] }));
    const total = reds.priceGroups.reduce((n, t) => n + t.count, 0);
    expect(total).toBe(reds.total);
    for (const tick of reds.priceGroups) {
      const found = await findProducts(db.db, SITE, 'zh', zh({ colorCodes: ['RD'], priceGroups: [Number(tick.value)] }), 'exact');
      expect(found.total, `red, band ${tick.value}`).toBe(tick.count);
    }
  });

  it('a price change moves the product to its new band in the counts and the lists', async () => {
    const [moved] = await db.db
      .update(products)
      .set({ price: 149.5 })
      .where(and(eq(products.siteId, SITE), eq(products.code, 'YW00012')))
      .returning({ band: products.cnyPriceGroup });
    expect(moved!.band).toBe(9);
    await db.db.delete(products).where(and(eq(products.siteId, SITE), eq(products.code, 'YW00013')));
    const facets = await getFacets(db.db, SITE, 'zh', zh());
    expect(new Map(facets.priceGroups.map((t) => [t.value, t.count]))).toEqual(await referenceBands());
    const top = await findProducts(db.db, SITE, 'zh', zh({ priceGroups: [9], pageSize: 500 }), 'capped');
    expect(top.rows.map((r) => r.code)).toContain('YW00012');
    expect(top.total).toBe(facets.priceGroups.find((t) => t.value === '9')!.count);
  });
});
