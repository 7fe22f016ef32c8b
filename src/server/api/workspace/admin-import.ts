import { Readable } from 'node:stream';
import { OpenAPIHono, createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PICTURES_MAX_BYTES,
  catalogueExportQuery,
  importAnalyseSchema,
  importAnalysisSchema,
  importJobIdPath,
  importJobListQuery,
  importJobRowSchema,
  importTemplateQuery,
  importUploadSchema,
} from '@/lib/validation/admin/import';
import {
  analyseWorkbook,
  errorsWorkbook,
  exportCatalogue,
  findJob,
  inspectUpload,
  refusalMessage,
  jobRow,
  listJobs,
  resumeIfAbandoned,
  sheetFormatOf,
  startApply,
  startCheck,
  storedReport,
  templateWorkbook,
} from '@/server/catalog-import';
import { env } from '@/server/env';
import { AppError, type ErrorCode } from '@/server/errors';
import { attachmentDisposition } from '@/server/exports';
import { resourceRoutes } from '../kit/admin-resource-routes';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { errorResponses } from '../kit/errors';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The catalogue's Excel/CSV import and export (catalogue area of the role table). The upload is judged
// at once on its declared sizes and kept; the dry run and then the apply run as jobs (the file
// read in the import's reading thread) whose state lives in import_jobs, so the screen polls them
// and can be left. Services: src/server/catalog-import.

export const adminImportApi = new OpenAPIHono();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET `path` answering a workbook (200: `okDescription`) instead of a JSON envelope. */
function xlsxRoute<P extends string, R extends NonNullable<RouteConfig['request']>>(
  path: P,
  request: R,
  { summary, description, ok, errors }: { summary: string; description: string; ok: string; errors: readonly ErrorCode[] },
) {
  const workbook = { description: ok, content: { [XLSX]: { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } };
  return createRoute({ method: 'get', path, tags: ['Workspace'], summary, description, request, responses: { 200: workbook, ...errorResponses(...errors) } });
}

function sendXlsx(c: Context, bytes: Buffer | ReadableStream, fileName: string) {
  const body = bytes instanceof ReadableStream ? bytes : new Uint8Array(bytes);
  return c.body(body, 200, {
    'Content-Type': XLSX,
    'Content-Disposition': attachmentDisposition(fileName),
    'Cache-Control': 'private, no-store',
  });
}

const workbookLang = (language: string) => (language === 'en' ? 'en' : 'zh');

/** Hosts whose absolute /Upload/ links name this site's pictures: the public address's and this request's. */
function ownHosts(c: Context): string[] {
  return [...new Set([new URL(env().PUBLIC_BASE_URL).host, new URL(c.req.url).host].map((h) => h.toLowerCase()))];
}

const templateRoute = xlsxRoute(
  '/admin/import/template',
  { query: importTemplateQuery },
  {
    summary: 'The import template (.xlsx)',
    description: 'Header row (`货号 / Item No.` … in the chosen language first), one example row, and a second sheet explaining each column.',
    ok: 'The template workbook',
    errors: ['bad_request', 'unavailable'],
  },
);
staffRoute(adminImportApi, templateRoute, async (c) => {
  const { lang } = c.req.valid('query');
  return sendXlsx(c, await templateWorkbook(lang), lang === 'zh' ? '商品导入模板.xlsx' : 'product-import-template.xlsx');
});

const uploadRoute = apiRoute('post', '/admin/import', { body: { content: { 'multipart/form-data': { schema: importUploadSchema } }, required: true } }, 'Workspace', {
  summary: 'Check an import file (dry run)',
  description:
    `\`file\`: .xlsx or .csv (UTF-8 or GB18030), at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB; \`pictures\`: optional .zip named by item code, at most ${IMPORT_PICTURES_MAX_BYTES / 1024 / 1024} MB. ` +
    'Optional `sheet`, `headerRow`, `headerLines` and `mapping` (JSON list of {column, field}, from POST /api/admin/import/analyse) say where the table is and which column fills which field; left out, they are detected (a mapping remembered for the same headers first). A mapping sent is remembered for the next file with the same headers; columns it leaves out are listed in `ignoredColumns`. ' +
    'New products only (an existing product takes only what its row says): a row without a topic takes optional `newTopicId` (a topic of this site, else 400 naming it), else is refused; one language’s name fills the other; a price in one currency fills the other at the owner’s exchange rate, to the cent (no rate set: the row is refused naming the missing column). The report’s `defaults` says what was filled and at which rate; the apply converts at that same rate. ' +
    'Judges the upload at once on what its zip declares (sizes, compression ratios, sheets, the sheets’ rows and columns, pictures) and answers the dry run as a job in status `checking`: poll GET /api/admin/import/{id} until it is `checked` (its `report`: what applying would do — create, update by item code, skip unchanged — and every error by row and column) or `failed` (`error` names the limit the file passed while being read). Nothing is written yet; apply a checked job with POST /api/admin/import/{id}/apply. 413 naming the field and the limit for an oversize or over-limit file, 400 naming it for a file that is not .xlsx/.csv/.zip.',
  ok: [dtoEnvelopeSchema(importJobRowSchema), 'data.dto: the dry run’s job, checking'],
  errors: ['bad_request', 'payload_too_large', 'unavailable'],
});

async function uploaded(form: Record<string, unknown>, field: 'file' | 'pictures', maxBytes: number, lang: 'zh' | 'en'): Promise<{ bytes: Buffer; name: string } | null> {
  const value = form[field];
  if (value === undefined || value === '') return null;
  if (!(value instanceof File)) throw new AppError('bad_request', `${field}: must be a file`, { field });
  if (value.size > maxBytes) throw new AppError('payload_too_large', refusalMessage(lang, field, 'fileBytes', { limit: maxBytes }), { field });
  return { bytes: Buffer.from(await value.arrayBuffer()), name: value.name.slice(0, 200) || field };
}

/** The sheet of an upload form: present, within its limit, and an .xlsx or .csv by its bytes. */
async function uploadedSheet(form: Record<string, unknown>, lang: 'zh' | 'en') {
  const file = await uploaded(form, 'file', IMPORT_FILE_MAX_BYTES, lang);
  if (!file) throw new AppError('bad_request', 'file: an .xlsx or .csv file is required', { field: 'file' });
  const format = sheetFormatOf(file.bytes, file.name);
  if (!format) throw new AppError('bad_request', 'file: must be an .xlsx workbook or a .csv file', { field: 'file' });
  return { ...file, format };
}

const analyseRoute = apiRoute('post', '/admin/import/analyse', { body: { content: { 'multipart/form-data': { schema: importAnalyseSchema } }, required: true } }, 'Workspace', {
  summary: 'Read a sheet’s layout (the mapping step)',
  description:
    'The workbook’s sheets, the header row taken — detected among the first 30 rows of each sheet (title rows, notes and blank rows above it, a second header line below it), or `sheet`/`headerRow` as chosen — and every column with its header, a few values and the suggested field (from the header’s words in either language, units and currencies included, or the mapping remembered for a file with the same headers), and `rate`: the owner’s exchange rate a new product’s missing price would be converted at (null when none is set). The file is judged and read as the dry run reads it (413 naming the limit), and not kept. Send the confirmed `mapping` with the dry run.',
  ok: [dtoEnvelopeSchema(importAnalysisSchema), 'data.dto: the sheets, header row and columns'],
  errors: ['bad_request', 'payload_too_large', 'unavailable'],
});

staffRoute(adminImportApi, analyseRoute, async (c, { db, staff }) => {
  const form = c.req.valid('form');
  const lang = workbookLang(staff.language);
  const file = await uploadedSheet(form, lang);
  inspectUpload({ sheet: file.bytes, format: file.format, pictures: null }, lang);
  const analysis = await analyseWorkbook(db, staff.siteId, { sheet: file.bytes, format: file.format, fileName: file.name }, { sheet: form.sheet, headerRow: form.headerRow }, lang);
  return c.json(dtoEnvelope(importAnalysisSchema.parse(analysis)), 200);
});

staffRoute(adminImportApi, uploadRoute, async (c, { db, staff }) => {
  const form = c.req.valid('form');
  const lang = workbookLang(staff.language);
  const file = await uploadedSheet(form, lang);
  const pictures = await uploaded(form, 'pictures', IMPORT_PICTURES_MAX_BYTES, lang);
  if (pictures && !(pictures.bytes[0] === 0x50 && pictures.bytes[1] === 0x4b)) throw new AppError('bad_request', 'pictures: must be a .zip file', { field: 'pictures' });
  inspectUpload({ sheet: file.bytes, format: file.format, pictures: pictures?.bytes ?? null }, lang);
  const job = await startCheck(
    db,
    staff,
    { sheet: file.bytes, format: file.format, fileName: file.name, pictures: pictures?.bytes ?? null },
    {
      lang,
      ownHosts: ownHosts(c),
      layout: { sheet: form.sheet, headerRow: form.headerRow, headerLines: form.headerLines, mapping: form.mapping },
      newProducts: { topicId: form.newTopicId },
    },
  );
  return c.json(dtoEnvelope(importJobRowSchema.parse(jobRow(job))), 200);
});

const importJob = resourceRoutes(adminImportApi, '/admin/import', {
  params: importJobIdPath,
  list: [importJobListQuery, listJobs, importJobRowSchema, 'data.list: the jobs; data.searchListResourceParamaters.total'],
  one: [async (db, siteId, id) => jobRow(await resumeIfAbandoned(db, await findJob(db, siteId, id))), importJobRowSchema, 'data.dto: the job'],
  words: {
    list: ['Import jobs', 'The site’s import jobs, newest first by default, with status, progress and counts.'],
    one: [
      'One import job',
      'Status (`checking`, `checked`, `running`, `done`, `failed`), `progress` of `total` rows, the dry run’s report and, once done, the `applied` counts. Poll it while running; a running job whose worker stopped (no heartbeat for 2 minutes) is taken over and resumed by this call. Another site’s or an unknown id → 404 naming id.',
    ],
  },
});

const errorsRoute = xlsxRoute(
  '/admin/import/{id}/errors.xlsx',
  { params: importJobIdPath },
  {
    summary: 'The dry run’s errors (.xlsx)',
    description: 'Every error of the job’s dry run: row, column and what is wrong, in the workspace language. Unknown id → 404 naming id.',
    ok: 'The error report',
    errors: ['bad_request', 'not_found', 'unavailable'],
  },
);
staffRoute(adminImportApi, errorsRoute, async (c, { db, staff }) => {
  const job = await findJob(db, staff.siteId, c.req.valid('param').id);
  const report = storedReport(job);
  const lang = report?.lang ?? workbookLang(staff.language);
  return sendXlsx(c, await errorsWorkbook(job.fileName, report?.errors ?? [], lang), `${lang === 'zh' ? '导入错误' : 'import-errors'}-${job.id}.xlsx`);
});

importJob.action('post', 'apply', {
  summary: 'Apply a checked import',
  description:
    'Starts the job (status `running`) and answers at once; the rows are written in batches of 500, each in one transaction, with progress. Rows with errors are left out; rows unchanged since the dry run are skipped. One audit row `import.apply` {jobId, counts} when it ends. A job already running or done → 409 naming id; unknown id → 404.',
  dto: [importJobRowSchema, 'data.dto: the job, running'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: async ({ db, staff }, { id }) => jobRow(await startApply(db, staff, id)),
});

const exportRoute = xlsxRoute(
  '/admin/export',
  { query: catalogueExportQuery },
  {
    summary: 'Export the catalogue (.xlsx)',
    description:
      'The products matching the product list’s filters (all without one) in the import template’s shape, streamed: edit it in Excel and import it again (an unedited export imports as all unchanged). Pictures are written as their /Upload/ paths.',
    ok: 'The catalogue workbook',
    errors: ['bad_request', 'not_found', 'unavailable'],
  },
);
staffRoute(adminImportApi, exportRoute, async (c, { db, staff }) => {
  const query = c.req.valid('query');
  const stream = await exportCatalogue(db, staff.siteId, query);
  const day = new Date().toISOString().slice(0, 10);
  return sendXlsx(c, Readable.toWeb(stream) as ReadableStream, `${query.lang === 'zh' ? '商品' : 'products'}-${day}.xlsx`);
});
