import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { THUMBNAIL_SIZES, thumbnailUrl } from '@/lib/media-url';
import type { MediaRequest } from './media-path';
import { contentTypeOf, type ImageStore, type StoredImage } from './store';

export interface MediaFile extends StoredImage {
  etag: string;
}

/** Formats a variant is written in: the one its path's extension names, so the type never lies. */
const VARIANT_FORMATS = { webp: 'webp', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', avif: 'avif' } as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[keyof typeof VARIANT_FORMATS];

export type Resize = (original: Buffer, width: number, format: VariantFormat) => Promise<Buffer>;

/** §7 / R7.12: a 100/200/300 px wide copy, never enlarged, EXIF orientation applied. */
export const resizeImage: Resize = (original, width, format) => sharp(original).rotate().resize({ width, withoutEnlargement: true }).toFormat(format, { quality: 80 }).toBuffer();

export interface MediaFileOptions {
  /** The resizer (tests wrap it to count calls). */
  resize?: Resize;
}

// One resize per variant even when many browsers ask for it at once (per store: tests use several).
const inFlight = new WeakMap<ImageStore, Map<string, Promise<StoredImage | null>>>();

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
}

function formatOf(path: string): VariantFormat | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  // Own keys only: the extension is the requester's, and `x_100.constructor` must not find Object.
  return Object.hasOwn(VARIANT_FORMATS, extension) ? VARIANT_FORMATS[extension as keyof typeof VARIANT_FORMATS] : undefined;
}

async function makeVariant(store: ImageStore, request: MediaRequest, resize: Resize): Promise<StoredImage | null> {
  const { originalPath, width } = request.thumbnail!;
  const format = formatOf(request.path);
  if (!format) return null;
  // A request whose store read missed may arrive just after another's job stored the variant and
  // left `inFlight`: look again inside the job, so that late request does not resize a second time.
  const made = await store.get(request.path);
  if (made) return made;
  const original = await store.get(originalPath);
  if (!original) return null;
  let bytes: Buffer;
  try {
    bytes = await resize(original.bytes, width, format);
  } catch (error) {
    console.error(`[media] cannot make a ${width} px variant of ${originalPath}:`, error);
    return null;
  }
  const variant = { bytes, contentType: contentTypeOf(request.path) };
  // Kept in the store under its own path: made once, for every process sharing the store.
  await store.put(request.path, bytes, variant.contentType);
  return variant;
}

function makeVariantOnce(store: ImageStore, request: MediaRequest, resize: Resize): Promise<StoredImage | null> {
  let pending = inFlight.get(store);
  if (!pending) {
    pending = new Map();
    inFlight.set(store, pending);
  }
  let job = pending.get(request.path);
  if (!job) {
    job = makeVariant(store, request, resize).finally(() => pending.delete(request.path));
    pending.set(request.path, job);
  }
  return job;
}

/**
 * The file for a parsed `/Upload/` request: the stored file, or for `X_100.webp` (200, 300) a
 * variant made from the stored original on first request and stored beside it. Null when neither
 * exists.
 */
export async function getMediaFile(store: ImageStore, request: MediaRequest, options: MediaFileOptions = {}): Promise<MediaFile | null> {
  const stored = (await store.get(request.path)) ?? (request.thumbnail ? await makeVariantOnce(store, request, options.resize ?? resizeImage) : null);
  return stored && { ...stored, etag: etagOf(stored.bytes) };
}

const variantPaths = (path: string) => THUMBNAIL_SIZES.map((size) => thumbnailUrl(path, size)).filter((p) => p !== path);

/** Stores (or replaces) a picture; variants made from an older version of it are dropped. */
export async function savePicture(store: ImageStore, path: string, bytes: Buffer, contentType: string): Promise<void> {
  await store.put(path, bytes, contentType);
  await Promise.all(variantPaths(path).map((p) => store.delete(p)));
}

/** Removes a picture and its 100/200/300 px variants. */
export async function deletePicture(store: ImageStore, path: string): Promise<void> {
  await Promise.all([path, ...variantPaths(path)].map((p) => store.delete(p)));
}
