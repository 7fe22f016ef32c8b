import { eq, sql } from 'drizzle-orm';
import { importJobs } from '@/server/db/schema';
import type { Db } from '@/server/db/schema/database';
import { DomainError, onInput } from '@/server/errors';
import { analyseUpload, type AnalyseOptions } from './analyse-upload';
import { rememberMapping } from './mapping-memory';
import { checkNewTopic } from './new-product-defaults';
import { STORED_ERRORS, storedReport, touchJob, type JobRecord, type StoredReport } from './import-jobs';
import { trackJob } from './job-work';
import { removeUpload, saveUpload } from './upload-files';

// POST /api/admin/import: the dry run, as a job. The upload (already judged by inspectUpload) is
// stored and recorded in status 'checking'; the answer is that job, and the file is read in the
// reading thread and planned while the screen polls. The job ends 'checked' with its report, or
// 'failed' naming the limit the file passed. Nothing in the catalogue changes.

/** How many unmatched zip pictures the report names (more are counted in the zip, not listed). */
export const UNMATCHED_SHOWN = 500;
const HEARTBEAT_MS = 30_000;

export interface CheckUpload {
  sheet: Buffer;
  format: 'xlsx' | 'csv';
  fileName: string;
  pictures: Buffer | null;
}

async function check(db: Db, job: JobRecord): Promise<void> {
  const pending = storedReport(job)!;
  const heartbeat = setInterval(() => void touchJob(db, job.id).catch(() => undefined), HEARTBEAT_MS);
  try {
    const plan = await analyseUpload(
      db,
      job.siteId,
      { sheetName: job.sourcePath, picturesName: job.picturesPath, fileName: job.fileName },
      { ...pending, layout: pending.asked, newProducts: { topicId: pending.newTopicId } },
    );
    const { layout } = plan;
    // A mapping staff confirmed is remembered for the next file with the same headers.
    if (pending.asked?.mapping && job.staffId !== null) await rememberMapping(db, { id: job.staffId, siteId: job.siteId }, layout.headers, layout.mapping);
    const report: StoredReport = {
      ...pending,
      pending: undefined,
      counts: plan.counts,
      errors: plan.errors.slice(0, STORED_ERRORS),
      errorTotal: plan.errors.length,
      ignoredColumns: plan.ignoredColumns,
      pictureCount: plan.pictureCount,
      unmatchedPictures: plan.unmatchedPictures.slice(0, UNMATCHED_SHOWN),
      layout: { sheet: layout.sheet, sheetName: layout.sheetName, headerRow: layout.headerRow, headerLines: layout.headerLines },
      read: { sheet: layout.sheet, headerRow: layout.headerRow, headerLines: layout.headerLines, mapping: layout.mapping },
      // The rate the report converted at is the one the apply converts at, so what was checked is what is written.
      defaults: plan.defaults,
    };
    await db.update(importJobs).set({ status: 'checked', total: plan.rows.length, report, lockedAt: null }).where(eq(importJobs.id, job.id));
  } catch (error) {
    if (!(error instanceof DomainError)) console.error(`[import] checking job ${job.id} failed:`, error);
    const message = error instanceof DomainError ? onInput(error) : pending.lang === 'zh' ? '检查文件时出现意外错误' : 'The check stopped on an unexpected error.';
    await db.update(importJobs).set({ status: 'failed', lockedAt: null, error: message, finishedAt: new Date() }).where(eq(importJobs.id, job.id));
    // A refused file is not kept: it can only be uploaded again.
    await Promise.all([removeUpload(job.sourcePath), removeUpload(job.picturesPath)]);
  } finally {
    clearInterval(heartbeat);
  }
}

/** Reads and plans a 'checking' job in the background (also a stale one taken over after its process died). */
export const runCheck = (db: Db, job: JobRecord) => trackJob(job.id, check(db, job));

export async function startCheck(db: Db, staff: { id: number; siteId: number }, upload: CheckUpload, options: AnalyseOptions): Promise<JobRecord> {
  const newTopicId = options.newProducts?.topicId;
  if (newTopicId !== undefined) await checkNewTopic(db, staff.siteId, newTopicId);
  const sourcePath = await saveUpload(upload.sheet, upload.format);
  const picturesPath = upload.pictures ? await saveUpload(upload.pictures, 'zip') : '';
  const report: Omit<StoredReport, 'jobId'> = {
    fileName: upload.fileName,
    counts: { create: 0, update: 0, skip: 0, error: 0 },
    errors: [],
    errorTotal: 0,
    ignoredColumns: [],
    pictureCount: 0,
    unmatchedPictures: [],
    lang: options.lang,
    ownHosts: [...options.ownHosts],
    ...(options.layout ? { asked: options.layout } : {}),
    ...(newTopicId === undefined ? {} : { newTopicId }),
    applied: null,
    pending: true,
  };
  const [job] = await db
    .insert(importJobs)
    .values({ siteId: staff.siteId, staffId: staff.id, fileName: upload.fileName, status: 'checking', sourcePath, picturesPath, total: 0, report, lockedAt: sql`now()` })
    .returning();
  void runCheck(db, job!);
  return job!;
}
