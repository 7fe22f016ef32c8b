import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localizedName } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { topics } from '@/server/db/schema';
import { listProducts } from './list-products';

/** §3: seasonal topic codes shown on home — 001 Christmas, 002 Halloween, 009 fall (Easter is not shown). */
export const HOME_SEASONAL_CODES = ['001', '002', '009'] as const;

/** Products per seasonal group: six fill whole rows of the 2-, 3- and 6-column grids. */
export const SEASONAL_ROW = 6;

/** §2 home sections (no totals shown, so nothing counted); sizes from §9 (top-selling 8, inventory 16 with stock, descending). */
export async function getHomeSections(db: Db, siteId: number, locale: Locale) {
  const first = { page: 1 } as const;
  const [newest, topSelling, hot, inventory, seasonalTopics] = await Promise.all([
    listProducts(db, siteId, locale, { ...first, pageSize: 8, orderBy: 'new' }, 'none'),
    listProducts(db, siteId, locale, { ...first, pageSize: 8, orderBy: 'hot' }, 'none'),
    listProducts(db, siteId, locale, { ...first, pageSize: 10, isHot: true, orderBy: 'new' }, 'none'),
    listProducts(db, siteId, locale, { ...first, pageSize: 16, hasStock: true, orderBy: 'stock' }, 'none'),
    db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, siteId), inArray(topics.code, [...HOME_SEASONAL_CODES]))),
  ]);
  const seasonal = await Promise.all(
    HOME_SEASONAL_CODES.map(async (code) => {
      const topic = seasonalTopics.find((t) => t.code === code);
      const { list } = await listProducts(db, siteId, locale, { ...first, pageSize: SEASONAL_ROW, topicCode: code, orderBy: 'new' }, 'none');
      return { code, name: topic ? localizedName(topic, locale) : code, cover: topic?.cover ?? '', products: list };
    }),
  );
  return { newest: newest.list, topSelling: topSelling.list, hot: hot.list, inventory: inventory.list, seasonal };
}
