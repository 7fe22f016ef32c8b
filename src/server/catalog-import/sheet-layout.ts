import type ExcelJS from 'exceljs';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { breakHeader } from './break-columns';
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

/** A quantity-break column of the template or the export: a price in `currency` from `minQty` pieces. */
export interface SheetBreakColumn {
  currency: QuoteCurrency;
  minQty: number;
}

/** The row key of a break column's cell. */
export const breakKey = (b: SheetBreakColumn) => `break${b.currency}${b.minQty}`;

/** The template's columns, with the break columns (ADR 0055) right after the USD price. */
export function productColumns(lang: ImportLang, breaks: readonly SheetBreakColumn[] = []): Partial<ExcelJS.Column>[] {
  const money = { numFmt: '0.00' };
  const columns: Partial<ExcelJS.Column>[] = IMPORT_COLUMNS.map((column) => ({
    header: headerOf(column, lang),
    key: column.key,
    width: column.width,
    style: column.kind === 'date' ? { numFmt: DATE_FORMAT } : column.kind === 'money' ? money : {},
  }));
  const after = columns.findIndex((c) => c.key === 'foreignprice') + 1;
  columns.splice(after, 0, ...breaks.map((b) => ({ header: breakHeader(b.currency, b.minQty, lang), key: breakKey(b), width: 16, style: money })));
  return columns;
}

export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => (cell.fill = HEADER_FILL));
}

const BREAK_HELP_ZH =
  '数量阶梯价：每个起始数量和货币一列，列名写数量和货币（如 “500件以上美元价格”、“Price 1000+ (CNY)”），每种货币最多 4 档。每一档须大于起订量和前一档的数量，价格低于前一档。空单元格表示没有这一档。表格有某种货币的阶梯价列时，替换商品该货币的全部阶梯价；没有阶梯价列时，商品原有的阶梯价不变。';
const BREAK_HELP_EN =
  'Quantity breaks: one column per starting quantity and currency, the quantity and currency in the header (e.g. “Price 500+ (USD)”, “1000件以上人民币价格”), at most 4 per currency. Each starts above the MOQ and the break before it, at a lower price. An empty cell is no break. A sheet with break columns in a currency replaces all the product’s breaks in that currency; a sheet without them leaves its breaks alone.';

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
  const rows = [
    [lang === 'zh' ? '说明' : 'Note', note, ''],
    ...IMPORT_COLUMNS.map((c) => [headerOf(c, lang), lang === 'zh' ? c.helpZh : c.helpEn, c.example]),
    [breakHeader('USD', 500, lang), lang === 'zh' ? BREAK_HELP_ZH : BREAK_HELP_EN, 1.7],
  ];
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
    if (commit) row.commit();
  }
}
