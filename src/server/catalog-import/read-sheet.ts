import { readInThread, type ThreadRead } from './import-thread-runner';
import type { PictureFile } from './picture-files';
import type { ImportLang } from './row-messages';
import { inflateEntryOfFile } from './zip-entries.mjs';

// The uploaded table as headers and rows of plain values, whatever its format: the first sheet
// of an .xlsx (with the pictures anchored in each row) or a .csv. Row numbers are the sheet's
// own (the header is row 1), so an error names the row staff see in Excel. The file itself is
// read by the import's reading thread (import-thread.mjs), off the thread that serves the shop.

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  row: number;
  cells: CellValue[];
}

/** A picture anchored in the sheet: its file, or null when it is not a JPEG, PNG, WebP or GIF. */
export interface EmbeddedPicture {
  file: PictureFile | null;
}

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

const cellText = (value: CellValue) => (value === null ? '' : value instanceof Date ? value.toISOString() : String(value).trim());

export interface StoredSheet {
  sheetPath: string;
  fileName: string;
  format: 'xlsx' | 'csv';
  picturesPath: string | null;
}

/**
 * The table of a stored upload and its zip's pictures (hashed, not loaded); an AppError naming
 * `file` or `pictures` and the limit when the reading thread refuses it.
 */
export async function readSheet(upload: StoredSheet, lang: ImportLang): Promise<{ table: SheetTable; zipPictures: ThreadRead['zipPictures'] }> {
  const read = await readInThread({ sheetPath: upload.sheetPath, format: upload.format, picturesPath: upload.picturesPath }, lang);
  const [first] = read.rows;
  const headers = first?.row === 1 ? first.cells.map(cellText) : [];
  const rows = first?.row === 1 ? read.rows.slice(1) : read.rows;
  const embedded = new Map<number, EmbeddedPicture[]>();
  for (const { row, entry, picture } of read.embedded) {
    const list = embedded.get(row) ?? [];
    list.push({ file: picture ? { ...picture, source: `#${list.length + 1}`, read: () => inflateEntryOfFile(upload.sheetPath, entry) } : null });
    embedded.set(row, list);
  }
  return { table: { headers, rows, embedded }, zipPictures: read.zipPictures };
}
