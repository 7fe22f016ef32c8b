import { and, count, desc, eq } from 'drizzle-orm';
import type { KeptListLocale, KeptPrices } from '@/lib/validation/admin/pricing';
import type { Db } from '@/server/db/client';
import { orders, priceListItems, priceLists } from '@/server/db/schema';
import { visibleTo, inquiryNotFound, type DeskStaff } from '@/server/inquiries/desk-context';
import { keepQuoteAsPriceList } from '../quote-price-list';
import { isoOrNull } from './site-rows';
import { statusOf } from './price-list-reads';

// The desk's one click (ADR 0052): an inquiry's accepted quote kept as the buyer's prices for N
// days. Only an inquiry the member may see (a sales member: theirs and the unassigned ones); the
// list, its audit row and the check land in one transaction.

async function assertVisible(db: Db, staff: DeskStaff, id: number): Promise<void> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)));
  if (!row) throw inquiryNotFound(id);
}

async function keptOf(db: Db, siteId: number, orderId: number, now: Date): Promise<KeptPrices> {
  const [list] = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.siteId, siteId), eq(priceLists.fromOrderId, orderId)))
    .orderBy(desc(priceLists.id))
    .limit(1);
  if (!list) return { list: null };
  const [items] = await db.select({ n: count() }).from(priceListItems).where(eq(priceListItems.listId, list.id));
  return { list: { id: list.id, name: list.name, validTo: isoOrNull(list.validTo), status: statusOf(list, now), items: items?.n ?? 0 } };
}

/** The list kept from this inquiry's accepted quote, if any. */
export async function getKeptPrices(db: Db, staff: DeskStaff, id: number, now = new Date()): Promise<KeptPrices> {
  await assertVisible(db, staff, id);
  return keptOf(db, staff.siteId, id, now);
}

/** Keeps the accepted quote as the buyer's prices for `days`, named in the member's `locale` (replacing what was kept from it before); 409 when nothing is accepted. */
export async function keepPrices(db: Db, staff: DeskStaff, id: number, body: { days: number; locale: KeptListLocale }, now = new Date()): Promise<KeptPrices> {
  const { days, locale } = body;
  return db.transaction(async (tx) => {
    await assertVisible(tx, staff, id);
    const kept = await keepQuoteAsPriceList(tx, staff.siteId, id, { days, staffId: staff.id, now, locale });
    const after = await keptOf(tx, staff.siteId, id, now);
    await staff.audit({ action: 'price-list.keep-quote', entity: 'price-list', entityId: kept.listId, after: { inquiryId: id, days, ...after.list } }, tx);
    return after;
  });
}
