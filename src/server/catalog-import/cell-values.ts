import type { CellValue } from './read-sheet';
import type { MessageKey } from './row-messages';

// One cell read as the column's kind. A failure is the message key (and its argument) the row
// error carries; `null` means the cell is empty.

export type Parsed<T> = { ok: T } | { error: MessageKey; arg?: string | number } | null;

export const cellText = (value: CellValue): string => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value).trim());

const MAX_NUMBER = 1e9;

function number(value: CellValue, decimals: number): Parsed<number> {
  if (value === null || cellText(value) === '') return null;
  const n = typeof value === 'number' ? value : Number(cellText(value).replace(/[,，\s¥￥$]/g, ''));
  if (!Number.isFinite(n)) return { error: 'number', arg: cellText(value) };
  if (n < 0) return { error: 'negative' };
  if (n >= MAX_NUMBER) return { error: 'tooLarge' };
  const factor = 10 ** decimals;
  return { ok: Math.round(n * factor) / factor };
}

export const money = (v: CellValue) => number(v, 2);
export const decimal1 = (v: CellValue) => number(v, 1);
export const decimal2 = (v: CellValue) => number(v, 2);

export function integer(value: CellValue): Parsed<number> {
  const parsed = number(value, 6);
  if (!parsed || !('ok' in parsed)) return parsed;
  if (!Number.isInteger(parsed.ok)) return { error: 'integer', arg: cellText(value) };
  if (parsed.ok > 2_000_000_000) return { error: 'tooLarge' };
  return parsed;
}

const YES = new Set(['1', 'y', 'yes', 'true', 't', '是', '有', '对', '√', '✓', 'on']);
const NO = new Set(['0', 'n', 'no', 'false', 'f', '否', '无', '没有', '×', '✗', 'off', '-']);

export function flag(value: CellValue): Parsed<number> {
  if (typeof value === 'boolean') return { ok: value ? 1 : 0 };
  const text = cellText(value).toLowerCase();
  if (text === '') return null;
  if (YES.has(text)) return { ok: 1 };
  if (NO.has(text)) return { ok: 0 };
  return { error: 'flag', arg: cellText(value) };
}

const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\.\d+)?Z?$/;

/** Dates are UTC, like Excel's date cells as exceljs reads them. */
export function date(value: CellValue): Parsed<Date> {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { error: 'date', arg: '' } : { ok: value };
  const text = cellText(value);
  if (text === '') return null;
  if (typeof value === 'number' && value > 20000 && value < 80000) return { ok: new Date(Math.round((value - 25569) * 86400) * 1000) };
  const m = DATE.exec(text);
  if (!m) return { error: 'date', arg: text };
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (Number.isNaN(at.getTime()) || at.getUTCDate() !== Number(d) || Number(y) < 1990 || Number(y) > 2100) return { error: 'date', arg: text };
  return { ok: at };
}

/** `a; b、c` → ['a', 'b', 'c'] (topics); pictures also split on commas and line breaks. */
export const splitList = (value: CellValue, separators: RegExp) =>
  cellText(value)
    .split(separators)
    .map((part) => part.trim())
    .filter(Boolean);
