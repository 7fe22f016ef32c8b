import { and, asc, desc, eq, gt, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localizedPrice } from '@/lib/locale-fields';
import { bandsOf, type BandScale } from '@/lib/price-bands';
import type { Db } from '@/server/db/client';
import { products, topics } from '@/server/db/schema';
import { productRowColumns, toProductCard, type ProductCard, type ProductRow } from './product-card';
import { lowestPrice } from '@/lib/pricing/price-breaks';
import { breaksOf } from '@/server/pricing/product-breaks';
import { unitNamesOf } from './product-dto';
import { boundedCount, exactCount, LIVE_COUNT_CAP } from './bounded-count';
import { maintainedScope, readScopeCounts, totalUnderSelection } from './facet-counts';
import { rankedPage } from './ranked-page';
import { keywordSearch, searchVocabulary } from './search';
import { storefrontProducts } from './storefront-products';
import type { ProductQuery } from './product-query';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The price the locale shows (§3 locale flag, R3.14/R3.15): CNY in Chinese, USD in English. */
export function shownPrice(locale: Locale) {
  return locale === 'zh' ? products.price : products.foreignprice;
}

/**
 * The price group (§3 filter tick, a band index 0-9) of the price the locale shows, so ticks,
 * labels and prices of one page share one currency. The pages read a stored, indexed column:
 * `price_group` (the §2 band of the USD price) in English, `cny_price_group` (the CNY bands of
 * ADR 0048) in Chinese. The §7 API in Chinese bands the CNY price with the §2 bounds, computed
 * here (a price under 0.01 falls in band 0, like the stored columns).
 */
export function priceGroupOf(locale: Locale, scale: BandScale = 'USD'): SQL<number> {
  if (locale !== 'zh' && scale === 'USD') return sql<number>`${products.priceGroup}`;
  if (locale === 'zh' && scale === 'CNY') return sql<number>`${products.cnyPriceGroup}`;
  const bands = bandsOf(scale);
  const price = shownPrice(locale);
  // Bounds and indexes are constants of the band tables, never visitor input.
  const whens = bands.filter((band) => band.max !== null).map((band) => sql`WHEN ${price} <= ${sql.raw(band.max!.toFixed(2))} THEN ${sql.raw(String(band.index))}`);
  return sql<number>`(CASE ${sql.join(whens, sql` `)} ELSE ${sql.raw(String(bands.at(-1)!.index))} END)`;
}

function topicCodeCondition(codes: string[]): SQL | undefined {
  if (codes.length === 0) return undefined;
  return or(...codes.map((code) => like(products.classcode, `${escapeLike(code)}%`)));
}

/** The WHERE conditions of a product query (also used for facet counts). */
export async function productConditions(db: Db, siteId: number, locale: Locale, q: ProductQuery): Promise<SQL[]> {
  // Buyers never see unpublished products (the lists, search, facets, home, top selling…).
  const where: SQL[] = [storefrontProducts(siteId)];
  const search = q.keyword ? keywordSearch(q.keyword, await searchVocabulary(db, siteId)) : null;
  if (search) where.push(search.where);
  if (q.topicCode) where.push(like(products.classcode, `${escapeLike(q.topicCode)}%`));
  if (q.topicIds?.length) {
    const rows = await db
      .select({ code: topics.code })
      .from(topics)
      .where(and(eq(topics.siteId, siteId), inArray(topics.id, q.topicIds)));
    // Unknown ids match nothing rather than everything.
    where.push(topicCodeCondition(rows.map((r) => r.code)) ?? sql`false`);
  }
  if (q.hasStock) where.push(gt(products.stock, 0));
  if (q.isHot) where.push(eq(products.isHot, 1));
  if (q.priceBand !== undefined) {
    // A band filters the price the visitor sees: CNY in Chinese, USD in English (§3 locale flag).
    const band = bandsOf(q.bandScale)[q.priceBand];
    const column = shownPrice(locale);
    if (band) {
      where.push(gte(column, band.min));
      if (band.max !== null) where.push(lte(column, band.max));
    }
  }
  if (q.colorCodes?.length) where.push(inArray(products.colorCode, q.colorCodes));
  if (q.light) where.push(eq(products.light, 1));
  if (q.electric) where.push(eq(products.electric, 1));
  if (q.priceGroups?.length) where.push(inArray(priceGroupOf(locale, q.bandScale), q.priceGroups));
  return where;
}

function ordering(locale: Locale, q: ProductQuery): SQL[] {
  const price = shownPrice(locale);
  const newest = [desc(products.launchtime), desc(products.id)];
  switch (q.orderBy ?? (q.keyword ? 'relevance' : 'new')) {
    case 'stock':
      return [desc(products.stock), desc(products.id)];
    case 'hot':
      return [desc(products.sales), desc(products.id)];
    case 'priceAsc':
      return [asc(price), asc(products.id)];
    case 'priceDesc':
      return [desc(price), desc(products.id)];
    case 'moqAsc':
      return [asc(products.moq), asc(price), asc(products.id)];
    case 'relevance': {
      const search = q.keyword ? keywordSearch(q.keyword) : null;
      return search ? [desc(search.rank), ...newest] : newest;
    }
    default:
      return newest;
  }
}

/**
 * How a list counts its matches (ADR 0003). Every mode reads a maintained count when
 * one answers the query exactly (keyword-free lists: facet-counts.ts). Otherwise 'exact' counts
 * every match (the §7 API's total), 'capped' stops at LIVE_COUNT_CAP (pages: "1,000+"), and 'none'
 * does not count (home sections, recommendations: nothing shows a total).
 */
export type CountMode = 'exact' | 'capped' | 'none';

export interface FoundProducts {
  rows: ProductRow[];
  /** Matches in the whole list; with `more`, the cap (there are more than this). */
  total: number;
  /** True when the count stopped at the cap: the list has more than `total` products. */
  more: boolean;
}

async function countMatches(
  db: Db,
  siteId: number,
  locale: Locale,
  q: ProductQuery,
  where: SQL | undefined,
  mode: CountMode,
  cap: number,
): Promise<{ total: number; more: boolean }> {
  if (mode === 'none') return { total: 0, more: false };
  const scope = maintainedScope(q, locale);
  if (scope) {
    const total = totalUnderSelection(await readScopeCounts(db, siteId, scope), q, locale);
    if (total !== null) return { total, more: false };
  }
  if (mode === 'exact') return { total: await exactCount(db, where), more: false };
  const n = await boundedCount(db, where, cap + 1);
  return n > cap ? { total: cap, more: true } : { total: n, more: false };
}

/** Product rows of a site matching a query, one page of them, and the total (`cap`: of 'capped'). */
export async function findProducts(db: Db, siteId: number, locale: Locale, q: ProductQuery, count: CountMode = 'exact', cap = LIVE_COUNT_CAP): Promise<FoundProducts> {
  // §5: PageSize 0 returns an empty list without touching the database.
  if (q.pageSize === 0) return { rows: [], total: 0, more: false };
  const where = and(...(await productConditions(db, siteId, locale, q)));
  const offset = (q.page - 1) * q.pageSize;
  const search = (q.orderBy ?? (q.keyword ? 'relevance' : 'new')) === 'relevance' && q.keyword ? keywordSearch(q.keyword, await searchVocabulary(db, siteId)) : null;
  const [rows, counted] = await Promise.all([
    search
      ? rankedPage(db, productRowColumns, where, search.tiers, q.pageSize, offset)
      : db
          .select(productRowColumns)
          .from(products)
          .where(where)
          .orderBy(...ordering(locale, q))
          .limit(q.pageSize)
          .offset(offset),
    countMatches(db, siteId, locale, q, where, count, cap),
  ]);
  return { rows, ...counted };
}

/** The same, as product tiles in the visitor's language (pages: the count stops at the cap). */
export async function listProducts(
  db: Db,
  siteId: number,
  locale: Locale,
  q: ProductQuery,
  count: CountMode = 'capped',
): Promise<{ list: ProductCard[]; total: number; more: boolean }> {
  const { rows, total, more } = await findProducts(db, siteId, locale, q, count);
  const [unitNames, breaks] = await Promise.all([
    unitNamesOf(db, siteId, rows),
    breaksOf(
      db,
      siteId,
      rows.map((row) => row.id),
    ),
  ]);
  const currency = locale === 'zh' ? 'CNY' : 'USD';
  const lowest = (row: ProductRow) => {
    const own = breaks.get(row.id)?.[currency];
    return own?.length ? lowestPrice(localizedPrice(row, locale), own) : null;
  };
  return { list: rows.map((row) => toProductCard(row, locale, unitNames.get(row.unitCode) ?? null, lowest(row))), total, more };
}
