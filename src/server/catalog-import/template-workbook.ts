import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './columns';
import type { ImportLang } from './row-messages';
import { SHEET_NAMES, productColumns, styleHeader, writeGuide } from './sheet-layout';

// GET /api/admin/import/template: the header row, one example row and the explanation sheet.

export async function templateWorkbook(lang: ImportLang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[lang].products, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = productColumns(lang);
  styleHeader(sheet.getRow(1));
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.kind === 'date' ? new Date(`${String(c.example).replace(' ', 'T')}:00Z`) : c.example])));
  writeGuide(workbook.addWorksheet(SHEET_NAMES[lang].guide), lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
