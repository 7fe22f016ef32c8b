import { THUMBNAIL_SIZES, type ThumbnailSize } from '@/lib/media-url';
import { isImagePath } from './store';

export const UPLOAD_PREFIX = '/Upload/';
const THUMBNAIL = new RegExp(`^(.+[^/])_(${THUMBNAIL_SIZES.join('|')})(\\.[A-Za-z0-9]+)?$`);

export interface MediaRequest {
  /** The decoded `/Upload/...` path, as the image store knows it. */
  path: string;
  /** Set when the path names a variant (§7, R7.12: `X_100.webp`) of an original. */
  thumbnail?: { originalPath: string; width: ThumbnailSize };
}

/**
 * Reads a request pathname such as `/Upload/product/X_100.webp`. Returns null for anything that is
 * not a clean `/Upload/` path: bad escapes, `.`/`..` or empty segments (encoded or not),
 * backslashes and control characters, so no traversal form ever reaches a store.
 */
export function parseMediaPath(pathname: string): MediaRequest | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!path.startsWith(UPLOAD_PREFIX) || path === UPLOAD_PREFIX || !isImagePath(path)) return null;

  const match = THUMBNAIL.exec(path);
  if (!match) return { path };
  const width = Number(match[2]) as ThumbnailSize;
  return { path, thumbnail: { originalPath: `${match[1]}${match[3] ?? ''}`, width } };
}
