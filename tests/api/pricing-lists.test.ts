import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  customerGroupMembers,
  customerGroups,
  customers,
  inquiryQuotes,
  orderLines,
  orders,
  priceListHolders,
  priceListItems,
  priceLists,
  products,
  sites,
} from '@/server/db/schema';
import { getProductDetail } from '@/server/catalog/get-product';
import { listProducts } from '@/server/catalog/list-products';
import { DomainError } from '@/server/errors';
import { personalPrices } from '@/server/pricing/personal-prices';
import { breaksOf, saveBreaks } from '@/server/pricing/product-breaks';
import { keepQuoteAsPriceList } from '@/server/pricing/quote-price-list';
import { createTestDb, type TestDb } from '../support/test-db';

// The stored side of quantity breaks and price lists (ADR 0052), on PGlite and on PostgreSQL:
// which lists a buyer holds (by hand, by group, by the country of the default address), their
// validity, and an accepted quote kept as the buyer's prices until it lapses.

let db: TestDb;
const run = randomUUID().slice(0, 8);
const ids = { lantern: 0, garland: 0, anna: 0, li: 0, stranger: 0 };
const now = new Date('2026-12-05T12:00:00Z');

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  const made = await db.db
    .insert(products)
    .values([
      { siteId: 38, code: `LT-${run}`, classcode: '001', name: '红灯笼', nameen: 'Red lantern', price: 8.6, foreignprice: 1.2, moq: 100 },
      { siteId: 38, code: `GL-${run}`, classcode: '001', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, moq: 48 },
    ])
    .returning({ id: products.id });
  ids.lantern = made[0]!.id;
  ids.garland = made[1]!.id;
  const people = await db.db
    .insert(customers)
    .values([
      { siteId: 38, email: `anna-${run}@schmidt-deko.de`, nick: 'Anna' },
      { siteId: 38, email: `li-${run}@example.cn`, nick: '李' },
      { siteId: 38, email: `other-${run}@example.com`, nick: 'Other' },
    ])
    .returning({ id: customers.id });
  [ids.anna, ids.li, ids.stranger] = people.map((p) => p.id) as [number, number, number];
  await db.db
    .insert(addresses)
    .values({ siteId: 38, customerId: ids.li, contactName: '李先生', phone: '13800138000', country: 'CN', addressLine: '义乌市国际商贸城', isDefault: true });
  await saveBreaks(db.db, 38, ids.lantern, 'USD', [
    { minQty: 2000, price: 0.98 },
    { minQty: 500, price: 1.1 },
  ]);
});
afterAll(() => db.dispose());

const priceOf = async (customerId: number, productId: number, quantity?: number, currency: 'USD' | 'CNY' = 'USD', at = now) =>
  (await personalPrices(db.db, 38, customerId, [{ productId, quantity }], currency, at))[0]!;

describe('quantity breaks as stored', () => {
  it('keeps breaks lowest quantity first, by currency', async () => {
    const breaks = (await breaksOf(db.db, 38, [ids.lantern, ids.garland])).get(ids.lantern)!;
    expect(breaks.USD).toEqual([
      { minQty: 500, price: 1.1 },
      { minQty: 2000, price: 0.98 },
    ]);
    expect(breaks.CNY).toEqual([]);
  });

  it('refuses a break at the MOQ or dearer than the list price, naming the break, and keeps the old ones', async () => {
    const refused = await saveBreaks(db.db, 38, ids.lantern, 'USD', [{ minQty: 100, price: 1.5 }]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).details).toMatchObject({ input: 'breaks', line: 0, kind: 'at_or_below_moq' });
    expect((await breaksOf(db.db, 38, [ids.lantern])).get(ids.lantern)!.USD).toHaveLength(2);
  });

  it("puts the ranges of the visitor's currency on the product page, and one range where there are no breaks", async () => {
    expect((await getProductDetail(db.db, 38, ids.lantern, 'en'))!.priceRanges).toEqual([
      { fromQty: 100, toQty: 499, price: 1.2 },
      { fromQty: 500, toQty: 1999, price: 1.1 },
      { fromQty: 2000, toQty: null, price: 0.98 },
    ]);
    expect((await getProductDetail(db.db, 38, ids.lantern, 'zh'))!.priceRanges).toEqual([{ fromQty: 100, toQty: null, price: 8.6 }]);
  });

  it('gives a list tile the lowest break as its "from", only in the currency that has breaks', async () => {
    const query = { page: 1, pageSize: 20, topicCode: '001' };
    const tile = async (locale: 'en' | 'zh', id: number) => (await listProducts(db.db, 38, locale, query, 'none')).list.find((card) => card.id === id);
    expect(await tile('en', ids.lantern)).toMatchObject({ price: 1.2, fromPrice: 0.98 });
    expect(await tile('en', ids.garland)).toMatchObject({ price: 3.5, fromPrice: null });
    expect(await tile('zh', ids.lantern)).toMatchObject({ price: 8.6, fromPrice: null });
  });

  it('gives a guest-equal buyer the break at 499 and 500 pieces', async () => {
    expect((await priceOf(ids.stranger, ids.lantern, 499)).price).toBe(1.2);
    expect(await priceOf(ids.stranger, ids.lantern, 500)).toMatchObject({ price: 1.1, source: 'breaks', listId: null });
  });
});

describe('price lists a buyer holds', () => {
  it('gives a 10 % list to the buyer it names and to no one else', async () => {
    const [list] = await db.db.insert(priceLists).values({ siteId: 38, name: 'Schmidt 10 %', kind: 'percent', percentOff: 10 }).returning({ id: priceLists.id });
    await db.db.insert(priceListHolders).values({ listId: list!.id, customerId: ids.anna });
    expect(await priceOf(ids.anna, ids.lantern)).toMatchObject({ price: 1.08, publicPrice: 1.2, source: 'customer-list', listId: list!.id });
    expect(await priceOf(ids.anna, ids.lantern, 2000)).toMatchObject({ price: 0.88 });
    expect((await priceOf(ids.stranger, ids.lantern)).price).toBe(1.2);
  });

  it('gives a group list by the country of the default address, in the buyer’s currency', async () => {
    const [group] = await db.db
      .insert(customerGroups)
      .values({ siteId: 38, name: 'China', countries: ['CN'] })
      .returning({ id: customerGroups.id });
    const [list] = await db.db.insert(priceLists).values({ siteId: 38, name: '国内价', kind: 'fixed' }).returning({ id: priceLists.id });
    await db.db.insert(priceListHolders).values({ listId: list!.id, groupId: group!.id });
    await db.db.insert(priceListItems).values({ listId: list!.id, productId: ids.garland, currency: 'CNY', price: 21.5 });
    expect(await priceOf(ids.li, ids.garland, undefined, 'CNY')).toMatchObject({ price: 21.5, publicPrice: 25, source: 'group-list' });
    expect((await priceOf(ids.li, ids.garland, undefined, 'USD')).source).toBe('list-price');
    // Anna's address is not in China: her own 10 % applies, not the China list.
    expect(await priceOf(ids.anna, ids.garland, undefined, 'CNY')).toMatchObject({ price: 22.5, source: 'customer-list' });
  });

  it('gives a group list to a member added by hand whatever the country', async () => {
    const [group] = await db.db.insert(customerGroups).values({ siteId: 38, name: 'Key accounts' }).returning({ id: customerGroups.id });
    await db.db.insert(customerGroupMembers).values({ groupId: group!.id, customerId: ids.stranger });
    const [list] = await db.db.insert(priceLists).values({ siteId: 38, name: 'Key 5 %', kind: 'percent', percentOff: 5 }).returning({ id: priceLists.id });
    await db.db.insert(priceListHolders).values({ listId: list!.id, groupId: group!.id });
    expect(await priceOf(ids.stranger, ids.garland)).toMatchObject({ price: 3.33, source: 'group-list' });
  });

  it('applies a list only inside its dates', async () => {
    const [list] = await db.db
      .insert(priceLists)
      .values({ siteId: 38, name: 'January', kind: 'percent', percentOff: 30, validFrom: new Date('2027-01-01T00:00:00Z'), validTo: new Date('2027-02-01T00:00:00Z') })
      .returning({ id: priceLists.id });
    await db.db.insert(priceListHolders).values({ listId: list!.id, customerId: ids.anna });
    expect((await priceOf(ids.anna, ids.garland)).price).toBe(3.15);
    expect((await priceOf(ids.anna, ids.garland, undefined, 'USD', new Date('2027-01-15T00:00:00Z'))).price).toBe(2.45);
    expect((await priceOf(ids.anna, ids.garland, undefined, 'USD', new Date('2027-02-01T00:00:00Z'))).price).toBe(3.15);
  });
});

describe('an accepted quote kept as the buyer’s prices', () => {
  async function acceptedQuote(customerId: number) {
    const [order] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId, orderNo: `Q-${run}-${customerId}`, acceptedVersion: 2, state: 'accepted' })
      .returning({ id: orders.id });
    const [line] = await db.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: ids.garland, code: `GL-${run}`, name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, addNum: 480, moq: 48 })
      .returning({ id: orderLines.id });
    const quote = { incoterm: 'FOB', validUntil: '2027-01-31', currency: 'USD' as const };
    await db.db.insert(inquiryQuotes).values([
      { ...quote, orderId: order!.id, version: 1, lines: [{ orderLineId: line!.id, code: 'GL', unitPrice: 3.2, quantity: 480, moq: 48, leadTimeDays: 30 }] },
      { ...quote, orderId: order!.id, version: 2, lines: [{ orderLineId: line!.id, code: 'GL', unitPrice: 2.95, quantity: 480, moq: 48, leadTimeDays: 30 }] },
    ]);
    return order!.id;
  }

  it('prices the next cart at the accepted version until the days run out', async () => {
    const orderId = await acceptedQuote(ids.li);
    const kept = await keepQuoteAsPriceList(db.db, 38, orderId, { days: 30, staffId: null, now });
    expect(kept.items).toBe(1);
    expect(await priceOf(ids.li, ids.garland, 480)).toMatchObject({ price: 2.95, source: 'customer-list', listId: kept.listId });
    expect((await priceOf(ids.li, ids.garland, 480, 'USD', new Date(now.getTime() + 29 * 86_400_000))).price).toBe(2.95);
    expect((await priceOf(ids.li, ids.garland, 480, 'USD', new Date(now.getTime() + 30 * 86_400_000))).price).toBe(3.5);
  });

  it('replaces the list of the same inquiry when kept again', async () => {
    const orderId = await acceptedQuote(ids.stranger);
    const first = await keepQuoteAsPriceList(db.db, 38, orderId, { staffId: null, now });
    const second = await keepQuoteAsPriceList(db.db, 38, orderId, { staffId: null, now });
    expect(second.listId).not.toBe(first.listId);
    const lists = await db.db.select({ id: priceLists.id }).from(priceLists);
    expect(lists.map((l) => l.id)).not.toContain(first.listId);
  });

  it('refuses an inquiry whose quote is not accepted', async () => {
    const [order] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: ids.anna, orderNo: `Q-${run}-open` })
      .returning({ id: orders.id });
    await expect(keepQuoteAsPriceList(db.db, 38, order!.id, { staffId: null, now })).rejects.toMatchObject({ code: 'conflict' });
  });
});
