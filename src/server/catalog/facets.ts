import { and, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Tick } from '@/lib/filter-ticks';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { LIVE_COUNT_CAP } from './bounded-count';
import { groupFacetOf, maintainedScope, readScopeCounts, selectedKinds, type FacetKind, type ScopeCounts } from './facet-counts';
import { priceGroupOf, productConditions, type ProductQuery } from './list-products';

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
}

function ticksOf(values: Map<string, number> | undefined, numeric = false): Tick[] {
  const ticks = [...(values ?? [])].map(([value, count]) => ({ value, count }));
  return ticks.sort((a, b) => (numeric ? Number(a.value) - Number(b.value) : a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

// Light and electric are yes/no: the tick is the "yes" value. Colourless products have no tick.
function facetsOf(colors: Tick[], light: Tick[], electric: Tick[], priceGroups: Tick[], partial: boolean): Facets {
  return { colors: colors.filter((t) => t.value !== ''), light: light.filter((t) => t.value === '1'), electric: electric.filter((t) => t.value === '1'), priceGroups, partial };
}

function fromScope(counts: ScopeCounts, locale: Locale): Facets {
  const f = counts.facets;
  return facetsOf(ticksOf(f.get('color')), ticksOf(f.get('light')), ticksOf(f.get('electric')), ticksOf(f.get(groupFacetOf(locale)), true), false);
}

/**
 * One pass over at most `window` (LIVE_COUNT_CAP) products of the list's base set (every filter but the
 * ticks): each row says which tick kinds' filters it passes, and each kind counts the rows that
 * pass every other kind's. Exact when the base set fits in the window; otherwise `partial`.
 */
async function liveFacets(db: Db, siteId: number, locale: Locale, q: ProductQuery, window: number): Promise<Facets> {
  const base: ProductQuery = { ...q, colorCodes: undefined, light: undefined, electric: undefined, priceGroups: undefined };
  const only = async (kind: Partial<ProductQuery>): Promise<SQL> => {
    // productConditions' first condition is the site; the rest is this kind's filter.
    return and(...(await productConditions(db, siteId, locale, { page: 1, pageSize: 1, ...kind })).slice(1))!;
  };
  const group = priceGroupOf(locale);
  const [where, colorOk, lightOk, electricOk, groupOk] = await Promise.all([
    productConditions(db, siteId, locale, base),
    q.colorCodes?.length ? only({ colorCodes: q.colorCodes }) : null,
    q.light ? only({ light: true }) : null,
    q.electric ? only({ electric: true }) : null,
    q.priceGroups?.length ? only({ priceGroups: q.priceGroups }) : null,
  ]);
  const rows = await db
    .select({
      color: products.colorCode,
      light: products.light,
      electric: products.electric,
      group,
      ...(colorOk && { colorOk: colorOk.mapWith(Boolean) }),
      ...(lightOk && { lightOk: lightOk.mapWith(Boolean) }),
      ...(electricOk && { electricOk: electricOk.mapWith(Boolean) }),
      ...(groupOk && { groupOk: groupOk.mapWith(Boolean) }),
    })
    .from(products)
    .where(and(...where))
    .limit(window + 1);
  const partial = rows.length > window;
  const counts: Record<FacetKind, Map<string, number>> = { colors: new Map(), light: new Map(), electric: new Map(), priceGroups: new Map() };
  for (const row of rows.slice(0, window)) {
    const ok: Record<FacetKind, boolean> = {
      colors: row.colorOk ?? true,
      light: row.lightOk ?? true,
      electric: row.electricOk ?? true,
      priceGroups: row.groupOk ?? true,
    };
    const values: Record<FacetKind, string> = { colors: row.color, light: String(row.light), electric: String(row.electric), priceGroups: String(row.group) };
    for (const kind of Object.keys(counts) as FacetKind[]) {
      const others = (Object.keys(ok) as FacetKind[]).every((other) => other === kind || ok[other]);
      if (others) counts[kind].set(values[kind], (counts[kind].get(values[kind]) ?? 0) + 1);
    }
  }
  return facetsOf(ticksOf(counts.colors), ticksOf(counts.light), ticksOf(counts.electric), ticksOf(counts.priceGroups, true), partial);
}

/**
 * Filter ticks (§3) of a list: for each facet, how many products match every other filter with
 * each value (a facet's own selection does not narrow its own counts, so values OR within it).
 * Issue 13 §5: a keyword-free list reads them from the maintained counts; a selection of one tick
 * kind keeps that kind's counts from there too (its own selection does not narrow it).
 */
export async function getFacets(db: Db, siteId: number, locale: Locale, q: ProductQuery, window = LIVE_COUNT_CAP): Promise<Facets> {
  const scope = maintainedScope(q, locale);
  if (!scope) return liveFacets(db, siteId, locale, q, window);
  const kinds = selectedKinds(q);
  const [counts, live] = await Promise.all([readScopeCounts(db, siteId, scope), kinds.length ? liveFacets(db, siteId, locale, q, window) : null]);
  const maintained = fromScope(counts, locale);
  if (!live) return maintained;
  if (kinds.length > 1) return live;
  // One kind selected: its own ticks stay exact; the others are counted under the selection.
  const kind = kinds[0]!;
  return { ...live, [kind]: maintained[kind], partial: live.partial };
}
