import { and, eq, inArray } from 'drizzle-orm';
import { breakProblems } from '@/lib/pricing/price-breaks';
import type { PriceList, PriceListWrite } from '@/lib/validation/admin/pricing';
import type { Audit } from '@/server/catalog/admin/product-writes';
import type { Db } from '@/server/db/client';
import { customerGroups, customers, priceListHolders, priceListItems, priceLists, products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { priceListRow, toPriceList } from './price-list-reads';
import { assertSiteRows, boundOf, siteRowWhere } from './site-rows';

// Price lists made and changed by hand (ADR 0052): the list, its fixed prices (each with optional
// breaks, checked against the product's MOQ like a product's own) and its holders, replaced whole
// in one transaction with the audit row, so a buyer never holds a half-saved list.

/** Refuses the first item whose breaks a buyer could not read (`items.N.breaks.M`). */
async function checkItems(tx: Db, siteId: number, items: PriceListWrite['items']): Promise<void> {
  const productIds = items.map((item) => item.productId);
  await assertSiteRows(tx, siteId, products, productIds, 'items', 'productId');
  if (productIds.length === 0) return;
  const moqOf = new Map(
    (
      await tx
        .select({ id: products.id, moq: products.moq })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, productIds)))
    ).map((p) => [p.id, p.moq]),
  );
  items.forEach((item, index) => {
    const sorted = [...item.breaks].sort((a, b) => a.minQty - b.minQty);
    const [first] = breakProblems(item.price, moqOf.get(item.productId) ?? 1, sorted);
    if (first)
      throw new DomainError('bad_request', `These quantity breaks cannot be kept: ${first.kind}.`, {
        input: `items.${index}.breaks`,
        ...('index' in first ? { line: first.index } : {}),
        kind: first.kind,
      });
  });
}

async function writeContents(tx: Db, siteId: number, listId: number, body: PriceListWrite): Promise<void> {
  await checkItems(tx, siteId, body.items);
  await assertSiteRows(tx, siteId, customers, body.customerIds, 'customerIds');
  await assertSiteRows(tx, siteId, customerGroups, body.groupIds, 'groupIds');
  await tx.delete(priceListItems).where(eq(priceListItems.listId, listId));
  await tx.delete(priceListHolders).where(eq(priceListHolders.listId, listId));
  if (body.items.length > 0)
    await tx
      .insert(priceListItems)
      .values(
        body.items.map((item) => ({ listId, productId: item.productId, currency: item.currency, price: item.price, breaks: [...item.breaks].sort((a, b) => a.minQty - b.minQty) })),
      );
  const holders = [...body.customerIds.map((customerId) => ({ listId, customerId })), ...body.groupIds.map((groupId) => ({ listId, groupId }))];
  if (holders.length > 0) await tx.insert(priceListHolders).values(holders);
}

const columnsOf = (body: PriceListWrite) => ({
  name: body.name,
  kind: body.kind,
  percentOff: body.kind === 'percent' ? body.percentOff : null,
  validFrom: boundOf(body.validFrom),
  validTo: boundOf(body.validTo),
});

export async function createPriceList(db: Db, staff: { siteId: number; id: number | null }, body: PriceListWrite, audit: Audit): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(priceLists)
      .values({ siteId: staff.siteId, ...columnsOf(body), createdBy: staff.id })
      .returning();
    await writeContents(tx, staff.siteId, row!.id, body);
    const after = await toPriceList(tx, staff.siteId, row!);
    await audit({ action: 'price-list.create', entity: 'price-list', entityId: row!.id, after }, tx);
    return after;
  });
}

/** A kept quote's list stays tied to its inquiry when edited (keeping the quote again replaces it). */
export async function updatePriceList(db: Db, siteId: number, id: number, body: PriceListWrite, audit: Audit): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const before = await toPriceList(tx, siteId, await priceListRow(tx, siteId, id));
    const [row] = await tx
      .update(priceLists)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(siteRowWhere(priceLists, siteId, id))
      .returning();
    await writeContents(tx, siteId, id, body);
    const after = await toPriceList(tx, siteId, row!);
    await audit({ action: 'price-list.update', entity: 'price-list', entityId: id, before, after }, tx);
    return after;
  });
}

export async function deletePriceList(db: Db, siteId: number, id: number, audit: Audit): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const before = await toPriceList(tx, siteId, await priceListRow(tx, siteId, id));
    await tx.delete(priceLists).where(siteRowWhere(priceLists, siteId, id));
    await audit({ action: 'price-list.delete', entity: 'price-list', entityId: id, before }, tx);
    return before;
  });
}
