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
 * A workbook's directory and its sheets (each with its state: 'visible', 'hidden'…), refused on
 * their declared sizes, the sheet count, and every sheet's declared extent or first cell beyond
 * the column limit. Every sheet is judged: staff may pick any of them on the mapping step, and
 * the header row is looked for in all of them.
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
    if (readable.length === 0) throw new UploadRefusal('file', 'unreadable');
    let rows = 0;
    for (const sheet of readable) {
      const extent = sheetExtent(source, byName.get(sheet.path), limits.columns);
      if (extent.wideCell) throw new UploadRefusal('file', 'columns', { limit: limits.columns, found: extent.wideCell.column, cell: extent.wideCell.cell });
      if (extent.columns > limits.columns) throw new UploadRefusal('file', 'columns', { limit: limits.columns, found: extent.columns });
      rows += extent.rows;
    }
    // Rows of every sheet together, one header row aside (the data rows are what the limit counts).
    if (rows > limits.rows + 1) throw new UploadRefusal('file', 'rows', { limit: limits.rows, found: rows - 1 });
    return { entries, byName, sheets: readable };
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
