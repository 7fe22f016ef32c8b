import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditFilters, AuditListQuery, AuditRow } from '@/lib/validation/admin/audit';
import type { Db } from '@/server/db/client';
import { auditLog, staffUsers } from '@/server/db/schema';

// The owner's audit screen (GET /api/admin/audit) and its CSV: the site's rows, newest first,
// filtered by member, action, record (type and id) and a range of the viewer's days, with the
// member's current name beside the email the row kept.

/** Midnight of `day` in the viewer's zone (`tzOffset` minutes, as getTimezoneOffset gives them). */
function dayStart(day: string, tzOffset: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + tzOffset * 60_000);
}

export function auditWhere(siteId: number, filters: AuditFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(auditLog.siteId, siteId)];
  if (filters.staffId !== undefined) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.entityId) where.push(eq(auditLog.entityId, filters.entityId));
  if (filters.from) where.push(gte(auditLog.createdAt, dayStart(filters.from, filters.tzOffset)));
  // `to` includes its whole day: before the next day's midnight.
  if (filters.to) where.push(lt(auditLog.createdAt, new Date(dayStart(filters.to, filters.tzOffset).getTime() + 86_400_000)));
  return and(...where);
}

const rowColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  staffId: auditLog.staffId,
  staffName: staffUsers.name,
  staffEmail: auditLog.staffEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** Rows of one page (`offset`, `limit`), newest first; the same order the CSV walks in batches. */
export async function auditRows(db: Pick<Db, 'select'>, where: SQL | undefined, offset: number, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // A member without a name is shown by the email; a deleted member's row keeps only the email.
    staffName: row.staffId === null ? null : row.staffName || null,
    entityId: row.entityId ?? '',
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}

export async function listAudit(db: Db, siteId: number, query: AuditListQuery): Promise<{ list: AuditRow[]; total: number }> {
  const where = auditWhere(siteId, query);
  const [list, [total]] = await Promise.all([auditRows(db, where, (query.page - 1) * query.pageSize, query.pageSize), db.select({ n: count() }).from(auditLog).where(where)]);
  return { list, total: total?.n ?? 0 };
}
