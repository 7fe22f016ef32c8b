import type { ExportFormat } from './export-query';
import { renderPdf } from './pdf-sheet';
import { withRenderSlot } from './render-queue';
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

/**
 * The sheet as a file, rendered in one of the process's few render slots (render-queue.ts):
 * ExportBusyError when none frees up in time; a PDF whose text needs a missing CJK font throws
 * MissingPdfFontError. `signal`: the caller went away while waiting.
 */
export async function renderExport(sheet: ExportSheet, format: ExportFormat, signal?: AbortSignal): Promise<ExportFile> {
  return withRenderSlot(async () => {
    // The pictures are part of the cost (sharp decodes and re-encodes each one), so inside the slot.
    const pictures = await loadSheetPictures(sheet.lines.map((line) => line.picture));
    const bytes = format === 'pdf' ? await renderPdf(sheet, pictures) : await renderXlsx(sheet, pictures);
    return { bytes, contentType: EXPORT_CONTENT_TYPES[format], fileName: `${sheet.fileName}.${format}` };
  }, signal);
}
