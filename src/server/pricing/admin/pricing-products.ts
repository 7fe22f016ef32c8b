import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PricingProduct } from '@/lib/validation/admin/pricing';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { likeText } from './site-rows';

// The product picker of a price list: sales type an item code (or part of a name) and pick one.
// Codes that start with the text come first, as staff usually know the code's beginning.

const PICKER_SIZE = 20;

export async function findPricingProducts(db: Db, siteId: number, q: string): Promise<PricingProduct[]> {
  const text = likeText(q);
  const rows = await db
    .select({ id: products.id, code: products.code, name: products.name, nameen: products.nameen, moq: products.moq, price: products.price, foreignprice: products.foreignprice })
    .from(products)
    .where(and(eq(products.siteId, siteId), or(ilike(products.code, `%${text}%`), ilike(products.name, `%${text}%`), ilike(products.nameen, `%${text}%`))))
    .orderBy(sql`case when ${products.code} ilike ${`${text}%`} then 0 else 1 end`, asc(products.code))
    .limit(PICKER_SIZE);
  return rows.map(({ price, foreignprice, ...row }) => ({ ...row, listPrice: { USD: foreignprice, CNY: price } }));
}
