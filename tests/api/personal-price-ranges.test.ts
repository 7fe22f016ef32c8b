import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeAt, type LineRange } from '@/lib/pricing/line-ranges';
import {
  cartLines,
  customerGroupMembers,
  customerGroups,
  inquiryQuotes,
  orderLines,
  orders,
  priceListHolders,
  priceListItems,
  priceLists,
  products,
  sites,
} from '@/server/db/schema';
import { saveBreaks } from '@/server/pricing/product-breaks';
import { keepQuoteAsPriceList } from '@/server/pricing/quote-price-list';
import { call, type Json } from '../support/api-suite';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { createTestDb, type TestDb } from '../support/test-db';

// Quick order's preview asks a signed-in buyer's own prices with `ranges=1` (ADR 0053): every
// product whose price is the buyer's own at any quantity comes with the buyer's price per range
// and who set it, the very ranges the cart prices the same lines with; another buyer and a guest
// get nothing personal, and a bad flag is a 400 naming it. PGlite and PostgreSQL.

let db: TestDb;
const run = randomUUID().slice(0, 6);
/** Anna: 10 % of her own. Ben: a kept quote on the garland. Carl: 5 % through his group. Dana: a fixed price cheaper from 500. Li: nothing. */
const buyer: Record<'anna' | 'ben' | 'carl' | 'dana' | 'li', SignedInBuyer> = {} as never;
/** Lantern: $1.20 / ¥8.60 from 60 pcs, $1.10 / ¥7.90 from 500. Garland: $3.50 / ¥25, no breaks. Bell: $2.00 from 100, no breaks. */
const product = { lantern: 0, garland: 0, bell: 0 };
let quote = { orderNo: '', validTo: '' };

/** Prices no other product has: a buyer's own price cannot appear in an answer by chance. */
const ANNA = { USD: ['1.08', '0.99', '3.15'], CNY: ['7.74', '7.11', '22.5'] };

async function holding(name: string, values: Partial<typeof priceLists.$inferInsert>, holder: { customerId: number } | { groupId: number }) {
  const [list] = await db.db
    .insert(priceLists)
    .values({ siteId: 38, name, kind: 'percent', ...values })
    .returning({ id: priceLists.id });
  await db.db.insert(priceListHolders).values({ listId: list!.id, ...holder });
  return list!.id;
}

/** Ben's inquiry for the garland, its quote accepted at $2.95 and kept as his prices for 30 days. */
async function keptQuote(who: SignedInBuyer) {
  const [order] = await db.db
    .insert(orders)
    .values({ siteId: 38, customerId: who.id, orderNo: `LT-20261205-${run.toUpperCase()}R`, acceptedVersion: 1, state: 'accepted' })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const asked = { orderId: order!.id, productId: product.garland, code: 'GA', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, addNum: 480, moq: 48 };
  const [line] = await db.db.insert(orderLines).values(asked).returning({ id: orderLines.id });
  await db.db.insert(inquiryQuotes).values({
    orderId: order!.id,
    version: 1,
    currency: 'USD',
    incoterm: 'FOB',
    port: 'Ningbo',
    paymentTerms: '30% deposit',
    validUntil: '2027-01-31',
    note: '',
    lines: [{ orderLineId: line!.id, code: 'GA', unitPrice: 2.95, quantity: 480, moq: 48, leadTimeDays: 30 }],
  });
  const kept = await keepQuoteAsPriceList(db.db, 38, order!.id, { days: 30, staffId: null });
  return { orderNo: order!.orderNo, validTo: kept.validTo.toISOString() };
}

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' }).onConflictDoNothing();
  for (const name of ['anna', 'ben', 'carl', 'dana', 'li'] as const) buyer[name] = await signedInBuyer(db, `${name}-${run}@quick-order.test`, { nick: name });
  const made = await db.db
    .insert(products)
    .values([
      { siteId: 38, code: `QL-${run}`, classcode: '001', name: '红色纸灯笼', nameen: 'Red paper lantern', price: 8.6, foreignprice: 1.2, moq: 60 },
      { siteId: 38, code: `QG-${run}`, classcode: '001', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, moq: 48 },
      { siteId: 38, code: `QB-${run}`, classcode: '001', name: '铜铃', nameen: 'Brass bell', price: 14, foreignprice: 2, moq: 100 },
    ])
    .returning({ id: products.id });
  [product.lantern, product.garland, product.bell] = made.map((m) => m.id) as [number, number, number];
  await saveBreaks(db.db, 38, product.lantern, 'USD', [{ minQty: 500, price: 1.1 }]);
  await saveBreaks(db.db, 38, product.lantern, 'CNY', [{ minQty: 500, price: 7.9 }]);
  await holding('Anna 10 %', { percentOff: 10 }, { customerId: buyer.anna.id });
  const [group] = await db.db.insert(customerGroups).values({ siteId: 38, name: 'EU trade' }).returning({ id: customerGroups.id });
  await db.db.insert(customerGroupMembers).values({ groupId: group!.id, customerId: buyer.carl.id });
  await holding('EU trade 5 %', { percentOff: 5 }, { groupId: group!.id });
  // The bell's public price at the MOQ is Dana's too; from 500 hers is lower.
  const fixed = await holding('Dana bells', { kind: 'fixed' }, { customerId: buyer.dana.id });
  await db.db.insert(priceListItems).values({ listId: fixed, productId: product.bell, currency: 'USD', price: 2, breaks: [{ minQty: 500, price: 1.8 }] });
  quote = await keptQuote(buyer.ben);
});
afterAll(() => db.dispose());

type Who = keyof typeof buyer | 'guest';
const all = () => [product.lantern, product.garland, product.bell].join(',');
const ask = (who: Who, query: string) => call('GET', `/api/Customer/PersonalPrices?${query}`, { headers: who === 'guest' ? {} : { authorization: buyer[who].auth } });

/** The answer with ranges=1 for all three products, by product id. */
async function rangesOf(who: Who, languageFlag: 0 | 1 = 1): Promise<Map<number, Json>> {
  const res = await ask(who, `ids=${all()}&languageFlag=${languageFlag}&ranges=1`);
  expect(res.status, res.text).toBe(200);
  return new Map(res.body.data.list.map((p: Json) => [p.productId, p]));
}

/** The buyer's cart line of the product at `addNum`, as GET /api/ShoppingCart prices it. */
async function cartPricing(who: SignedInBuyer, productId: number, addNum: number): Promise<Json> {
  await db.db.delete(cartLines).where(eq(cartLines.customerId, who.id));
  const added = await call('POST', '/api/ShoppingCart', { headers: { authorization: who.auth }, body: { list: [{ productId, addNum }] } });
  expect(added.status, added.text).toBe(200);
  const res = await call('GET', '/api/ShoppingCart?isGetAll=true&languageFlag=1', { headers: { authorization: who.auth } });
  return res.body.data.list.find((l: Json) => l.productId === productId).pricing;
}

describe('GET /api/Customer/PersonalPrices with ranges=1 (quick order)', () => {
  it('answers each product the buyer’s 10 % ranges from the MOQ, the break at 500 its own range, each named customer-list', async () => {
    const answer = await rangesOf('anna');
    expect(answer.get(product.lantern)).toEqual({
      productId: product.lantern,
      price: 1.08,
      publicPrice: 1.2,
      ranges: [
        { fromQty: 60, toQty: 499, price: 1.08, publicPrice: 1.2, source: 'customer-list', quote: null },
        { fromQty: 500, toQty: null, price: 0.99, publicPrice: 1.1, source: 'customer-list', quote: null },
      ],
    });
    // A product without breaks has one open range.
    expect(answer.get(product.garland)!.ranges).toEqual([{ fromQty: 48, toQty: null, price: 3.15, publicPrice: 3.5, source: 'customer-list', quote: null }]);
  });

  it('prices the MOQ, 499 and 500 pieces as the cart prices the same lines', async () => {
    const ranges = (await rangesOf('anna')).get(product.lantern)!.ranges as LineRange[];
    for (const quantity of [60, 499, 500]) {
      const { range } = rangeAt(ranges, quantity)!;
      const cart = await cartPricing(buyer.anna, product.lantern, quantity);
      expect({ price: range.price, publicPrice: range.publicPrice, source: range.source, quote: range.quote }, `${quantity} pcs`).toEqual({
        price: cart.unitPrice,
        publicPrice: cart.publicPrice,
        source: cart.source,
        quote: cart.quote,
      });
    }
    expect(rangeAt(ranges, 499)!.range.price).toBe(1.08);
    expect(rangeAt(ranges, 500)!.range.price).toBe(0.99);
  });

  it('answers in CNY from the CNY breaks on Chinese pages', async () => {
    const ranges = (await rangesOf('anna', 0)).get(product.lantern)!.ranges;
    expect(ranges.map((r: Json) => [r.fromQty, r.price, r.publicPrice])).toEqual([
      [60, 7.74, 8.6],
      [500, 7.11, 7.9],
    ]);
  });

  it('names the kept quote a price comes from, with its number and last day', async () => {
    const answer = await rangesOf('ben');
    expect(answer.get(product.garland)!.ranges).toEqual([{ fromQty: 48, toQty: null, price: 2.95, publicPrice: 3.5, source: 'customer-list', quote }]);
    // The quote covers the garland only: the lantern keeps its public price and is not named.
    expect([...answer.keys()]).toEqual([product.garland]);
    expect((await cartPricing(buyer.ben, product.garland, 480)).quote).toEqual(quote);
  });

  it('names a price from the buyer’s group as group-list', async () => {
    const ranges = (await rangesOf('carl')).get(product.lantern)!.ranges;
    expect(ranges.map((r: Json) => [r.fromQty, r.price, r.source])).toEqual([
      [60, 1.14, 'group-list'],
      [500, 1.05, 'group-list'],
    ]);
  });

  it('names a product whose price is the buyer’s own only from 500 pieces, which the catalogue’s answer leaves out', async () => {
    expect((await rangesOf('dana')).get(product.bell)).toEqual({
      productId: product.bell,
      price: 2,
      publicPrice: 2,
      ranges: [
        { fromQty: 100, toQty: 499, price: 2, publicPrice: 2, source: 'list-price', quote: null },
        { fromQty: 500, toQty: null, price: 1.8, publicPrice: 2, source: 'customer-list', quote: null },
      ],
    });
    const page = await ask('dana', `ids=${all()}&languageFlag=1`);
    expect(page.body.data.list).toEqual([]);
  });

  it('leaves the catalogue’s answer as it was without the flag: no ranges but the product page’s', async () => {
    const page = await ask('anna', `ids=${all()}&languageFlag=1&ranges=0`);
    expect(page.body.data.list).toHaveLength(3);
    for (const named of page.body.data.list) expect(Object.keys(named).sort()).toEqual(['price', 'productId', 'publicPrice']);
  });

  it('is private, and tagged apart from the page’s answer for the same ids', async () => {
    const withRanges = await ask('anna', `ids=${all()}&languageFlag=1&ranges=1`);
    const page = await ask('anna', `ids=${all()}&languageFlag=1`);
    expect(withRanges.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(withRanges.headers.get('vary')).toMatch(/Cookie/);
    expect(withRanges.headers.get('etag')).not.toBe(page.headers.get('etag'));
    const again = await ask('anna', `ids=${all()}&languageFlag=1&ranges=1`);
    expect(again.headers.get('etag')).toBe(withRanges.headers.get('etag'));
  });

  it('gives another buyer without a list nothing personal, and a guest a 401', async () => {
    const li = await ask('li', `ids=${all()}&languageFlag=1&ranges=1`);
    expect(li.status).toBe(200);
    expect(li.body.data).toEqual({ held: false, currency: 'USD', list: [] });
    const carl = await ask('carl', `ids=${all()}&languageFlag=1&ranges=1`);
    for (const price of [...ANNA.USD, '2.95', '1.8']) expect(carl.text.includes(price), `Carl's answer holds ${price}`).toBe(false);
    const guest = await ask('guest', `ids=${all()}&languageFlag=1&ranges=1`);
    expect(guest.status).toBe(401);
    for (const price of [...ANNA.USD, ...ANNA.CNY]) expect(guest.text.includes(price)).toBe(false);
  });

  it('refuses a flag that is not 0 or 1 with a 400 naming ranges', async () => {
    for (const value of ['2', 'yes', 'true', '-1', '1.5']) {
      const bad = await ask('anna', `ids=${all()}&languageFlag=1&ranges=${value}`);
      expect(bad.status, value).toBe(400);
      expect(bad.body.field, value).toBe('ranges');
    }
  });
});
