import { createHash } from 'node:crypto';
import JSZip from 'jszip';

// Pictures of an import (issue 15): named by the SHA-256 of their bytes, so the same picture
// always lands on the same /Upload/ path: re-importing a file finds every picture already in
// place and the product's `pics` unchanged (skipped), whatever the picture's name in the upload.

export interface PictureFile {
  /** The bytes again (a zip entry is decompressed again rather than held between the dry run's hashing and the write). */
  read: () => Promise<Buffer>;
  /** Store path `/Upload/product/<hash>.<ext>`. */
  path: string;
  contentType: string;
  /** Where it came from, for error messages (`LT-1001_2.jpg`, `embedded`). */
  source: string;
}

const SIGNATURES: readonly [test: (b: Buffer) => boolean, ext: string, type: string][] = [
  [(b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, 'jpg', 'image/jpeg'],
  [(b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'png', 'image/png'],
  [(b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP', 'webp', 'image/webp'],
  [(b) => b.subarray(0, 4).toString('latin1') === 'GIF8', 'gif', 'image/gif'],
];

/** The picture file of `bytes`, or null when they are not a JPEG, PNG, WebP or GIF. */
export function pictureFile(bytes: Buffer, source: string, read: () => Promise<Buffer> = () => Promise.resolve(bytes)): PictureFile | null {
  const kind = SIGNATURES.find(([test]) => test(bytes));
  if (!kind) return null;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { read, path: `/Upload/product/${hash}.${kind[1]}`, contentType: kind[2], source };
}

const PICTURE_NAME = /\.(jpe?g|png|webp|gif)$/i;

interface ZipEntry {
  code: string;
  order: number;
  name: string;
  file: JSZip.JSZipObject;
}

/**
 * Which item code a zip entry is for: `LT-1001.jpg` (1st), `LT-1001_2.jpg` (2nd) or
 * `LT-1001/1.jpg` (folder per item); folders above are ignored. A whole name that is itself a
 * code of the sheet wins over the `_n` reading (a code may contain `_2`). Codes are matched
 * exactly, then ignoring case.
 */
function entryOf(name: string, file: JSZip.JSZipObject, codes: ReadonlyMap<string, string>): ZipEntry | null {
  const parts = name.split('/').filter(Boolean);
  const base = parts.at(-1) ?? '';
  if (file.dir || !PICTURE_NAME.test(base) || parts.some((p) => p.startsWith('.') || p === '__MACOSX')) return null;
  const stem = base.replace(PICTURE_NAME, '');
  const known = (candidate: string) => codes.get(candidate) ?? codes.get(candidate.toLowerCase()) ?? null;
  const folder = parts.length >= 2 ? known(parts.at(-2)!) : null;
  if (folder && /^\d+$/.test(stem)) return { code: folder, order: Number(stem), name, file };
  const whole = known(stem);
  if (whole) return { code: whole, order: 1, name, file };
  const numbered = /^(.*)[_-](\d{1,3})$/.exec(stem);
  const code = numbered ? known(numbered[1]!) : null;
  return code ? { code, order: Number(numbered![2]), name, file } : null;
}

/** The zip's pictures by item code (as the sheet writes it), in order; other entries are ignored. */
export async function readPictureZip(bytes: Buffer, sheetCodes: readonly string[]): Promise<{ byCode: Map<string, PictureFile[]>; bad: { code: string; name: string }[] }> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new Error('not a readable .zip file');
  }
  const codes = new Map<string, string>();
  for (const code of sheetCodes) {
    codes.set(code, code);
    if (!codes.has(code.toLowerCase())) codes.set(code.toLowerCase(), code);
  }
  const entries: ZipEntry[] = [];
  zip.forEach((name, file) => {
    const entry = entryOf(name, file, codes);
    if (entry) entries.push(entry);
  });
  entries.sort((a, b) => a.code.localeCompare(b.code) || a.order - b.order || a.name.localeCompare(b.name));
  const byCode = new Map<string, PictureFile[]>();
  const bad: { code: string; name: string }[] = [];
  for (const entry of entries) {
    const picture = pictureFile(await entry.file.async('nodebuffer'), entry.name, () => entry.file.async('nodebuffer'));
    if (!picture) {
      bad.push({ code: entry.code, name: entry.name });
      continue;
    }
    const list = byCode.get(entry.code) ?? [];
    list.push(picture);
    byCode.set(entry.code, list);
  }
  return { byCode, bad };
}
