import { z } from 'zod';
import { CARTON_FIELDS } from '@/lib/carton';
import { textFields } from '../common';
import { workspaceListQuery } from './workspace-list-query';

// The catalogue import (dry run → job) and export contracts, shared by the admin routes
// (/api/admin/import*, /api/admin/export), the workspace's import screen and the OpenAPI document.

/** Upload bounds (the routes refuse more with 413 naming the field, before buffering it whole). */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_PICTURES_MAX_BYTES = 500 * 1024 * 1024;
/**
 * What an upload may hold once unpacked (docs/adr/0040): refused early, each with a message naming
 * the limit. Sizes in bytes.
 */
export const IMPORT_LIMITS = {
  /** A workbook's parts unpacked together (its XML and embedded pictures). */
  sheetUnpackedBytes: 500 * 1024 * 1024,
  /** A picture zip's entries unpacked together. */
  picturesUnpackedBytes: 1024 * 1024 * 1024,
  /** Files inside one zip (a workbook's parts or a picture zip's entries). */
  zipEntries: 25_000,
  sheets: 100,
  /** Rows of data (the header row aside). */
  rows: 100_000,
  columns: 200,
  /** Pictures in one upload (embedded and zipped together). */
  pictures: 20_000,
  /** One picture, unpacked. */
  pictureBytes: 10 * 1024 * 1024,
  /** Unpacked ÷ packed, for a zip entry over 1 MB unpacked. */
  compressionRatio: 100,
} as const;
export type ImportLimit = keyof typeof IMPORT_LIMITS;

/** The dry run's answer lists at most this many errors; errors.xlsx holds them all. */
export const IMPORT_ERRORS_SHOWN = 200;

/**
 * The template's columns, in order. Headers are matched by name in either language (`货号`,
 * `Item No.` or `货号 / Item No.`), case and spacing ignored; unknown columns are ignored.
 */
export const IMPORT_COLUMN_KEYS = [
  'code',
  'name',
  'nameen',
  'price',
  'foreignprice',
  'stock',
  'moq',
  'unit',
  'pack',
  ...CARTON_FIELDS,
  'barcode',
  'keyword',
  'color',
  'material',
  'materialen',
  'light',
  'electric',
  'topics',
  'pictures',
  'descriptionZh',
  'descriptionEn',
  'hot',
  'new',
  'launchtime',
  'published',
] as const;
export const importColumnKeySchema = z.enum(IMPORT_COLUMN_KEYS).meta({ id: 'ImportColumn' });
export type ImportColumnKey = z.infer<typeof importColumnKeySchema>;

/**
 * A column of quantity-break prices (ADR 0055): the unit price in one currency from `minQty`
 * pieces up ("Price 500+ (USD)", "500个以上单价"). Several columns may fill one of these fields,
 * each at its own quantity.
 */
export const IMPORT_BREAK_FIELDS = ['priceBreakUsd', 'priceBreakCny'] as const;
export type ImportBreakField = (typeof IMPORT_BREAK_FIELDS)[number];
/** The quantity a break column starts at: above 1 (a break at 1 is the list price). */
export const importBreakQtySchema = z.number().int().min(2).max(2_000_000_000);

/**
 * What a sheet's column can fill: a template column, the carton size written in one cell
 * ("60*40*50cm", "L60 W40 H50"), which fills the carton's length, width and height, or a
 * quantity break's price.
 */
export const IMPORT_FIELD_KEYS = [...IMPORT_COLUMN_KEYS, 'cartonSize', ...IMPORT_BREAK_FIELDS] as const;
export const importFieldSchema = z.enum(IMPORT_FIELD_KEYS).meta({ id: 'ImportField' });
export type ImportFieldKey = z.infer<typeof importFieldSchema>;
export const isBreakField = (field: string): field is ImportBreakField => (IMPORT_BREAK_FIELDS as readonly string[]).includes(field);

/** Header rows are looked for among a sheet's first rows; staff may pick any row up to IMPORT_HEADER_ROW_MAX. */
export const IMPORT_HEADER_SCAN_ROWS = 30;
export const IMPORT_HEADER_ROW_MAX = 1000;
/** Columns a mapping may name (Excel's last column is XFD, 16384). */
export const IMPORT_COLUMN_MAX = 16_384;

/**
 * Which column (1 = A) fills which field: a list, never an object keyed by the file's header
 * texts. A column left out is not imported (and listed as unmapped); a field chosen twice is
 * refused — a break field is one field per quantity: it carries `minQty`, which no other field has.
 */
export const importMappingSchema = z
  .array(
    z
      .object({
        column: z.number().int().min(1).max(IMPORT_COLUMN_MAX),
        field: importFieldSchema,
        minQty: importBreakQtySchema.optional().meta({ description: 'Break fields only: the quantity from which the column’s price applies' }),
      })
      .strict(),
  )
  .max(500)
  .superRefine((entries, ctx) => {
    const columns = new Set<number>();
    const fields = new Set<string>();
    for (const [i, { column, field, minQty }] of entries.entries()) {
      const breakField = isBreakField(field);
      if (breakField && minQty === undefined) ctx.addIssue({ code: 'custom', path: [i, 'minQty'], message: `${field} needs the quantity it starts at` });
      if (!breakField && minQty !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'minQty'], message: `${field} takes no quantity` });
      const key = breakField ? `${field}:${minQty}` : field;
      if (columns.has(column)) ctx.addIssue({ code: 'custom', path: [i, 'column'], message: `column ${column} is mapped twice` });
      if (fields.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'field'], message: breakField ? `${field} from ${minQty} is chosen for two columns` : `${field} is chosen for two columns` });
      columns.add(column);
      fields.add(key);
    }
  })
  .meta({ id: 'ImportMapping' });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** A multipart text field holding JSON, checked by `schema`. */
const jsonField = <T extends z.ZodType>(schema: T, maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Where the table is in the workbook: the sheet (1 = first), its header row and whether a second header line sits below it. */
export const importLayoutSchema = z
  .object({
    sheet: z.coerce.number().int().min(1).max(255).optional().meta({ description: 'Sheet number, 1 = first; detected when omitted' }),
    headerRow: z.coerce.number().int().min(1).max(IMPORT_HEADER_ROW_MAX).optional().meta({ description: 'Header row of the sheet; detected when omitted' }),
    headerLines: z.coerce
      .number()
      .int()
      .min(1)
      .max(2)
      .optional()
      .meta({ description: '2 when a second header line ("(USD)", 长/宽/高) sits below the header; detected when omitted' }),
  })
  .meta({ id: 'ImportLayout' });
export type ImportLayout = z.infer<typeof importLayoutSchema>;

export const WORKBOOK_LANGUAGES = ['zh', 'en'] as const;

/** GET /api/admin/import/template?lang= — the header language of the template (zh: `货号 / Item No.`, en: `Item No. / 货号`). */
export const importTemplateQuery = z.object({ lang: z.enum(WORKBOOK_LANGUAGES).default('zh') }).meta({ id: 'ImportTemplateQuery' });

const sheetFileField = () =>
  z.any().meta({ widget: 'file', type: 'string', format: 'binary', description: `.xlsx or .csv (UTF-8 or GB18030), at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB` });

/** POST /api/admin/import/analyse (multipart/form-data): the file, and optionally the sheet and header row staff chose. */
export const importAnalyseSchema = importLayoutSchema.omit({ headerLines: true }).extend({ file: sheetFileField() }).meta({ id: 'ImportAnalyse' });

/** One column of the analysed sheet: its header as written (two lines combined), a few values, the suggested field. */
export const importAnalysedColumnSchema = z
  .object({
    column: z.number().int(),
    /** Excel's letter for the column (A, B, … AA). */
    letter: z.string(),
    header: z.string(),
    samples: z.array(z.string()),
    suggested: importFieldSchema.nullable(),
    /** A suggested break column's quantity (null for any other field). */
    minQty: z.number().int().nullable(),
  })
  .meta({ id: 'ImportAnalysedColumn' });

/** The owner's exchange rate as the import converts with it: yuan per US dollar ('7.180000') and when it was set. */
export const importRateSchema = z.object({ cnyPerUsd: z.string(), setAt: z.string() }).meta({ id: 'ImportRate' });
export type ImportRate = z.infer<typeof importRateSchema>;

/** The answer of POST /api/admin/import/analyse: the sheets, the header row taken and every column with its suggested field. */
export const importAnalysisSchema = z
  .object({
    fileName: z.string(),
    sheets: z.array(z.object({ sheet: z.number().int(), name: z.string(), hidden: z.boolean(), rows: z.number().int() })),
    sheet: z.number().int(),
    headerRow: z.number().int(),
    headerLines: z.number().int(),
    /** True when the header row was detected (not chosen by the caller). */
    detected: z.boolean(),
    /** The sheet's first rows (a few cells each), so staff can pick another header row. */
    preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
    columns: z.array(importAnalysedColumnSchema),
    /** True when the suggestions are the mapping staff confirmed for a file with the same headers. */
    remembered: z.boolean(),
    /** The rate a new product's missing price would be converted at now; null when the owner has set none. */
    rate: importRateSchema.nullable(),
  })
  .meta({ id: 'ImportAnalysis' });
export type ImportAnalysis = z.infer<typeof importAnalysisSchema>;

/** POST /api/admin/import (multipart/form-data). */
export const importUploadSchema = z
  .object({
    ...importLayoutSchema.shape,
    mapping: jsonField(importMappingSchema, 100_000).optional().meta({
      type: 'string',
      description:
        'JSON list of {column, field} (ImportMapping); the suggested or remembered mapping when omitted. Confirmed mappings are remembered for files with the same headers.',
    }),
    newTopicId: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .meta({ description: 'Topic id (of this site) for new products whose row names no topic; existing products are never moved' }),
    file: sheetFileField(),
    pictures: z
      .any()
      .optional()
      .meta({
        widget: 'file',
        type: 'string',
        format: 'binary',
        description: `Optional .zip of pictures named by item code (ITEM123.jpg, ITEM123_2.jpg or ITEM123/1.jpg), at most ${IMPORT_PICTURES_MAX_BYTES / 1024 / 1024} MB`,
      }),
  })
  .meta({ id: 'ImportUpload' });

/** One problem of the file: 1-based sheet row (the header is row 1), the column's header as written (or the template's name), a buyer-facing message. */
export const importErrorSchema = z
  .object({
    row: z.number().int(),
    ...textFields('column', 'message'),
  })
  .meta({ id: 'ImportError' });
export type ImportError = z.infer<typeof importErrorSchema>;

/** An object of one whole count per name, in the order named. */
function countsOf<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<K, z.ZodNumber>);
}

/** Rows by what applying does to them: created, updated (matched by item code), skipped (unchanged), refused (an error). */
export const importCountsSchema = countsOf('create', 'update', 'skip', 'error').meta({ id: 'ImportCounts' });
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * What a new product took from the defaults instead of its row (never an existing product): the
 * topic chosen on the mapping step, one language's name for the other, one currency's price
 * converted at the owner's rate. Counted over the rows that will be created.
 */
export const importDefaultsSchema = z
  .object({
    /** The topic chosen for new products without one (null: none chosen, or it no longer exists). */
    topic: z.object({ id: z.number().int(), name: z.string(), nameen: z.string() }).nullable(),
    /** The rate prices were converted at (the dry run's, kept for the apply); null when none was set. */
    rate: importRateSchema.nullable(),
    /**
     * New products given the chosen topic (`topic`), whose Chinese name is their English one or
     * the other way round (`name`, `nameen`), whose CNY price was converted from USD or the other
     * way round (`price`, `foreignprice`).
     */
    filled: countsOf('topic', 'name', 'nameen', 'price', 'foreignprice'),
  })
  .meta({ id: 'ImportDefaults' });
export type ImportDefaults = z.infer<typeof importDefaultsSchema>;

/** The dry run's answer (POST /api/admin/import) and the job's `report`. */
export const importReportSchema = z
  .object({
    jobId: z.number().int(),
    fileName: z.string(),
    counts: importCountsSchema,
    /** The first IMPORT_ERRORS_SHOWN errors, by row then column. */
    errors: z.array(importErrorSchema),
    /** All errors (a row may have several). */
    errorTotal: z.number().int(),
    /** Columns of the file not recognised (ignored). */
    ignoredColumns: z.array(z.string()),
    /** Pictures the upload brings (embedded, zip, or paths on this host). */
    pictureCount: z.number().int(),
    /** The sheet and header row read (absent on jobs checked before headers were detected). */
    layout: z.object({ sheet: z.number().int(), sheetName: z.string(), headerRow: z.number().int(), headerLines: z.number().int() }).optional(),
    /** Pictures of the zip whose file name matches no item code of the sheet (not imported). */
    unmatchedPictures: z.array(z.string()).default([]),
    /** What new products took from the defaults (absent on jobs checked before there were any). */
    defaults: importDefaultsSchema.optional(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** `checking`: the dry run is reading the file; `checked`: its report is ready to apply. */
export const IMPORT_JOB_STATUSES = ['checking', 'checked', 'running', 'done', 'failed'] as const;
export const importJobStatusSchema = z.enum(IMPORT_JOB_STATUSES).meta({ id: 'ImportJobStatus' });

/** A job as GET /api/admin/import/{id} and the job list answer it. `progress` of `total` rows applied. */
export const importJobRowSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    status: importJobStatusSchema,
    progress: z.number().int(),
    total: z.number().int(),
    counts: importCountsSchema,
    /** After apply: what was actually written (null before). */
    applied: importCountsSchema.nullable(),
    report: importReportSchema.nullable(),
    /** Why a job failed ('' otherwise). */
    error: z.string(),
    staffId: z.number().int().nullable(),
    createdAt: z.string().meta({ widget: 'datetime' }),
    finishedAt: z.string().nullable().meta({ widget: 'datetime' }),
  })
  .meta({ id: 'ImportJobRow' });
export type ImportJobRow = z.infer<typeof importJobRowSchema>;

export const IMPORT_JOB_SORTS = ['createdAt', 'id', 'status'] as const;

/** GET /api/admin/import (job list). */
export const importJobListQuery = workspaceListQuery(IMPORT_JOB_SORTS, 'desc')
  .omit({ q: true })
  .extend({ status: importJobStatusSchema.optional() })
  .meta({ id: 'ImportJobListQuery' });
export type ImportJobListQuery = z.infer<typeof importJobListQuery>;

export const importJobIdPath = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).meta({ id: 'ImportJobIdPath' });

const flag = (what: string) =>
  z
    .enum(['0', '1'])
    .optional()
    .meta({ description: `1: only ${what}; 0: only the others` });

/** GET /api/admin/export — the product list's filters; no filter exports the whole catalogue. */
export const catalogueExportQuery = z
  .object({
    q: z.string().trim().max(100).optional().meta({ description: 'Item code or name in either language (contains)' }),
    topicId: z.coerce.number().int().min(1).max(2_147_483_647).optional().meta({ description: 'A topic and its sub-topics' }),
    published: flag('published products'),
    hot: flag('hot products'),
    new: flag('products flagged new'),
    stock: flag('products in stock'),
    lang: z.enum(WORKBOOK_LANGUAGES).default('zh').meta({ description: 'Header language, like the template' }),
  })
  .meta({ id: 'CatalogueExportQuery' });
export type CatalogueExportQuery = z.infer<typeof catalogueExportQuery>;
