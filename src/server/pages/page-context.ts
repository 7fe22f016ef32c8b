import { getDb, type Db } from '@/server/db/client';
import { env } from '@/server/env';

/** What a server component needs to read data: the database and the site it serves (§1: 38). */
export async function pageContext(): Promise<{ db: Db; siteId: number }> {
  return { db: await getDb(), siteId: env().SITE_ID };
}
