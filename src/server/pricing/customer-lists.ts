import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { ListTerms } from '@/lib/pricing/personal-price';
import type { Db } from '@/server/db/client';
import { addresses, customerGroupMembers, customerGroups, priceListHolders, priceListItems, priceLists } from '@/server/db/schema';

// The price lists a signed-in buyer holds today (ADR 0052): given to the buyer by hand or kept
// from an accepted quote (customer level), or given to a group the buyer is in — added by hand,
// or by the country of the buyer's default address (group level).

export interface HeldList {
  id: number;
  level: 'customer' | 'group';
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  /** What a page's personal prices are revalidated by (ADR 0053). */
  updatedAt: Date;
}

/** The country of the buyer's default address, if any: what a group by country matches. */
async function buyerCountry(db: Db, siteId: number, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.siteId, siteId), eq(addresses.customerId, customerId), eq(addresses.isDefault, true), isNull(addresses.deletedAt)))
    .limit(1);
  return row?.country ?? null;
}

/** The lists the buyer holds that are valid at `now`, their own and their groups'. */
export async function heldLists(db: Db, siteId: number, customerId: number, now: Date): Promise<HeldList[]> {
  const country = await buyerCountry(db, siteId, customerId);
  const valid = and(eq(priceLists.siteId, siteId), or(isNull(priceLists.validFrom), lte(priceLists.validFrom, now)), or(isNull(priceLists.validTo), gt(priceLists.validTo, now)));
  const columns = { id: priceLists.id, kind: priceLists.kind, percentOff: priceLists.percentOff, updatedAt: priceLists.updatedAt };
  const own = await db
    .select(columns)
    .from(priceLists)
    .innerJoin(priceListHolders, eq(priceListHolders.listId, priceLists.id))
    .where(and(valid, eq(priceListHolders.customerId, customerId)));
  const groupIds = db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.siteId, siteId),
        or(
          inArray(customerGroups.id, db.select({ id: customerGroupMembers.groupId }).from(customerGroupMembers).where(eq(customerGroupMembers.customerId, customerId))),
          country ? sql`${country} = any(${customerGroups.countries})` : sql`false`,
        ),
      ),
    );
  const viaGroup = await db
    .selectDistinct(columns)
    .from(priceLists)
    .innerJoin(priceListHolders, eq(priceListHolders.listId, priceLists.id))
    .where(and(valid, inArray(priceListHolders.groupId, groupIds)));
  return [...own.map((l) => ({ ...l, level: 'customer' as const })), ...viaGroup.map((l) => ({ ...l, level: 'group' as const }))];
}

/** Each product's terms from the buyer's valid lists, in one currency (products no list covers are absent). */
export async function listTermsFor(
  db: Db,
  siteId: number,
  customerId: number,
  productIds: readonly number[],
  currency: QuoteCurrency,
  now: Date = new Date(),
): Promise<Map<number, ListTerms[]>> {
  const terms = new Map<number, ListTerms[]>();
  if (productIds.length === 0) return terms;
  const lists = await heldLists(db, siteId, customerId, now);
  if (lists.length === 0) return terms;
  const add = (productId: number, t: ListTerms) => terms.set(productId, [...(terms.get(productId) ?? []), t]);
  for (const list of lists) {
    if (list.kind === 'percent' && list.percentOff !== null)
      for (const id of productIds) add(id, { kind: 'percent', percentOff: list.percentOff, listId: list.id, level: list.level });
  }
  const fixed = lists.filter((l) => l.kind === 'fixed');
  if (fixed.length > 0) {
    const items = await db
      .select({ listId: priceListItems.listId, productId: priceListItems.productId, price: priceListItems.price, breaks: priceListItems.breaks })
      .from(priceListItems)
      .where(
        and(
          inArray(
            priceListItems.listId,
            fixed.map((l) => l.id),
          ),
          inArray(priceListItems.productId, [...productIds]),
          eq(priceListItems.currency, currency),
        ),
      );
    const levelOf = new Map(fixed.map((l) => [l.id, l.level]));
    for (const item of items) add(item.productId, { kind: 'fixed', price: item.price, breaks: item.breaks, listId: item.listId, level: levelOf.get(item.listId)! });
  }
  return terms;
}
