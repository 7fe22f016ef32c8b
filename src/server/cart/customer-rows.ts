import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cartLines, favorites, products } from '@/server/db/schema';
import { storefrontProducts } from '@/server/catalog/storefront-products';

// What the cart lines and the favorites have in common: rows of one customer, each naming a
// product. Rows of products the supplier unpublished stay stored but are neither listed
// nor counted until it publishes them again.

type CustomerProductTable = typeof cartLines | typeof favorites;

/** The rows of this customer of this site (another customer's rows answer like unknown ones). */
export const ownRows = (table: CustomerProductTable, siteId: number, customerId: number) => and(eq(table.siteId, siteId), eq(table.customerId, customerId));

/** How many of the customer's rows name a product the storefront shows (§4: the badges count these). */
export async function countShownRows(db: Db, table: CustomerProductTable, siteId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(and(ownRows(table, siteId, customerId), storefrontProducts(siteId)));
  return row?.n ?? 0;
}
