// The parts of an .xlsx the import judges before reading any row: its sheets (xl/workbook.xml and
// its relationships), a sheet's declared extent (<dimension ref="A1:K2001"/>) and first cells,
// and the pictures anchored in a sheet (its drawing). Read straight from the zip entries, small
// and bounded, so a sheet that claims 20,000 rows in column XFD is refused from its first
// kilobytes instead of being built row by row 16,384 cells wide.
import { ZipRefusal, entryHead, inflateEntrySync } from './zip-entries.mjs';

/** The workbook's small parts (workbook.xml, relationships, drawings) are read whole: never one over 32 MB. */
const PART_MAX_BYTES = 32 * 1024 * 1024;

function readPart(source, entry) {
  if (entry.size > PART_MAX_BYTES) throw new ZipRefusal('entryBytes', { name: entry.name, limit: PART_MAX_BYTES, found: entry.size });
  return inflateEntrySync(source, entry).toString('utf8');
}

/** Column letters → number (A = 1, XFD = 16,384). */
export function columnNumber(letters) {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const decode = (text) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]);

function resolveTarget(base, target) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function relationships(source, byName, relsPath, ownerPath) {
  const entry = byName.get(relsPath);
  if (!entry) return new Map();
  const xml = readPart(source, entry);
  const rels = new Map();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (id && target && attr(tag, 'TargetMode') !== 'External') rels.set(id, resolveTarget(ownerPath, decode(target)));
  }
  return rels;
}

/** The workbook's sheets in tab order: name, state (visible, hidden, veryHidden) and the zip path of its XML. */
export function workbookSheets(source, byName) {
  const book = byName.get('xl/workbook.xml');
  if (!book) return null;
  const xml = readPart(source, book);
  const rels = relationships(source, byName, 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml');
  const sheets = [];
  for (const [tag] of xml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const rid = /\s(?:\w+:)?id="([^"]*)"/.exec(tag)?.[1];
    sheets.push({ name: decode(attr(tag, 'name') ?? ''), state: attr(tag, 'state') ?? 'visible', path: rid ? (rels.get(rid) ?? '') : '' });
  }
  return sheets;
}

/**
 * What the start of a sheet's XML says about its size: the rows and columns its <dimension>
 * declares, and the first cell it names beyond `maxColumns` (a sheet may leave out <dimension> or
 * write a false one; the import thread checks every row again as it reads).
 */
export function sheetExtent(source, entry, maxColumns) {
  const head = entryHead(source, entry);
  const ref = /<(?:\w+:)?dimension\b[^>]*\sref="([^"]*)"/.exec(head)?.[1];
  let rows = 0;
  let columns = 0;
  if (ref) {
    for (const [, letters, digits] of ref.matchAll(/([A-Za-z]{1,3})(\d+)/g)) {
      columns = Math.max(columns, columnNumber(letters));
      rows = Math.max(rows, Number(digits));
    }
  }
  let wideCell = null;
  for (const [, letters, digits] of head.matchAll(/<(?:\w+:)?c\b[^>]*\sr="([A-Za-z]{1,3})(\d+)"/g)) {
    if (columnNumber(letters) > maxColumns) {
      wideCell = { cell: `${letters.toUpperCase()}${digits}`, column: columnNumber(letters) };
      break;
    }
  }
  return { rows, columns, wideCell };
}

/**
 * The pictures anchored in a sheet (its drawing's one- and two-cell anchors): 1-based row and
 * 0-based column of the top-left corner, and the zip entry of the picture. Absolute anchors
 * (not tied to a cell) belong to no row and are left out, as Excel's own row logic does.
 */
export function sheetPictureAnchors(source, byName, sheetPath) {
  const slash = sheetPath.lastIndexOf('/');
  const sheetRels = relationships(source, byName, `${sheetPath.slice(0, slash)}/_rels/${sheetPath.slice(slash + 1)}.rels`, sheetPath);
  const anchors = [];
  for (const target of sheetRels.values()) {
    if (!/drawings\/[^/]+\.xml$/.test(target)) continue;
    const drawing = byName.get(target);
    if (!drawing) continue;
    const xml = readPart(source, drawing);
    const cut = target.lastIndexOf('/');
    const media = relationships(source, byName, `${target.slice(0, cut)}/_rels/${target.slice(cut + 1)}.rels`, target);
    for (const [block] of xml.matchAll(/<(?:\w+:)?(?:twoCellAnchor|oneCellAnchor)\b[\s\S]*?<\/(?:\w+:)?(?:twoCellAnchor|oneCellAnchor)>/g)) {
      const from = /<(?:\w+:)?from>([\s\S]*?)<\/(?:\w+:)?from>/.exec(block)?.[1] ?? '';
      const col = Number(/<(?:\w+:)?col>(\d+)</.exec(from)?.[1] ?? NaN);
      const row = Number(/<(?:\w+:)?row>(\d+)</.exec(from)?.[1] ?? NaN);
      const embed = /<(?:\w+:)?blip\b[^>]*\s(?:\w+:)?embed="([^"]*)"/.exec(block)?.[1];
      const entry = embed ? byName.get(media.get(embed) ?? '') : undefined;
      if (Number.isFinite(row) && Number.isFinite(col) && entry) anchors.push({ row: row + 1, col, entry });
    }
  }
  return anchors.sort((a, b) => a.row - b.row || a.col - b.col);
}
