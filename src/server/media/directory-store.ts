import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { assertImagePath, contentTypeOf, InvalidImagePathError, type ImageStore, type StoredImage } from './store';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (error: unknown) => MISSING.has((error as NodeJS.ErrnoException)?.code ?? '');

/**
 * The default store: a directory (IMAGE_DIR, default `DATA_DIR/upload`) holding each file at its
 * `/Upload/...` path, so `/Upload/product/x.webp` is `IMAGE_DIR/Upload/product/x.webp` — the same
 * layout as the keys of a bucket. The content type comes from the extension.
 */
export class DirectoryImageStore implements ImageStore {
  readonly root: string;

  constructor(root: string) {
    this.root = nodePath.resolve(root);
  }

  /** The file for a store path; throws unless it is a clean path that stays inside the root. */
  fileOf(path: string): string {
    assertImagePath(path);
    const file = nodePath.resolve(this.root, `.${path}`);
    if (!file.startsWith(this.root + nodePath.sep)) throw new InvalidImagePathError(path, 'outside the image directory');
    return file;
  }

  async get(path: string): Promise<StoredImage | null> {
    const file = this.fileOf(path);
    try {
      return { bytes: await readFile(file), contentType: contentTypeOf(path) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async put(path: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(path);
    await mkdir(nodePath.dirname(file), { recursive: true });
    // Write aside, then rename: a reader (or another process making the same variant) never sees
    // half a file, and the last complete write wins.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async has(path: string): Promise<boolean> {
    const file = this.fileOf(path);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    const file = this.fileOf(path);
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}
