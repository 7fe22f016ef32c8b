import { threadLimits, uploadRefused, type RefusalCode } from './limit-messages';
import type { ImportLang } from './row-messages';
import { asRefusal, judgePictureZip, judgeWorkbook } from './upload-checks.mjs';
import { bufferSource } from './zip-entries.mjs';

// The upload's early refusal, inside the request and before anything is stored: a workbook or a
// picture zip judged on its zip directory's declared sizes, its sheet count and its sheet's
// declared extent (a few kilobytes inflated at most). A 20,000-row sheet in column XFD or a zip
// entry declaring 512 MiB gets its 413 in milliseconds; what a file hides past its declarations
// is caught by the reading thread while it inflates (docs/adr/0040).

export function inspectUpload(upload: { sheet: Buffer; format: 'xlsx' | 'csv'; pictures: Buffer | null }, lang: ImportLang): void {
  try {
    if (upload.format === 'xlsx') judgeWorkbook(bufferSource(upload.sheet), threadLimits());
    if (upload.pictures) judgePictureZip(bufferSource(upload.pictures), threadLimits());
  } catch (error) {
    const refusal = asRefusal('file', error); // both judges throw refusals naming their field
    throw uploadRefused(lang, refusal.field, refusal.code as RefusalCode, refusal.params);
  }
}
