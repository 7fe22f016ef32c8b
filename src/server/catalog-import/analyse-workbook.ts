import { IMPORT_HEADER_SCAN_ROWS, type ImportAnalysis, type ImportLayout } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { readUploadSheets, resolveLayout } from './analyse-upload';
import { cellText } from './cell-values';
import { importRate } from './new-product-defaults';
import { columnLetter } from './plan-rows';
import type { ImportLang } from './row-messages';
import { removeUpload, saveUpload } from './upload-files';

// The mapping step (POST /api/admin/import/analyse): the workbook's sheets, the header row taken
// (detected, or the one staff chose) and every column beside the field it would fill, with a
// few of its values, before anything is checked. The file is read by the reading thread like the
// dry run's (stored for that read only, then removed): the step never parses a workbook on the
// thread that serves the shop.

const SAMPLES = 3;
const SAMPLE_CHARS = 40;
const PREVIEW_CELLS = 8;
const PREVIEW_CHARS = 24;
/** Data rows looked at for samples and for columns that have values but no header. */
const SAMPLE_ROWS = 200;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function analyseWorkbook(
  db: Db,
  siteId: number,
  upload: { sheet: Buffer; format: 'xlsx' | 'csv'; fileName: string },
  asked: Omit<ImportLayout, 'headerLines'>,
  lang: ImportLang,
): Promise<ImportAnalysis> {
  const stored = await saveUpload(upload.sheet, upload.format);
  try {
    return await analyseStored(db, siteId, { sheetName: stored, picturesName: '', fileName: upload.fileName }, asked, lang);
  } finally {
    await removeUpload(stored);
  }
}

async function analyseStored(
  db: Db,
  siteId: number,
  upload: { sheetName: string; picturesName: string; fileName: string },
  asked: Omit<ImportLayout, 'headerLines'>,
  lang: ImportLang,
): Promise<ImportAnalysis> {
  const { sheets } = await readUploadSheets(upload, lang);
  const { layout, table } = await resolveLayout(db, siteId, sheets, asked);
  const sample = table.rows.slice(0, SAMPLE_ROWS);
  const width = Math.max(table.headers.length, ...sample.map((row) => row.cells.length));
  const entryOf = new Map(layout.mapping.map((entry) => [entry.column, entry]));
  const columns: ImportAnalysis['columns'] = [];
  for (let i = 0; i < width; i++) {
    const samples: string[] = [];
    for (const row of sample) {
      const text = cellText(row.cells[i] ?? null);
      if (text && !samples.includes(shorten(text, SAMPLE_CHARS))) samples.push(shorten(text, SAMPLE_CHARS));
      if (samples.length === SAMPLES) break;
    }
    const header = table.headers[i] ?? '';
    if (!header && samples.length === 0) continue;
    const entry = entryOf.get(i + 1);
    columns.push({ column: i + 1, letter: columnLetter(i + 1), header, samples, suggested: entry?.field ?? null, minQty: entry?.minQty ?? null });
  }
  const sheet = sheets[layout.sheet - 1]!;
  return {
    fileName: upload.fileName,
    sheets: sheets.map((s, i) => ({ sheet: i + 1, name: s.name, hidden: s.hidden, rows: s.rows.length })),
    sheet: layout.sheet,
    headerRow: layout.headerRow,
    headerLines: layout.headerLines,
    detected: layout.detected,
    preview: sheet.rows
      .filter((row) => row.row <= IMPORT_HEADER_SCAN_ROWS)
      .map((row) => ({ row: row.row, cells: row.cells.slice(0, PREVIEW_CELLS).map((c) => shorten(cellText(c), PREVIEW_CHARS)) })),
    columns,
    remembered: layout.remembered,
    rate: await importRate(db, siteId),
  };
}
