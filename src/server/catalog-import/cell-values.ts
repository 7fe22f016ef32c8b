import type { CellValue } from './read-sheet';
import type { MessageKey } from './row-messages';

// One cell read as the column's kind, as factories write them: "$1,234.50", "¥12.8", "5.2 KGS",
// "1,000 PCS", "60*40*50cm", 是/否. A failure is the message key (and its argument) the row
// error carries; `null` means the cell is empty. Where a cell could be read two ways ("1.234,567":
// a thousand and a fraction, or a million?) it is refused with words saying what to write, never
// guessed; a decimal comma with one or two decimals ("1,10") can be read only one way (ADR 0055).

export type Parsed<T> = { ok: T } | { error: MessageKey; arg?: string | number } | null;

export const cellText = (value: CellValue): string => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value).trim());

const MAX_NUMBER = 1e9;
const CHINESE_NUMERAL = /[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]/;
/** Thousands separators only in groups of three: "1,234.50", "1,000" — never a decimal comma. */
const PLAIN_NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[-+]?\.\d+$/;

function rounded(n: number, decimals: number): Parsed<number> {
  if (!Number.isFinite(n)) return { error: 'number', arg: String(n) };
  if (n < 0) return { error: 'negative' };
  if (n >= MAX_NUMBER) return { error: 'tooLarge' };
  const factor = 10 ** decimals;
  return { ok: Math.round(n * factor) / factor };
}

/** The number in `text` once its unit or currency is taken off; an error names what to write. */
function numberText(text: string, original: string): Parsed<number> {
  const compact = text.replace(/[\s\u00a0]+/g, '').replace(/，/g, ',');
  if (PLAIN_NUMBER.test(compact)) return { ok: Number(compact.replace(/,/g, '')) };
  // A comma followed by one or two digits is a decimal mark ("1,10", "1.234,50"): thousands come
  // in groups of three, so it cannot be read another way. "1,234" stays one thousand two hundred
  // and thirty-four; "1.234,567" could be either and is refused.
  if (/^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{1,2}$/.test(compact)) return { ok: Number(compact.replace(/\./g, '').replace(',', '.')) };
  if (/^[-+]?\d{1,3}(?:\.\d{3})+,\d+$/.test(compact)) return { error: 'decimalComma', arg: original };
  if (CHINESE_NUMERAL.test(compact) && !/\d/.test(compact)) return { error: 'chineseNumeral', arg: original };
  return { error: 'number', arg: original };
}

function plainNumber(value: CellValue, decimals: number, strip: RegExp | null = null): Parsed<number> {
  if (value === null || cellText(value) === '') return null;
  if (typeof value === 'number') return rounded(value, decimals);
  const original = cellText(value);
  const parsed = numberText(strip ? original.replace(strip, '') : original, original);
  return parsed && 'ok' in parsed ? rounded(parsed.ok, decimals) : parsed;
}

export type Currency = 'CNY' | 'USD';
// Another currency first: "HK$" is not the US dollar.
const CURRENCY_MARKS: readonly [RegExp, Currency | 'other'][] = [
  [/€|eur|£|gbp|hk\$|hkd|欧元|英镑|港币|港元/i, 'other'],
  [/us\$|usd|\$|美元|美金/i, 'USD'],
  [/rmb|cny|[¥￥]|人民币|元/i, 'CNY'],
];

/** A price in the column's currency, with its sign or code ("$1,234.50", "¥12.8", "12.8元"); another currency is refused. */
export function money(value: CellValue, currency: Currency = 'CNY'): Parsed<number> {
  if (typeof value !== 'string') return plainNumber(value, 2);
  const text = value.trim();
  if (!text) return null;
  for (const [mark, named] of CURRENCY_MARKS) {
    if (!mark.test(text)) continue;
    if (named !== currency) return { error: currency === 'USD' ? 'currencyUsd' : 'currencyCny', arg: text };
    break;
  }
  return plainNumber(text, 2, /us\$|usd|rmb|cny|[$¥￥]|人民币|美元|美金|元/gi);
}

export const decimal1 = (v: CellValue) => plainNumber(v, 1);
export const decimal2 = (v: CellValue) => plainNumber(v, 2);

/** A length in cm: "60", "60cm", "600 mm", "0.6 m". */
export function lengthCm(value: CellValue): Parsed<number> {
  if (typeof value !== 'string') return plainNumber(value, 1);
  const text = value.trim().toLowerCase();
  const unit = /(mm|cm|m|厘米|公分|毫米|米)$/.exec(text)?.[1];
  const parsed = plainNumber(text.replace(/(mm|cm|m|厘米|公分|毫米|米)$/, ''), 3);
  if (!parsed || !('ok' in parsed)) return parsed && 'error' in parsed ? { ...parsed, arg: value.trim() } : parsed;
  const factor = unit === 'mm' || unit === '毫米' ? 0.1 : unit === 'm' || unit === '米' ? 100 : 1;
  return rounded(parsed.ok * factor, 1);
}

/** A weight in kg: "5.2", "5.2kg", "5.2 KGS", "5200 g", "5.2公斤"; pounds are refused. */
export function weightKg(value: CellValue): Parsed<number> {
  if (typeof value !== 'string') return plainNumber(value, 2);
  const text = value.trim();
  if (/(lbs?|磅)\.?$/i.test(text)) return { error: 'pounds', arg: text };
  const unit = /(kgs?|g|千克|公斤|克)\.?$/i.exec(text)?.[1]?.toLowerCase();
  const parsed = plainNumber(text.replace(/(kgs?|g|千克|公斤|克)\.?$/i, ''), 4);
  if (!parsed || !('ok' in parsed)) return parsed && 'error' in parsed ? { ...parsed, arg: text } : parsed;
  return rounded(unit === 'g' || unit === '克' ? parsed.ok / 1000 : parsed.ok, 2);
}

const QUANTITY_UNIT = /(pcs|pc|pieces|piece|sets?|units?|ctns?|cartons?|boxes|box|dozens?|prs|pairs?|件|个|只|套|条|盒|箱|双|对|把|张|支|台)\.?$/i;

export function integer(value: CellValue): Parsed<number> {
  const parsed = typeof value === 'string' ? plainNumber(value.trim(), 6, QUANTITY_UNIT) : plainNumber(value, 6);
  if (!parsed || !('ok' in parsed)) return parsed;
  if (!Number.isInteger(parsed.ok)) return { error: 'integer', arg: cellText(value) };
  if (parsed.ok > 2_000_000_000) return { error: 'tooLarge' };
  return parsed;
}

export interface CartonSize {
  l: number;
  w: number;
  h: number;
}

/** A carton size in one cell: "60*40*50cm", "60x40x50", "60×40×50 CM", "L60 W40 H50", "600*400*500mm". */
export function cartonSize(value: CellValue): Parsed<CartonSize> {
  const original = cellText(value);
  if (!original) return null;
  let text = original.toLowerCase().replace(/\s+/g, '');
  const unit = /(mm|cm|m|厘米|公分|毫米)$/.exec(text)?.[1];
  text = text.replace(/(mm|cm|m|厘米|公分|毫米)$/, '');
  let parts: string[] | null = null;
  const labelled = /^l[:：=]?([\d.]+)(?:cm|mm)?[*x×✕,，/]?w[:：=]?([\d.]+)(?:cm|mm)?[*x×✕,，/]?h[:：=]?([\d.]+)$/.exec(text);
  if (labelled) parts = labelled.slice(1, 4);
  else {
    const split = text.split(/[*x×✕╳]/);
    if (split.length === 3) parts = split.map((p) => p.replace(/(cm|mm)$/, ''));
  }
  const numbers = parts?.map((p) => (/^\d+(?:\.\d+)?$/.test(p) ? Number(p) : NaN));
  if (!numbers || numbers.some((n) => !Number.isFinite(n))) return { error: CHINESE_NUMERAL.test(text) && !/\d/.test(text) ? 'chineseNumeral' : 'cartonSize', arg: original };
  const factor = unit === 'mm' || unit === '毫米' ? 0.1 : unit === 'm' ? 100 : 1;
  const [l, w, h] = numbers.map((n) => Math.round(n * factor * 10) / 10) as [number, number, number];
  if ([l, w, h].some((n) => n >= 100_000)) return { error: 'tooLarge' };
  return { ok: { l, w, h } };
}

const YES = new Set(['1', 'y', 'yes', 'true', 't', '是', '有', '对', '√', '✓', '✔', 'on', '带', '是的', '含']);
const NO = new Set(['0', 'n', 'no', 'false', 'f', '否', '无', '没有', '不', '不带', '×', '✗', '✘', 'off', '-', 'none']);

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
