import sharp from 'sharp';
import { thumbnailUrl } from '@/lib/media-url';
import { getImageStore, getMediaFile, parseMediaPath, type ImageStore } from '@/server/media';

// The product pictures of a sheet as small JPEGs: pdfkit and exceljs take PNG or JPEG only, the
// store keeps WebP. Read through the 100 px variant (made and stored on first use, like /Upload/
// does), flattened on white. A missing or broken picture leaves its cell empty, never a failure.

export interface SheetPicture {
  bytes: Buffer;
  width: number;
  height: number;
}

export type SheetPictures = ReadonlyMap<string, SheetPicture>;

/** Longest side in pixels: sharp enough at the sheets' 0.5-inch cells (about 200 dpi). */
const PICTURE_PX = 96;
const PARALLEL = 6;

async function loadPicture(store: ImageStore, path: string): Promise<SheetPicture | null> {
  const request = parseMediaPath(thumbnailUrl(path, 100));
  if (!request) return null;
  try {
    const file = await getMediaFile(store, request);
    if (!file) return null;
    const { data, info } = await sharp(file.bytes)
      .rotate()
      .resize({ width: PICTURE_PX, height: PICTURE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    console.warn(`[exports] picture ${path} left out:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The pictures of `paths` (store paths), by path; absent ones are simply not in the map. */
export async function loadSheetPictures(paths: readonly string[], store: ImageStore = getImageStore()): Promise<SheetPictures> {
  const unique = [...new Set(paths.filter(Boolean))];
  const found = new Map<string, SheetPicture>();
  for (let i = 0; i < unique.length; i += PARALLEL) {
    const batch = unique.slice(i, i + PARALLEL);
    const pictures = await Promise.all(batch.map((path) => loadPicture(store, path)));
    batch.forEach((path, j) => {
      const picture = pictures[j];
      if (picture) found.set(path, picture);
    });
  }
  return found;
}
