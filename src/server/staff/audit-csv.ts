import { auditChanges, type AuditValue } from '@/lib/audit-diff';
import type { AuditCsvQuery, AuditRow } from '@/lib/validation/admin/audit';
import { and, lte, max } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import auditEn from '../../../messages/admin/audit.en.json';
import auditZh from '../../../messages/admin/audit.zh.json';
import { auditRows, auditWhere } from './audit-list';

// The audit log as CSV for the owner (GET /api/admin/audit.csv): UTF-8 with a BOM so Excel
// opens Chinese, CRLF lines, every cell quoted when it must be, and a cell that starts with
// = + - @ (or a tab or carriage return) prefixed with ' so a spreadsheet never runs it as a
// formula (a product name like "=HYPERLINK(...)" typed by a colleague stays text).

const BATCH = 1000;
/** The most rows one file holds; a filter narrows a longer log. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

type Words = typeof auditZh.audit;
const WORDS: Record<'zh' | 'en', Words> = { zh: auditZh.audit, en: auditEn.audit };

function lookup(tree: unknown, path: string[]): string | undefined {
  const found = path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof found === 'string' ? found : undefined;
}

const shown = (value: AuditValue) => (value === null ? '' : String(value));

function changesText(row: AuditRow): string {
  // A create lists what it set, a delete what it removed; a change says before → after.
  return auditChanges(row.before, row.after)
    .map((change) =>
      row.before === null
        ? `${change.field}: ${shown(change.after)}`
        : row.after === null
          ? `${change.field}: ${shown(change.before)}`
          : `${change.field}: ${shown(change.before)} → ${shown(change.after)}`,
    )
    .join('\n');
}

function header(words: Words): string[] {
  const s = words.screen;
  return [s.when, s.who, s.email, s.what, s.code, s.entity, s.entityId, s.changes, s.before, s.after];
}

function line(row: AuditRow, words: Words): string {
  const [entity, verb] = row.action.split('.');
  return csvLine([
    row.createdAt,
    row.staffName ?? row.staffEmail,
    row.staffEmail,
    lookup(words.action, [entity ?? '', verb ?? '']) ?? row.action,
    row.action,
    lookup(words.entity, [row.entity]) ?? row.entity,
    row.entityId,
    changesText(row),
    row.before === null ? '' : JSON.stringify(row.before),
    row.after === null ? '' : JSON.stringify(row.after),
  ]);
}

/** The file, streamed in batches of 1,000 rows newest first. */
export function auditCsv(db: Db, siteId: number, query: AuditCsvQuery): ReadableStream<Uint8Array> {
  const words = WORDS[query.lang];
  const encoder = new TextEncoder();
  let offset = 0;
  let where: ReturnType<typeof auditWhere>;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      // Rows written while the file streams are left out, so the batches' offsets never shift.
      const [last] = await db.select({ id: max(auditLog.id) }).from(auditLog);
      where = and(auditWhere(siteId, query), lte(auditLog.id, last?.id ?? 0));
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header(words))}`));
    },
    async pull(controller) {
      const rows = await auditRows(db, where, offset, Math.min(BATCH, AUDIT_CSV_MAX_ROWS - offset));
      offset += rows.length;
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => line(row, words)).join('')));
      if (rows.length < BATCH || offset >= AUDIT_CSV_MAX_ROWS) controller.close();
    },
  });
}
