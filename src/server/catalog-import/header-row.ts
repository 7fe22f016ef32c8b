import { IMPORT_HEADER_SCAN_ROWS, type ImportFieldKey } from '@/lib/validation/admin/import';
import { cellText } from './cell-values';
import { suggestField } from './header-words';
import type { SheetRow, SheetTable, WorkbookSheet } from './read-sheet';

// Where a factory's table starts: its header is found, never assumed to be row 1. Title rows
// ("2027春季新品报价单", merged across the sheet), notes, blank rows and a logo sit above it; a
// second header line often sits below it ("Unit Price" over "(USD)", 外箱尺寸 over 长/宽/高).
// The header is the row among the first IMPORT_HEADER_SCAN_ROWS whose cells name the most
// different known fields; a merged title names at most one, so it never wins over a real header.

export interface HeaderChoice {
  /** 0-based index of the sheet in the workbook. */
  sheet: number;
  headerRow: number;
  headerLines: 1 | 2;
  /** How many different fields the header's cells suggest. */
  score: number;
}

const texts = (row: SheetRow | undefined) => (row ? row.cells.map((cell) => cellText(cell)) : []);

/** How many different fields the headers suggest (a title merged over ten cells counts once). */
function scoreOf(headers: readonly string[]): number {
  const fields = new Set<ImportFieldKey>();
  for (const header of headers) {
    const field = suggestField(header);
    if (field) fields.add(field);
  }
  return fields.size;
}

/** The two lines read as one header per column: "Unit Price (USD)", "外箱尺寸 长". */
export function combinedHeaders(top: readonly string[], bottom: readonly string[]): string[] {
  const width = Math.max(top.length, bottom.length);
  // A cell merged down over both lines reads the same on each: once is enough.
  return Array.from({ length: width }, (_, i) => [...new Set([top[i] ?? '', bottom[i] ?? ''].filter(Boolean))].join(' '));
}

const NUMBER_LIKE = /^[\s$¥￥€£]*[-+]?\d[\d,.\s]*(?:[a-z%]{0,4}|[\u4e00-\u9fff]{0,2})$/i;

/**
 * Whether the row below a header is a second header line: no value in it looks like a number
 * (data rows have prices and quantities), and read together the two lines name more fields, or
 * the lower line only adds units ("(USD)", "cm") to the upper one.
 */
function secondLine(top: readonly string[], below: SheetRow | undefined, topRow: number): boolean {
  if (!below || below.row !== topRow + 1) return false;
  const bottom = texts(below);
  const filled = bottom.filter(Boolean);
  if (filled.length === 0 || filled.some((text) => NUMBER_LIKE.test(text) || text.length > 30)) return false;
  const together = scoreOf(combinedHeaders(top, bottom));
  const alone = scoreOf(top);
  // A top line that names nothing is a title or a note, not the first half of a header.
  if (alone > 0 && together > alone) return true;
  const unitsOnly = filled.every((text) => /^[(（].*[)）]$/.test(text) || /^(cm|mm|m|kg|kgs|g|pcs|usd|rmb|cny|元|美元|[lwh长宽高])$/i.test(text));
  return unitsOnly && together >= alone;
}

/** The header (row and lines) of one sheet, or the first row with a value when nothing is recognised. */
export function headerOfSheet(rows: readonly SheetRow[], sheet = 0): HeaderChoice {
  let best: HeaderChoice = { sheet, headerRow: rows[0]?.row ?? 1, headerLines: 1, score: 0 };
  rows.forEach((row, i) => {
    if (row.row > IMPORT_HEADER_SCAN_ROWS) return;
    const top = texts(row);
    const score = scoreOf(top);
    if (score > best.score) best = { sheet, headerRow: row.row, headerLines: 1, score };
    else return;
    if (secondLine(top, rows[i + 1], row.row)) best = { ...best, headerLines: 2, score: Math.max(score, scoreOf(combinedHeaders(top, texts(rows[i + 1])))) };
  });
  return best;
}

/** Whether the row below `headerRow` of a sheet continues its header (for a row staff chose). */
export function headerLinesAt(rows: readonly SheetRow[], headerRow: number): 1 | 2 {
  const i = rows.findIndex((row) => row.row === headerRow);
  if (i < 0) return 1;
  return secondLine(texts(rows[i]), rows[i + 1], headerRow) ? 2 : 1;
}

/** The best header of the workbook: the sheet (visible first) whose header names the most fields. */
export function headerOfWorkbook(sheets: readonly WorkbookSheet[]): HeaderChoice {
  let best: HeaderChoice | null = null;
  sheets.forEach((sheet, i) => {
    if (sheet.hidden && sheets.some((s) => !s.hidden)) return;
    const choice = headerOfSheet(sheet.rows, i);
    if (!best || choice.score > best.score) best = choice;
  });
  return best ?? { sheet: 0, headerRow: 1, headerLines: 1, score: 0 };
}

/** The table under the header: headers per column (two lines combined) and the rows below. */
export function tableOf(sheet: WorkbookSheet, headerRow: number, headerLines: 1 | 2): SheetTable {
  const top = texts(sheet.rows.find((row) => row.row === headerRow));
  const bottom = headerLines === 2 ? texts(sheet.rows.find((row) => row.row === headerRow + 1)) : [];
  const lastHeaderRow = headerRow + headerLines - 1;
  return {
    headers: combinedHeaders(top, bottom),
    rows: sheet.rows.filter((row) => row.row > lastHeaderRow),
    embedded: sheet.pictures(),
  };
}
