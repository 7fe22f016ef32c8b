import type { ByteSource, ZipEntry } from './zip-entries.mjs';

export function columnNumber(letters: string): number;
export function workbookSheets(source: ByteSource, byName: ReadonlyMap<string, ZipEntry>): { name: string; state: string; path: string }[] | null;
export function sheetExtent(source: ByteSource, entry: ZipEntry, maxColumns: number): { rows: number; columns: number; wideCell: { cell: string; column: number } | null };
export function sheetPictureAnchors(source: ByteSource, byName: ReadonlyMap<string, ZipEntry>, sheetPath: string): { row: number; col: number; entry: ZipEntry }[];
