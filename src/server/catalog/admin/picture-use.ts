import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { deletePicture, imageStoreFor } from '@/server/media';
import { DomainError } from '@/server/errors';

// Pictures a product lets go of (reordered away, product deleted): a duplicate shares its
// pictures, so a file goes only when no other product of the site lists it, and only product
// pictures (/Upload/product/…): topic covers and content files are never removed from here.

const PRODUCT_PICTURES = '/Upload/product/';

/** Whether another product of the site (not `exceptId`) lists `path` in its pictures. */
async function usedElsewhere(db: Db, siteId: number, exceptId: number, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), ne(products.id, exceptId), sql`(',' || ${products.pics} || ',') LIKE ${`%,${path.replace(/[\\%_]/g, (c) => `\\${c}`)},%`}`))
    .limit(1);
  return Boolean(row);
}

/** Deletes from the store the pictures of `paths` no other product uses; answers the removed ones. */
export async function deleteUnusedPictures(db: Db, siteId: number, productId: number, paths: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const path of new Set(paths)) {
    if (!path.startsWith(PRODUCT_PICTURES) || (await usedElsewhere(db, siteId, productId, path))) continue;
    await deletePicture(imageStoreFor(db), path);
    removed.push(path);
  }
  return removed;
}

/** 400 naming `pictures.N` for a path new to the product that the store does not hold. */
export async function assertStoredPictures(db: Db, pictures: readonly string[], known: ReadonlySet<string>, input = 'pictures'): Promise<void> {
  const store = imageStoreFor(db);
  for (const [i, path] of pictures.entries()) {
    if (known.has(path)) continue;
    if (!(await store.has(path))) throw new DomainError('bad_request', `no stored picture ${path}`, { input, line: i });
  }
}
