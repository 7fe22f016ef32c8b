import type { Locale } from '@/i18n/routing';
import type { Db } from '@/server/db/client';
import { listSettingItems } from '@/server/settings';
import { getFacets } from './facets';
import type { FilterTicks } from './filter-ticks';
import type { ProductFilters } from './product-api-query';

/**
 * §7 GetFilter: the facet counts of the list pages (getFacets: each kind counted under every
 * filter but its own) in the §3 shapes (R3.16-R3.19), colours named and in
 * the order of the colour list (/api/Color).
 */
export async function getFilterTickLists(db: Db, siteId: number, locale: Locale, filters: ProductFilters): Promise<FilterTicks> {
  const [facets, colorList] = await Promise.all([
    // The §7 contract's Tick is the real count: the API counts the whole list (pages stop at
    // LIVE_COUNT_CAP, ADR 0003); keyword-free lists still come from the maintained counts.
    getFacets(db, siteId, locale, { ...filters, page: 1, pageSize: 1 }, Number.MAX_SAFE_INTEGER),
    listSettingItems(db, siteId, 'color', { all: true }).then((colours) => colours.list),
  ]);
  const position = new Map(colorList.map((c, i) => [c.code, i]));
  const listColor = facets.colors
    .map((t) => {
      const known = colorList[position.get(t.value) ?? -1];
      return { ColorCode: t.value, Tick: t.count, name: known?.name ?? t.value, nameen: known?.nameen ?? t.value };
    })
    .sort((a, b) => (position.get(a.ColorCode) ?? Infinity) - (position.get(b.ColorCode) ?? Infinity));
  return {
    listColor,
    // §3: electric ticks carry `light` too; the value 1 is "yes".
    listLight: facets.light.map((t) => ({ light: Number(t.value), Tick: t.count })),
    listElectric: facets.electric.map((t) => ({ light: Number(t.value), Tick: t.count })),
    listPrice: facets.priceGroups.map((t) => ({ price_group: Number(t.value), Tick: t.count })),
  };
}
