import type { ExportFormat } from './export-query';
import { renderPdf } from './pdf-sheet';
import type { ExportSheet } from './sheet-data';
import { loadSheetPictures } from './sheet-pictures';
import { renderXlsx } from './xlsx-sheet';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** The sheet as a file; a PDF whose text needs a missing CJK font throws MissingPdfFontError. */
export async function renderExport(sheet: ExportSheet, format: ExportFormat): Promise<ExportFile> {
  const pictures = await loadSheetPictures(sheet.lines.map((line) => line.picture));
  const bytes = format === 'pdf' ? await renderPdf(sheet, pictures) : await renderXlsx(sheet, pictures);
  return { bytes, contentType: EXPORT_CONTENT_TYPES[format], fileName: `${sheet.fileName}.${format}` };
}
