// The cells of an .xlsx file's first worksheet as text, read in the browser with the platform's
// own inflater (DecompressionStream 'deflate-raw') — no spreadsheet library in the bundle
// (exceljs minified is about 1 MB). Loaded only when a buyer picks a file. An .xlsx is a zip
// of XML parts: xl/workbook.xml names the sheets, its .rels their files, xl/sharedStrings.xml the
// text cells point into.

export class SheetReadError extends Error {
  constructor(readonly reason: 'notXlsx' | 'tooLarge') {
    super(reason === 'notXlsx' ? 'not an .xlsx workbook' : 'the workbook unpacks beyond the size limit');
    this.name = 'SheetReadError';
  }
}

/** One part unpacked beyond this is refused: a 500-line sheet is well under 1 MB of XML. */
const PART_MAX_BYTES = 16 * 1024 * 1024;
/**
 * The last row read: quick order takes 500 lines, and a sheet whose filled rows reach past this
 * is no order list (each row becomes a line of the paste box, blank ones too).
 */
const MAX_ROW = 10_000;
/** Columns read per row (A to AX). */
const MAX_COLUMNS = 50;

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory: every part's name, compression and where its data starts. */
function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end-of-directory record sits in the last 22 bytes plus at most a 64 kB comment.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new SheetReadError('notXlsx');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new SheetReadError('notXlsx');
    const nameLength = view.getUint16(at + 28, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, { method: view.getUint16(at + 10, true), compressedSize: view.getUint32(at + 20, true), localOffset: view.getUint32(at + 42, true) });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Inflates a deflate-raw stream, stopping as soon as it passes `limit` bytes (a zip bomb stops early). */
async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new SheetReadError('tooLarge');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

async function readPart(bytes: Uint8Array, entries: Map<string, ZipEntry>, name: string): Promise<string | null> {
  const entry = entries.get(name);
  if (!entry) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) throw new SheetReadError('notXlsx');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new SheetReadError('notXlsx');
  return new TextDecoder().decode(await inflate(data, PART_MAX_BYTES));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    // Own keys only: the name is the file's, and `&constructor;` must not find Object's.
    return Object.hasOwn(ENTITIES, name) ? ENTITIES[name]! : whole;
  });
}

/** The text runs of a string item, without phonetic guides (`<rPh>`, Japanese readings). */
function textOf(xml: string): string {
  const runs = xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '');
  return [...runs.matchAll(/<(?:\w+:)?t\b[^>]*>([\s\S]*?)<\/(?:\w+:)?t>/g)].map((m) => decodeXml(m[1]!)).join('');
}

function sharedStrings(xml: string | null): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g)].map((m) => textOf(m[1] ?? ''));
}

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** `B12` → 1 (zero-based column). */
function columnOf(reference: string | undefined, fallback: number): number {
  const letters = /^([A-Z]+)/i.exec(reference ?? '')?.[1];
  if (!letters) return fallback;
  return [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** Excel keeps numbers as text like `240` or `1.2E+3`; whole ones read back without decimals. */
function numberText(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) && value.trim() !== '' ? String(n) : value;
}

function cellText(attributes: string, inner: string, strings: string[]): string {
  const type = attribute(attributes, 't');
  if (type === 'inlineStr') return textOf(inner);
  const value = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
  if (value === undefined) return '';
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'str' || type === 'e') return decodeXml(value);
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return numberText(decodeXml(value));
}

/** The worksheet file of the workbook's first sheet (by its order in workbook.xml). */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>): Promise<string> {
  const workbook = (await readPart(bytes, entries, 'xl/workbook.xml')) ?? '';
  const rels = (await readPart(bytes, entries, 'xl/_rels/workbook.xml.rels')) ?? '';
  const sheet = /<(?:\w+:)?sheet\b([^>]*)\/?>/.exec(workbook)?.[1] ?? '';
  const id = /\br:id="([^"]*)"|\bid="([^"]*)"/.exec(sheet);
  const relId = id?.[1] ?? id?.[2];
  const rel = [...rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)\/?>/g)].map((m) => m[1]!).find((a) => attribute(a, 'Id') === relId);
  const target = rel ? attribute(rel, 'Target') : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The rows of the first worksheet as cell texts, placed by their row number: rows[N - 1] is the
 * sheet's row N, a blank or missing row an empty array, so quick order names each line by the row
 * the buyer sees in Excel (empty cells between filled ones kept as '').
 */
export async function readXlsxRows(data: ArrayBuffer): Promise<string[][]> {
  const bytes = new Uint8Array(data);
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new SheetReadError('notXlsx');
  const entries = zipEntries(bytes);
  const sheetXml = await readPart(bytes, entries, await firstSheetPath(bytes, entries));
  if (sheetXml === null) throw new SheetReadError('notXlsx');
  const strings = sharedStrings(await readPart(bytes, entries, 'xl/sharedStrings.xml'));
  const rows: string[][] = [];
  // `<row r="3"/>` is an empty row: matched whole, so it cannot swallow the next one.
  for (const row of sheetXml.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    // A row without `r` follows the one before it (some writers leave the numbers out).
    const number = Number(attribute(row[1]!, 'r') ?? rows.length + 1);
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const column = columnOf(attribute(cell[1]!, 'r'), cells.length);
      // A code and its quantity sit in the first columns; a far reference must not pad a huge row.
      if (column >= MAX_COLUMNS) continue;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(cell[1]!, cell[2] ?? '', strings).trim();
    }
    if (!cells.some((cell) => cell !== '')) continue;
    // Blank rows before this one become empty rows; an order line far below any order is refused.
    if (!Number.isInteger(number) || number < rows.length + 1 || number > MAX_ROW) throw new SheetReadError(number > MAX_ROW ? 'tooLarge' : 'notXlsx');
    while (rows.length < number - 1) rows.push([]);
    rows.push(cells);
  }
  return rows;
}
