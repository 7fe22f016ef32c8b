import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { pageVisits } from '@/server/db/schema';

// Visits per country for the dashboard (ADR 0032). The country is the trusted proxy's
// (AREA_COUNTRY_HEADER) as recorded with each visit; visits without one are one `null` group,
// shown as "Unknown". The range scan uses page_visits_site_time.

/** Visits of a site in [start, end) per country, most first. */
export async function visitsByCountry(db: Db, siteId: number, start: Date, end: Date): Promise<{ total: number; countries: { country: string | null; visits: number }[] }> {
  const visits = sql<number>`count(*)::int`;
  const rows = await db
    .select({ country: pageVisits.country, visits })
    .from(pageVisits)
    .where(and(eq(pageVisits.siteId, siteId), gte(pageVisits.createdAt, start), lt(pageVisits.createdAt, end)))
    .groupBy(pageVisits.country)
    .orderBy(desc(visits), asc(pageVisits.country));
  const countries = rows.map((r) => ({ country: r.country, visits: Number(r.visits) }));
  return { total: countries.reduce((sum, c) => sum + c.visits, 0), countries };
}
