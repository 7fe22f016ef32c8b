/**
 * `npx tsx scripts/search-quality.ts` — the buyer-query rules of tests/support/buyer-queries.ts on
 * the configured database (DATA_DIR's PGlite, or DATABASE_URL), typically a generated catalogue of
 * 100,000 products (`npm run seed -- --products 100000`), which `npm test` is too short to seed.
 * Prints each rule's figures and the time of the storefront's first page of each query (page rows
 * plus the capped count, as /products?keyword= reads them) with the machine's load average around
 * the timings; exits 1 when a rule fails.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { loadavg } from 'node:os';
import { count, eq } from 'drizzle-orm';
import { getDbHandle } from '../src/server/db/client';
import { env } from '../src/server/env';
import { findProducts } from '../src/server/catalog/list-products';
import { searchVocabulary } from '../src/server/catalog/search';
import { products } from '../src/server/db/schema';
import { BUYER_QUERY_RULES, databaseBuyerSearch } from '../tests/support/buyer-queries';

const TIMED = [
  '圣诞挂件',
  '圣诞树',
  'christmas tree',
  'chrismas',
  'cristmas',
  'xmas',
  'shengdan',
  '圣诞',
  'christmas',
  '万圣节南瓜',
  '复活节彩蛋',
  '圣诞老人',
  'halloweeen',
  'pumkin',
  'ornamant',
  'nanguan',
  'wanshengjie',
  'led 灯串',
  '彩灯',
  'LT24-00123',
  'lt2400123',
  '00123',
  'LT24',
  'halloween',
  'pumpkin',
  'ornament',
  // A word few products hold (300 of the generated 100,000) and one none holds.
  'screaming',
  'trampoline',
];

/** Timed runs of each query's first page; the median is printed. */
const RUNS = 5;

async function main() {
  const { SITE_ID } = env();
  const { db } = await getDbHandle();
  const [{ n }] = (await db.select({ n: count() }).from(products).where(eq(products.siteId, SITE_ID))) as [{ n: number }];
  let started = performance.now();
  await searchVocabulary(db, SITE_ID);
  console.log(`Site ${SITE_ID}: ${n} products; vocabulary learned in ${(performance.now() - started).toFixed(0)} ms`);
  const search = databaseBuyerSearch(db, SITE_ID);
  let failed = 0;
  for (const rule of BUYER_QUERY_RULES) {
    const result = await rule.check(search);
    if (!result.ok) failed++;
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${rule.name}\n     ${result.detail}`);
  }
  console.log(
    `\nquery | found (capped at 1,000) | first page, ms (median of ${RUNS}); load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const keyword of TIMED) {
    const times: number[] = [];
    let total = 0;
    let more = false;
    for (let i = 0; i < RUNS; i++) {
      started = performance.now();
      ({ total, more } = await findProducts(db, SITE_ID, 'en', { page: 1, pageSize: 20, keyword }, 'capped'));
      times.push(performance.now() - started);
    }
    console.log(`${keyword} | ${total}${more ? '+' : ''} | ${times.sort((a, b) => a - b)[RUNS >> 1]!.toFixed(1)}`);
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  process.exit(failed ? 1 : 0);
}

void main();
