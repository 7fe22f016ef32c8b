import ExcelJS from 'exceljs';
import { decodeCsv, parseCsv } from './csv-text';

// An uploaded file as sheets of rows of plain values, whatever its format: every sheet of an
// .xlsx (with the pictures anchored in each row) or a .csv as one sheet. Row numbers are the
// sheet's own, so an error names the row staff see in Excel; which row is the header is decided
// later (header-row.ts), never assumed to be row 1.

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  row: number;
  cells: CellValue[];
}

export interface EmbeddedPicture {
  bytes: Buffer;
  extension: string;
}

/** The part of a sheet that is imported: the header (one or two lines, combined) and the rows below it. */
export interface SheetTable {
  headers: string[];
  rows: SheetRow[];
  /** Pictures anchored in a row (top-left corner), by row number, left to right. */
  embedded: Map<number, EmbeddedPicture[]>;
}

export class UnreadableFileError extends Error {}

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

function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return plainValue((value as ExcelJS.CellFormulaValue).result);
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : plainValue(value.text);
    if ('error' in value) return null;
  }
  return null;
}

export interface WorkbookSheet {
  name: string;
  hidden: boolean;
  /** Every row with a value, by its own row number (titles, notes and headers included). */
  rows: SheetRow[];
  /** The pictures anchored in this sheet's rows (read only for the sheet that is imported). */
  pictures: () => Map<number, EmbeddedPicture[]>;
}

const noPictures = () => new Map<number, EmbeddedPicture[]>();

function sheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[]; // 1-based: values[0] is empty
    const cells: CellValue[] = [];
    for (let i = 1; i < values.length; i++) cells.push(plainValue(values[i]));
    if (cells.some((cell) => cell !== null && String(cell).trim() !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

function anchoredPictures(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet): Map<number, EmbeddedPicture[]> {
  const embedded = new Map<number, EmbeddedPicture[]>();
  const anchored = sheet
    .getImages()
    .map((image) => ({ image, row: Math.floor(image.range.tl.nativeRow) + 1, col: image.range.tl.nativeCol }))
    .sort((a, b) => a.row - b.row || a.col - b.col);
  for (const { image, row } of anchored) {
    const media = workbook.getImage(Number(image.imageId)) as { buffer?: Buffer; extension?: string } | undefined;
    if (!media?.buffer) continue;
    const list = embedded.get(row) ?? [];
    list.push({ bytes: Buffer.from(media.buffer), extension: media.extension ?? '' });
    embedded.set(row, list);
  }
  return embedded;
}

async function readXlsx(bytes: Buffer): Promise<WorkbookSheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFileError('not a readable .xlsx workbook');
  }
  if (workbook.worksheets.length === 0) throw new UnreadableFileError('the workbook has no sheet');
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    hidden: sheet.state !== 'visible',
    rows: sheetRows(sheet),
    pictures: () => anchoredPictures(workbook, sheet),
  }));
}

function readCsv(bytes: Buffer): WorkbookSheet[] {
  const rows: SheetRow[] = [];
  parseCsv(decodeCsv(bytes)).forEach((cells, i) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: i + 1, cells });
  });
  return [{ name: 'CSV', hidden: false, rows, pictures: noPictures }];
}

/** Every sheet of an uploaded file (a .csv is one sheet); UnreadableFileError when it is neither. */
export async function readWorkbook(bytes: Buffer, fileName: string): Promise<WorkbookSheet[]> {
  const format = sheetFormatOf(bytes, fileName);
  if (format === 'xlsx') return readXlsx(bytes);
  if (format === 'csv') return readCsv(bytes);
  throw new UnreadableFileError('must be an .xlsx workbook or a .csv file');
}
