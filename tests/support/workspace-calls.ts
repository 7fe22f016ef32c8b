import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '@/server/db/schema';
import type { TestDb } from './test-db';

/** The newest audit row of `action` on the site (undefined when none was written). */
export async function lastAudit(db: TestDb, action: string, siteId = 38) {
  const [row] = await db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
