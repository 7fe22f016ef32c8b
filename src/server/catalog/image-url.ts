import type { ThumbnailSize } from '@/lib/media-url';
import { signMediaUrl } from '@/server/media';

/**
 * The URL a page puts in <img src> for a stored picture (optionally a 100/200/300 px variant):
 * a signed link (§7, 10,800 s), the same for every render in a quarter hour so HTML stays cacheable.
 * One place, so every server-rendered picture follows the scheme.
 */
export function imageUrl(path: string, size?: ThumbnailSize): string {
  if (!path) return '';
  return signMediaUrl(path, size ? { size } : undefined);
}
