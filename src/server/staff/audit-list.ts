import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { AuditListQuery, AuditRow } from '@/lib/validation/staff';
import { pageOfRows } from '@/server/db/page-of-rows';

// The owner's audit screen (GET /api/admin/audit): the site's rows, newest first, filtered by
// exact entity, action, member or entity id.

export async function listAudit(db: Db, siteId: number, query: AuditListQuery): Promise<{ list: AuditRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(auditLog.siteId, siteId)];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.staffId !== undefined) filters.push(eq(auditLog.staffId, query.staffId));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  const where = and(...filters);
  const { rows, total } = await pageOfRows<typeof auditLog.$inferSelect>(db, auditLog, undefined, where, [desc(auditLog.createdAt), desc(auditLog.id)], query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total,
  };
}
