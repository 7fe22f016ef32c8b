// The early judgement of an upload's zips (docs/adr/0040), from what they declare and from their
// first kilobytes only: the request runs it before answering (a hostile file gets its 413 at
// once), and the reading thread runs it again before reading (it never trusts a stored file).
// Plain JavaScript, shared by both (upload-checks.d.mts).
import { isPictureEntryName } from './picture-kind.mjs';
import { sheetExtent, workbookSheets } from './workbook-parts.mjs';
import { ZipRefusal, checkDeclared, readEntries } from './zip-entries.mjs';

/** A refusal that names the upload field (`file`, `pictures`) and the limit (`code`, with what was found in `params`). */
export class UploadRefusal extends Error {
  constructor(field, code, params = {}) {
    super(`${field}: ${code}`);
    this.name = 'UploadRefusal';
    this.field = field;
    this.code = code;
    this.params = params;
  }
}

export function asRefusal(field, error) {
  if (error instanceof UploadRefusal) return error;
  if (error instanceof ZipRefusal) return new UploadRefusal(field, error.code, error.params);
  return new UploadRefusal(field, 'unreadable');
}

const guarded = (field, work) => {
  try {
    return work();
  } catch (error) {
    throw asRefusal(field, error);
  }
};

/**
 * A workbook's directory, sheets and the sheet the import reads (the first visible one with
 * something in it), refused on its declared sizes, its sheet count, and the chosen sheet's
 * declared extent or first cell beyond the column limit.
 */
export function judgeWorkbook(source, limits) {
  return guarded('file', () => {
    const entries = readEntries(source, limits.zipEntries);
    checkDeclared(entries, {
      maxUnpacked: limits.sheetUnpackedBytes,
      ratio: limits.compressionRatio,
      entryLimit: (entry) => (entry.name.startsWith('xl/media/') ? limits.pictureBytes : Infinity),
    });
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    const sheets = workbookSheets(source, byName);
    if (!sheets || sheets.length === 0) throw new UploadRefusal('file', 'unreadable');
    if (sheets.length > limits.sheets) throw new UploadRefusal('file', 'sheets', { limit: limits.sheets, found: sheets.length });
    const readable = sheets.filter((sheet) => byName.has(sheet.path));
    const extentOf = (sheet) => sheetExtent(source, byName.get(sheet.path), limits.columns);
    let chosen = null;
    for (const sheet of readable.filter((s) => s.state === 'visible')) {
      const extent = extentOf(sheet);
      // A sheet with no <dimension> may still hold rows: it is read, not skipped.
      if (extent.rows > 0 || extent.columns === 0) {
        chosen = { sheet, extent };
        break;
      }
    }
    chosen ??= readable[0] ? { sheet: readable[0], extent: extentOf(readable[0]) } : null;
    if (!chosen) throw new UploadRefusal('file', 'unreadable');
    const { extent } = chosen;
    if (extent.wideCell) throw new UploadRefusal('file', 'columns', { limit: limits.columns, found: extent.wideCell.column, cell: extent.wideCell.cell });
    if (extent.columns > limits.columns) throw new UploadRefusal('file', 'columns', { limit: limits.columns, found: extent.columns });
    if (extent.rows > limits.rows + 1) throw new UploadRefusal('file', 'rows', { limit: limits.rows, found: extent.rows - 1 });
    return { entries, byName, sheet: chosen.sheet };
  });
}

/** A picture zip's picture entries, refused on their count (with the workbook's own pictures), declared sizes and ratios. */
export function judgePictureZip(source, limits, embeddedCount = 0) {
  return guarded('pictures', () => {
    const entries = readEntries(source, limits.zipEntries);
    const pictures = entries.filter((entry) => !entry.directory && isPictureEntryName(entry.name));
    if (pictures.length + embeddedCount > limits.pictures) throw new UploadRefusal('pictures', 'pictures', { limit: limits.pictures, found: pictures.length + embeddedCount });
    checkDeclared(entries, {
      maxUnpacked: limits.picturesUnpackedBytes,
      ratio: limits.compressionRatio,
      entryLimit: (entry) => (isPictureEntryName(entry.name) ? limits.pictureBytes : Infinity),
    });
    return pictures;
  });
}
