import { readInThread, type ThreadRead, type ThreadSheet } from './import-thread-runner';
import type { PictureFile } from './picture-files';
import type { ImportLang } from './row-messages';
import { inflateEntryOfFile } from './zip-entries.mjs';

// An uploaded file as sheets of rows of plain values, whatever its format: every sheet of an
// .xlsx (with the pictures anchored in each row) or a .csv as one sheet. Row numbers are the
// sheet's own, so an error names the row staff see in Excel; which row is the header is decided
// later (header-row.ts), never assumed to be row 1. The file itself is read by the import's
// reading thread (import-thread.mjs), off the thread that serves the shop.

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  row: number;
  cells: CellValue[];
}

/** A picture anchored in the sheet: its file, or null when it is not a JPEG, PNG, WebP or GIF. */
export interface EmbeddedPicture {
  file: PictureFile | null;
}

/** The part of a sheet that is imported: the header (one or two lines, combined) and the rows below it. */
export interface SheetTable {
  headers: string[];
  rows: SheetRow[];
  /** Pictures anchored in a row (top-left corner), by row number, left to right. */
  embedded: Map<number, EmbeddedPicture[]>;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The format the file is, by its bytes (the name's extension can lie): 'xlsx', 'csv', or null. */
export function sheetFormatOf(bytes: Uint8Array, fileName: string): 'xlsx' | 'csv' | null {
  const lower = fileName.toLowerCase();
  if (isZip(bytes)) return lower.endsWith('.csv') ? null : 'xlsx';
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    // A CSV is text: no NUL bytes outside UTF-16.
    const head = bytes.subarray(0, 4096);
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    return utf16 || !head.includes(0) ? 'csv' : null;
  }
  return null;
}

export interface StoredSheet {
  sheetPath: string;
  fileName: string;
  format: 'xlsx' | 'csv';
  picturesPath: string | null;
}

export interface WorkbookSheet {
  name: string;
  hidden: boolean;
  /** Every row with a value, by its own row number (titles, notes and headers included). */
  rows: SheetRow[];
  /** The pictures anchored in this sheet's rows, by row number, left to right. */
  pictures: () => Map<number, EmbeddedPicture[]>;
}

function anchoredPictures(sheetPath: string, anchors: ThreadSheet['embedded']): Map<number, EmbeddedPicture[]> {
  const embedded = new Map<number, EmbeddedPicture[]>();
  for (const { row, entry, picture } of anchors) {
    const list = embedded.get(row) ?? [];
    list.push({ file: picture ? { ...picture, source: `#${list.length + 1}`, read: () => inflateEntryOfFile(sheetPath, entry) } : null });
    embedded.set(row, list);
  }
  return embedded;
}

/**
 * Every sheet of a stored upload and its zip's pictures (hashed, not loaded); a domain error naming
 * `file` or `pictures` and the limit when the reading thread refuses it.
 */
export async function readStoredWorkbook(upload: StoredSheet, lang: ImportLang): Promise<{ sheets: WorkbookSheet[]; zipPictures: ThreadRead['zipPictures'] }> {
  const read = await readInThread({ sheetPath: upload.sheetPath, format: upload.format, picturesPath: upload.picturesPath }, lang);
  const sheets = read.sheets.map((sheet) => ({ name: sheet.name, hidden: sheet.hidden, rows: sheet.rows, pictures: () => anchoredPictures(upload.sheetPath, sheet.embedded) }));
  return { sheets, zipPictures: read.zipPictures };
}
