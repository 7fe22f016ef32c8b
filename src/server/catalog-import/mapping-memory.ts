import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELD_KEYS, type ImportFieldKey, type ImportMapping } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { importMappings } from '@/server/db/schema';
import { normalizeHeader } from './columns';
import { suggestField } from './header-words';

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

/** Each column's suggested field from its header; a field suggested twice goes to its first column. */
export function suggestedMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportFieldKey>();
  const mapping: ImportMapping = [];
  headers.forEach((header, i) => {
    const field = suggestField(header);
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping.push({ column: i + 1, field });
    }
  });
  return mapping;
}

type Stored = typeof importMappings.$inferSelect;

/** A stored mapping laid on these headers: each remembered header finds its column again. */
function mappingOn(headers: readonly string[], stored: Stored): ImportMapping {
  const fieldOf = new Map(stored.mapping.filter((m) => FIELDS.has(m.field)).map((m) => [m.header, m.field as ImportFieldKey]));
  const taken = new Set<ImportFieldKey>();
  const mapping: ImportMapping = [];
  headers.forEach((header, i) => {
    const field = fieldOf.get(normalizeHeader(header));
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping.push({ column: i + 1, field });
    }
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
  const entries = mapping.flatMap(({ column, field }) => {
    const header = normalizeHeader(headers[column - 1] ?? '');
    return header ? [{ header, field }] : [];
  });
  await db
    .insert(importMappings)
    .values({ siteId: staff.siteId, layoutKey: key, headers: [...headers], mapping: entries, staffId: staff.id })
    .onConflictDoUpdate({ target: [importMappings.siteId, importMappings.layoutKey], set: { headers: [...headers], mapping: entries, staffId: staff.id, updatedAt: sql`now()` } });
}
