import type { ThreadRead } from './import-thread-runner';
import { isPictureEntryName, pictureIdentity, pictureStem } from './picture-kind.mjs';
import { inflateEntryOfFile } from './zip-entries.mjs';

// Pictures of an import: named by the SHA-256 of their bytes, so the same picture
// always lands on the same /Upload/ path: re-importing a file finds every picture already in
// place and the product's `pics` unchanged (skipped), whatever the picture's name in the upload.
// The reading thread hashes them; their bytes stay in the stored upload until the job writes
// them (inflated again then, never past the size their zip declared).

export interface PictureFile {
  /** The bytes again (a zip entry is decompressed again rather than held between the dry run's hashing and the write). */
  read: () => Promise<Buffer>;
  /** Store path `/Upload/product/<hash>.<ext>`. */
  path: string;
  contentType: string;
  /** Where it came from, for error messages (`LT-1001_2.jpg`, `embedded`). */
  source: string;
}

/** The picture file of `bytes`, or null when they are not a JPEG, PNG, WebP or GIF. */
export function pictureFile(bytes: Buffer, source: string, read: () => Promise<Buffer> = () => Promise.resolve(bytes)): PictureFile | null {
  const identity = pictureIdentity(bytes);
  return identity ? { ...identity, read, source } : null;
}

type ZipPicture = NonNullable<ThreadRead['zipPictures']>[number];

interface ZipEntry {
  code: string;
  order: number;
  picture: ZipPicture;
}

/**
 * Which item code a zip entry is for: `LT-1001.jpg` (1st), `LT-1001_2.jpg` (2nd) or
 * `LT-1001/1.jpg` (folder per item); folders above are ignored. A whole name that is itself a
 * code of the sheet wins over the `_n` reading (a code may contain `_2`). Codes are matched
 * exactly, then ignoring case.
 */
function entryOf(picture: ZipPicture, codes: ReadonlyMap<string, string>): ZipEntry | null {
  const { name } = picture;
  if (!isPictureEntryName(name)) return null;
  const parts = name.split('/').filter(Boolean);
  const stem = pictureStem(parts.at(-1) ?? '');
  const known = (candidate: string) => codes.get(candidate) ?? codes.get(candidate.toLowerCase()) ?? null;
  const folder = parts.length >= 2 ? known(parts.at(-2)!) : null;
  if (folder && /^\d+$/.test(stem)) return { code: folder, order: Number(stem), picture };
  const whole = known(stem);
  if (whole) return { code: whole, order: 1, picture };
  const numbered = /^(.*)[_-](\d{1,3})$/.exec(stem);
  const code = numbered ? known(numbered[1]!) : null;
  return code ? { code, order: Number(numbered![2]), picture } : null;
}

export interface ZipPictures {
  byCode: Map<string, PictureFile[]>;
  bad: { code: string; name: string }[];
  /** Pictures whose file name matches no item code of the sheet (listed in the report, not imported). */
  unmatched: string[];
}

/** The zip's pictures by item code (as the sheet writes it), in order; pictures named for no code are listed apart. */
export function matchZipPictures(pictures: readonly ZipPicture[], zipPath: string, sheetCodes: readonly string[]): ZipPictures {
  const codes = new Map<string, string>();
  for (const code of sheetCodes) {
    codes.set(code, code);
    if (!codes.has(code.toLowerCase())) codes.set(code.toLowerCase(), code);
  }
  const entries: ZipEntry[] = [];
  const unmatched: string[] = [];
  for (const picture of pictures) {
    const entry = entryOf(picture, codes);
    if (entry) entries.push(entry);
    else unmatched.push(picture.name);
  }
  entries.sort((a, b) => a.code.localeCompare(b.code) || a.order - b.order || a.picture.name.localeCompare(b.picture.name));
  const byCode = new Map<string, PictureFile[]>();
  const bad: { code: string; name: string }[] = [];
  for (const { code, picture } of entries) {
    if (!picture.picture) {
      bad.push({ code, name: picture.name });
      continue;
    }
    const list = byCode.get(code) ?? [];
    list.push({ ...picture.picture, source: picture.name, read: () => inflateEntryOfFile(zipPath, picture.entry) });
    byCode.set(code, list);
  }
  return { byCode, bad, unmatched: unmatched.sort() };
}
