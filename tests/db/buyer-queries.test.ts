import { and, desc, eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProducts, productConditions } from '@/server/catalog/list-products';
import { hanQueryWords } from '@/server/catalog/search/chinese-words';
import { editDistanceWithin } from '@/server/catalog/search/edit-distance';
import { EMPTY_POSTINGS } from '@/server/catalog/search/lexeme-postings';
import { keywordSearch, planSearch, searchVocabulary } from '@/server/catalog/search';
import { buildVocabulary, corrections, pinyinForms } from '@/server/catalog/search/search-vocabulary';
import { synonymsOf } from '@/server/catalog/search/synonyms';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { DEFAULT_PRODUCT_COUNT, seedDatabase } from '@/server/seed';
import { BUYER_QUERY_RULES, databaseBuyerSearch, type BuyerSearch } from '../support/buyer-queries';
import { createTestDb, type TestDb } from '../support/test-db';

// What buyers type, on the default seeded catalogue (720 products); runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL. The same rules run on 100,000 generated products in
// scripts/search-quality.ts (figures: docs/benchmarks.md, "Search quality at 100,000 products").
const SITE = 41;

let testDb: TestDb;
let db: Db;
let search: BuyerSearch;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await seedDatabase(db, { siteId: SITE, products: DEFAULT_PRODUCT_COUNT });
  search = databaseBuyerSearch(db, SITE);
}, 300_000);

afterAll(async () => {
  await testDb?.dispose();
});

describe('search: what buyers type, on the seeded catalogue', () => {
  it.each(BUYER_QUERY_RULES.map((rule) => [rule.name, rule] as const))('%s', async (_name, rule) => {
    const result = await rule.check(search);
    expect(result.ok, result.detail).toBe(true);
  });

  it('a Chinese compound the catalogue never writes still matches by its characters (诞挂)', async () => {
    const found = await search.all('诞挂');
    expect(found.size).toBeGreaterThan(0);
    expect(found).toEqual(await search.all('诞 挂'));
  });

  it('a Chinese compound holds its exact phrase in the name first (圣诞树: the trees before resin village houses)', async () => {
    const first = await search.first('圣诞树');
    expect((await search.all('christmas tree')).has(first!)).toBe(true);
  });
});

describe('search: rank tiers sized by the vocabulary, fetched the cheaper way', () => {
  // Sparse first tiers (圣诞树, christmas tree, led 灯串), a tier left out (万圣节南瓜: both words in
  // one name, none), a word no product holds, typo-only rows and an item code prefix.
  const keywords = ['圣诞挂件', '圣诞树', 'christmas tree', 'wanshengjie', 'led 灯串', '万圣节南瓜', 'chrismas', 'snowglobe', 'LT24-001'];

  it('counts the products of each name and keyword tier as the database does', async () => {
    const vocabulary = await searchVocabulary(db, SITE);
    let compared = 0;
    for (const keyword of keywords) {
      const tiers = planSearch(keyword, vocabulary)!.tiers;
      for (const [i, [rank, tsquery, estimate]] of tiers.entries()) {
        // Tiers of whole words in names or keywords are the ones the postings read exactly.
        if (!tsquery.match(/[^\s()&|]+/g)!.every((lexeme) => /^[^:\d]+:BC?$/.test(lexeme))) continue;
        const better = tiers.slice(0, i).map(([, text]) => not(sql`${products.searchVector} @@ to_tsquery('simple', ${text})`));
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(and(eq(products.siteId, SITE), sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`, ...better));
        expect(estimate?.products, `${keyword} tier ${rank}`).toBe(row!.n);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('leaves out a tier whose words are each in some name but never in one together', () => {
    const vocabulary = buildVocabulary({
      products: [
        { nameen: 'Christmas Bauble', name: '圣诞圆球', keyword: '圣诞 挂件', count: 40 },
        { nameen: 'Angel Pendant', name: '天使挂件', keyword: '圣诞', count: 3 },
      ],
      topics: [],
    });
    const tiers = planSearch('圣诞挂件', vocabulary)!.tiers;
    expect(tiers.map(([rank]) => rank)).not.toContain(5);
    expect(tiers.find(([rank]) => rank === 4)?.[2]).toMatchObject({ products: 43, empty: false, catalogue: 43 });
  });

  it.each(keywords)('"%s": every page equals ranking the whole match set in one query', async (keyword) => {
    // The reference ranks by every tier, even those the postings left out as holding no product.
    const search = keywordSearch(keyword, { ...(await searchVocabulary(db, SITE)), postings: EMPTY_POSTINGS })!;
    const { total } = await findProducts(db, SITE, 'en', { page: 1, pageSize: 1, keyword }, 'exact');
    const pageSize = 9;
    for (let page = 1; page <= Math.min(Math.ceil(total / pageSize) + 1, 30); page++) {
      const { rows } = await findProducts(db, SITE, 'en', { page, pageSize, keyword }, 'none');
      const conditions = await productConditions(db, SITE, 'en', { page, pageSize, keyword });
      const ranked = await db
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
        .orderBy(desc(search.rank), desc(products.launchtime), desc(products.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      expect(
        rows.map((r) => r.id),
        `${keyword} page ${page}`,
      ).toEqual(ranked.map((r) => r.id));
    }
  });
});

describe('search: words, typos and pinyin (pure)', () => {
  it('cuts Chinese into ICU words and the catalogue words it knows, leaving unknown characters together', () => {
    const known = (w: string) => ['挂件', '彩蛋'].includes(w);
    expect(hanQueryWords('圣诞挂件', known)).toEqual([
      { text: '圣诞', known: true },
      { text: '挂件', known: true },
    ]);
    expect(hanQueryWords('复活节彩蛋', known).map((w) => w.text)).toEqual(['复活', '节', '彩蛋']);
    expect(hanQueryWords('彩灯', known)).toEqual([{ text: '彩灯', known: false }]);
    // An unknown compound may match by its characters apart.
    expect(planSearch('彩灯')!.terms[0]!.any).toContain('(彩 & 灯)');
  });

  it('measures typos as edits, transpositions included, and stops past the limit', () => {
    expect(editDistanceWithin('chrismas', 'christmas', 2)).toBe(1);
    expect(editDistanceWithin('chrsitmas', 'christmas', 1)).toBe(1);
    expect(editDistanceWithin('xrnamnet', 'ornament', 2)).toBe(2);
    expect(editDistanceWithin('xrnamnwt', 'ornament', 2)).toBeNull();
  });

  it('corrects towards the nearest, most frequent catalogue word; one edit for short words, two for long', () => {
    const vocabulary = buildVocabulary({
      products: [
        { nameen: 'Christmas Bauble', name: '圣诞圆球挂件', keyword: 'christmas 圣诞', count: 50 },
        { nameen: 'Christmas Bell', name: '圣诞铃铛挂件', keyword: 'christmas', count: 5 },
        { nameen: 'Pumpkin Lantern', name: '南瓜灯', keyword: 'halloween 万圣节', count: 9 },
      ],
      topics: [{ nameen: 'Christmas Ornaments', name: '圣诞挂件' }],
    });
    expect(corrections(vocabulary, 'chrismas')).toEqual([{ word: 'christmas', han: null }]);
    expect(corrections(vocabulary, 'chrstms')).toEqual([{ word: 'christmas', han: null }]);
    expect(corrections(vocabulary, 'baubel')).toEqual([{ word: 'bauble', han: null }]);
    expect(corrections(vocabulary, 'bubbel')).toEqual([]); // two edits in a six-letter word: too far
    expect(corrections(vocabulary, 'nanguan')).toEqual([{ word: 'nangua', han: ['南瓜'] }]);
    expect(vocabulary.pinyin.get('shengdan')).toEqual(['圣诞']);
    expect(vocabulary.pinyin.get('sd')).toContain('圣诞');
  });

  it('reads a Chinese word as whole pinyin and as initials, with and without zh/ch/sh', () => {
    expect(pinyinForms('圣诞树')).toEqual(['shengdanshu', 'sds', 'shdsh']);
    expect(pinyinForms('南瓜')).toEqual(['nangua', 'ng']);
  });

  it('lists synonyms both ways, in the singular', () => {
    expect(synonymsOf('xmas')).toContain('christmas');
    expect(synonymsOf('christmas')).toEqual(expect.arrayContaining(['xmas', '圣诞']));
    expect(synonymsOf('圣诞')).toContain('christmas');
    expect(synonymsOf('ornaments')).toEqual(expect.arrayContaining(['挂件', '挂饰']));
    expect(synonymsOf('snowman')).toEqual([]);
  });
});
