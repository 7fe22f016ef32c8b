import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/server/db/open';
import { products, sites } from '@/server/db/schema';
import { seedIfEmpty } from '@/server/startup/seed-if-empty';
import { createTestDb, type TestDb } from '../support/test-db';

// Two processes starting together on one empty PostgreSQL (a cluster's first start)
// must not both seed. Without a lock both see an empty site; the second insert of the site row
// waits for the first transaction and then fails, and that process does not start.
const SITE = 38;
const PRODUCTS = 12;

describe.skipIf(!process.env.TEST_DATABASE_URL)('first start of two processes on one empty PostgreSQL', () => {
  let testDb: TestDb;
  let second: DbHandle;

  beforeAll(async () => {
    testDb = await createTestDb();
    // A second pool on the same database: another process's connections.
    const { rows } = (await testDb.db.execute(sql`SELECT current_database() AS db`)) as { rows: { db: string }[] };
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    serverUrl.pathname = `/${rows[0]!.db}`;
    second = await openDatabase({ url: serverUrl.toString() });
  });

  afterAll(async () => {
    await second?.close();
    await testDb?.dispose();
  });

  it('seeds once: one process seeds, the other waits and finds the catalogue there', async () => {
    // Pictures go to the media table of the test database (createTestDb installs that store).
    const options = { products: PRODUCTS, log: () => {} };
    const results = await Promise.all([seedIfEmpty(testDb, SITE, options), seedIfEmpty(second, SITE, options)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [siteCount] = await testDb.db.select({ n: count() }).from(sites).where(eq(sites.id, SITE));
    const [productCount] = await testDb.db.select({ n: count() }).from(products).where(eq(products.siteId, SITE));
    const { n: siteRows } = siteCount!;
    const { n: productRows } = productCount!;
    expect(siteRows).toBe(1);
    expect(productRows).toBe(PRODUCTS);
  }, 180_000);
});
