import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/routing';
import type { Tick } from '@/lib/filter-ticks';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { priceGroupOf, productConditions, type ProductQuery } from './list-products';

export interface Facets {
  colors: Tick[];
  light: Tick[];
  electric: Tick[];
  priceGroups: Tick[];
}

/**
 * Filter ticks (§3) of a list: for each facet, how many products match every other filter with
 * each value (a facet's own selection does not narrow its own counts, so values OR within it).
 */
export async function getFacets(db: Db, siteId: number, locale: Locale, q: ProductQuery): Promise<Facets> {
  const counted = async (column: PgColumn | SQL, without: Partial<ProductQuery>) => {
    const where = and(...(await productConditions(db, siteId, locale, { ...q, ...without })));
    const rows = await db.select({ value: column, n: count() }).from(products).where(where).groupBy(column).orderBy(column);
    return rows.map((row) => ({ value: String(row.value), count: Number(row.n) }));
  };
  const [colors, light, electric, priceGroups] = await Promise.all([
    counted(products.colorCode, { colorCodes: undefined }),
    counted(products.light, { light: undefined }),
    counted(products.electric, { electric: undefined }),
    // Groups of the price the locale shows: CNY bands in Chinese, USD in English (issue 17 §4).
    counted(priceGroupOf(locale), { priceGroups: undefined }),
  ]);
  // Light and electric are yes/no: the tick is the "yes" value.
  return { colors: colors.filter((t) => t.value !== ''), light: light.filter((t) => t.value === '1'), electric: electric.filter((t) => t.value === '1'), priceGroups };
}
