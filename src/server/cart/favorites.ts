import { and, desc, eq } from 'drizzle-orm';
import type { LanguageFlag } from '@/lib/locale-fields';
import { FAVORITE_LIMIT } from '@/lib/validation/cart';
import type { FavoriteDto, FavoriteItemDto } from '@/lib/validation/favorite';
import type { Paging } from '@/lib/validation/common';
import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { favorites, products } from '@/server/db/schema';
import { storefrontProducts } from '@/server/catalog/storefront-products';
import { lineProductDtos } from './cart-item-dto';
import { countShownRows, ownRows } from './customer-rows';
import { existingProductIds, isRowId, productColumns } from './product-rows';

// Favorites of a signed-in customer (§3 favorite, §7 Collection, R7.79-R7.83), scoped to the
// session's site and customer; another customer's favorite id is a 404 like an unknown one.

export type { FavoriteDto, FavoriteItemDto };

type FavoriteRow = typeof favorites.$inferSelect;

const toDto = (row: FavoriteRow): FavoriteDto => ({
  id: row.id,
  productid: row.productId,
  customerid: row.customerId,
  userId: row.siteId,
  createtime: row.createtime.toISOString(),
});

const own = (siteId: number, customerId: number) => ownRows(favorites, siteId, customerId);

/** Favorites of shown products (those of unpublished products are kept but not counted). */
export const favoriteCount = (db: Db, siteId: number, customerId: number): Promise<number> => countShownRows(db, favorites, siteId, customerId);

/** GET /api/Collection: newest first, each with its product. */
export async function listFavorites(db: Db, siteId: number, customerId: number, paging: Paging, flag: LanguageFlag) {
  const total = await favoriteCount(db, siteId, customerId);
  if (!paging.all && paging.pageSize === 0) return { list: [] as FavoriteItemDto[], total };
  const query = db
    .select({ favorite: favorites, product: productColumns })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(own(siteId, customerId), storefrontProducts(siteId)))
    .orderBy(desc(favorites.createtime), desc(favorites.id));
  const rows = paging.all ? await query : await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const dtos = await lineProductDtos(
    db,
    siteId,
    rows.map((r) => r.product),
    flag,
  );
  return { list: rows.map((r, i): FavoriteItemDto => ({ ...toDto(r.favorite), productDTO: dtos[i]! })), total };
}

const favoritesFull = () => new DomainError('favorites_full', `Favorites hold at most ${FAVORITE_LIMIT} products; remove some first`, { limit: FAVORITE_LIMIT });

/**
 * POST /api/Collection: favorites a product of the site. Favoriting it again is not an error: the
 * existing favorite is answered (`created: false`), so a double click cannot make two.
 */
export async function addFavorite(db: Db, siteId: number, customerId: number, productId: number) {
  const known = await existingProductIds(db, siteId, [productId]);
  if (!known.has(productId)) throw new DomainError('not_found', `no product ${productId}`, { input: 'productid' });
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favorites)
      .values({ siteId, customerId, productId })
      .onConflictDoNothing({ target: [favorites.customerId, favorites.productId] })
      .returning();
    const [row] =
      inserted.length > 0
        ? inserted
        : await tx
            .select()
            .from(favorites)
            .where(and(own(siteId, customerId), eq(favorites.productId, productId)));
    const collectionNum = await favoriteCount(tx, siteId, customerId);
    if (inserted.length > 0 && collectionNum > FAVORITE_LIMIT) throw favoritesFull();
    return { dto: toDto(row!), created: inserted.length > 0, collectionNum };
  });
}

/** DELETE /api/Collection/{id}: by favorite id, or by product id (`by=product`, the product page's heart). */
export async function removeFavorite(db: Db, siteId: number, customerId: number, id: number, by: 'favorite' | 'product') {
  const notFound = new DomainError('not_found', `no favorite ${by === 'product' ? 'of product ' : ''}${id}`, { input: 'id' });
  if (!isRowId(id)) throw notFound;
  const target = by === 'product' ? eq(favorites.productId, id) : eq(favorites.id, id);
  const removed = await db
    .delete(favorites)
    .where(and(own(siteId, customerId), target))
    .returning({ id: favorites.id });
  if (removed.length === 0) throw notFound;
  return { id: removed[0]!.id, collectionNum: await favoriteCount(db, siteId, customerId) };
}
