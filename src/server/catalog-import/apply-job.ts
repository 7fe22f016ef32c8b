import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImportCounts } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { importJobs } from '@/server/db/schema';
import { startBackgroundLoop } from '@/server/background-loop';
import { DomainError, onInput } from '@/server/errors';
import { getImageStore, savePicture } from '@/server/media';
import { recordAudit, type AuditActor } from '@/server/staff/audit';
import { analyseUpload } from './analyse-upload';
import { runCheck } from './check-upload';
import { findJob, storedReport, touchJob, type JobRecord, type StoredReport } from './import-jobs';
import { isWorking, trackJob } from './job-work';
import type { PictureFile } from './picture-files';
import { removeUpload } from './upload-files';
import { writeProducts } from './write-products';

// Applying a checked import as a job: the route answers at once and the work goes on
// in this process, batch by batch (one transaction each), progress and a heartbeat (`lockedAt`)
// written after every batch. Everything the job needs is in its row and its stored upload, so a
// job whose process died is taken over by the next status request once its heartbeat is stale.
// The plan is made again from the catalogue as it is then, so rows a dead worker already wrote
// are skipped, and re-running a finished file changes nothing.

export const BATCH_ROWS = 500;
/** A running job whose heartbeat is older than this is taken to be abandoned. */
export const STALE_SECONDS = 120;
const PICTURE_PARALLEL = 8;

async function savePictures(files: readonly PictureFile[]): Promise<void> {
  const store = getImageStore();
  const unique = [...new Map(files.map((f) => [f.path, f])).values()];
  for (let i = 0; i < unique.length; i += PICTURE_PARALLEL) {
    await Promise.all(
      unique.slice(i, i + PICTURE_PARALLEL).map(async (file) => {
        if (!(await store.has(file.path))) await savePicture(store, file.path, await file.read(), file.contentType);
      }),
    );
  }
}

async function finish(db: Db, job: JobRecord, report: StoredReport, applied: ImportCounts, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(importJobs)
      .set({ status: 'done', lockedAt: null, finishedAt: new Date(), report: { ...report, applied } })
      .where(eq(importJobs.id, job.id));
    await recordAudit(tx, actor, { action: 'import.apply', entity: 'import', entityId: job.id, after: { jobId: job.id, counts: applied } });
  });
  await Promise.all([removeUpload(job.sourcePath), removeUpload(job.picturesPath)]);
}

async function work(db: Db, job: JobRecord): Promise<void> {
  const report = storedReport(job)!;
  const actor = report.actor ?? { id: job.staffId ?? 0, siteId: job.siteId, email: '' };
  const upload = { sheetName: job.sourcePath, picturesName: job.picturesPath, fileName: job.fileName };
  const plan = await analyseUpload(db, job.siteId, upload, {
    lang: report.lang,
    ownHosts: report.ownHosts,
    layout: report.read,
    // The dry run's topic and rate (a job checked before there were defaults reads the rate now).
    newProducts: { topicId: report.newTopicId, rate: report.defaults ? report.defaults.rate : undefined },
  });
  await db
    .update(importJobs)
    .set({ total: plan.rows.length, progress: 0, lockedAt: sql`now()` })
    .where(eq(importJobs.id, job.id));
  for (let i = 0; i < plan.rows.length; i += BATCH_ROWS) {
    const batch = plan.rows.slice(i, i + BATCH_ROWS);
    // Pictures first (content-addressed, so writing one twice is harmless), then the rows that
    // name them, so a product never points at a picture not yet stored.
    await savePictures(batch.flatMap((row) => row.files));
    await db.transaction(async (tx) => {
      await writeProducts(tx, job.siteId, batch);
      await touchJob(tx, job.id, i + batch.length);
    });
  }
  await finish(db, job, report, plan.counts, actor);
}

function run(db: Db, job: JobRecord): Promise<void> {
  return trackJob(
    job.id,
    work(db, job).catch(async (error: unknown) => {
      console.error(`[import] job ${job.id} failed:`, error);
      const message = error instanceof DomainError ? onInput(error) : 'The import stopped on an unexpected error; nothing after the last saved batch was written.';
      await db.update(importJobs).set({ status: 'failed', lockedAt: null, error: message, finishedAt: new Date() }).where(eq(importJobs.id, job.id));
    }),
  );
}

/** POST /api/admin/import/{id}/apply: claims a checked (or failed) job and starts it; answers the job. */
export async function startApply(db: Db, actor: AuditActor, id: number): Promise<JobRecord> {
  const job = await findJob(db, actor.siteId, id);
  if (job.status === 'running' || job.status === 'done' || job.status === 'checking')
    throw new DomainError('conflict', `import job ${id} is ${job.status === 'checking' ? 'still being checked' : `already ${job.status}`}`, { input: 'id' });
  if (storedReport(job)?.pending) throw new DomainError('conflict', `import job ${id} was refused when checked; upload the file again`, { input: 'id' });
  const report = { ...storedReport(job)!, actor: { id: actor.id, siteId: actor.siteId, email: actor.email } };
  const [claimed] = await db
    .update(importJobs)
    .set({ status: 'running', lockedAt: sql`now()`, progress: 0, error: '', finishedAt: null, report })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['checked', 'failed'])))
    .returning();
  if (!claimed) throw new DomainError('conflict', `import job ${id} was started by someone else`, { input: 'id' });
  void run(db, claimed);
  return claimed;
}

/**
 * A running (or checking) job nobody has worked on for STALE_SECONDS (its process died) is
 * claimed by this process and resumed; answers the job as it is now. Called by every status read.
 */
export async function resumeIfAbandoned(db: Db, job: JobRecord): Promise<JobRecord> {
  if ((job.status !== 'running' && job.status !== 'checking') || isWorking(job.id)) return job;
  const [claimed] = await db
    .update(importJobs)
    .set({ lockedAt: sql`now()` })
    .where(
      and(
        eq(importJobs.id, job.id),
        eq(importJobs.status, job.status),
        or(isNull(importJobs.lockedAt), lt(importJobs.lockedAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`)),
      ),
    )
    .returning();
  if (!claimed) return job;
  console.warn(`[import] job ${job.id} had no heartbeat for ${STALE_SECONDS} s: resumed here`);
  void (claimed.status === 'checking' ? runCheck(db, claimed) : run(db, claimed));
  return claimed;
}

/**
 * Resumes every running job whose heartbeat went stale (its process died), without waiting for
 * someone to open its status: the sweep a server runs at start and once a minute. Claims go
 * through resumeIfAbandoned's conditional update, so with several processes one takes each job.
 */
export async function resumeAbandonedJobs(db: Db): Promise<number> {
  const stale = await db
    .select()
    .from(importJobs)
    .where(
      and(inArray(importJobs.status, ['running', 'checking']), or(isNull(importJobs.lockedAt), lt(importJobs.lockedAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`))),
    );
  let resumed = 0;
  for (const job of stale) if ((await resumeIfAbandoned(db, job)) !== job) resumed++;
  return resumed;
}

/** Server start: sweep now and then once a minute for the life of the server. */
export function startImportSweep(getDb: () => Promise<Db>, intervalMs = 60_000): void {
  startBackgroundLoop('import', intervalMs, async () => resumeAbandonedJobs(await getDb()), { runNow: true });
}
