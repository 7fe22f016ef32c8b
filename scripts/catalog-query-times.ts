/**
 * The database work of each uncached bench page, timed without Next or React:
 * the same catalogue reads the pages make, run one after another N times on the database the
 * environment names (DATABASE_URL, else DATA_DIR's embedded PGlite). Prints median and p95 ms.
 *   npx tsx scripts/catalog-query-times.ts [--runs 20] [--product 2420]
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import type { Locale } from '../src/i18n/routing';
import { getFacets } from '../src/server/catalog/facets';
import { getProductDetail } from '../src/server/catalog/get-product';
import { listProducts } from '../src/server/catalog/list-products';
import type { ProductQuery } from '../src/server/catalog/product-query';
import { erpRecommendedProducts, similarProducts } from '../src/server/catalog/recommendations';
import { getDbHandle } from '../src/server/db/client';
import { env } from '../src/server/env';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 20);
const paging = { page: 1, pageSize: 20 } as const;

const lists: [string, Locale, ProductQuery][] = [
  ['/products', 'en', { ...paging }],
  ['/new-products', 'en', { ...paging, orderBy: 'new' }],
  ['/hot-products', 'en', { ...paging, isHot: true, orderBy: 'hot' }],
  ['/instock', 'en', { ...paging, hasStock: true, orderBy: 'stock' }],
  ['/price', 'en', { ...paging, orderBy: 'priceAsc' }],
  ['/price?price=4', 'zh', { ...paging, priceBand: 4, orderBy: 'priceAsc' }],
  ['/products?code=001', 'en', { ...paging, topicCode: '001' }],
  ['/products?color=..', 'en', { ...paging, colorCodes: ['RD'], light: true }],
  ['search christmas', 'en', { ...paging, keyword: 'christmas' }],
  ['search 圣诞 (zh)', 'zh', { ...paging, keyword: '圣诞' }],
  ['search 圣诞 page 30', 'zh', { ...paging, page: 30, keyword: '圣诞' }],
  ['search ornamnet (typo)', 'en', { ...paging, keyword: 'ornamnet' }],
  ['search LT24-001 (code)', 'en', { ...paging, keyword: 'LT24-001' }],
];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms`;
}

async function main() {
  const handle = await getDbHandle();
  const { db } = handle;
  const siteId = env().SITE_ID;
  const productId = arg('product', 2420);
  console.log(`${handle.kind}, ${runs} runs each (one at a time)`);
  const rows: [string, () => Promise<unknown>][] = lists.map(([name, locale, q]) => [
    name,
    () => Promise.all([listProducts(db, siteId, locale, q, 'none'), getFacets(db, siteId, locale, q)]),
  ]);
  rows.push([
    `/product-detail/${productId}`,
    () => Promise.all([getProductDetail(db, siteId, productId, 'en'), similarProducts(db, siteId, productId, 6, 1), erpRecommendedProducts(db, siteId, 7, 1)]),
  ]);
  for (const [name, work] of rows) {
    await work(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timed(work));
    console.log(`${name.padEnd(28)} ${summary(times)}`);
  }
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
