import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { priceBandOf } from '@/lib/price-bands';
import { boundedCount } from '@/server/catalog/bounded-count';
import { getFacets } from '@/server/catalog/facets';
import { maintainedScope } from '@/server/catalog/facet-counts';
import { findProducts, priceGroupOf, productConditions } from '@/server/catalog/list-products';
import type { ProductQuery } from '@/server/catalog/product-query';
import { keywordSearch, searchVocabulary } from '@/server/catalog/search';
import { catalogFacetCounts, products } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

// Bounded catalogue queries (ADR 0003): maintained facet counts, bounded counts and the tier-by-tier relevance
// page must answer exactly what the unbounded queries they replace answered.

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 160 });
});
afterAll(() => db.dispose());

/** The facet counts as the old code took them: one GROUP BY per kind over the whole matching set. */
async function referenceFacets(locale: Locale, q: ProductQuery) {
  const counted = async (column: PgColumn | SQL, without: Partial<ProductQuery>) => {
    const where = and(...(await productConditions(db.db, 38, locale, { ...q, ...without })));
    const rows = await db.db.select({ value: column, n: count() }).from(products).where(where).groupBy(column).orderBy(column);
    return rows.map((row) => ({ value: String(row.value), count: Number(row.n) }));
  };
  const [colors, light, electric, priceGroups] = await Promise.all([
    counted(products.colorCode, { colorCodes: undefined }),
    counted(products.light, { light: undefined }),
    counted(products.electric, { electric: undefined }),
    counted(priceGroupOf(locale, q.bandScale), { priceGroups: undefined }),
  ]);
  return { colors: colors.filter((t) => t.value !== ''), light: light.filter((t) => t.value === '1'), electric: electric.filter((t) => t.value === '1'), priceGroups };
}

async function referenceTotal(locale: Locale, q: ProductQuery): Promise<number> {
  const [row] = await db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...(await productConditions(db.db, 38, locale, q))));
  return Number(row!.n);
}

/** The maintained table against a recount of every product (what the triggers must keep equal). */
async function expectCountsMaintained() {
  const recount = (await db.db.execute(sql`
    SELECT r.site_id, k.scope, k.facet, k.value, count(*)::int AS n
    FROM ${products} r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    GROUP BY 1, 2, 3, 4`)) as { rows: unknown[] };
  const expected = (recount.rows as { site_id: number; scope: string; facet: string; value: string; n: number }[])
    .map((r) => `${r.site_id} ${r.scope} ${r.facet} ${r.value} ${Number(r.n)}`)
    .sort();
  const stored = (
    await db.db
      .select()
      .from(catalogFacetCounts)
      .where(sql`${catalogFacetCounts.n} <> 0`)
  )
    .map((r) => `${r.siteId} ${r.scope} ${r.facet} ${r.value} ${r.n}`)
    .sort();
  expect(stored).toEqual(expected);
}

const lists: [string, Locale, ProductQuery][] = [
  ['everything', 'en', { page: 1, pageSize: 20 }],
  ['everything in Chinese', 'zh', { page: 1, pageSize: 20 }],
  ['hot', 'en', { page: 1, pageSize: 20, isHot: true }],
  ['in stock', 'zh', { page: 1, pageSize: 20, hasStock: true }],
  ['a USD price band', 'en', { page: 1, pageSize: 20, priceBand: 4 }],
  ['a CNY price band', 'zh', { page: 1, pageSize: 20, priceBand: 9 }],
  ['a topic and its subtree', 'en', { page: 1, pageSize: 20, topicCode: '001' }],
  ['a sub-topic', 'zh', { page: 1, pageSize: 20, topicCode: '001001' }],
  ['one colour ticked', 'en', { page: 1, pageSize: 20, colorCodes: ['RD', 'GD'] }],
  ['lit ticked in stock', 'en', { page: 1, pageSize: 20, hasStock: true, light: true }],
  ['two kinds ticked', 'zh', { page: 1, pageSize: 20, colorCodes: ['WH'], priceGroups: [8, 9] }],
  ['stock and hot (live)', 'en', { page: 1, pageSize: 20, hasStock: true, isHot: true }],
  ['a keyword (live)', 'en', { page: 1, pageSize: 20, keyword: 'christmas' }],
  ['a keyword with a tick (live)', 'zh', { page: 1, pageSize: 20, keyword: '圣诞', electric: true }],
  ['the Chinese pages (their CNY bands)', 'zh', { page: 1, pageSize: 20, bandScale: 'CNY' }],
  ['a CNY band of the Chinese pages', 'zh', { page: 1, pageSize: 20, priceBand: 5, bandScale: 'CNY' }],
  ['a CNY group ticked in a topic', 'zh', { page: 1, pageSize: 20, topicCode: '001', priceGroups: [4, 5], bandScale: 'CNY' }],
  ['a colour ticked on the Chinese pages', 'zh', { page: 1, pageSize: 20, colorCodes: ['RD'], bandScale: 'CNY' }],
];

describe('maintained facet counts (catalog_facet_counts)', () => {
  it('the price band function agrees with priceBandOf', async () => {
    const prices = [0, 0.004, 0.01, 0.25, 0.26, 0.5, 0.51, 0.75, 0.76, 1, 1.01, 2, 2.01, 3, 3.01, 4, 4.01, 5, 5.01, 10, 10.01, 999.99];
    const result = (await db.db.execute(sql`SELECT p, lantern_price_band(p) AS band FROM unnest(${sql.param(prices)}::numeric[]) AS p`)) as { rows: unknown[] };
    for (const row of result.rows as { p: string; band: number | null }[]) expect(row.band, row.p).toBe(priceBandOf(Number(row.p)));
  });

  it('are filled for the seeded catalogue', expectCountsMaintained);

  it.each(lists)('ticks and total of %s equal a count of the whole matching set', async (_name, locale, q) => {
    const facets = await getFacets(db.db, 38, locale, q);
    expect(facets.partial).toBe(false);
    const { partial: _partial, total, more, ...ticks } = facets;
    expect(ticks).toEqual(await referenceFacets(locale, q));
    expect({ total, more }).toEqual({ total: await referenceTotal(locale, q), more: false });
    for (const mode of ['exact', 'capped'] as const) {
      const found = await findProducts(db.db, 38, locale, q, mode);
      expect(found.total, mode).toBe(await referenceTotal(locale, q));
      expect(found.more).toBe(false);
    }
  });

  it('keyword-free lists with at most one base filter read the table; others count live', () => {
    expect(maintainedScope({ page: 1, pageSize: 20 }, 'en')).toBe('all');
    expect(maintainedScope({ page: 1, pageSize: 20, priceBand: 3 }, 'zh')).toBe('band:zh:3');
    expect(maintainedScope({ page: 1, pageSize: 20, priceBand: 3, bandScale: 'CNY' }, 'zh')).toBe('band:cny:3');
    expect(maintainedScope({ page: 1, pageSize: 20, topicCode: '001002' }, 'en')).toBe('topic:001002');
    expect(maintainedScope({ page: 1, pageSize: 20, topicCode: '0010' }, 'en')).toBeNull();
    expect(maintainedScope({ page: 1, pageSize: 20, keyword: 'star' }, 'en')).toBeNull();
    expect(maintainedScope({ page: 1, pageSize: 20, hasStock: true, isHot: true }, 'en')).toBeNull();
    expect(maintainedScope({ page: 1, pageSize: 20, topicIds: [1] }, 'en')).toBeNull();
  });

  it('stay equal to a recount after inserts, updates and deletes', async () => {
    const [first] = await db.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const { id: _id, searchVector: _v, searchTypoVector: _t, createdAt: _c, updatedAt: _u, ...copy } = first!;
    await db.db.insert(products).values([
      { ...copy, code: 'BOUNDED-1', price: 0, foreignprice: 12.5, isHot: 1, stock: 0, classcode: '002001' },
      { ...copy, code: 'BOUNDED-2', colorCode: 'ZZ', light: 1, electric: 1, priceGroup: 9 },
    ]);
    await expectCountsMaintained();
    await db.db
      .update(products)
      .set({ stock: 0, isHot: 1, colorCode: 'RD' })
      .where(inArray(products.code, ['BOUNDED-2']));
    await db.db.update(products).set({ sales: sql`${products.sales} + 1` }); // touches every row, changes no key
    await expectCountsMaintained();
    await db.db.delete(products).where(inArray(products.code, ['BOUNDED-1', 'BOUNDED-2']));
    await expectCountsMaintained();
  });
});

describe('bounded counts', () => {
  it('count no further than the cap', async () => {
    expect(await boundedCount(db.db, eq(products.siteId, 38), 7)).toBe(7);
    expect(await boundedCount(db.db, eq(products.siteId, 38), 10_000)).toBe(await referenceTotal('en', { page: 1, pageSize: 1 }));
  });

  it('a capped list reports the cap and that there are more; exact counts the whole list', async () => {
    const q: ProductQuery = { page: 1, pageSize: 5, keyword: 'christmas' };
    const all = await referenceTotal('en', q);
    expect(all).toBeGreaterThan(10);
    expect(await findProducts(db.db, 38, 'en', q, 'capped', 10)).toMatchObject({ total: 10, more: true });
    expect(await findProducts(db.db, 38, 'en', q, 'exact', 10)).toMatchObject({ total: all, more: false });
    expect(await findProducts(db.db, 38, 'en', q, 'capped', all)).toMatchObject({ total: all, more: false });
  });

  it('facets over a window smaller than the list are marked partial (lower bounds)', async () => {
    const q: ProductQuery = { page: 1, pageSize: 20, keyword: 'christmas' };
    const facets = await getFacets(db.db, 38, 'en', q, 5);
    expect(facets.partial).toBe(true);
    expect(facets.priceGroups.reduce((n, t) => n + t.count, 0)).toBe(5);
    expect(facets).toMatchObject({ total: 5, more: true });
    // A ticked kind's own counts leave its selection out; the others count under it.
    const ticked = await getFacets(db.db, 38, 'en', { ...q, light: true }, 5);
    expect(ticked).toMatchObject({ partial: true, total: 5, more: true });
    expect(ticked.colors.reduce((n, t) => n + t.count, 0)).toBeLessThanOrEqual(5);
  });

  it('a keyword-free window past its size counts the newest matches, not the first rows of the tick index', async () => {
    // Two kinds ticked: live counts. A colour's own counts leave the colour out: lit products.
    const q: ProductQuery = { page: 1, pageSize: 20, colorCodes: ['RD'], light: true };
    const newestLit = await db.db
      .select({ color: products.colorCode })
      .from(products)
      .where(and(...(await productConditions(db.db, 38, 'en', { page: 1, pageSize: 20, light: true }))))
      .orderBy(desc(products.launchtime), desc(products.id))
      .limit(7);
    const expected = new Map<string, number>();
    for (const { color } of newestLit) if (color) expected.set(color, (expected.get(color) ?? 0) + 1);
    const facets = await getFacets(db.db, 38, 'en', q, 7);
    expect(facets.partial).toBe(true);
    expect(new Map(facets.colors.map((t) => [t.value, t.count]))).toEqual(expected);
  });

  it('a keyword-free list with one tick kind keeps that kind and the total exact from the table', async () => {
    const q: ProductQuery = { page: 1, pageSize: 20, colorCodes: ['RD'] };
    const facets = await getFacets(db.db, 38, 'en', q, 3);
    expect(facets.colors).toEqual((await referenceFacets('en', q)).colors);
    expect(facets).toMatchObject({ total: await referenceTotal('en', q), more: false });
  });
});

describe('relevance pages, tier by tier', () => {
  const { searchDoc: _d, searchVector: _v, searchTypoVector: _t, ...columns } = getTableColumns(products);

  /** The order the search had before: rank over the whole match set in one ORDER BY. */
  async function referencePage(keyword: string, page: number, pageSize: number) {
    const search = keywordSearch(keyword, await searchVocabulary(db.db, 38))!;
    const where = and(...(await productConditions(db.db, 38, 'en', { page, pageSize, keyword })));
    return db.db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(desc(search.rank), desc(products.launchtime), desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  }

  const keywords = ['christmas', '圣诞', 'ornamnet', 'star light', 'orna', 'shengdan', 'LT24'];

  it('the keywords below reach several rank tiers (so page boundaries cross tiers)', async () => {
    const ranks = new Map<string, Set<number>>();
    for (const keyword of keywords) {
      const search = keywordSearch(keyword, await searchVocabulary(db.db, 38))!;
      const where = and(...(await productConditions(db.db, 38, 'en', { page: 1, pageSize: 1, keyword })));
      const rows = await db.db.select({ rank: search.rank }).from(products).where(where);
      ranks.set(keyword, new Set(rows.map((r) => Number(r.rank))));
    }
    expect([...ranks.values()].filter((set) => set.size >= 2).length, JSON.stringify([...ranks].map(([k, v]) => [k, [...v]]))).toBeGreaterThanOrEqual(2);
  });

  it.each(keywords)('"%s": every page equals the one-query ranking', async (keyword) => {
    const { total } = await findProducts(db.db, 38, 'en', { page: 1, pageSize: 1, keyword }, 'exact');
    for (const pageSize of [3, 7]) {
      for (let page = 1; page <= Math.ceil(total / pageSize) + 1; page++) {
        const { rows } = await findProducts(db.db, 38, 'en', { page, pageSize, keyword }, 'none');
        expect(
          rows.map((r) => r.id),
          `${keyword} page ${page} of ${pageSize}`,
        ).toEqual((await referencePage(keyword, page, pageSize)).map((r) => r.id));
      }
    }
  });
});
