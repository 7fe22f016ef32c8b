import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { isListValid } from '@/lib/pricing/personal-price';
import type { PriceList, PriceListRow } from '@/lib/validation/admin/pricing';
import type { Db } from '@/server/db/client';
import { pageOfRows } from '@/server/db/page-of-rows';
import { customerGroups, orders, priceListHolders, priceListItems, priceLists, products } from '@/server/db/schema';
import { customersNamed, isoOrNull, likeText, siteRowById } from './site-rows';

// Price lists as the workspace reads them (ADR 0052): where each came from (a kept quote names its
// inquiry), whether it applies today, and for one list its prices and holders.

export type ListRow = typeof priceLists.$inferSelect;
type Status = PriceListRow['status'];
const SORT = { updatedAt: priceLists.updatedAt, name: priceLists.name, id: priceLists.id } as const;

export function statusOf(list: Pick<ListRow, 'validFrom' | 'validTo'>, now: Date): Status {
  if (isListValid(list, now)) return 'valid';
  return list.validFrom !== null && now < list.validFrom ? 'upcoming' : 'expired';
}

/** The same three states as a condition, for the list's filter ([validFrom, validTo)). */
function statusWhere(status: Status, now: Date): SQL {
  if (status === 'upcoming') return and(isNotNull(priceLists.validFrom), gt(priceLists.validFrom, now))!;
  if (status === 'expired') return and(isNotNull(priceLists.validTo), lte(priceLists.validTo, now))!;
  return and(or(isNull(priceLists.validFrom), lte(priceLists.validFrom, now)), or(isNull(priceLists.validTo), gt(priceLists.validTo, now)))!;
}

/** How many prices and holders each list has (lists without any are absent). */
async function countsOf(db: Db, ids: number[]): Promise<{ items: Map<number, number>; holders: Map<number, number> }> {
  if (ids.length === 0) return { items: new Map(), holders: new Map() };
  const [items, holders] = await Promise.all([
    db.select({ listId: priceListItems.listId, n: count() }).from(priceListItems).where(inArray(priceListItems.listId, ids)).groupBy(priceListItems.listId),
    db.select({ listId: priceListHolders.listId, n: count() }).from(priceListHolders).where(inArray(priceListHolders.listId, ids)).groupBy(priceListHolders.listId),
  ]);
  const byList = (rows: { listId: number; n: number }[]) => new Map(rows.map((row) => [row.listId, row.n]));
  return { items: byList(items), holders: byList(holders) };
}

async function toRows(db: Db, rows: ListRow[], now: Date): Promise<PriceListRow[]> {
  const ids = rows.map((row) => row.id);
  const orderIds = rows.flatMap((row) => (row.fromOrderId === null ? [] : [row.fromOrderId]));
  const [{ items, holders }, orderNos] = await Promise.all([
    countsOf(db, ids),
    orderIds.length === 0 ? [] : db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)),
  ]);
  const orderNo = new Map(orderNos.map((o) => [o.id, o.orderNo]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentOff: row.percentOff,
    validFrom: isoOrNull(row.validFrom),
    validTo: isoOrNull(row.validTo),
    status: statusOf(row, now),
    fromOrder: row.fromOrderId !== null && orderNo.has(row.fromOrderId) ? { id: row.fromOrderId, orderNo: orderNo.get(row.fromOrderId)! } : null,
    itemCount: items.get(row.id) ?? 0,
    holderCount: holders.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listPriceLists(
  db: Db,
  siteId: number,
  query: { page: number; pageSize: number; sort: keyof typeof SORT; order: 'asc' | 'desc'; q?: string; status?: Status },
) {
  const now = new Date();
  const where = and(
    eq(priceLists.siteId, siteId),
    query.q ? ilike(priceLists.name, `%${likeText(query.q)}%`) : undefined,
    query.status ? statusWhere(query.status, now) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await pageOfRows<ListRow>(db, priceLists, undefined, where, [direction(SORT[query.sort]), direction(priceLists.id)], query);
  return { list: await toRows(db, rows, now), total };
}

export async function priceListRow(db: Db, siteId: number, id: number): Promise<ListRow> {
  return siteRowById(db, priceLists, siteId, id, 'price list');
}

export async function toPriceList(db: Db, siteId: number, row: ListRow, now = new Date()): Promise<PriceList> {
  const [[summary], items, holders] = await Promise.all([
    toRows(db, [row], now),
    db
      .select({
        productId: priceListItems.productId,
        code: products.code,
        name: products.name,
        nameen: products.nameen,
        moq: products.moq,
        currency: priceListItems.currency,
        price: priceListItems.price,
        breaks: priceListItems.breaks,
      })
      .from(priceListItems)
      .innerJoin(products, eq(products.id, priceListItems.productId))
      .where(eq(priceListItems.listId, row.id))
      .orderBy(asc(products.code), asc(priceListItems.currency)),
    db.select({ customerId: priceListHolders.customerId, groupId: priceListHolders.groupId }).from(priceListHolders).where(eq(priceListHolders.listId, row.id)),
  ]);
  const groupIds = holders.flatMap((h) => (h.groupId === null ? [] : [h.groupId]));
  const groups =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: customerGroups.id, name: customerGroups.name })
          .from(customerGroups)
          .where(and(eq(customerGroups.siteId, siteId), inArray(customerGroups.id, groupIds)))
          .orderBy(asc(customerGroups.name));
  const customers = await customersNamed(
    db,
    siteId,
    holders.flatMap((h) => (h.customerId === null ? [] : [h.customerId])),
  );
  return { ...summary!, items, customers, groups };
}

export async function getPriceList(db: Db, siteId: number, id: number): Promise<PriceList> {
  return toPriceList(db, siteId, await priceListRow(db, siteId, id));
}
