import ExcelJS from 'exceljs';
import { apiApp } from '@/server/api/app';
import type { Json } from './api-suite';

// A factory's workbook as the tests lay it out (titles, blank rows, merged cells where the test
// says), and the multipart posts the import's mapping step and dry run take.

export type Row = (string | number | null)[];

export interface SheetSpec {
  name?: string;
  rows: Row[];
  /** Ranges to merge, e.g. 'A1:J1'. */
  merges?: string[];
}

/** A workbook laid out by the test: rows placed from row 1 (null rows are left blank). */
export async function factoryWorkbook(sheets: SheetSpec[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [i, spec] of sheets.entries()) {
    const sheet = book.addWorksheet(spec.name ?? `Sheet${i + 1}`);
    spec.rows.forEach((row, r) => row.forEach((value, c) => value !== null && (sheet.getCell(r + 1, c + 1).value = value)));
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart POST of a sheet (and JSON-encoded fields) to an import route. */
export async function postSheet(urlPath: string, headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number | object> = {}, name = '报价单.xlsx') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  const res = await apiApp.request(urlPath, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}
