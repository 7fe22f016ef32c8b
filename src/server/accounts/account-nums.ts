import { and, count, eq } from 'drizzle-orm';
import type { AccountNums } from '@/lib/validation/account';
import type { Db } from '@/server/db/client';
import { cartLines, favorites, orders } from '@/server/db/schema';

export type { AccountNums };

/**
 * §3 counts of the account menu and cart badge: favorites, distinct cart lines, inquiries; and
 * the inquiries with a supplier reply the buyer has not opened — `buyer_unread`, which
 * a sent quote or a message sets and the buyer's read of the inquiry clears.
 */
export async function accountNums(db: Db, siteId: number, customerId: number): Promise<AccountNums> {
  const mine = <T extends typeof favorites | typeof cartLines | typeof orders>(table: T) =>
    db
      .select({ n: count() })
      .from(table as typeof favorites)
      .where(and(eq(table.siteId, siteId), eq(table.customerId, customerId)));
  const unread = db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.buyerUnread, true)));
  const [[fav], [cart], [ord], [news]] = await Promise.all([mine(favorites), mine(cartLines), mine(orders), unread]);
  return { collectionNum: fav?.n ?? 0, shoppingCartNum: cart?.n ?? 0, orderNum: ord?.n ?? 0, orderUnreadNum: news?.n ?? 0 };
}
