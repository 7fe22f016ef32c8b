import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  IMPORT_ERRORS_SHOWN,
  type ImportCounts,
  type ImportError,
  type ImportJobListQuery,
  type ImportJobRow,
  type ImportLayout,
  type ImportMapping,
  type ImportReport,
} from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { importJobs } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { ImportLang } from './row-messages';
import { pageOfRows } from '@/server/db/page-of-rows';

// The import_jobs rows: everything a job needs to be applied or resumed lives here
// and in the stored upload, never in one process's memory.

/** What `report` holds: the dry run's report with every error, and how to apply it again. */
export interface StoredReport extends Omit<ImportReport, 'errors'> {
  errors: ImportError[];
  lang: ImportLang;
  ownHosts: string[];
  /** Where the table was read and which column filled which field, so applying reads the file the same way. */
  read?: { sheet: number; headerRow: number; headerLines: 1 | 2; mapping: ImportMapping };
  /** The sheet, header row and mapping staff asked for on the mapping step (what the dry run reads by). */
  asked?: ImportLayout & { mapping?: ImportMapping };
  /** Who applied it (the audit row's author, also when another process finishes the job). */
  actor?: { id: number; siteId: number; email: string };
  applied?: ImportCounts | null;
  /** Set while the dry run reads the file; a job that failed with it set was refused and cannot be applied. */
  pending?: boolean;
  /** The topic chosen on the mapping step for new products without one. */
  newTopicId?: number;
}

/** More are counted but not kept (the job row stays small). */
export const STORED_ERRORS = 50_000;

export type JobRecord = typeof importJobs.$inferSelect;

export const storedReport = (job: JobRecord) => job.report as StoredReport | null;

export function jobRow(job: JobRecord): ImportJobRow {
  const report = storedReport(job);
  const counts = report?.counts ?? { create: 0, update: 0, skip: 0, error: 0 };
  return {
    id: job.id,
    fileName: job.fileName,
    status: job.status,
    progress: job.progress,
    total: job.total,
    counts,
    applied: report?.applied ?? null,
    report:
      report && !report.pending
        ? {
            jobId: job.id,
            fileName: job.fileName,
            counts,
            errors: report.errors.slice(0, IMPORT_ERRORS_SHOWN),
            errorTotal: report.errorTotal,
            ignoredColumns: report.ignoredColumns,
            pictureCount: report.pictureCount,
            unmatchedPictures: report.unmatchedPictures ?? [],
            ...(report.layout ? { layout: report.layout } : {}),
            ...(report.defaults ? { defaults: report.defaults } : {}),
          }
        : null,
    error: job.error,
    staffId: job.staffId,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

export async function findJob(db: Db, siteId: number, id: number): Promise<JobRecord> {
  const [job] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.siteId, siteId), eq(importJobs.id, id)));
  if (!job) throw new DomainError('record_not_found', `no import job ${id}`, { input: 'id', id });
  return job;
}

const SORTS = { createdAt: importJobs.createdAt, id: importJobs.id, status: importJobs.status } as const;

export async function listJobs(db: Db, siteId: number, query: ImportJobListQuery): Promise<{ list: ImportJobRow[]; total: number }> {
  const where = and(eq(importJobs.siteId, siteId), query.status ? eq(importJobs.status, query.status) : undefined);
  const order = query.order === 'asc' ? asc : desc;
  const { rows, total } = await pageOfRows<JobRecord>(db, importJobs, undefined, where, [order(SORTS[query.sort]), order(importJobs.id)], query);
  return { list: rows.map(jobRow), total };
}

/** Marks the job as worked on now (the heartbeat a stale-job takeover looks at). */
export async function touchJob(db: Pick<Db, 'update'>, id: number, progress?: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ lockedAt: sql`now()`, ...(progress === undefined ? {} : { progress }) })
    .where(eq(importJobs.id, id));
}
