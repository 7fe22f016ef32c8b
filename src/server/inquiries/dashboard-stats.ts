import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DashboardQuery, DashboardStats } from '@/lib/validation/admin/dashboard';
import { DASHBOARD_TOP_PRODUCTS } from '@/lib/validation/admin/dashboard';
import type { Db } from '@/server/db/client';
import { inquiryEvents, inquiryQuotes, orderLines, orders, products } from '@/server/db/schema';
import { visitsByCountry } from '@/server/tracking/visit-stats';
import { dashboardRange, fillDays, sumWeeks, type DashboardRange } from './dashboard-range';
import { visibleTo, type DeskStaff } from './desk-context';
import { env } from '@/server/env';

// The dashboard's figures, each one aggregate in SQL over the inquiries this member may
// see (the inbox's rule: the owner all of the site, sales their own and the unassigned) received in
// the range. Every query starts from the orders index on (site, created_at) or (site, assignee,
// created_at), so the work grows with the range's inquiries, not the table (a year of a busy desk,
// 100,000 rows, is one index range scan per query); quotes, events and lines are reached through
// their order_id indexes.

type Rows<T> = { rows: T[] };
const HOUR = 3_600_000;

/** The inquiries of the range this member may see. */
function inScope(staff: Pick<DeskStaff, 'id' | 'siteId' | 'role'>, range: DashboardRange): SQL {
  return and(visibleTo(staff), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end))!;
}

async function inquiriesPerDay(db: Db, scope: SQL, range: DashboardRange) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(scope)
    .groupBy(sql`1`);
  const perDay = fillDays(range, new Map(rows.map((r) => [r.day, Number(r.n)])));
  return { total: perDay.reduce((sum, d) => sum + d.count, 0), perDay, perWeek: sumWeeks(perDay) };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * First-quote time, the 24 h share and acceptance in one pass: the scoped inquiries, the first sent
 * version of each (min sent_at) and whether the buyer ever accepted (an `accept` event, so an
 * accepted inquiry closed since still counts).
 */
async function quoteFigures(db: Db, scope: SQL, now: Date): Promise<DashboardStats['quotes']> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const result = (await db.execute(sql`
    with scoped as (select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders} where ${scope}),
    first_quote as (
      select q.order_id, min(q.sent_at) as first_sent from ${inquiryQuotes} q join scoped s on s.id = q.order_id
      where q.sent_at is not null group by q.order_id),
    accepted as (
      select distinct e.order_id from ${inquiryEvents} e join scoped s on s.id = e.order_id where e.event = 'accept')
    select
      count(f.first_sent)::int as quoted,
      (percentile_cont(0.5) within group (order by extract(epoch from f.first_sent - s.created_at)))::float8 as median_seconds,
      count(*) filter (where f.first_sent is not null or s.created_at <= ${dayAgo.toISOString()}::timestamptz)::int as decided,
      count(*) filter (where f.first_sent <= s.created_at + interval '24 hours')::int as within24h,
      count(a.order_id) filter (where f.first_sent is not null)::int as accepted
    from scoped s left join first_quote f on f.order_id = s.id left join accepted a on a.order_id = s.id
  `)) as Rows<{ quoted: number; median_seconds: number | null; decided: number; within24h: number; accepted: number }>;
  const row = result.rows[0];
  const quoted = Number(row?.quoted ?? 0);
  const decided = Number(row?.decided ?? 0);
  const within24h = Number(row?.within24h ?? 0);
  const accepted = Number(row?.accepted ?? 0);
  const median = row?.median_seconds;
  return {
    quoted,
    medianFirstQuoteSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
    decided24h: decided,
    within24h,
    within24hShare: ratio(within24h, decided),
    accepted,
    acceptedShare: ratio(accepted, quoted),
  };
}

/**
 * The products the scoped inquiries ask for most: lines grouped by product, ranked by the number of
 * inquiries naming it, then the quantity. An inquiry names a product on one line only (its lines
 * are the buyer's cart lines, one per product: cart_lines_customer_product), so lines count
 * inquiries without a count(distinct), which sorts every line (twice the time at 100,000
 * inquiries). Code and names are the product's current ones, or the lines' snapshot when it has
 * been deleted since.
 */
async function topProducts(db: Db, scope: SQL, siteId: number): Promise<DashboardStats['topProducts']> {
  const result = (await db.execute(sql`
    with top as (
      select l.product_id, count(*)::int as inquiries, sum(l.add_num)::float8 as quantity,
        min(l.code) as code, min(l.name) as name, min(l.nameen) as nameen
      from ${orderLines} l join ${orders} on ${orders.id} = l.order_id
      where ${scope}
      group by l.product_id
      order by inquiries desc, quantity desc, l.product_id
      limit ${DASHBOARD_TOP_PRODUCTS})
    select top.product_id, top.inquiries, top.quantity,
      coalesce(p.code, top.code) as code, coalesce(p.name, top.name) as name, coalesce(p.nameen, top.nameen) as nameen
    from top left join ${products} p on p.id = top.product_id and p.site_id = ${siteId}
    order by top.inquiries desc, top.quantity desc, top.product_id
  `)) as Rows<{ product_id: number; inquiries: number; quantity: number; code: string; name: string; nameen: string }>;
  return result.rows.map((r) => ({
    productId: Number(r.product_id),
    code: String(r.code),
    name: String(r.name),
    nameen: String(r.nameen),
    inquiries: Number(r.inquiries),
    quantity: Number(r.quantity),
  }));
}

/** Everything the dashboard shows, for this member and range. */
export async function dashboardStats(db: Db, staff: Pick<DeskStaff, 'id' | 'siteId' | 'role'>, query: DashboardQuery, now = new Date()): Promise<DashboardStats> {
  const range = dashboardRange(query, now);
  const scope = inScope(staff, range);
  // One connection on PGlite runs them one after another anyway; on PostgreSQL they overlap.
  const [inquiries, quotes, top, visits] = await Promise.all([
    inquiriesPerDay(db, scope, range),
    quoteFigures(db, scope, now),
    topProducts(db, scope, staff.siteId),
    visitsByCountry(db, staff.siteId, range.start, range.end),
  ]);
  return {
    range: { from: range.from, to: range.to, days: range.days },
    scope: staff.role === 'owner' ? 'site' : 'mine',
    inquiries,
    quotes,
    topProducts: top,
    visits: { ...visits, countryHeader: Boolean(env().AREA_COUNTRY_HEADER) },
  };
}
