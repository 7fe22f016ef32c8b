import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { PRICE_BANDS } from '@/lib/price-bands';
import type { Db } from '@/server/db/client';
import { catalogFacetCounts } from '@/server/db/schema';
import type { ProductQuery } from './product-query';

/**
 * The maintained counts (table catalog_facet_counts, kept by triggers: migration 0007, ADR 0003)
 * of the base set a keyword-free list filters to. Facet keys as the table stores them.
 */
export type FacetKey = 'color' | 'light' | 'electric' | 'group:en' | 'group:zh';

export interface ScopeCounts {
  total: number;
  /** Facet → value → products, values with a count only. */
  facets: Map<FacetKey, Map<string, number>>;
}

const ASCII = /^[\x20-\x7e]+$/;

/**
 * The maintained scope that holds exactly the rows of `q`'s non-tick filters, or null when the
 * query needs a live count: a keyword, topic ids, or two of topic, stock, hot and price band.
 * A topic code counts its whole subtree (LIKE 'code%'), which the table keys by every 3-digit
 * prefix of a product's topic code; any other length is left to the live path.
 */
export function maintainedScope(q: ProductQuery, locale: Locale): string | null {
  if (q.keyword?.trim() || q.topicIds?.length) return null;
  if (!bandsMaintained(q) && (q.priceBand !== undefined || q.priceGroups?.length)) return null;
  const band = q.priceBand !== undefined && PRICE_BANDS[q.priceBand] ? q.priceBand : undefined;
  const bases = [q.topicCode, q.hasStock, q.isHot, band !== undefined].filter(Boolean).length;
  if (bases > 1) return null;
  if (q.topicCode) return q.topicCode.length % 3 === 0 && ASCII.test(q.topicCode) ? `topic:${q.topicCode}` : null;
  if (q.hasStock) return 'stock';
  if (q.isHot) return 'hot';
  if (band !== undefined) return `band:${locale === 'zh' ? 'zh' : 'en'}:${band}`;
  return 'all';
}

/**
 * Whether the table's price keys mean the query's bands. The triggers band both prices with the
 * §2 bounds (`lantern_price_band`), which is what the §7 API and the English pages ask for; the
 * Chinese pages' CNY bands are counted live (bounded, ADR 0048) until the table keys them too.
 */
export function bandsMaintained(q: ProductQuery): boolean {
  return (q.bandScale ?? 'USD') === 'USD';
}

/** One indexed read of a scope's counts (a few dozen rows). */
export async function readScopeCounts(db: Db, siteId: number, scope: string): Promise<ScopeCounts> {
  const rows = await db
    .select({ facet: catalogFacetCounts.facet, value: catalogFacetCounts.value, n: catalogFacetCounts.n })
    .from(catalogFacetCounts)
    .where(and(eq(catalogFacetCounts.siteId, siteId), eq(catalogFacetCounts.scope, scope), gt(catalogFacetCounts.n, 0)));
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

/** The price-group facet of the locale: bands of the price it shows. */
export function groupFacetOf(locale: Locale): FacetKey {
  return locale === 'zh' ? 'group:zh' : 'group:en';
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
  const sum = (facet: FacetKey, values: string[]) => [...new Set(values)].reduce((n, v) => n + (counts.facets.get(facet)?.get(v) ?? 0), 0);
  switch (kinds[0]) {
    case 'colors':
      return sum('color', q.colorCodes!);
    case 'light':
      return sum('light', ['1']);
    case 'electric':
      return sum('electric', ['1']);
    default:
      return sum(groupFacetOf(locale), q.priceGroups!.map(String));
  }
}
