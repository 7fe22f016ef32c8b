import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './columns';
import type { ImportLang } from './row-messages';
import { SHEET_NAMES, breakKey, productColumns, styleHeader, writeGuide, type SheetBreakColumn } from './sheet-layout';

// GET /api/admin/import/template: the header row, one example row and the explanation sheet.
// Two example break columns (ADR 0055): below the example's $1.80 from its MOQ of 100.
const EXAMPLE_BREAKS: readonly (SheetBreakColumn & { price: number })[] = [
  { currency: 'USD', minQty: 500, price: 1.7 },
  { currency: 'USD', minQty: 1000, price: 1.6 },
];

export async function templateWorkbook(lang: ImportLang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[lang].products, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = productColumns(lang, EXAMPLE_BREAKS);
  styleHeader(sheet.getRow(1));
  sheet.addRow(
    Object.fromEntries([
      ...IMPORT_COLUMNS.map((c) => [c.key, c.kind === 'date' ? new Date(`${String(c.example).replace(' ', 'T')}:00Z`) : c.example]),
      ...EXAMPLE_BREAKS.map((b) => [breakKey(b), b.price]),
    ]),
  );
  writeGuide(workbook.addWorksheet(SHEET_NAMES[lang].guide), lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
