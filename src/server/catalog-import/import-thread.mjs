// The import's reading thread (docs/adr/0040): an uploaded workbook or CSV and its picture zip are
// read here, beside the thread that serves the shop, never inside it. A hostile or merely huge
// file costs this thread's time and memory (capped when it is started: import-thread-runner.ts),
// and the shop keeps answering. Everything it sends back is plain data: the sheet's non-blank
// rows, and for each picture where it lies in its zip, its store path and type — the bytes stay
// in the files on disk and are inflated again, bounded, when the job writes them.
//
// Plain JavaScript, loaded by path: Next's bundler must not rewrite it, and the same file runs
// under Next, vitest and tsx (like src/server/db/pglite-thread.mjs).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { decodeCsv, parseCsv } from './csv-text.mjs';
import { pictureIdentity } from './picture-kind.mjs';
import { UploadRefusal as Refusal, asRefusal, judgePictureZip, judgeWorkbook } from './upload-checks.mjs';
import { columnNumber, sheetPictureAnchors } from './workbook-parts.mjs';
import { countEntry, fileSource, inflateEntrySync } from './zip-entries.mjs';

function plainValue(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return plainValue(value.result);
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : plainValue(value.text);
    if ('error' in value) return null;
  }
  return null;
}

const blank = (cells) => cells.every((cell) => cell === null || String(cell instanceof Date ? cell.toISOString() : cell).trim() === '');

/**
 * Every sheet's non-blank rows, streamed: refused at the first row past the row limit (all sheets
 * together, the header rows above the data allowed for) or wider than the column limit.
 */
async function streamRows(path, sheetNames, limits) {
  // Loaded only for a file that passed every check (loading it costs more than refusing a file).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' });
  const bySheet = new Map();
  let total = 0;
  for await (const worksheet of reader) {
    if (!sheetNames.has(worksheet.name)) continue; // left unread (drained)
    const rows = [];
    for await (const row of worksheet) {
      if (row.cellCount > limits.columns) {
        throw new Refusal('file', 'columns', { limit: limits.columns, found: row.cellCount, cell: row.getCell(row.cellCount).address });
      }
      const values = row.values;
      const cells = [];
      for (let i = 1; i < values.length; i++) cells.push(plainValue(values[i]));
      if (blank(cells)) continue;
      if (++total > limits.rows + 1) throw new Refusal('file', 'rows', { limit: limits.rows });
      rows.push({ row: row.number, cells });
    }
    bySheet.set(worksheet.name, rows);
  }
  return bySheet;
}

/** Throws the columns refusal at the first `<c r="…">` beyond `maxColumns` in a stream of sheet XML. */
function wideCellScanner(maxColumns) {
  let tail = '';
  return (chunk) => {
    const text = tail + chunk.toString('latin1');
    for (const [, letters, digits] of text.matchAll(/<(?:\w+:)?c\b[^>]*?\sr="([A-Za-z]{1,3})(\d+)"/g)) {
      const column = columnNumber(letters);
      if (column > maxColumns) throw new Refusal('file', 'columns', { limit: maxColumns, found: column, cell: `${letters.toUpperCase()}${digits}` });
    }
    tail = text.slice(-64);
  };
}

/** Merged cells a sheet may spread its values over in all (a title across a row, a header over two lines). */
const MERGE_CELLS = 100_000;

/**
 * Collects the `<mergeCell ref="E1:G1"/>` ranges of a stream of sheet XML: exceljs's streaming
 * reader skips them, and a factory's two-line header (外箱尺寸 over 长 / 宽 / 高) is one merged cell
 * over three columns. A range seen twice across a chunk boundary is harmless (filling is idempotent).
 */
function mergeCollector(found) {
  let tail = '';
  return (chunk) => {
    const text = tail + chunk.toString('latin1');
    for (const [, c1, r1, c2, r2] of text.matchAll(/<(?:\w+:)?mergeCell\b[^>]*?\sref="([A-Za-z]{1,3})(\d+):([A-Za-z]{1,3})(\d+)"/g)) {
      found.push({ top: Number(r1), left: columnNumber(c1), bottom: Number(r2), right: columnNumber(c2) });
    }
    tail = text.slice(-128);
  };
}

/** The checks run on a sheet's XML while it is counted: the column limit, and its merged ranges. */
function sheetScanner(maxColumns, merges) {
  const wide = wideCellScanner(maxColumns);
  const merge = mergeCollector(merges);
  return (chunk) => {
    wide(chunk);
    merge(chunk);
  };
}

/**
 * Every cell of a merged range shows its top-left value, as Excel shows it, so a header over three
 * columns heads all three. Bounded: ranges past the budget (a merge over a whole sheet) are left as
 * they are rather than multiplied into memory.
 */
function fillMerges(rows, merges, maxColumns) {
  if (merges.length === 0) return rows;
  const byRow = new Map(rows.map((row) => [row.row, row]));
  let budget = MERGE_CELLS;
  for (const m of merges) {
    const right = Math.min(m.right, maxColumns);
    const area = (m.bottom - m.top + 1) * (right - m.left + 1);
    if (area <= 1 || area > budget) continue;
    const value = byRow.get(m.top)?.cells[m.left - 1];
    if (value === null || value === undefined) continue;
    budget -= area;
    for (let r = m.top; r <= m.bottom; r++) {
      let row = byRow.get(r);
      if (!row) byRow.set(r, (row = { row: r, cells: [] }));
      for (let c = m.left; c <= right; c++) if (row.cells[c - 1] === null || row.cells[c - 1] === undefined) row.cells[c - 1] = value;
      for (let c = 0; c < row.cells.length; c++) row.cells[c] ??= null;
    }
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

/** One picture entry: its store identity (null when it is not a JPEG, PNG, WebP or GIF). */
function identify(source, entry, field) {
  try {
    return pictureIdentity(inflateEntrySync(source, entry));
  } catch (error) {
    throw asRefusal(field, error);
  }
}

const entryRef = ({ name, method, compressedSize, size, offset }) => ({ name, method, compressedSize, size, offset, directory: false });

async function readXlsx(path, limits) {
  const source = fileSource(path);
  try {
    const { entries, sheets } = judgeWorkbook(source, limits);
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const merges = new Map(sheets.map((sheet) => [sheet.path, []]));
    // Declared sizes can lie: every part is inflated once, counted and dropped, before the
    // workbook reader streams it, so nothing it reads is bigger than the directory said.
    // Each sheet's own XML is also scanned for a cell beyond the column limit on the way, so a
    // sheet without a truthful <dimension> is refused at that cell, before any row is built, and
    // for its merged ranges, which the streaming reader does not report.
    for (const entry of entries) {
      if (entry.directory) continue;
      try {
        await countEntry(source, entry, merges.has(entry.name) ? sheetScanner(limits.columns, merges.get(entry.name)) : undefined);
      } catch (error) {
        throw asRefusal('file', error);
      }
    }
    const anchors = sheets.map((sheet) => sheetPictureAnchors(source, byName, sheet.path));
    const anchorCount = anchors.reduce((sum, list) => sum + list.length, 0);
    if (anchorCount > limits.pictures) throw new Refusal('file', 'pictures', { limit: limits.pictures, found: anchorCount });
    const rows = await streamRows(path, new Set(sheets.map((sheet) => sheet.name)), limits);
    const known = new Map();
    return {
      sheets: sheets.map((sheet, i) => ({
        name: sheet.name,
        hidden: sheet.state !== 'visible',
        rows: fillMerges(rows.get(sheet.name) ?? [], merges.get(sheet.path), limits.columns),
        embedded: anchors[i].map(({ row, col, entry }) => {
          if (!known.has(entry.name)) known.set(entry.name, identify(source, entry, 'file'));
          return { row, col, entry: entryRef(entry), picture: known.get(entry.name) };
        }),
      })),
    };
  } finally {
    source.close();
  }
}

function readCsv(path, limits) {
  const records = parseCsv(decodeCsv(readFileSync(path)));
  const rows = [];
  for (const [i, cells] of records.entries()) {
    if (cells.length > limits.columns) throw new Refusal('file', 'columns', { limit: limits.columns, found: cells.length, cell: `${i + 1}` });
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length > limits.rows) throw new Refusal('file', 'rows', { limit: limits.rows });
    rows.push({ row: i + 1, cells });
  }
  return { sheets: [{ name: 'CSV', hidden: false, rows, embedded: [] }] };
}

function readPictureZip(path, limits, embeddedCount) {
  const source = fileSource(path);
  try {
    const pictures = judgePictureZip(source, limits, embeddedCount);
    return pictures.map((entry) => ({ name: entry.name, entry: entryRef(entry), picture: identify(source, entry, 'pictures') }));
  } finally {
    source.close();
  }
}

async function read({ sheetPath, format, picturesPath, limits }) {
  let sheet;
  try {
    sheet = format === 'xlsx' ? await readXlsx(sheetPath, limits) : readCsv(sheetPath, limits);
  } catch (error) {
    // A workbook exceljs cannot parse, or a file gone: the sheet is unreadable, not the server broken.
    throw error instanceof Refusal ? error : new Refusal('file', 'unreadable', { detail: error instanceof Error ? error.message : String(error) });
  }
  let zipPictures = null;
  if (picturesPath) {
    try {
      zipPictures = readPictureZip(
        picturesPath,
        limits,
        sheet.sheets.reduce((sum, s) => sum + s.embedded.length, 0),
      );
    } catch (error) {
      throw error instanceof Refusal ? error : new Refusal('pictures', 'unreadable');
    }
  }
  return { ...sheet, zipPictures };
}

// The shop comes first: on Linux a thread has its own nice value, so this lowers the reading
// thread's CPU priority only, never the server's render or database threads.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here: the thread reads at normal priority
}

read(workerData)
  .then((result) => parentPort.postMessage({ ok: result }))
  .catch((error) => {
    const refusal = error instanceof Refusal ? error : new Refusal('file', 'unreadable');
    parentPort.postMessage({ refused: { field: refusal.field, code: refusal.code, params: refusal.params } });
  });
