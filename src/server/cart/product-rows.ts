import { and, getTableColumns, inArray } from 'drizzle-orm';
import { MAX_ROW_ID } from '@/lib/validation/catalog';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { storefrontProducts } from '@/server/catalog/storefront-products';

// The products a cart, favorite or inquiry refers to, always within the caller's site: an id of
// another site, a deleted product or an id beyond int4 are all simply "not found".

const { searchDoc: _doc, searchVector: _vector, searchTypoVector: _typo, ...columns } = getTableColumns(products);

/** Every product column a DTO needs (not the search document and vectors). */
export const productColumns = columns;

/** A valid int4 row id (larger numbers cannot exist and must not reach SQL as int4). */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** The ids among `ids` that are products of this site. */
export async function existingProductIds(db: Db, siteId: number, ids: readonly number[]): Promise<Set<number>> {
  const valid = [...new Set(ids.filter(isRowId))];
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(storefrontProducts(siteId), inArray(products.id, valid)));
  return new Set(rows.map((r) => r.id));
}
