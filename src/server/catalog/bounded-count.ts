import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';

/**
 * Bounded counts (ADR 0003): a count a page makes live — a keyword search, or filters the maintained
 * counts do not cover — stops after this many rows; above it the page shows "1,000+". A broad
 * search matches a third of 100,000 products, and each matching row costs a visit to the wide
 * products row (~3.5 µs on PostgreSQL here, more on PGlite): 1,000 keeps it near 10 ms.
 */
export const LIVE_COUNT_CAP = 1000;

/** How many rows match `where`, counting no further than `cap` (so the answer is ≤ cap). */
export async function boundedCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const inner = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(cap)
    .as('matched');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

/** An exact count of `where` (the §7 API's total when no maintained count answers it). */
export async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return Number(row?.n ?? 0);
}
