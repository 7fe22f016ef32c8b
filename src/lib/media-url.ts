/** §7 / R7.12: picture URLs get a thumbnail suffix of 100, 200 or 300 px. */
export const THUMBNAIL_SIZES = [100, 200, 300] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/**
 * `/Upload/product/X.webp` → `/Upload/product/X_300.webp`, also for a signed or absolute link
 * (`https://cdn…/Upload/…/X.webp?e=…&s=…`: a signed original also opens its variants).
 * Empty and other URLs pass through.
 */
export function thumbnailUrl(url: string, size: ThumbnailSize): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!path.includes('/Upload/')) return url;
  const dot = path.lastIndexOf('.');
  const sized = dot > path.lastIndexOf('/') ? `${path.slice(0, dot)}_${size}${path.slice(dot)}` : `${path}_${size}`;
  return `${sized}${query}`;
}

/** §3: pics is a comma-separated string outside recommendations; split into a clean list. */
export function splitPics(pics: string | null | undefined): string[] {
  return (pics ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}
