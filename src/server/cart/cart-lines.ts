import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LanguageFlag } from '@/lib/locale-fields';
import { CART_LINE_LIMIT, MAX_ADD_NUM, type CartItemInput } from '@/lib/validation/cart';
import type { Paging } from '@/lib/validation/common';
import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { cartLines, products } from '@/server/db/schema';
import { storefrontProducts } from '@/server/catalog/storefront-products';
import { toCartItemDtos, type CartItemDto } from './cart-item-dto';
import { countShownRows, ownRows } from './customer-rows';
import { existingProductIds, isRowId, productColumns } from './product-rows';

// The server cart of a signed-in customer (§3 cart item, §7 ShoppingCart, R7.73-R7.78). Every
// query is scoped to the session's site and customer; another customer's line id answers 404
// like an unknown one, so ids do not leak (cart safety).

const own = (siteId: number, customerId: number) => ownRows(cartLines, siteId, customerId);

/** Distinct lines of a cart (§4: the badge counts distinct items), of shown products only. */
export const cartLineCount = (db: Db, siteId: number, customerId: number): Promise<number> => countShownRows(db, cartLines, siteId, customerId);

/** GET /api/ShoppingCart: the customer's lines, newest first, each with its product (§3 R3.40). */
export async function listCart(db: Db, siteId: number, customerId: number, paging: Paging, flag: LanguageFlag) {
  const where = and(own(siteId, customerId), storefrontProducts(siteId));
  const total = await cartLineCount(db, siteId, customerId);
  if (!paging.all && paging.pageSize === 0) return { list: [] as CartItemDto[], total };
  const query = db
    .select({ id: cartLines.id, productId: cartLines.productId, addNum: cartLines.addNum, createdAt: cartLines.createdAt, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(where)
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const rows = paging.all ? await query : await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  return { list: await toCartItemDtos(db, siteId, customerId, rows, flag), total };
}

export interface CartLineRef {
  id: number;
  productId: number;
  addNum: number;
}

/**
 * Sums the quantities per product; each product keeps the line of its first mention, so errors
 * name the line the buyer sent.
 */
function byProduct(items: readonly CartItemInput[]) {
  const merged = new Map<number, { addNum: number; index: number }>();
  items.forEach((item, index) => {
    const seen = merged.get(item.productId);
    if (seen) seen.addNum += item.addNum;
    else merged.set(item.productId, { addNum: item.addNum, index });
  });
  return [...merged].map(([productId, { addNum, index }]) => ({ productId, addNum, line: index }));
}

const tooMany = (w: { line: number; productId: number }, addNum: number) =>
  new DomainError('bad_request', `a cart line holds at most ${MAX_ADD_NUM} pieces (this add would make ${addNum})`, {
    input: 'addNum',
    line: w.line,
    productId: w.productId,
    limit: MAX_ADD_NUM,
  });

const cartFull = () => new DomainError('cart_full', `A cart holds at most ${CART_LINE_LIMIT} different products; submit or remove some first`, { limit: CART_LINE_LIMIT });

/**
 * POST /api/ShoppingCart: adds each quantity to the product's line, creating it when absent. One
 * INSERT … ON CONFLICT on the (customer, product) unique index per request, so concurrent adds of
 * one product add up on one line; all lines are written in one transaction or none.
 */
export async function addToCart(db: Db, siteId: number, customerId: number, items: readonly CartItemInput[]) {
  const wanted = byProduct(items);
  for (const w of wanted) if (w.addNum > MAX_ADD_NUM) throw tooMany(w, w.addNum);
  return db.transaction(async (tx) => {
    const known = await existingProductIds(
      tx,
      siteId,
      wanted.map((w) => w.productId),
    );
    const missing = wanted.find((w) => !known.has(w.productId));
    if (missing) throw new DomainError('not_found', `no product ${missing.productId}`, { input: 'productId', line: missing.line, productId: missing.productId });
    // Rows locked in product order: two requests adding the same products cannot deadlock.
    const sorted = [...wanted].sort((a, b) => a.productId - b.productId);
    const lines = await tx
      .insert(cartLines)
      .values(sorted.map((w) => ({ siteId, customerId, productId: w.productId, addNum: w.addNum })))
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId],
        set: { addNum: sql`${cartLines.addNum} + excluded.add_num`, updatedAt: sql`now()` },
      })
      .returning({ id: cartLines.id, productId: cartLines.productId, addNum: cartLines.addNum });
    for (const line of lines) {
      if (line.addNum > MAX_ADD_NUM)
        throw tooMany(
          wanted.find((w) => w.productId === line.productId)!,
          line.addNum,
        );
    }
    const shoppingCartNum = await cartLineCount(tx, siteId, customerId);
    if (shoppingCartNum > CART_LINE_LIMIT) throw cartFull();
    const order = new Map(wanted.map((w, i) => [w.productId, i]));
    return { lines: lines.sort((a, b) => order.get(a.productId)! - order.get(b.productId)!), shoppingCartNum };
  });
}

const lineNotFound = (id: number) => new DomainError('not_found', `no cart line ${id}`, { input: 'id' });

/** POST /api/ShoppingCart/SetQuantity: the cart page sets a line's quantity (1..100,000). */
export async function setCartQuantity(db: Db, siteId: number, customerId: number, id: number, addNum: number, flag: LanguageFlag): Promise<CartItemDto> {
  if (!isRowId(id)) throw lineNotFound(id);
  const [line] = await db
    .update(cartLines)
    .set({ addNum, updatedAt: new Date() })
    .where(and(own(siteId, customerId), eq(cartLines.id, id)))
    .returning({ id: cartLines.id });
  if (!line) throw lineNotFound(id);
  const rows = await db
    .select({ id: cartLines.id, productId: cartLines.productId, addNum: cartLines.addNum, createdAt: cartLines.createdAt, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, id), storefrontProducts(siteId)));
  const [dto] = await toCartItemDtos(db, siteId, customerId, rows, flag);
  if (!dto) throw lineNotFound(id);
  return dto;
}

/**
 * DELETE /api/shoppingCart/{ids}: removes the customer's lines. When any id is not one of the
 * customer's lines the answer is 404 and nothing is removed (one transaction).
 */
export async function removeCartLines(db: Db, siteId: number, customerId: number, ids: readonly number[]) {
  const unknown = ids.find((id) => !isRowId(id));
  if (unknown !== undefined) throw new DomainError('not_found', `no cart line ${unknown}`, { input: 'ids' });
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartLines)
      .where(and(own(siteId, customerId), inArray(cartLines.id, [...ids])))
      .returning({ id: cartLines.id });
    if (removed.length !== ids.length) {
      const gone = new Set(removed.map((r) => r.id));
      throw new DomainError('not_found', `no cart line ${ids.find((id) => !gone.has(id))}`, { input: 'ids' });
    }
    return { ids: removed.map((r) => r.id).sort((a, b) => a - b), shoppingCartNum: await cartLineCount(tx, siteId, customerId) };
  });
}

/** The customer's lines among `ids` with their products, oldest first (SubmitOrder, locked by the caller). */
export function cartLinesWithProducts(db: Db, siteId: number, customerId: number, ids: readonly number[]) {
  return db
    .select({ id: cartLines.id, productId: cartLines.productId, addNum: cartLines.addNum, createdAt: cartLines.createdAt, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(own(siteId, customerId), storefrontProducts(siteId), inArray(cartLines.id, [...ids.filter(isRowId)])))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}
