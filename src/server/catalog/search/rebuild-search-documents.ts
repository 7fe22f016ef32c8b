import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { buildSearchDocument } from './search-document';

const BATCH = 2000;

/**
 * Rewrites search_doc (and so the generated search_vector) of every product of a site, in
 * batches of one UPDATE each. For rows written before the search migration, or after a change to
 * buildSearchDocument; the seed fills the column at insert time. Returns the number of products.
 */
export async function rebuildSearchDocuments(db: Db, siteId: number): Promise<number> {
  let lastId = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: products.id, code: products.code, name: products.name, nameen: products.nameen, keyword: products.keyword })
      .from(products)
      .where(and(eq(products.siteId, siteId), gt(products.id, lastId)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const ids = rows.map((r) => r.id);
    const docs = rows.map(buildSearchDocument);
    await db.execute(sql`
      UPDATE ${products} SET search_doc = d.doc
      FROM unnest(${sql.param(ids)}::int4[], ${sql.param(docs)}::text[]) AS d(id, doc)
      WHERE ${products.id} = d.id AND ${products.searchDoc} IS DISTINCT FROM d.doc`);
    lastId = ids[ids.length - 1]!;
    done += rows.length;
  }
}

/**
 * VACUUM (ANALYZE) products, outside any transaction: run it after bulk writes (seed, rebuild).
 * The search indexes are GIN, whose planner costs come from statistics only VACUUM writes, and
 * whose fast-update pending list only VACUUM merges; before it, the planner scans the table
 * instead of using them (docs/benchmarks.md, "Search index proof"). PostgreSQL's autovacuum does
 * this on its own a minute or so after the writes; embedded PGlite has no autovacuum.
 */
export async function vacuumAnalyzeProducts(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) ${products}`);
}
