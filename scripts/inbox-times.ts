/**
 * The workspace inquiry inbox (GET /api/admin/inquiries) timed without HTTP: the same
 * service call (one page, the counts per state, the unread total), N times per query, as the
 * owner and as a sales member, on the database the environment names (DATABASE_URL, else
 * DATA_DIR's embedded PGlite). `--fill N` first adds inquiries (two lines each, 2,000 buyers,
 * spread over a year, every state, a quarter assigned) until the site holds N. Prints median and
 * p95 ms (ADR 0028).
 *   DATA_DIR=/tmp/desk npx tsx scripts/inbox-times.ts --fill 100000 [--runs 10]
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { and, count, eq, sql } from 'drizzle-orm';
import { inquiryListQuery } from '../src/lib/validation/admin/inquiries';
import { getDbHandle } from '../src/server/db/client';
import { customers, orders, staffUsers } from '../src/server/db/schema';
import { env } from '../src/server/env';
import { listInbox } from '../src/server/inquiries';

const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = flag('--runs', 10);
const fill = flag('--fill', 0);

type Db = Awaited<ReturnType<typeof getDbHandle>>['db'];

/** Buyers, a sales member and inquiries by set-based SQL (a row-by-row insert of 100,000 would take minutes). */
async function fillTo(db: Db, siteId: number, wanted: number): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(orders).where(eq(orders.siteId, siteId))) as [{ n: number }];
  if (n >= wanted) return n;
  const [{ buyers }] = (await db
    .select({ buyers: count() })
    .from(customers)
    .where(and(eq(customers.siteId, siteId), sql`${customers.email} like 'desk-bench-%'`))) as [{ buyers: number }];
  if (buyers < 2000) {
    await db.execute(sql`
      insert into customers (site_id, email, nick, company_name, language)
      select ${siteId}, 'desk-bench-' || g || '@buyer.example', 'Buyer ' || g, 'Trading Company ' || (g % 700), case when g % 3 = 0 then 'zh' else 'en' end
      from generate_series(${buyers + 1}, 2000) g`);
  }
  await db.execute(sql`
    insert into staff_users (site_id, email, name, role, pwd_hash)
    values (${siteId}, 'desk-bench-sales@lantern.test', 'Bench Sales', 'sales', '')
    on conflict do nothing`);
  const [sales] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`${staffUsers.email} = 'desk-bench-sales@lantern.test'`);
  const missing = wanted - n;
  // One statement per 20,000 inquiries keeps PGlite's memory flat.
  for (let done = 0; done < missing; done += 20_000) {
    const batch = Math.min(20_000, missing - done);
    await db.execute(sql`
      with buyer as (select id, row_number() over (order by id) as k from customers where site_id = ${siteId} and email like 'desk-bench-%'),
      made as (
        insert into orders (site_id, customer_id, order_no, address, language, total_price, total_foreign_price, created_at, state, assignee_id, staff_unread)
        select ${siteId}, b.id, 'LT-BENCH-' || lpad((${n + done} + g)::text, 7, '0'),
               jsonb_build_object('country', (array['DE','US','GB','FR','ES','IT','NL','PL','AU','CA','JP','BR'])[1 + g % 12], 'city', 'City', 'contactName', 'Buyer'),
               case when g % 3 = 0 then 'zh' else 'en' end, 100 + g % 900, 15 + g % 130,
               now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
               (array['new','in_progress','quoted','accepted','declined','expired','closed','cancelled'])[1 + g % 8],
               case when g % 4 = 0 then ${sales!.id}::int else null end, g % 5 = 0
        from generate_series(1, ${batch}) g join buyer b on b.k = 1 + g % 2000
        returning id
      )
      insert into order_lines (order_id, product_id, code, name, nameen, price, foreignprice, add_num, moq)
      select m.id, p.id, p.code, p.name, p.nameen, p.price, p.foreignprice, p.moq, p.moq
      from made m
      cross join lateral (select * from products where site_id = ${siteId} and id in (1 + m.id % 700, 2 + m.id % 700)) p`);
    console.log(`  inquiries ${n + done + batch}/${wanted}`);
  }
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
  await db.execute(sql`analyze customers`);
  return wanted;
}

const QUERIES: Record<string, string>[] = [
  {},
  { page: '300' },
  { state: 'quoted' },
  { assignee: 'none' },
  { country: 'DE' },
  { from: 'DAYS_AGO_30' },
  { q: 'buyer 1234' },
  { q: 'desk-bench-77@' },
  { q: 'LT-BENCH-0012' },
  { q: 'LT26-00417' },
  { q: 'trading company 12', state: 'new' },
];

async function main() {
  const handle = await getDbHandle();
  const siteId = env().SITE_ID;
  const total = fill ? await fillTo(handle.db, siteId, fill) : 0;
  const [sales] = await handle.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`${staffUsers.email} = 'desk-bench-sales@lantern.test'`);
  const audit = async () => {};
  const members = [
    { who: 'owner', staff: { id: 0, siteId, role: 'owner' as const, audit } },
    ...(sales ? [{ who: 'sales', staff: { id: sales.id, siteId, role: 'sales' as const, audit } }] : []),
  ];
  const daysAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  console.log(`${handle.kind}${total ? `, ${total} inquiries` : ''}, ${runs} runs each`);
  for (const raw of QUERIES) {
    const text = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === 'DAYS_AGO_30' ? daysAgo : v]));
    const query = inquiryListQuery.parse(text);
    for (const { who, staff } of members) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        found = (await listInbox(handle.db, staff, query)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
      console.log(
        `${who.padEnd(5)} ${new URLSearchParams(text).toString().padEnd(40)} total ${String(found).padStart(6)}   median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms`,
      );
    }
  }
  await handle.close();
}

void main();
