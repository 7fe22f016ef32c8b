import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELD_KEYS, importBreakQtySchema, isBreakField, type ImportFieldKey, type ImportMapping } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { importMappings } from '@/server/db/schema';
import { normalizeHeader } from './columns';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { BREAK_FIELD, breakOfHeader, currencyOfHeader } from './break-columns';
import { suggestField } from './header-words';
import type { SheetRow } from './read-sheet';

// Column mappings remembered per workbook layout: a factory sends the same sheet every season,
// so once staff confirm which column fills which field, the next file with the same set of
// headers (in any order, any case or spacing) maps itself. Per site; one row per layout.

const FIELDS = new Set<string>(IMPORT_FIELD_KEYS);

/** The layout of a header row: its normalised headers as a set (order, case and spacing do not matter). */
export function layoutKeyOf(headers: readonly string[]): string | null {
  const names = [...new Set(headers.map(normalizeHeader).filter(Boolean))].sort();
  if (names.length < 2) return null;
  return createHash('sha256').update(names.join('\n')).digest('hex');
}

/** What makes two entries the same choice: the field, and a break field's quantity. */
const choiceKey = (field: ImportFieldKey, minQty?: number) => (minQty === undefined ? field : `${field}:${minQty}`);

/** Adds `{column, field, minQty}` unless that field (at that quantity) already has a column. */
function adder(mapping: ImportMapping) {
  const taken = new Set(mapping.map((m) => choiceKey(m.field, m.minQty)));
  return (column: number, field: ImportFieldKey, minQty?: number) => {
    const key = choiceKey(field, minQty);
    if (taken.has(key)) return;
    taken.add(key);
    mapping.push(minQty === undefined ? { column, field } : { column, field, minQty });
  };
}

/** The currency a column's values are written in ("¥35.5", "$4.70"), when they name one and only one. */
function currencyOfValues(rows: readonly SheetRow[], index: number): QuoteCurrency | null {
  const named = new Set<QuoteCurrency>();
  for (const row of rows.slice(0, VALUE_ROWS)) {
    const value = row.cells[index];
    const currency = typeof value === 'string' ? currencyOfHeader(value) : null;
    if (currency) named.add(currency);
  }
  return named.size === 1 ? [...named][0]! : null;
}

const VALUE_ROWS = 20;

/**
 * Each column's suggested field from its header; a field suggested twice goes to its first column.
 * A break column whose header names no currency takes the currency its values are written in
 * ("¥35.5" under "500个以上单价"), else that of the sheet's one price column ("Unit Price (USD)"
 * beside "500+ pcs"); with both or neither, its header's language decides, like a price header's.
 */
export function suggestedMapping(headers: readonly string[], rows: readonly SheetRow[] = []): ImportMapping {
  const mapping: ImportMapping = [];
  const add = adder(mapping);
  const breaks: { column: number; header: string }[] = [];
  headers.forEach((header, i) => {
    const field = suggestField(header);
    if (field && isBreakField(field)) breaks.push({ column: i + 1, header });
    else if (field) add(i + 1, field);
  });
  const prices = mapping.filter((m) => m.field === 'price' || m.field === 'foreignprice');
  const sheetCurrency = prices.length === 1 ? (prices[0]!.field === 'price' ? 'CNY' : 'USD') : null;
  for (const { column, header } of breaks) {
    const found = breakOfHeader(header)!;
    const currency = found.currency ?? currencyOfValues(rows, column - 1) ?? sheetCurrency;
    add(column, currency ? BREAK_FIELD[currency] : suggestField(header)!, found.minQty);
  }
  return mapping.sort((a, b) => a.column - b.column);
}

type Stored = typeof importMappings.$inferSelect;

/** A stored mapping laid on these headers: each remembered header finds its column again. */
function mappingOn(headers: readonly string[], stored: Stored): ImportMapping {
  const entryOf = new Map(
    stored.mapping
      .filter((m) => FIELDS.has(m.field) && (!isBreakField(m.field) || importBreakQtySchema.safeParse(m.minQty).success))
      .map((m) => [m.header, { field: m.field as ImportFieldKey, minQty: isBreakField(m.field) ? m.minQty : undefined }]),
  );
  const mapping: ImportMapping = [];
  const add = adder(mapping);
  headers.forEach((header, i) => {
    const entry = entryOf.get(normalizeHeader(header));
    if (entry) add(i + 1, entry.field, entry.minQty);
  });
  return mapping;
}

/** The remembered mapping for these headers, or null when no file with this layout was mapped. */
export async function rememberedMapping(db: Db, siteId: number, headers: readonly string[]): Promise<ImportMapping | null> {
  const key = layoutKeyOf(headers);
  if (!key) return null;
  const [stored] = await db
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.siteId, siteId), eq(importMappings.layoutKey, key)));
  return stored ? mappingOn(headers, stored) : null;
}

/** Which of these header rows (row → headers) a mapping is remembered for: a known layout marks its header row. */
export async function rememberedLayouts(db: Db, siteId: number, candidates: ReadonlyMap<number, readonly string[]>): Promise<Set<number>> {
  const rowOfKey = new Map<string, number>();
  for (const [row, headers] of candidates) {
    const key = layoutKeyOf(headers);
    if (key && !rowOfKey.has(key)) rowOfKey.set(key, row);
  }
  if (rowOfKey.size === 0) return new Set();
  const found = await db
    .select({ layoutKey: importMappings.layoutKey })
    .from(importMappings)
    .where(and(eq(importMappings.siteId, siteId), inArray(importMappings.layoutKey, [...rowOfKey.keys()])));
  return new Set(found.map((f) => rowOfKey.get(f.layoutKey)!));
}

/** Remembers the mapping staff confirmed for these headers (replacing the layout's earlier one). */
export async function rememberMapping(db: Db, staff: { id: number; siteId: number }, headers: readonly string[], mapping: ImportMapping): Promise<void> {
  const key = layoutKeyOf(headers);
  if (!key) return;
  const entries = mapping.flatMap(({ column, field, minQty }) => {
    const header = normalizeHeader(headers[column - 1] ?? '');
    return header ? [minQty === undefined ? { header, field } : { header, field, minQty }] : [];
  });
  await db
    .insert(importMappings)
    .values({ siteId: staff.siteId, layoutKey: key, headers: [...headers], mapping: entries, staffId: staff.id })
    .onConflictDoUpdate({ target: [importMappings.siteId, importMappings.layoutKey], set: { headers: [...headers], mapping: entries, staffId: staff.id, updatedAt: sql`now()` } });
}
