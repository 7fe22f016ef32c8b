/**
 * The workspace product list (GET /api/admin/products) timed without HTTP: the same
 * service call, one page plus the exact total, N times per query on the database the environment
 * names (DATABASE_URL, else DATA_DIR's embedded PGlite). Prints median and p95 ms (ADR 0025).
 *   DATA_DIR=/tmp/big npx tsx scripts/admin-product-list-times.ts [--runs 20]
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { eq } from 'drizzle-orm';
import { productListQuery } from '../src/lib/validation/admin/products';
import { listAdminProducts } from '../src/server/catalog/admin/product-list';
import { getDbHandle } from '../src/server/db/client';
import { topics } from '../src/server/db/schema';
import { env } from '../src/server/env';

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 20;

const queries: Record<string, string>[] = [
  {},
  { page: '2000', pageSize: '50' },
  { sort: 'updatedAt' },
  { sort: 'itemno', order: 'asc' },
  { sort: 'price', order: 'asc', pageSize: '200' },
  { q: 'LT24-001' },
  { q: 'lantern' },
  { q: '灯笼' },
  { topicId: 'FIRST_TOPIC' },
  { stock: 'out', hot: 'true' },
  { published: 'false' },
  { new: 'true', sort: 'updatedAt' },
];

async function main() {
  const handle = await getDbHandle();
  const siteId = env().SITE_ID;
  const [topic] = await handle.db.select({ id: topics.id }).from(topics).where(eq(topics.siteId, siteId)).orderBy(topics.code).limit(1);
  console.log(`${handle.kind}, ${runs} runs each`);
  for (const raw of queries) {
    const text = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === 'FIRST_TOPIC' ? String(topic?.id ?? 1) : v]));
    const query = productListQuery.parse(text);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      total = (await listAdminProducts(handle.db, siteId, query)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    console.log(
      `${new URLSearchParams(text).toString().padEnd(36)} total ${String(total).padStart(6)}   median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms`,
    );
  }
  await handle.close();
}

void main();
