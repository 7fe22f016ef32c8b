import { and, desc, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { boundedCount } from './bounded-count';
import type { ProductRow } from './product-card';

/**
 * One page of a keyword search in relevance order (rank tier, then newest), without ranking the
 * whole match set. The rank is the first tier a row matches (search/index.ts), so
 * the rows of tier k are `where AND tier_k AND NOT (any better tier)`, and the tiers, best first,
 * each newest first, concatenate to exactly `ORDER BY rank DESC, launchtime DESC, id DESC`. Each
 * tier is an ordinary filtered list the planner serves from the launch-time index (a broad tier:
 * the first 20 matches come after a few dozen rows) or from the search index (a narrow one).
 * Earlier pages' rows are skipped by counting each tier no further than the offset left.
 */
export async function rankedPage(
  db: Db,
  columns: Parameters<Db['select']>[0] & object,
  where: SQL | undefined,
  tiers: SQL[],
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const slices: (SQL | undefined)[] = tiers.map((tier, i) => and(where, tier, ...tiers.slice(0, i).map((better) => not(better))));
  // Rows that match the search but none of the tiers (typo-only matches) rank 1, last.
  slices.push(tiers.length ? and(where, not(or(...tiers)!)) : where);
  const rows: ProductRow[] = [];
  let skip = offset;
  for (const slice of slices) {
    if (rows.length === limit) break;
    if (skip > 0) {
      const inSlice = await boundedCount(db, slice, skip);
      if (inSlice < skip) {
        skip -= inSlice;
        continue;
      }
    }
    const page = await db
      .select(columns)
      .from(products)
      .where(slice)
      .orderBy(desc(products.launchtime), desc(products.id))
      .limit(limit - rows.length)
      .offset(skip);
    skip = 0;
    rows.push(...(page as ProductRow[]));
  }
  return rows;
}
