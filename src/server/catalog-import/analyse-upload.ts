import type { ImportDefaults, ImportLayout, ImportMapping, ImportRate } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { DomainError } from '@/server/errors';
import { breaksOf, type BreaksByCurrency } from '@/server/pricing/product-breaks';
import { getImageStore } from '@/server/media';
import { loadLists, productsByCode } from './catalogue-state';
import { cellText } from './cell-values';
import { combinedHeaders, headerLinesAt, headerOfSheet, headerOfWorkbook, tableOf } from './header-row';
import { rememberedLayouts, rememberedMapping, suggestedMapping } from './mapping-memory';
import { importRate } from './new-product-defaults';
import { matchZipPictures } from './picture-files';
import { planImport, type Plan } from './plan-rows';
import { readStoredWorkbook, type SheetTable, type WorkbookSheet } from './read-sheet';
import type { ImportLang } from './row-messages';
import { pathOf } from './upload-files';
import { IMPORT_HEADER_SCAN_ROWS } from '@/lib/validation/admin/import';

// Reads a stored upload (sheet and optional zip) in the reading thread and plans it against the
// site's catalogue as it is now: the dry run's job, and again the job that applies it. Which
// sheet, which header row and which column fills which field come from the request (staff's
// choice on the mapping step), else from a mapping remembered for the same headers, else from
// the headers' words.

export interface Upload {
  /** Stored names (upload-files.ts) of the sheet and of the pictures zip ('' without one). */
  sheetName: string;
  picturesName: string;
  fileName: string;
}

/** The layout as asked: any part left out is detected. */
export type LayoutRequest = ImportLayout & { mapping?: ImportMapping };

export interface AnalyseOptions {
  lang: ImportLang;
  ownHosts: readonly string[];
  layout?: LayoutRequest;
  /**
   * Defaults for new products: the topic chosen for rows without one, and the rate to convert a
   * missing price at (left out: the owner's rate now; the apply passes the dry run's).
   */
  newProducts?: { topicId?: number; rate?: ImportRate | null };
}

/** The layout read: sheet (1 = first), header row and lines, the mapping used, and where each came from. */
export interface ResolvedLayout {
  sheet: number;
  sheetName: string;
  headerRow: number;
  headerLines: 1 | 2;
  headers: string[];
  mapping: ImportMapping;
  /** The header row was detected, not chosen. */
  detected: boolean;
  /** The mapping is the one remembered for these headers. */
  remembered: boolean;
}

export interface Analysis extends Plan {
  /** Zip pictures named for no item code of the sheet. */
  unmatchedPictures: string[];
  /** The defaults new products were given, and how many took each. */
  defaults: ImportDefaults;
}

const PARALLEL = 16;

async function storedPaths(paths: string[]): Promise<Set<string>> {
  const store = getImageStore();
  const found = new Set<string>();
  for (let i = 0; i < paths.length; i += PARALLEL) {
    const batch = paths.slice(i, i + PARALLEL);
    const has = await Promise.all(batch.map((p) => store.has(p).catch(() => false)));
    batch.forEach((p, j) => has[j] && found.add(p));
  }
  return found;
}

/** Every sheet of a stored upload and its zip's pictures, read in the reading thread. */
export async function readUploadSheets(upload: Upload, lang: ImportLang) {
  const picturesPath = upload.picturesName ? pathOf(upload.picturesName) : null;
  const format = upload.sheetName.endsWith('.csv') ? 'csv' : 'xlsx';
  const read = await readStoredWorkbook({ sheetPath: pathOf(upload.sheetName), fileName: upload.fileName, format, picturesPath }, lang);
  return { ...read, picturesPath };
}

const rowTexts = (sheet: WorkbookSheet, row: number) => sheet.rows.find((r) => r.row === row)?.cells.map((c) => cellText(c)) ?? [];

/** A header row whose layout has a remembered mapping (a sheet from a factory mapped before), if any. */
async function rememberedHeader(db: Db, siteId: number, sheets: readonly WorkbookSheet[], only: number | null) {
  const candidates = new Map<number, string[]>();
  const keyOf = (sheet: number, row: number, lines: 1 | 2) => (sheet * 10_000 + row) * 10 + lines;
  sheets.forEach((sheet, s) => {
    if (only !== null && s !== only) return;
    for (const row of sheet.rows) {
      if (row.row > IMPORT_HEADER_SCAN_ROWS) break;
      const top = row.cells.map((c) => cellText(c));
      candidates.set(keyOf(s, row.row, 1), top);
      candidates.set(keyOf(s, row.row, 2), combinedHeaders(top, rowTexts(sheet, row.row + 1)));
    }
  });
  const [found] = [...(await rememberedLayouts(db, siteId, candidates))].sort((a, b) => a - b);
  if (found === undefined) return null;
  return { sheet: Math.floor(found / 100_000), headerRow: Math.floor(found / 10) % 10_000, headerLines: (found % 10) as 1 | 2 };
}

/** Where the table is and which column fills which field, as asked or as found. */
export async function resolveLayout(db: Db, siteId: number, sheets: readonly WorkbookSheet[], asked: LayoutRequest = {}): Promise<{ layout: ResolvedLayout; table: SheetTable }> {
  if (asked.sheet !== undefined && asked.sheet > sheets.length)
    throw new DomainError('bad_request', `the workbook has ${sheets.length} sheet${sheets.length === 1 ? '' : 's'}`, { input: 'sheet' });
  const chosenSheet = asked.sheet === undefined ? null : asked.sheet - 1;
  let place: { sheet: number; headerRow: number; headerLines: 1 | 2 };
  if (asked.headerRow !== undefined) {
    const sheet = chosenSheet ?? headerOfWorkbook(sheets).sheet;
    if (!sheets[sheet]!.rows.some((row) => row.row === asked.headerRow))
      throw new DomainError('bad_request', `row ${asked.headerRow} of the sheet is empty`, { input: 'headerRow' });
    place = { sheet, headerRow: asked.headerRow, headerLines: (asked.headerLines as 1 | 2 | undefined) ?? headerLinesAt(sheets[sheet]!.rows, asked.headerRow) };
  } else {
    const found = chosenSheet === null ? headerOfWorkbook(sheets) : headerOfSheet(sheets[chosenSheet]!.rows, chosenSheet);
    const known = asked.mapping ? null : await rememberedHeader(db, siteId, sheets, chosenSheet);
    place = known ?? found;
  }
  const sheet = sheets[place.sheet]!;
  const table = tableOf(sheet, place.headerRow, place.headerLines);
  const remembered = asked.mapping ? null : await rememberedMapping(db, siteId, table.headers);
  const layout: ResolvedLayout = {
    sheet: place.sheet + 1,
    sheetName: sheet.name,
    headerRow: place.headerRow,
    headerLines: place.headerLines,
    headers: table.headers,
    mapping: asked.mapping ?? remembered ?? suggestedMapping(table.headers, table.rows),
    detected: asked.headerRow === undefined,
    remembered: remembered !== null,
  };
  return { layout, table };
}

export async function analyseUpload(db: Db, siteId: number, upload: Upload, options: AnalyseOptions): Promise<Analysis & { layout: ResolvedLayout }> {
  const { sheets, zipPictures, picturesPath } = await readUploadSheets(upload, options.lang);
  const { layout, table } = await resolveLayout(db, siteId, sheets, options.layout);
  const codeColumn = layout.mapping.find((m) => m.field === 'code')?.column;
  const codes = codeColumn === undefined ? [] : [...new Set(table.rows.map((r) => cellText(r.cells[codeColumn - 1] ?? null)).filter(Boolean))];
  const zip = zipPictures && picturesPath ? matchZipPictures(zipPictures, picturesPath, codes) : null;
  const asked = options.newProducts ?? {};
  const [existing, lists, rate] = await Promise.all([
    productsByCode(db, siteId, codes),
    loadLists(db, siteId),
    asked.rate === undefined ? importRate(db, siteId) : Promise.resolve(asked.rate),
  ]);
  // Existing breaks are compared only when the sheet has break columns (else they are left alone).
  const existingBreaks = new Map<string, BreaksByCurrency>();
  if (layout.mapping.some((m) => m.minQty !== undefined) && existing.size > 0) {
    const byId = await breaksOf(
      db,
      siteId,
      [...existing.values()].map((p) => p.id),
    );
    for (const product of existing.values()) {
      const breaks = byId.get(product.id);
      if (breaks) existingBreaks.set(product.code, breaks);
    }
  }
  // A topic deleted since it was chosen is no default: rows without a topic are refused saying so.
  const topic = asked.topicId === undefined ? null : (lists.topics.find((t) => t.id === asked.topicId) ?? null);
  const plan = await planImport({
    table,
    mapping: layout.mapping,
    headerRow: layout.headerRow,
    zip,
    lists,
    existing,
    existingBreaks,
    lang: options.lang,
    ownHosts: options.ownHosts,
    storedPaths,
    newProducts: { topic, rate },
  });
  const defaults: ImportDefaults = { topic: topic && { id: topic.id, name: topic.name, nameen: topic.nameen }, rate, filled: plan.filled };
  return { ...plan, layout, unmatchedPictures: zip?.unmatched ?? [], defaults };
}
