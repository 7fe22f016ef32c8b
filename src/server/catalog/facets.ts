import { and, desc, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Tick } from '@/lib/filter-ticks';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { LIVE_COUNT_CAP } from './bounded-count';
import { groupFacetOf, maintainedScope, readScopeCounts, selectedKinds, totalUnderSelection, type FacetKind, type ScopeCounts } from './facet-counts';
import { priceGroupOf, productConditions } from './list-products';
import type { ProductQuery } from './product-query';

export interface Facets {
  colors: Tick[];
  light: Tick[];
  electric: Tick[];
  priceGroups: Tick[];
  /**
   * True when the counts were taken over the first LIVE_COUNT_CAP products of a larger list
   * (a broad search): each count is then a lower bound, and the page shows it as "n+".
   */
  partial: boolean;
  /** The list's total under every filter; with `more`, the cap (the list has more). */
  total: number;
  more: boolean;
}

function ticksOf(values: Map<string, number> | undefined, numeric = false): Tick[] {
  const ticks = [...(values ?? [])].map(([value, count]) => ({ value, count }));
  return ticks.sort((a, b) => (numeric ? Number(a.value) - Number(b.value) : a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

// Light and electric are yes/no: the tick is the "yes" value. Colourless products have no tick.
function facetsOf(colors: Tick[], light: Tick[], electric: Tick[], priceGroups: Tick[], partial: boolean): Omit<Facets, 'total' | 'more'> {
  return { colors: colors.filter((t) => t.value !== ''), light: light.filter((t) => t.value === '1'), electric: electric.filter((t) => t.value === '1'), priceGroups, partial };
}

function fromScope(counts: ScopeCounts, locale: Locale, q: ProductQuery): Facets {
  const f = counts.facets;
  const groups = groupFacetOf(locale, q.bandScale);
  const facets = facetsOf(ticksOf(f.get('color')), ticksOf(f.get('light')), ticksOf(f.get('electric')), ticksOf(groups ? f.get(groups) : undefined, true), false);
  return { ...facets, total: counts.total, more: false };
}

const KIND_FILTER: Record<FacetKind, Partial<ProductQuery>> = {
  colors: { colorCodes: undefined },
  light: { light: undefined },
  electric: { electric: undefined },
  priceGroups: { priceGroups: undefined },
};

interface Window {
  counts: Record<FacetKind, Map<string, number>>;
  rows: number;
  partial: boolean;
}

const KINDS: FacetKind[] = ['colors', 'light', 'electric', 'priceGroups'];

/**
 * The tick values of at most `size` products matching `q` (a search: the newest), counted per kind.
 * The database counts them (one row per kind and value, plus the window's size) instead of sending
 * the window's rows: decoding and copying a thousand rows between threads cost more than the scan.
 */
async function countWindow(db: Db, siteId: number, locale: Locale, q: ProductQuery, size: number): Promise<Window> {
  const where = and(...(await productConditions(db, siteId, locale, q)));
  const read = db
    .select({ colors: products.colorCode, light: products.light, electric: products.electric, priceGroups: priceGroupOf(locale, q.bandScale).as('price_groups') })
    .from(products)
    .where(where);
  // The window is the newest matches, with or without a keyword. A search must read each
  // candidate row anyway (its vectors) and walks the launch-time index, whose pages the list itself
  // keeps in shared buffers. Without a keyword a free order let products_site_ticks answer in its
  // own order, colour code first: past the window every count came from one colour (two kinds
  // ticked at 100,000 products showed "Black (1,000+)" and lost the ticked ones).
  // One row past the window tells whether the list goes on; it is numbered out of the counts.
  const limited = read
    .orderBy(desc(products.launchtime), desc(products.id))
    .limit(size + 1)
    .as('window_rows');
  const numbered = db
    .select({ colors: limited.colors, light: limited.light, electric: limited.electric, priceGroups: limited.priceGroups, n: sql<number>`row_number() over ()`.as('n') })
    .from(limited)
    .as('numbered');
  // GROUPING(...) tells the sets apart (a value may itself be null): bit 3 colours … bit 0 price groups, 15 = all rows.
  const rows = await db
    .select({
      set: sql<number>`grouping(${numbered.colors}, ${numbered.light}, ${numbered.electric}, ${numbered.priceGroups})`.mapWith(Number),
      colors: numbered.colors,
      light: numbered.light,
      electric: numbered.electric,
      priceGroups: numbered.priceGroups,
      inWindow: sql<number>`count(*) filter (where ${numbered.n} <= ${size})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(numbered)
    .groupBy(sql`grouping sets ((${numbered.colors}), (${numbered.light}), (${numbered.electric}), (${numbered.priceGroups}), ())`);
  const counts: Record<FacetKind, Map<string, number>> = { colors: new Map(), light: new Map(), electric: new Map(), priceGroups: new Map() };
  let matched = 0;
  for (const row of rows) {
    if (row.set === 15) {
      matched = row.all;
      continue;
    }
    // Exactly one kind is grouped in a row: the one whose bit is clear.
    const kind = KINDS.find((_, i) => (row.set & (1 << (3 - i))) === 0)!;
    if (row.inWindow > 0) counts[kind].set(String(row[kind]), row.inWindow);
  }
  return { counts, rows: Math.min(matched, size), partial: matched > size };
}

/**
 * Live facet counts, each read bounded by `window` rows (LIVE_COUNT_CAP): the kinds nobody ticked
 * and the total come from the products matching every filter; each ticked kind from the products
 * matching every filter but its own (values of one kind OR together). Exact when each read fits
 * in the window; otherwise `partial` (counts are lower bounds, the total is the cap with `more`).
 * `known` kinds (from the maintained counts) are not read again.
 */
async function liveFacets(db: Db, siteId: number, locale: Locale, q: ProductQuery, window: number, known: FacetKind[] = []): Promise<Facets> {
  const ticked = selectedKinds(q).filter((kind) => !known.includes(kind));
  const [all, ...own] = await Promise.all([
    countWindow(db, siteId, locale, q, window),
    ...ticked.map((kind) => countWindow(db, siteId, locale, { ...q, ...KIND_FILTER[kind] }, window)),
  ]);
  const counts = { ...all.counts };
  ticked.forEach((kind, i) => (counts[kind] = own[i]!.counts[kind]));
  const partial = all.partial || own.some((w) => w.partial);
  const facets = facetsOf(ticksOf(counts.colors), ticksOf(counts.light), ticksOf(counts.electric), ticksOf(counts.priceGroups, true), partial);
  return { ...facets, total: all.rows, more: all.partial };
}

/**
 * Filter ticks (§3) of a list: for each facet, how many products match every other filter with
 * each value (a facet's own selection does not narrow its own counts, so values OR within it),
 * and the list's total. A keyword-free list reads them from the maintained counts;
 * when one tick kind is selected that kind's counts and the total still come from there.
 */
export async function getFacets(db: Db, siteId: number, locale: Locale, q: ProductQuery, window = LIVE_COUNT_CAP): Promise<Facets> {
  const scope = maintainedScope(q, locale);
  if (!scope) return liveFacets(db, siteId, locale, q, window);
  const kinds = selectedKinds(q);
  const [counts, live] = await Promise.all([readScopeCounts(db, siteId, scope), kinds.length ? liveFacets(db, siteId, locale, q, window, kinds.length === 1 ? kinds : []) : null]);
  const maintained = fromScope(counts, locale, q);
  if (!live) return maintained;
  if (kinds.length > 1) return live;
  // One kind selected: its own ticks and the total are exact from the table; the rest under the selection.
  const kind = kinds[0]!;
  return { ...live, [kind]: maintained[kind], total: totalUnderSelection(counts, q, locale) ?? live.total, more: false };
}
