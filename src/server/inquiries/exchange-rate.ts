import { desc, eq } from 'drizzle-orm';
import type { ExchangeRate, ExchangeRateAnswer } from '@/lib/validation/admin/exchange-rate';
import type { Db } from '@/server/db/client';
import { exchangeRates, staffUsers } from '@/server/db/schema';
import type { DeskStaff } from './desk-context';

// The owner's USD → CNY rate for quotes (ADR 0038). Setting it adds a row (who, when) and an
// audit entry; the newest row is the rate. A quote line converted with it names it, so the
// editor can show which rate (and whose) made a price.

const HISTORY = 10;

function rows(db: Pick<Db, 'select'>, siteId: number, limit: number) {
  return db
    .select({ cnyPerUsd: exchangeRates.cnyPerUsd, setAt: exchangeRates.setAt, setBy: exchangeRates.setBy, name: staffUsers.name, email: staffUsers.email })
    .from(exchangeRates)
    .leftJoin(staffUsers, eq(staffUsers.id, exchangeRates.setBy))
    .where(eq(exchangeRates.siteId, siteId))
    .orderBy(desc(exchangeRates.setAt), desc(exchangeRates.id))
    .limit(limit);
}

type RateRow = Awaited<ReturnType<typeof rows>>[number];
const toRate = (row: RateRow): ExchangeRate => ({ cnyPerUsd: row.cnyPerUsd, setAt: row.setAt.toISOString(), setBy: row.setBy, setByName: row.name || row.email || '' });

/** The rate quotes convert with now, or null when the owner has never set one. */
export async function currentRate(db: Pick<Db, 'select'>, siteId: number): Promise<ExchangeRate | null> {
  const [row] = await rows(db, siteId, 1);
  return row ? toRate(row) : null;
}

export async function exchangeRateHistory(db: Db, siteId: number): Promise<ExchangeRateAnswer> {
  const history = (await rows(db, siteId, HISTORY)).map(toRate);
  return { current: history[0] ?? null, history };
}

export async function setExchangeRate(db: Db, staff: DeskStaff, cnyPerUsd: string): Promise<ExchangeRateAnswer> {
  await db.transaction(async (tx) => {
    const before = await currentRate(tx, staff.siteId);
    const [row] = await tx.insert(exchangeRates).values({ siteId: staff.siteId, cnyPerUsd, setBy: staff.id }).returning();
    await staff.audit(
      { action: 'exchange-rate.set', entity: 'exchange-rate', entityId: row!.id, before: before && { cnyPerUsd: before.cnyPerUsd }, after: { cnyPerUsd: row!.cnyPerUsd } },
      tx,
    );
  });
  return exchangeRateHistory(db, staff.siteId);
}
