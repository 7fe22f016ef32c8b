import type { Db } from '../db/schema/database';
import { pageVisits } from '../db/schema';
import { createRng } from './prng';

// A fresh shop's dashboard should show what a working one looks like, so the seed
// writes about two months of page visits: more on weekdays, growing towards the Christmas season,
// from the countries a Chinese decoration exporter's buyers come from, some with no country (the
// proxy sent none). The site has no inquiries at seed time (buyers make them), so there are no
// inquiry times to spread. Fixed seed: the same visits, relative to `now`, on every run.

const DAYS = 60;
const DAY_MS = 86_400_000;
const VISITS_SEED = 20261127;

/** Country (null = unknown) and its weight. */
const COUNTRIES: readonly [string | null, number][] = [
  ['US', 22],
  ['DE', 12],
  ['GB', 9],
  [null, 8],
  ['FR', 6],
  ['NL', 5],
  ['AU', 5],
  ['CA', 5],
  ['PL', 4],
  ['RU', 4],
  ['IT', 4],
  ['ES', 3],
  ['AE', 3],
  ['BR', 3],
  ['JP', 2],
  ['KR', 2],
  ['MX', 2],
  ['SE', 1],
  ['CL', 1],
  ['ZA', 1],
];
const PAGES = ['/home', '/home', '/home', '/product-detail', '/cart', '/about', '/contact', '/exhibition', '/FAQs', '/video', '/article'] as const;
const TOTAL_WEIGHT = COUNTRIES.reduce((sum, [, weight]) => sum + weight, 0);

function pickCountry(roll: number): string | null {
  let left = roll * TOTAL_WEIGHT;
  for (const [country, weight] of COUNTRIES) {
    left -= weight;
    if (left < 0) return country;
  }
  return null;
}

/** The seeded visits of the `DAYS` days before `now` (about 4,000 rows). */
export function seedVisitRows(siteId: number, now: Date): (typeof pageVisits.$inferInsert)[] {
  const rng = createRng(VISITS_SEED);
  const rows: (typeof pageVisits.$inferInsert)[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS - back * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const season = 1 + (DAYS - back) / DAYS; // twice the traffic by now
    // Today only up to `now`: as many visits as the elapsed part of the day would have.
    const span = Math.min(DAY_MS, now.getTime() - dayStart);
    const visits = Math.round(((weekday === 0 || weekday === 6 ? 28 : 52) * season * rng.range(0.75, 1.25) * span) / DAY_MS);
    for (let i = 0; i < visits; i++) {
      const at = new Date(dayStart + Math.floor(rng.next() * span));
      const page = rng.pick(PAGES);
      rows.push({
        siteId,
        pageName: page === '/product-detail' ? `/product-detail/${rng.int(1, 720)}` : page,
        deviceCode: `seed${String(rng.int(1, 1500)).padStart(5, '0')}`,
        country: pickCountry(rng.next()),
        createdAt: at,
      });
    }
  }
  return rows;
}

export async function insertPageVisits(db: Db, siteId: number, now: Date): Promise<number> {
  const rows = seedVisitRows(siteId, now);
  for (let i = 0; i < rows.length; i += 1000) await db.insert(pageVisits).values(rows.slice(i, i + 1000));
  return rows.length;
}
