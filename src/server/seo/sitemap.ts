import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { articles, products } from '@/server/db/schema';
import { storefrontProducts } from '@/server/catalog/storefront-products';

/** sitemaps.org: at most 50,000 URLs per file. Each product has two (en, zh). */
export const URLS_PER_SITEMAP = 50_000;
/** File 0 also lists the static pages and the articles: 2,000 URLs are kept free for them. */
const PRODUCTS_PER_FILE = (URLS_PER_SITEMAP - 2_000) / 2;

/** Pages that are not products, listed in the first file (unprefixed paths). */
export const STATIC_PATHS = [
  '/',
  '/products?page=1',
  '/new-products?page=1',
  '/hot-products?page=1',
  '/instock?page=1',
  '/price?page=1',
  '/exhibition?page=1',
  '/about',
  '/contact',
  '/FAQs',
  '/article',
  '/video',
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function urlEntry(base: string, path: string, lastmod?: Date): string[] {
  const en = `${base}${path}`;
  const zh = `${base}${path === '/' ? '/zh' : `/zh${path}`}`;
  const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/><xhtml:link rel="alternate" hreflang="zh" href="${escapeXml(zh)}"/>`;
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return [en, zh].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${mod}${alternates}</url>`);
}

/**
 * The articles' own pages. An article written for one language (§3 languageflag 0 or
 * 1) has one URL, that language's, and no alternate; one for all languages (-1) has both.
 */
async function articleEntries(db: Db, siteId: number, base: string): Promise<string[]> {
  const rows = await db
    .select({ id: articles.id, languageflag: articles.languageflag, createtime: articles.createtime })
    .from(articles)
    .where(eq(articles.siteId, siteId))
    .orderBy(asc(articles.id));
  return rows.flatMap((row) => {
    const path = `/article/${row.id}`;
    if (row.languageflag === -1) return urlEntry(base, path, row.createtime);
    const loc = `${base}${row.languageflag === 0 ? '/zh' : ''}${path}`;
    return [`<url><loc>${escapeXml(loc)}</loc><lastmod>${row.createtime.toISOString()}</lastmod></url>`];
  });
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** How many product sitemap files the site needs (at least one). */
export async function sitemapFileCount(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(storefrontProducts(siteId));
  return Math.max(1, Math.ceil(Number(row?.n ?? 0) / PRODUCTS_PER_FILE));
}

/** File `index` (0-based) of the sitemap: the static pages in file 0, then products by id. */
export async function sitemapFile(db: Db, siteId: number, base: string, index: number): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(storefrontProducts(siteId))
    .orderBy(asc(products.id))
    .limit(PRODUCTS_PER_FILE)
    .offset(index * PRODUCTS_PER_FILE);
  const entries = [
    ...(index === 0 ? STATIC_PATHS.flatMap((path) => urlEntry(base, path)) : []),
    ...(index === 0 ? await articleEntries(db, siteId, base) : []),
    ...rows.flatMap((row) => urlEntry(base, `/product-detail/${row.id}`, row.updatedAt)),
  ];
  return `${URLSET_OPEN}\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(base: string, files: number): string {
  const items = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${i}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
