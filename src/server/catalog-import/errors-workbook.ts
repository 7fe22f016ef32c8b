import ExcelJS from 'exceljs';
import type { ImportError } from '@/lib/validation/admin/import';
import type { ImportLang } from './row-messages';
import { SHEET_NAMES, styleHeader } from './sheet-layout';

// GET /api/admin/import/{id}/errors.xlsx: every error of the dry run, by row and column.

export async function errorsWorkbook(fileName: string, errors: readonly ImportError[], lang: ImportLang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES[lang].errors, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns =
    lang === 'zh'
      ? [
          { header: '行', width: 8 },
          { header: '列', width: 30 },
          { header: '问题', width: 80 },
        ]
      : [
          { header: 'Row', width: 8 },
          { header: 'Column', width: 30 },
          { header: 'Problem', width: 80 },
        ];
  styleHeader(sheet.getRow(1));
  for (const e of errors) sheet.addRow([e.row, e.column, e.message]);
  sheet.addRow([]);
  sheet.addRow([lang === 'zh' ? `文件：${fileName}` : `File: ${fileName}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
