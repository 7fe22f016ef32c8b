import type ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, headerOf } from './columns';
import type { ImportLang } from './row-messages';

// The template's shape, shared by the template, the catalogue export and the error report: one
// header row (`货号 / Item No.` …), frozen and bold, the columns sized for their content, and a
// second sheet that explains every column.

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

export const SHEET_NAMES = {
  zh: { products: '商品', guide: '填写说明', errors: '错误' },
  en: { products: 'Products', guide: 'How to fill in', errors: 'Errors' },
} as const;

export function productColumns(lang: ImportLang): Partial<ExcelJS.Column>[] {
  return IMPORT_COLUMNS.map((column) => ({
    header: headerOf(column, lang),
    key: column.key,
    width: column.width,
    style: column.kind === 'date' ? { numFmt: DATE_FORMAT } : column.kind === 'money' ? { numFmt: '0.00' } : {},
  }));
}

export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => (cell.fill = HEADER_FILL));
}

export function writeGuide(sheet: ExcelJS.Worksheet, lang: ImportLang, commit = false): void {
  sheet.columns = [
    { header: lang === 'zh' ? '列' : 'Column', width: 34 },
    { header: lang === 'zh' ? '说明' : 'What to write', width: 90 },
    { header: lang === 'zh' ? '示例' : 'Example', width: 28 },
  ];
  styleHeader(sheet.getRow(1));
  const note =
    lang === 'zh'
      ? '按列名匹配（中文或英文列名均可，列的顺序不限，多余的列会被忽略）。第 2 行是示例，导入前请删除。货号相同则更新，内容相同的行跳过。'
      : 'Columns are matched by name (Chinese or English header, any order; other columns are ignored). Row 2 is an example: delete it before importing. A known item no. updates the product; unchanged rows are skipped.';
  const rows = [[lang === 'zh' ? '说明' : 'Note', note, ''], ...IMPORT_COLUMNS.map((c) => [headerOf(c, lang), lang === 'zh' ? c.helpZh : c.helpEn, c.example])];
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    if (commit) row.commit();
  }
}
