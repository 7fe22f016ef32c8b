// The catalogue's Excel/CSV import (dry run, then a resumable job) and export.
export { startCheck } from './check-upload';
export { inspectUpload } from './inspect-upload';
export { refusalMessage } from './limit-messages';
export { jobSettled } from './job-work';
export { startApply, resumeIfAbandoned, resumeAbandonedJobs, startImportSweep, BATCH_ROWS, STALE_SECONDS } from './apply-job';
export { findJob, listJobs, jobRow, storedReport } from './import-jobs';
export { templateWorkbook } from './template-workbook';
export { errorsWorkbook } from './errors-workbook';
export { exportCatalogue } from './catalogue-export';
export { setImportDir, importDir } from './upload-files';
export { IMPORT_COLUMNS, headerOf, columnOfHeader } from './columns';
export { sheetFormatOf } from './read-sheet';
export { analyseWorkbook } from './analyse-workbook';
