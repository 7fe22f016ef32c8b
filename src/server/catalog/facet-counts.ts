import { and, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { bandsOf, type BandScale } from '@/lib/price-bands';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { catalogFacetCounts } from '@/server/db/schema';
import type { ProductQuery } from './product-query';

/**
 * The maintained counts (table catalog_facet_counts, kept by triggers: migration 0007, ADR 0003)
 * of the base set a keyword-free list filters to. Facet keys as the table stores them.
 */
export type FacetKey = 'color' | 'light' | 'electric' | `group:${BandKey}`;

export interface ScopeCounts {
  total: number;
  /** Facet → value → products, values with a count only. */
  facets: Map<FacetKey, Map<string, number>>;
}

const ASCII = /^[\x20-\x7e]+$/;

/**
 * The maintained scope that holds exactly the rows of `q`'s non-tick filters, or null when the
 * query needs a live count: a keyword, topic ids, or two of topic, stock, hot and price band.
 * Price bands and groups are keyed in either scale a page uses (`bandKeyOf`).
 * A topic code counts its whole subtree (LIKE 'code%'), which the table keys by every 3-digit
 * prefix of a product's topic code; any other length is left to the live path.
 */
export function maintainedScope(q: ProductQuery, locale: Locale): string | null {
  if (q.keyword?.trim() || q.topicIds?.length) return null;
  // Bands the table does not key leave the price filters and the price-group ticks to the live path.
  const bands = bandKeyOf(locale, q.bandScale);
  if (!bands) return null;
  const band = q.priceBand !== undefined && bandsOf(q.bandScale)[q.priceBand] ? q.priceBand : undefined;
  const bases = [q.topicCode, q.hasStock, q.isHot, band !== undefined].filter(Boolean).length;
  if (bases > 1) return null;
  if (q.topicCode) return q.topicCode.length % 3 === 0 && ASCII.test(q.topicCode) ? `topic:${q.topicCode}` : null;
  if (q.hasStock) return 'stock';
  if (q.isHot) return 'hot';
  if (band !== undefined) return `band:${bands}:${band}`;
  return 'all';
}

/**
 * How the table keys the bands of the price a locale shows on a scale (scopes `band:<key>:N`,
 * facet `group:<key>`): the §2 bounds on the USD price ('en', English pages and API) or on the CNY
 * price ('zh', the §7 API in Chinese), and the Chinese pages' own CNY bounds ('cny', ADR 0048).
 */
export type BandKey = 'en' | 'zh' | 'cny';

/** The key of a locale's bands on a scale, or null for bands the table does not key (CNY bounds on the USD price). */
export function bandKeyOf(locale: Locale, scale: BandScale = 'USD'): BandKey | null {
  if (locale !== 'zh') return scale === 'USD' ? 'en' : null;
  return scale === 'CNY' ? 'cny' : 'zh';
}

// Every keyword-free list page reads its scope's counts: prepared once (ADR 0061).
const scopeCountRows = preparedRead((db) =>
  db
    .select({ facet: catalogFacetCounts.facet, value: catalogFacetCounts.value, n: catalogFacetCounts.n })
    .from(catalogFacetCounts)
    .where(and(eq(catalogFacetCounts.siteId, sql.placeholder('siteId')), eq(catalogFacetCounts.scope, sql.placeholder('scope')), gt(catalogFacetCounts.n, 0)))
    .prepare('storefront_scope_counts'),
);

/** One indexed read of a scope's counts (a few dozen rows). */
export async function readScopeCounts(db: Db, siteId: number, scope: string): Promise<ScopeCounts> {
  const rows = await scopeCountRows(db).execute({ siteId, scope });
  const facets = new Map<FacetKey, Map<string, number>>();
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = row.n;
    else {
      const key = row.facet as FacetKey;
      if (!facets.has(key)) facets.set(key, new Map());
      facets.get(key)!.set(row.value, row.n);
    }
  }
  return { total, facets };
}

/** The price-group facet of the locale and scale: bands of the price it shows (null: not keyed, see bandKeyOf). */
export function groupFacetOf(locale: Locale, scale?: BandScale): FacetKey | null {
  const key = bandKeyOf(locale, scale);
  return key && `group:${key}`;
}

/** Which tick kinds a query selects (a kind's own selection never narrows its own counts). */
export function selectedKinds(q: ProductQuery): FacetKind[] {
  const kinds: FacetKind[] = [];
  if (q.colorCodes?.length) kinds.push('colors');
  if (q.light) kinds.push('light');
  if (q.electric) kinds.push('electric');
  if (q.priceGroups?.length) kinds.push('priceGroups');
  return kinds;
}

export type FacetKind = 'colors' | 'light' | 'electric' | 'priceGroups';

/**
 * The total of a maintained scope under tick selections of at most one kind (values of one kind
 * OR together), or null when two kinds are selected (their intersection is not maintained).
 */
export function totalUnderSelection(counts: ScopeCounts, q: ProductQuery, locale: Locale): number | null {
  const kinds = selectedKinds(q);
  if (kinds.length === 0) return counts.total;
  if (kinds.length > 1) return null;
  const sum = (facet: FacetKey | null, values: string[]) => (facet ? [...new Set(values)].reduce((n, v) => n + (counts.facets.get(facet)?.get(v) ?? 0), 0) : null);
  switch (kinds[0]) {
    case 'colors':
      return sum('color', q.colorCodes!);
    case 'light':
      return sum('light', ['1']);
    case 'electric':
      return sum('electric', ['1']);
    default:
      return sum(groupFacetOf(locale, q.bandScale), q.priceGroups!.map(String));
  }
}
