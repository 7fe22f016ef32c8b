import { desc, eq, sql } from 'drizzle-orm';
import { REFERENCE_CNY_PER_USD } from '@/lib/price-band-crossing';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { exchangeRates } from '@/server/db/schema';

// Every list page reads it (its language switch): prepared once (ADR 0061).
const latestRate = preparedRead((db) =>
  db
    .select({ cnyPerUsd: exchangeRates.cnyPerUsd })
    .from(exchangeRates)
    .where(eq(exchangeRates.siteId, sql.placeholder('siteId')))
    .orderBy(desc(exchangeRates.setAt), desc(exchangeRates.id))
    .limit(1)
    .prepare('storefront_latest_exchange_rate'),
);

/**
 * Yuan per dollar the language switch converts a list's price bands with: the owner's rate (the
 * one quotes use, ADR 0038) when set, else the rate the catalogue's prices were quoted at.
 */
export async function bandCrossingRate(db: Db, siteId: number): Promise<number> {
  const [row] = await latestRate(db).execute({ siteId });
  const rate = row ? Number(row.cnyPerUsd) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : REFERENCE_CNY_PER_USD;
}
