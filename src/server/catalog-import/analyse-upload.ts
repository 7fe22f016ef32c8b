import type { Db } from '@/server/db/schema/database';
import { AppError } from '@/server/errors';
import { getImageStore } from '@/server/media';
import { loadLists, productsByCode } from './catalogue-state';
import { cellText } from './cell-values';
import { columnOfHeader } from './columns';
import { readPictureZip } from './picture-files';
import { planImport, type Plan } from './plan-rows';
import { readSheet, UnreadableFileError } from './read-sheet';
import type { ImportLang } from './row-messages';

// Reads an upload (sheet and optional zip) and plans it against the site's catalogue as it is
// now: the dry run at upload, and again by the job that applies it.

export interface Upload {
  sheet: Buffer;
  fileName: string;
  pictures: Buffer | null;
}

export interface AnalyseOptions {
  lang: ImportLang;
  ownHosts: readonly string[];
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

export async function analyseUpload(db: Db, siteId: number, upload: Upload, options: AnalyseOptions): Promise<Plan> {
  let table;
  try {
    table = await readSheet(upload.sheet, upload.fileName);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new AppError('bad_request', `file: ${error.message}`, { field: 'file' });
    throw error;
  }
  const codeAt = table.headers.findIndex((h) => columnOfHeader(h) === 'code');
  const codes = codeAt < 0 ? [] : [...new Set(table.rows.map((r) => cellText(r.cells[codeAt] ?? null)).filter(Boolean))];
  let zip = null;
  if (upload.pictures) {
    try {
      zip = await readPictureZip(upload.pictures, codes);
    } catch {
      throw new AppError('bad_request', 'pictures: must be a readable .zip file', { field: 'pictures' });
    }
  }
  const [existing, lists] = await Promise.all([productsByCode(db, siteId, codes), loadLists(db, siteId)]);
  return planImport({ table, zip, lists, existing, lang: options.lang, ownHosts: options.ownHosts, storedPaths });
}
