import { MAX_ADD_NUM } from '@/lib/validation/limits';
import { PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT } from './quick-order-limits';

// Quick order: what a buyer pastes or uploads becomes one entry per item code. A line
// is `LT26-00417 240`, `LT26-00417<TAB>240` (cells copied from Excel), `LT26-00417,240` or
// `LT26-00417;240` (CSV, also as exported by European Excel); a code alone means "the MOQ".

export type LineProblem = 'quantity' | 'code';

export interface QuickOrderEntry {
  /** The code as first written, trimmed. */
  code: string;
  /** The lines that named it, by their own number: the sheet's row, the pasted line (blank lines counted). */
  lines: number[];
  /** The quantity of each of those lines; null where a line gave none (the MOQ is meant). */
  quantities: (number | null)[];
  /** Set on a line that cannot be ordered as written; such a line stays an entry of its own. */
  problem: LineProblem | null;
}

export type ParsedOrder = { kind: 'empty' } | { kind: 'tooMany'; lineCount: number } | { kind: 'ok'; entries: QuickOrderEntry[]; lineCount: number };

/** Splits one CSV line on `delimiter`, honouring double quotes (`"a,b"`, `""` for a quote). */
function csvCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}

/**
 * Lines and cells of pasted text or a .csv file, one row per line — blank lines kept as empty rows,
 * so row N is line N of what the buyer pasted (the preview names lines by that number). NFKC
 * first: a Chinese keyboard types full-width commas, spaces and digits (`LT26-00417，２４０`), which
 * then read like their ASCII forms.
 */
export function rowsOfText(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((raw) => {
      const line = raw.normalize('NFKC');
      if (line.includes('\t')) return line.split('\t');
      if (line.includes(',')) return csvCells(line, ',');
      if (line.includes(';')) return csvCells(line, ';');
      return line.trim().split(/\s+/);
    })
    .map((cells) => cells.map((cell) => cell.trim()))
    .map((cells) => (cells.some((cell) => cell !== '') ? cells : []));
}

/** `240`, `1,200`, `240.0` (Excel's number text) → a whole number; anything else → NaN. */
function quantityOf(cell: string): number {
  const text = cell.replace(/\s/g, '');
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+(\.0+)?$/.test(text)) return Number(text);
  return Number.NaN;
}

const HEADER_WORDS = /code|item|sku|art|model|product|qty|quantity|pcs|货号|编号|型号|款号|产品|数量/i;

/** A first row such as `Item no. | Quantity` or `货号,数量`: no digit in the code cell, header words. */
function isHeader(cells: string[]): boolean {
  const [code = '', ...rest] = cells.filter((cell) => cell !== '');
  return !/\d/.test(code) && (HEADER_WORDS.test(code) || rest.some((cell) => Number.isNaN(quantityOf(cell))));
}

/** A row that orders nothing by itself: no number after its first cell (a title, `Buyer: …`, a date). */
const hasNoQuantity = (cells: string[]) =>
  cells
    .filter((cell) => cell !== '')
    .slice(1)
    .every((cell) => Number.isNaN(quantityOf(cell)));

/** How many rows above the header a sheet may carry (a title, the buyer, a date, a PO number). */
const PREAMBLE_MAX_ROWS = 4;

/**
 * How many of the (non-blank) rows come before the order lines: the header row and, when the sheet
 * opens with a title or the buyer's name above it, those rows too. A row counts as the header when
 * it names a column in header words and nothing above it carries a quantity (so a data line is never
 * taken for a title); the last such row wins (a title may hold a header word: "Party goods order").
 * Without one, a first row that looks like a header is still skipped.
 */
function leadingRows(rows: readonly string[][]): number {
  let header = -1;
  for (let i = 0; i <= Math.min(PREAMBLE_MAX_ROWS, rows.length - 1); i++) {
    if (i > 0 && !hasNoQuantity(rows[i - 1]!)) break;
    if (isHeader(rows[i]!) && rows[i]!.some((cell) => cell !== '' && HEADER_WORDS.test(cell))) header = i;
  }
  if (header >= 0) return header + 1;
  return rows.length > 0 && isHeader(rows[0]!) ? 1 : 0;
}

/** Reads one row: the first cell is the code, the first later cell that is a number the quantity. */
function readRow(cells: string[]): { code: string; quantity: number | null; problem: LineProblem | null } {
  const [code = '', ...rest] = cells.filter((cell) => cell !== '');
  if (code.length > PRODUCT_CODE_MAX) return { code, quantity: null, problem: 'code' };
  if (rest.length === 0) return { code, quantity: null, problem: null };
  const quantity = rest.map(quantityOf).find((n) => !Number.isNaN(n));
  if (quantity === undefined || quantity < 1 || quantity > MAX_ADD_NUM) return { code, quantity: null, problem: 'quantity' };
  return { code, quantity, problem: null };
}

/**
 * Entries of the rows (pasted lines or a sheet's rows, blank ones included); each line is named by
 * its own number — the sheet's row, the pasted line — however many blank, title and header rows
 * come before it. More than QUICK_ORDER_LINE_LIMIT order lines is refused whole.
 */
export function entriesOfRows(rows: string[][]): ParsedOrder {
  const filled = rows.flatMap((cells, index) => (cells.some((cell) => cell !== '') ? [{ cells, line: index + 1 }] : []));
  const body = filled.slice(leadingRows(filled.map((row) => row.cells)));
  if (body.length === 0) return { kind: 'empty' };
  if (body.length > QUICK_ORDER_LINE_LIMIT) return { kind: 'tooMany', lineCount: body.length };
  const entries: QuickOrderEntry[] = [];
  const byCode = new Map<string, QuickOrderEntry>();
  for (const { cells, line } of body) {
    const { code, quantity, problem } = readRow(cells);
    if (problem) {
      entries.push({ code, lines: [line], quantities: [quantity], problem });
      continue;
    }
    const key = code.toUpperCase();
    const seen = byCode.get(key);
    if (seen) {
      seen.lines.push(line);
      seen.quantities.push(quantity);
      continue;
    }
    const entry: QuickOrderEntry = { code, lines: [line], quantities: [quantity], problem: null };
    byCode.set(key, entry);
    entries.push(entry);
  }
  return { kind: 'ok', entries, lineCount: body.length };
}

export const parseQuickOrderText = (text: string): ParsedOrder => entriesOfRows(rowsOfText(text));

/** The pieces an entry orders: its quantities added up, each line without one counting the MOQ. */
export function entryQuantity(entry: QuickOrderEntry, moq: number): number {
  const total = entry.quantities.reduce<number>((sum, q) => sum + (q ?? Math.max(1, moq)), 0);
  return Math.min(MAX_ADD_NUM, total);
}

/**
 * Rows of a sheet as text lines for the paste box, so an upload can be read and edited like a
 * paste: one line per row, blank rows as blank lines (line N is the sheet's row N), none after the
 * last filled row.
 */
export function textOfRows(rows: string[][]): string {
  const lines = rows.map((cells) => cells.filter((cell) => cell.trim() !== '').join('\t'));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}
