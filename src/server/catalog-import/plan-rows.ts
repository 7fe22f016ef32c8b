import { convertPrice } from '@/lib/quote-currency';
import type { PriceBreak } from '@/lib/pricing/price-breaks';
import {
  isBreakField,
  type ImportColumnKey,
  type ImportCounts,
  type ImportDefaults,
  type ImportError,
  type ImportFieldKey,
  type ImportMapping,
  type ImportRate,
} from '@/lib/validation/admin/import';
import { sanitizeRichText } from '@/server/content/rich-text';
import { sameState, type Lists, type NamedEntry, type ProductState } from './catalogue-state';
import { cartonSize, cellText, date, flag, integer, lengthCm, money, splitList, weightKg, type Parsed } from './cell-values';
import { columnByKey, headerOf, normalizeHeader } from './columns';
import { breakColumnsOf, breaksOfRow, sameBreaks, type RowBreaks } from './plan-breaks';
import type { PictureFile } from './picture-files';
import type { CellValue, SheetTable } from './read-sheet';
import { rowMessage, type ImportLang, type MessageKey } from './row-messages';

// The dry run: every row of the file read against the catalogue as it is now, into
// what applying would do: create, update (same item code), skip (nothing differs, pictures
// compared by their content hash) or refuse with the row's errors. Applying runs the same plan
// again on the stored upload, so a job resumed after a crash or a re-import changes only what
// still differs.
//
// A new product needs both names, both prices and a topic (the storefront shows each language,
// each currency, and files every product under a topic), but a factory's sheet seldom has them
// all (ADR 0041): a new row without a topic takes the one chosen on the mapping step, one
// language's name fills the other, one currency's price is converted at the owner's rate. An
// existing product takes only what its row says.

export type RowAction = 'create' | 'update';

export interface PlannedRow {
  row: number;
  action: RowAction;
  state: ProductState;
  /** Picture files of the row not yet known to be stored (embedded or from the zip). */
  files: PictureFile[];
  /** The product's quantity breaks in each currency the sheet has break columns for (replacing its own). */
  breaks: RowBreaks;
}

export type Filled = ImportDefaults['filled'];

export interface Plan {
  counts: ImportCounts;
  /** What the rows to create took from the defaults. */
  filled: Filled;
  errors: ImportError[];
  rows: PlannedRow[];
  ignoredColumns: string[];
  pictureCount: number;
  dataRows: number;
}

export interface PlanInput {
  table: SheetTable;
  /** Which column (1 = A) fills which field; columns not in it are not imported and are listed. */
  mapping: ImportMapping;
  /** The header's row (an error about a missing column names it). */
  headerRow: number;
  zip: { byCode: Map<string, PictureFile[]>; bad: { code: string; name: string }[] } | null;
  lists: Lists;
  existing: ReadonlyMap<string, ProductState>;
  /** The quantity breaks of existing products, by item code (a product without breaks is absent). */
  existingBreaks?: ReadonlyMap<string, Partial<Record<'USD' | 'CNY', readonly PriceBreak[]>>>;
  lang: ImportLang;
  /** Hosts whose absolute /Upload/ links are this site's (PUBLIC_BASE_URL's and the request's). */
  ownHosts: readonly string[];
  /** Which of these /Upload/ paths the picture store holds. */
  storedPaths: (paths: string[]) => Promise<Set<string>>;
  /** For new products only: the topic for rows without one, and the rate to convert a missing price at. */
  newProducts?: { topic: NamedEntry | null; rate: ImportRate | null };
  now?: Date;
}

const MAX_PICTURES = 20;
const YIELD_EVERY = 250;
const LIMITS: Partial<Record<ImportColumnKey, number>> = {
  code: 64,
  name: 200,
  nameen: 200,
  keyword: 500,
  barcode: 64,
  material: 100,
  materialen: 100,
  descriptionZh: 100_000,
  descriptionEn: 100_000,
};
const TOPIC_SEPARATORS = /[;；、\n]/;
const PICTURE_SEPARATORS = /[,，;；\s]+/;

class RowErrors {
  readonly list: ImportError[] = [];
  constructor(
    private readonly lang: ImportLang,
    private readonly headerOfKey: (key: ImportFieldKey) => string,
  ) {}
  add(row: number, key: ImportFieldKey, message: MessageKey, arg?: string | number) {
    this.addAt(row, this.headerOfKey(key), message, arg);
  }
  /** An error on a column named by its header (a break column: one field, many columns). */
  addAt(row: number, column: string, message: MessageKey, arg?: string | number) {
    this.list.push({ row, column, message: rowMessage(this.lang, message, arg) });
  }
}

function lookup(entries: readonly NamedEntry[]) {
  const byCode = new Map<string, NamedEntry>();
  const byName = new Map<string, NamedEntry[]>();
  for (const e of entries) {
    byCode.set(e.code.toLowerCase(), e);
    for (const name of new Set([e.name, e.nameen].map((n) => normalizeHeader(n)).filter(Boolean))) byName.set(name, [...(byName.get(name) ?? []), e]);
  }
  const byId = new Map(entries.map((e) => [String(e.id), e]));
  return (token: string): NamedEntry | 'unknown' | 'ambiguous' => {
    const code = byCode.get(token.toLowerCase());
    if (code) return code;
    const named = byName.get(normalizeHeader(token));
    if (named?.length === 1) return named[0]!;
    if (named && named.length > 1) return 'ambiguous';
    return byId.get(token) ?? 'unknown';
  };
}

function richText(text: string, current: string): string {
  if (text === current || text === current.trim()) return current;
  if (text === '') return '';
  if (/<[a-z][\s\S]*>/i.test(text)) return sanitizeRichText(text);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escape(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const blankProduct = (code: string, now: Date): ProductState => ({
  code,
  classcode: '',
  keyword: '',
  name: '',
  nameen: '',
  pics: '',
  price: 0,
  foreignprice: 0,
  stock: 0,
  moq: 1,
  unitCode: 'PC', // a new product with no unit column is sold by the piece
  packCode: '',
  pcsPerCarton: 1,
  cartonLengthCm: 0,
  cartonWidthCm: 0,
  cartonHeightCm: 0,
  grossWeightKg: 0,
  netWeightKg: 0,
  barcode: '',
  material: '',
  materialen: '',
  colorCode: '',
  light: 0,
  electric: 0,
  isHot: 0,
  isNew: 0,
  launchtime: now,
  published: true,
  descriptionZh: '',
  descriptionEn: '',
});

/** An /Upload/ path of this site named by a cell (a path, or a link to this host), else the error. */
function ownPicturePath(token: string, ownHosts: readonly string[]): { path: string } | { error: MessageKey } {
  let path = token;
  if (/^[a-z][a-z0-9+.-]*:/i.test(token) || token.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(token, 'http://invalid.invalid');
    } catch {
      return { error: 'pictureMissing' };
    }
    if (!ownHosts.includes(url.host.toLowerCase())) return { error: 'pictureForeign' };
    path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      return { error: 'pictureMissing' };
    }
  }
  path = path.split('?')[0]!;
  if (!path.startsWith('/Upload/') || path.includes('..')) return { error: 'pictureMissing' };
  return { path };
}

/** Excel's letter of a column (1 = A, 27 = AA), for a column without a header. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export async function planImport(input: PlanInput): Promise<Plan> {
  const { table, lang, existing } = input;
  const now = input.now ?? new Date();
  const indexOf = new Map<ImportFieldKey, number>(input.mapping.filter(({ field }) => !isBreakField(field)).map(({ column, field }) => [field, column - 1]));
  const breakColumns = breakColumnsOf(input.mapping);
  // Never dropped without a word: every headed column the mapping leaves out is listed.
  const mapped = new Set(input.mapping.map(({ column }) => column - 1));
  const ignoredColumns = table.headers.filter((header, i) => header && !mapped.has(i));
  const headerOfKey = (key: ImportFieldKey) => {
    const i = indexOf.get(key);
    if (i !== undefined) return table.headers[i] || columnLetter(i + 1);
    const column = columnByKey.get(key as ImportColumnKey);
    return column ? headerOf(column, lang) : lang === 'zh' ? '外箱尺寸 / Carton size' : 'Carton size / 外箱尺寸';
  };
  const errors = new RowErrors(lang, headerOfKey);
  const counts: ImportCounts = { create: 0, update: 0, skip: 0, error: 0 };
  const filled: Filled = { topic: 0, name: 0, nameen: 0, price: 0, foreignprice: 0 };
  const newTopic = input.newProducts?.topic ?? null;
  const rate = input.newProducts?.rate ?? null;
  const cell = (cells: CellValue[], key: ImportFieldKey): CellValue | undefined => {
    const i = indexOf.get(key);
    return i === undefined ? undefined : (cells[i] ?? null);
  };

  if (!indexOf.has('code')) {
    errors.add(input.headerRow, 'code', 'required');
    return { counts: { ...counts, error: table.rows.length }, filled, errors: errors.list, rows: [], ignoredColumns, pictureCount: 0, dataRows: table.rows.length };
  }

  // Pictures named by path: all checked against the store in one pass.
  const knownPaths = new Set<string>();
  for (const p of existing.values()) for (const path of p.pics.split(',')) if (path) knownPaths.add(path);
  const asked = new Set<string>();
  for (const { cells } of table.rows) {
    for (const token of splitList(cell(cells, 'pictures') ?? null, PICTURE_SEPARATORS)) {
      const own = ownPicturePath(token, input.ownHosts);
      if ('path' in own && !knownPaths.has(own.path)) asked.add(own.path);
    }
  }
  const stored = asked.size ? await input.storedPaths([...asked]) : new Set<string>();
  for (const path of stored) knownPaths.add(path);

  const topicOf = lookup(input.lists.topics);
  const colorOf = lookup(input.lists.colors);
  const unitOf = lookup(input.lists.units);
  const packOf = lookup(input.lists.packs);
  const firstRowOf = new Map<string, number>();
  const rows: PlannedRow[] = [];
  let pictureCount = 0;

  for (const [index, { row, cells }] of table.rows.entries()) {
    // The plan runs on the thread that serves the shop: it gives the shop a turn every few hundred rows.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    const before = errors.list.length;
    const code = cellText(cell(cells, 'code') ?? null);
    if (!code) {
      errors.add(row, 'code', 'required');
      counts.error++;
      continue;
    }
    if (code.length > LIMITS.code!) errors.add(row, 'code', 'tooLong', LIMITS.code);
    else if (/[,/\\\r\n]/.test(code)) errors.add(row, 'code', 'codeChars');
    const seen = firstRowOf.get(code);
    if (seen !== undefined) errors.add(row, 'code', 'duplicate', seen);
    else firstRowOf.set(code, row);

    const current = existing.get(code);
    const next: ProductState = { ...(current ?? blankProduct(code, now)) };
    const take = <T>(key: ImportFieldKey, parsed: Parsed<T>, apply: (value: T) => void) => {
      if (parsed === null) return;
      if ('error' in parsed) errors.add(row, key, parsed.error, parsed.arg);
      else apply(parsed.ok);
    };
    const value = (key: ImportFieldKey) => cell(cells, key);
    const present = (key: ImportFieldKey) => value(key) !== undefined;

    for (const key of ['name', 'nameen', 'keyword', 'barcode', 'material', 'materialen'] as const) {
      if (!present(key)) continue;
      const text = cellText(value(key)!);
      if (text.length > LIMITS[key]!) errors.add(row, key, 'tooLong', LIMITS[key]);
      else if (text || (key !== 'name' && key !== 'nameen')) next[key] = text;
    }
    // One cell for the whole carton ("60*40*50cm"); a column of its own for one side wins over it.
    if (present('cartonSize'))
      take('cartonSize', cartonSize(value('cartonSize')!), ({ l, w, h }) => Object.assign(next, { cartonLengthCm: l, cartonWidthCm: w, cartonHeightCm: h }));
    const numbers = [
      ['price', (v: CellValue) => money(v, 'CNY'), 'price'],
      ['foreignprice', (v: CellValue) => money(v, 'USD'), 'foreignprice'],
      ['stock', integer, 'stock'],
      ['moq', integer, 'moq'],
      ['pcsPerCarton', integer, 'pcsPerCarton'],
      ['cartonLengthCm', lengthCm, 'cartonLengthCm'],
      ['cartonWidthCm', lengthCm, 'cartonWidthCm'],
      ['cartonHeightCm', lengthCm, 'cartonHeightCm'],
      ['grossWeightKg', weightKg, 'grossWeightKg'],
      ['netWeightKg', weightKg, 'netWeightKg'],
    ] as const;
    for (const [key, parse, field] of numbers) {
      if (!present(key)) continue;
      take(key, parse(value(key)!), (n) => {
        if ((key === 'moq' || key === 'pcsPerCarton') && n < 1) errors.add(row, key, 'atLeastOne');
        else next[field] = n;
      });
    }
    for (const [key, field] of [
      ['light', 'light'],
      ['electric', 'electric'],
      ['hot', 'isHot'],
      ['new', 'isNew'],
    ] as const) {
      if (present(key)) take(key, flag(value(key)!), (n) => (next[field] = n));
    }
    if (present('published')) take('published', flag(value('published')!), (n) => (next.published = n === 1));
    if (present('launchtime')) take('launchtime', date(value('launchtime')!), (d) => (next.launchtime = d));

    for (const [key, find, field] of [
      ['unit', unitOf, 'unitCode'],
      ['pack', packOf, 'packCode'],
      ['color', colorOf, 'colorCode'],
    ] as const) {
      if (!present(key)) continue;
      const text = cellText(value(key)!);
      if (!text) {
        next[field] = '';
        continue;
      }
      const found = find(text);
      if (typeof found === 'string') errors.add(row, key, 'listUnknown', text);
      else next[field] = found.code;
    }
    if (present('topics')) {
      const [first] = splitList(value('topics')!, TOPIC_SEPARATORS);
      if (first) {
        const found = topicOf(first);
        if (found === 'unknown') errors.add(row, 'topics', 'topicUnknown', first);
        else if (found === 'ambiguous') errors.add(row, 'topics', 'topicAmbiguous', first);
        else next.classcode = found.code;
      }
    }
    for (const [key, field] of [
      ['descriptionZh', 'descriptionZh'],
      ['descriptionEn', 'descriptionEn'],
    ] as const) {
      if (!present(key)) continue;
      const text = cellText(value(key)!);
      if (text.length > LIMITS[key]!) errors.add(row, key, 'tooLong', LIMITS[key]);
      else next[field] = richText(text, current?.[field] ?? '');
    }

    // Pictures: paths of this site, then the row's embedded pictures, then the zip's.
    const paths: string[] = [];
    const files: PictureFile[] = [];
    for (const token of splitList(value('pictures') ?? null, PICTURE_SEPARATORS)) {
      const own = ownPicturePath(token, input.ownHosts);
      if ('error' in own) errors.add(row, 'pictures', own.error, token);
      else if (!knownPaths.has(own.path)) errors.add(row, 'pictures', 'pictureMissing', token);
      else paths.push(own.path);
    }
    for (const [i, picture] of (table.embedded.get(row) ?? []).entries()) {
      const file = picture.file;
      if (!file) errors.add(row, 'pictures', 'pictureBad', `#${i + 1}`);
      else files.push(file);
    }
    for (const bad of input.zip?.bad ?? []) if (bad.code === code) errors.add(row, 'pictures', 'pictureBad', bad.name);
    files.push(...(input.zip?.byCode.get(code) ?? []));
    const all = [...new Set([...paths, ...files.map((f) => f.path)])];
    if (all.length > MAX_PICTURES) errors.add(row, 'pictures', 'tooManyPictures', MAX_PICTURES);
    else if (all.length > 0) next.pics = all.join(',');
    pictureCount += all.length;

    const took: (keyof Filled)[] = [];
    if (!current) {
      // A column already refused on this row is not refused again for being empty.
      const refused = (key: ImportFieldKey) => errors.list.slice(before).some((e) => e.column === headerOfKey(key));
      // The column an error about a missing pair is put on: the one the sheet has, else the first.
      const either = (first: ImportFieldKey, second: ImportFieldKey) => (!indexOf.has(first) && indexOf.has(second) ? second : first);

      if (!next.name && !next.nameen) {
        if (!refused('name') && !refused('nameen')) errors.add(row, either('name', 'nameen'), 'nameRequiredNew');
      } else if (!next.name || !next.nameen) {
        const [missing, from] = next.name ? (['nameen', 'name'] as const) : (['name', 'nameen'] as const);
        next[missing] = next[from];
        took.push(missing);
      }

      const given = (key: 'price' | 'foreignprice') => present(key) && cellText(value(key)!) !== '';
      if (!given('price') && !given('foreignprice')) {
        if (!refused('price') && !refused('foreignprice')) errors.add(row, either('price', 'foreignprice'), 'priceRequiredNew');
      } else if (!given('price') || !given('foreignprice')) {
        const [missing, from] = given('price') ? (['foreignprice', 'price'] as const) : (['price', 'foreignprice'] as const);
        // A price refused as written has nothing to convert: its own error says what to fix.
        if (!refused(from) && rate) {
          next[missing] = convertPrice(next[from], missing === 'price' ? 'CNY' : 'USD', rate.cnyPerUsd, 2);
          took.push(missing);
        } else if (!refused(from)) errors.add(row, missing, missing === 'price' ? 'rateMissingCny' : 'rateMissingUsd');
      }

      // A topic the row names and that is unknown stays an error: it never falls back to the default.
      if (!next.classcode && !refused('topics')) {
        if (newTopic) {
          next.classcode = newTopic.code;
          took.push('topic');
        } else errors.add(row, 'topics', 'topicRequiredNew');
      }
    }

    // Breaks last: checked against the MOQ and list price the row leaves (a price converted for a new product included).
    const breaks = breaksOfRow(cells, breakColumns, next, (column, message, arg) => errors.addAt(row, table.headers[column.index] || columnLetter(column.index + 1), message, arg));

    if (errors.list.length > before) {
      counts.error++;
      continue;
    }
    if (current && sameState(current, next) && sameBreaks(breaks, input.existingBreaks?.get(code))) {
      counts.skip++;
      continue;
    }
    const action: RowAction = current ? 'update' : 'create';
    counts[action]++;
    for (const key of took) filled[key]++;
    const known = new Set(paths);
    rows.push({ row, action, state: next, files: files.filter((f) => !known.has(f.path)), breaks });
  }
  return { counts, filled, errors: errors.list, rows, ignoredColumns, pictureCount, dataRows: table.rows.length };
}
