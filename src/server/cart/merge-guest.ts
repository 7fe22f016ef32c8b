import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINE_LIMIT, FAVORITE_LIMIT, MAX_ADD_NUM, type CartMergeBody, type MergeResult } from '@/lib/validation/cart';
import { accountNums } from '@/server/accounts/account-nums';
import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { cartLines, favorites } from '@/server/db/schema';
import { cartLineCount } from './cart-lines';
import { favoriteCount } from './favorites';
import { existingProductIds } from './product-rows';

// §4: on sign-in or registration the guest cart and favorites join the account
// (quantities added, no duplicate lines), then the browser clears its local copies. Products that
// no longer exist are skipped and reported rather than failing the sign-in.

export type { MergeResult };

export async function mergeGuestData(db: Db, siteId: number, customerId: number, guest: CartMergeBody): Promise<MergeResult> {
  const wanted = new Map<number, number>();
  for (const item of guest.cart) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.addNum);
  const favoriteIds = [...new Set(guest.favorites)];
  const merged = await db.transaction(async (tx) => {
    const known = await existingProductIds(tx, siteId, [...wanted.keys(), ...favoriteIds]);
    const cart = [...wanted].filter(([id]) => known.has(id)).sort(([a], [b]) => a - b);
    const cappedCart: number[] = [];
    if (cart.length > 0) {
      const before = await tx
        .select({ productId: cartLines.productId, addNum: cartLines.addNum })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.customerId, customerId),
            inArray(
              cartLines.productId,
              cart.map(([id]) => id),
            ),
          ),
        )
        .for('update');
      const had = new Map(before.map((r) => [r.productId, r.addNum]));
      for (const [id, addNum] of cart) if ((had.get(id) ?? 0) + addNum > MAX_ADD_NUM) cappedCart.push(id);
      await tx
        .insert(cartLines)
        .values(cart.map(([productId, addNum]) => ({ siteId, customerId, productId, addNum: Math.min(addNum, MAX_ADD_NUM) })))
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.productId],
          set: { addNum: sql`least(${cartLines.addNum} + excluded.add_num, ${MAX_ADD_NUM})`, updatedAt: sql`now()` },
        });
    }
    const favorite = favoriteIds.filter((id) => known.has(id));
    if (favorite.length > 0) {
      await tx
        .insert(favorites)
        .values(favorite.map((productId) => ({ siteId, customerId, productId })))
        .onConflictDoNothing({ target: [favorites.customerId, favorites.productId] });
    }
    // Counted one after the other: a transaction is one connection (no parallel queries on it).
    if ((await cartLineCount(tx, siteId, customerId)) > CART_LINE_LIMIT) {
      throw new DomainError('cart_full', `A cart holds at most ${CART_LINE_LIMIT} different products`, { limit: CART_LINE_LIMIT });
    }
    if ((await favoriteCount(tx, siteId, customerId)) > FAVORITE_LIMIT) {
      throw new DomainError('favorites_full', `Favorites hold at most ${FAVORITE_LIMIT} products`, { limit: FAVORITE_LIMIT });
    }
    return {
      skippedCart: [...wanted.keys()].filter((id) => !known.has(id)),
      skippedFavorites: favoriteIds.filter((id) => !known.has(id)),
      cappedCart,
    };
  });
  return { ...(await accountNums(db, siteId, customerId)), ...merged };
}
