import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFacets } from '@/server/catalog/facets';
import { findProducts } from '@/server/catalog/list-products';
import { seedDatabase } from '@/server/seed';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// The Chinese pages band the CNY price with yuan bounds of their own; the §2 bounds, read as
// yuan, put 316 of the 720 seeded products in ¥10.01+. The §7 API keeps the §2 bounds.

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 720 });
}, 240_000);
afterAll(() => db.dispose());

const CATALOGUE = 720;
const share = (ticks: { count: number }[]) => Math.max(...ticks.map((t) => t.count)) / CATALOGUE;

describe('price bands per currency on the seeded catalogue', () => {
  it('splits the CNY prices of the Chinese pages into ten bands, none holding a fifth of the catalogue', async () => {
    const facets = await getFacets(db.db, 38, 'zh', { page: 1, pageSize: 20, bandScale: 'CNY' });
    expect(facets.priceGroups.map((t) => t.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(facets.priceGroups.reduce((n, t) => n + t.count, 0)).toBe(CATALOGUE);
    expect(share(facets.priceGroups)).toBeLessThan(0.2);
    for (const t of facets.priceGroups) expect(t.count, `band ${t.value}`).toBeGreaterThanOrEqual(CATALOGUE * 0.03);
  });

  it('lists under a CNY group exactly the products its tick counts', async () => {
    const facets = await getFacets(db.db, 38, 'zh', { page: 1, pageSize: 20, bandScale: 'CNY' });
    for (const tick of facets.priceGroups) {
      const found = await findProducts(db.db, 38, 'zh', { page: 1, pageSize: 1, priceGroups: [Number(tick.value)], bandScale: 'CNY' });
      expect(found.total, `band ${tick.value}`).toBe(tick.count);
    }
    const band = await findProducts(db.db, 38, 'zh', { page: 1, pageSize: 1, priceBand: 5, bandScale: 'CNY' });
    expect(band.total).toBe(facets.priceGroups.find((t) => t.value === '5')!.count);
  });

  it('keeps the English bands (§2, USD) as they were', async () => {
    const facets = await getFacets(db.db, 38, 'en', { page: 1, pageSize: 20, bandScale: 'USD' });
    expect(facets.priceGroups.reduce((n, t) => n + t.count, 0)).toBe(CATALOGUE);
    expect(facets).toEqual(await getFacets(db.db, 38, 'en', { page: 1, pageSize: 20 }));
  });

  it('keeps the §7 API on the §2 bounds: GetFilter in Chinese answers as before the CNY bands', async () => {
    const { body } = await getJson('/api/Product/GetFilter?userId=38&languageFlag=0');
    const top = (body.data.listPrice as { price_group: number; Tick: number }[]).find((t) => t.price_group === 9)!;
    // ¥10.01+ on the §2 bounds: the band the Chinese pages no longer show.
    expect(top.Tick).toBe(316);
  });
});
