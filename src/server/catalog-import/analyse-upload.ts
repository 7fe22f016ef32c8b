import type { Db } from '@/server/db/schema/database';
import { getImageStore } from '@/server/media';
import { loadLists, productsByCode } from './catalogue-state';
import { cellText } from './cell-values';
import { columnOfHeader } from './columns';
import { matchZipPictures } from './picture-files';
import { planImport, type Plan } from './plan-rows';
import { readSheet } from './read-sheet';
import type { ImportLang } from './row-messages';
import { pathOf } from './upload-files';

// Reads a stored upload (sheet and optional zip) in the reading thread and plans it against the
// site's catalogue as it is now: the dry run's job, and again the job that applies it.

export interface Upload {
  /** Stored names (upload-files.ts) of the sheet and of the pictures zip ('' without one). */
  sheetName: string;
  picturesName: string;
  fileName: string;
}

export interface AnalyseOptions {
  lang: ImportLang;
  ownHosts: readonly string[];
}

export interface Analysis extends Plan {
  /** Zip pictures named for no item code of the sheet. */
  unmatchedPictures: string[];
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

export async function analyseUpload(db: Db, siteId: number, upload: Upload, options: AnalyseOptions): Promise<Analysis> {
  const picturesPath = upload.picturesName ? pathOf(upload.picturesName) : null;
  const { table, zipPictures } = await readSheet(
    { sheetPath: pathOf(upload.sheetName), fileName: upload.fileName, format: upload.sheetName.endsWith('.csv') ? 'csv' : 'xlsx', picturesPath },
    options.lang,
  );
  const codeAt = table.headers.findIndex((h) => columnOfHeader(h) === 'code');
  const codes = codeAt < 0 ? [] : [...new Set(table.rows.map((r) => cellText(r.cells[codeAt] ?? null)).filter(Boolean))];
  const zip = zipPictures && picturesPath ? matchZipPictures(zipPictures, picturesPath, codes) : null;
  const [existing, lists] = await Promise.all([productsByCode(db, siteId, codes), loadLists(db, siteId)]);
  const plan = await planImport({ table, zip, lists, existing, lang: options.lang, ownHosts: options.ownHosts, storedPaths });
  return { ...plan, unmatchedPictures: zip?.unmatched ?? [] };
}
