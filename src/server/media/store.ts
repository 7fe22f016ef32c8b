/**
 * Where picture bytes live, addressed by their `/Upload/...` path (§7). Deliberately narrow: four
 * calls on whole files, no listing, no metadata beyond the content type, so that the directory
 * (default), the `media` table, or an S3-compatible bucket can each take the place of another.
 *
 * An S3 store (Tencent COS in ap-guangzhou, R9.25; bucket MEDIA_BUCKET, R9.26) would implement:
 *   get    → GetObject  Key = path without its leading '/'  → Body bytes + ContentType; NoSuchKey → null
 *   put    → PutObject  same Key, Body, ContentType (overwrites, like the other stores)
 *   has    → HeadObject (404 → false)
 *   delete → DeleteObject (idempotent)
 * and validate paths with `assertImagePath` like the stores here. Variants (`x_300.webp`) are put
 * through the same interface, so they would land in the bucket and be made once for every process.
 */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  /** The file at `path`, or null when there is none. */
  get(path: string): Promise<StoredImage | null>;
  /**
   * Stores (or replaces) the file at `path`. Pass the content type matching the file's extension:
   * a store without metadata (the directory) derives it from the extension when reading.
   */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  has(path: string): Promise<boolean>;
  /** Removes the file at `path`; nothing happens when there is none. */
  delete(path: string): Promise<void>;
}

/** Thrown by every store call given a path that could escape the store or is malformed. */
export class InvalidImagePathError extends Error {
  constructor(path: string, reason: string) {
    super(`Invalid image path ${JSON.stringify(path.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidImagePathError';
  }
}

const MAX_PATH_LENGTH = 512;

/**
 * A store path is `/segment/segment/...`: no empty, `.` or `..` segment, no backslash, NUL or
 * other control character. Every store applies the same rule, so a path valid for one is valid
 * for all (the contract tests check this).
 */
export function assertImagePath(path: string): void {
  if (typeof path !== 'string' || path.length === 0) throw new InvalidImagePathError(String(path), 'empty');
  if (path.length > MAX_PATH_LENGTH) throw new InvalidImagePathError(path, 'too long');
  if (!path.startsWith('/')) throw new InvalidImagePathError(path, 'must start with /');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(path)) throw new InvalidImagePathError(path, 'backslash or control character');
  const segments = path.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new InvalidImagePathError(path, 'empty, . or .. segment');
  }
}

export function isImagePath(path: string): boolean {
  try {
    assertImagePath(path);
    return true;
  } catch {
    return false;
  }
}

// A Map: the extension comes from a request path, and an object literal would answer
// Object.prototype's members for `x.constructor`.
const CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    avif: 'image/avif',
    svg: 'image/svg+xml',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    // R1.14: caption tracks of the videos.
    vtt: 'text/vtt; charset=utf-8',
  }),
);

/** The content type a file name's extension stands for (application/octet-stream when unknown). */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES.get(name.slice(dot + 1).toLowerCase())) || 'application/octet-stream';
}
