import { sql } from 'drizzle-orm';
import type { Db } from '../db/schema/database';
import { products, topics } from '../db/schema';

/**
 * §3 productnum = published products in the topic and all its descendants (migration
 * 0011's triggers keep it after this). Codes are hierarchical, so a descendant's classcode starts
 * with the topic's code. Counting per classcode first keeps this one cheap statement even with
 * 100,000 products.
 */
export async function recountTopicProducts(db: Db, siteId: number): Promise<void> {
  await db.execute(sql`
    UPDATE ${topics} SET productnum = counted.n
    FROM (
      SELECT t.id, COALESCE(SUM(c.n), 0)::int AS n
      FROM ${topics} t
      LEFT JOIN (
        SELECT ${products.classcode} AS classcode, COUNT(*) AS n
        FROM ${products} WHERE ${products.siteId} = ${siteId} AND ${products.published}
        GROUP BY ${products.classcode}
      ) c ON c.classcode LIKE t.code || '%'
      WHERE t.site_id = ${siteId}
      GROUP BY t.id
    ) counted
    WHERE ${topics.id} = counted.id`);
}
