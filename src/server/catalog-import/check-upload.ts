import { importJobs } from '@/server/db/schema';
import type { Db } from '@/server/db/schema/database';
import type { ImportReport } from '@/lib/validation/admin/import';
import { IMPORT_ERRORS_SHOWN } from '@/lib/validation/admin/import';
import { analyseUpload, type AnalyseOptions, type Upload } from './analyse-upload';
import { rememberMapping } from './mapping-memory';
import { STORED_ERRORS, type StoredReport } from './import-jobs';
import { sheetFormatOf } from './read-sheet';
import { saveUpload } from './upload-files';

// POST /api/admin/import: the dry run. The upload is planned, kept on disk and recorded as a job
// in status 'checked' with its report; nothing in the catalogue changes yet.

export async function checkUpload(db: Db, staff: { id: number; siteId: number }, upload: Upload, options: AnalyseOptions): Promise<ImportReport> {
  const plan = await analyseUpload(db, staff.siteId, upload, options);
  const { layout } = plan;
  // A mapping staff confirmed is remembered for the next file with the same headers.
  if (options.layout?.mapping) await rememberMapping(db, staff, layout.headers, layout.mapping);
  const read = { sheet: layout.sheet, headerRow: layout.headerRow, headerLines: layout.headerLines, mapping: layout.mapping };
  const shownLayout = { sheet: layout.sheet, sheetName: layout.sheetName, headerRow: layout.headerRow, headerLines: layout.headerLines };
  const format = sheetFormatOf(upload.sheet, upload.fileName) ?? 'xlsx';
  const sourcePath = await saveUpload(upload.sheet, format);
  const picturesPath = upload.pictures ? await saveUpload(upload.pictures, 'zip') : '';
  const report: Omit<StoredReport, 'jobId'> = {
    fileName: upload.fileName,
    counts: plan.counts,
    errors: plan.errors.slice(0, STORED_ERRORS),
    errorTotal: plan.errors.length,
    ignoredColumns: plan.ignoredColumns,
    pictureCount: plan.pictureCount,
    layout: shownLayout,
    read,
    lang: options.lang,
    ownHosts: [...options.ownHosts],
    applied: null,
  };
  const [job] = await db
    .insert(importJobs)
    .values({ siteId: staff.siteId, staffId: staff.id, fileName: upload.fileName, status: 'checked', sourcePath, picturesPath, total: plan.rows.length, report })
    .returning({ id: importJobs.id });
  return {
    jobId: job!.id,
    fileName: report.fileName,
    counts: report.counts,
    errors: plan.errors.slice(0, IMPORT_ERRORS_SHOWN),
    errorTotal: report.errorTotal,
    ignoredColumns: report.ignoredColumns,
    pictureCount: report.pictureCount,
    layout: shownLayout,
  };
}
