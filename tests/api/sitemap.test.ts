import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, products, sites } from '@/server/db/schema';
import { sitemapFile, sitemapFileCount, sitemapIndex, STATIC_PATHS, URLS_PER_SITEMAP } from '@/server/seo/sitemap';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼', nameen: 'Lantern' },
    { id: 39, name: '其他', nameen: 'Other' },
  ]);
  const row = (siteId: number, i: number) => ({ siteId, code: `S${siteId}-${i}`, classcode: '001', name: `产品${i}`, nameen: `Item ${i}`, price: 7, foreignprice: 1 });
  await db.db.insert(products).values([...Array.from({ length: 3 }, (_, i) => row(38, i)), row(39, 99)]);
});
afterAll(() => db.dispose());

describe('sitemap', () => {
  it('lists every product of the site in both locales with hreflang alternates, and the main pages', async () => {
    const xml = await sitemapFile(db.db, 38, 'https://shop.example', 0);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength((STATIC_PATHS.length + 3) * 2);
    const productLocs = locs.filter((l) => l!.includes('/product-detail/'));
    expect(productLocs.filter((l) => l!.startsWith('https://shop.example/zh/'))).toHaveLength(3);
    expect(xml).toContain('hreflang="zh"');
    expect(xml).toContain('https://shop.example/zh/products?page=1');
    expect(xml).not.toContain('S39');
  });

  it("lists each article's own page: one URL for a one-language article, both with alternates for an all-language one", async () => {
    const [en, zh, all] = await db.db
      .insert(articles)
      .values([
        { siteId: 39, title: 'Trends', languageflag: 1 },
        { siteId: 39, title: '趋势', languageflag: 0 },
        { siteId: 39, title: 'Showroom · 展厅', languageflag: -1 },
      ])
      .returning({ id: articles.id });
    const xml = await sitemapFile(db.db, 39, 'https://shop.example', 0);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).filter((loc) => loc.includes('/article/'));
    expect(locs.sort()).toEqual(
      [
        `https://shop.example/article/${en!.id}`,
        `https://shop.example/zh/article/${zh!.id}`,
        `https://shop.example/article/${all!.id}`,
        `https://shop.example/zh/article/${all!.id}`,
      ].sort(),
    );
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="https://shop.example/zh/article/${all!.id}"/>`);
    expect(await sitemapFile(db.db, 38, 'https://shop.example', 0)).not.toContain('/article/');
  });

  it('escapes XML and needs one file until 50,000 URLs', async () => {
    expect(URLS_PER_SITEMAP).toBe(50_000);
    expect(await sitemapFileCount(db.db, 38)).toBe(1);
    expect(await sitemapFile(db.db, 38, 'https://shop.example', 0)).toContain('/products?page=1');
    expect(sitemapIndex('https://a.example', 3)).toContain('<loc>https://a.example/sitemaps/2.xml</loc>');
  });
});
