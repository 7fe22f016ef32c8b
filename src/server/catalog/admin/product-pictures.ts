import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { splitPics } from '@/lib/media-url';
import { PRODUCT_PICTURES_MAX, type ProductRow } from '@/lib/validation/admin/products';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { imageStoreFor, savePicture } from '@/server/media';
import { deleteUnusedPictures } from './picture-use';
import { productOf, toProductRow } from './product-record';
import type { Audit } from './product-writes';

// A product's pictures: uploads are checked by what sharp reads in the bytes (the
// declared type and name are the sender's word), stored under /Upload/product/ and appended;
// a reorder may only keep, move or drop the product's own pictures.

/** sharp's format names of the accepted pictures → the stored file's extension and type. */
const ACCEPTED = {
  jpeg: { extension: 'jpg', type: 'image/jpeg' },
  png: { extension: 'png', type: 'image/png' },
  webp: { extension: 'webp', type: 'image/webp' },
  gif: { extension: 'gif', type: 'image/gif' },
} as const;

/** The stored type of a picture's bytes, or a 400 naming `file`. */
export async function pictureKindOf(bytes: Buffer): Promise<(typeof ACCEPTED)[keyof typeof ACCEPTED]> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { failOn: 'error' }).metadata());
  } catch {
    format = undefined;
  }
  const kind = format && Object.hasOwn(ACCEPTED, format) ? ACCEPTED[format as keyof typeof ACCEPTED] : undefined;
  if (!kind) throw new DomainError('bad_request', 'must be a JPEG, PNG, WebP or GIF picture', { input: 'file' });
  return kind;
}

async function setPictures(tx: Db, siteId: number, id: number, pictures: readonly string[]) {
  const [row] = await tx
    .update(products)
    .set({ pics: pictures.join(','), updatedAt: new Date() })
    .where(and(eq(products.siteId, siteId), eq(products.id, id)))
    .returning();
  return row!;
}

/** Stores the picture and appends it to the product's pictures; answers the product. */
export async function addProductPicture(db: Db, siteId: number, id: number, bytes: Buffer, audit: Audit): Promise<ProductRow> {
  const current = await productOf(db, siteId, id);
  if (splitPics(current.pics).length >= PRODUCT_PICTURES_MAX) {
    throw new DomainError('conflict', `a product keeps at most ${PRODUCT_PICTURES_MAX} pictures; remove one first`, { input: 'file' });
  }
  const kind = await pictureKindOf(bytes);
  const path = `/Upload/product/${current.code.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'p'}-${randomBytes(6).toString('hex')}.${kind.extension}`;
  await savePicture(imageStoreFor(db), path, bytes, kind.type);
  return db.transaction(async (tx) => {
    const before = await productOf(tx, siteId, id, true);
    const pictures = [...splitPics(before.pics), path];
    const row = await setPictures(tx, siteId, id, pictures);
    await audit({ action: 'product.pictures', entity: 'product', entityId: id, before: { pictures: splitPics(before.pics) }, after: { pictures } }, tx);
    return toProductRow(tx, row);
  });
}

/** Reorders or removes the product's pictures; removed files no other product lists are deleted. */
export async function reorderProductPictures(db: Db, siteId: number, id: number, pictures: readonly string[], audit: Audit): Promise<ProductRow> {
  const { row, removed } = await db.transaction(async (tx) => {
    const before = splitPics((await productOf(tx, siteId, id, true)).pics);
    const own = new Set(before);
    const seen = new Set<string>();
    for (const [i, path] of pictures.entries()) {
      if (!own.has(path)) throw new DomainError('bad_request', `${path} is not one of this product's pictures`, { input: 'pictures', line: i });
      if (seen.has(path)) throw new DomainError('bad_request', `${path} is listed twice`, { input: 'pictures', line: i });
      seen.add(path);
    }
    const row = await setPictures(tx, siteId, id, pictures);
    await audit({ action: 'product.pictures', entity: 'product', entityId: id, before: { pictures: before }, after: { pictures } }, tx);
    return { row: await toProductRow(tx, row), removed: before.filter((p) => !seen.has(p)) };
  });
  await deleteUnusedPictures(db, siteId, id, removed);
  return row;
}
