import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGroups, customers, inquiryQuotes, orderLines, orders, priceListHolders, priceLists, productPriceBreaks, products, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The workspace's pricing calls (ADR 0052) on PGlite and PostgreSQL: a sales member keeps a
// product's quantity breaks (a break a buyer could not read is refused on its line, nothing
// written), customer groups and price lists are made, changed and deleted with an audit row each,
// another site's rows are unknown, a catalogue clerk cannot open the lists, and the desk keeps an
// accepted quote as the buyer's prices for N days.

let db: TestDb;
let sales: Record<string, string>;
let catalogue: Record<string, string>;
const run = randomUUID().slice(0, 8);
const ids = { lantern: 0, garland: 0, anna: 0, wei: 0, otherProduct: 0, otherCustomer: 0, otherList: 0 };

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  sales = (await signedInStaff(db, 'sales')).headers;
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  await db.db.insert(sites).values({ id: 39, name: '别家', nameen: 'Another shop' }).onConflictDoNothing();
  const made = await db.db
    .insert(products)
    .values([
      { siteId: 38, code: `LT-${run}`, classcode: '001', name: '红灯笼', nameen: 'Red lantern', price: 8.6, foreignprice: 1.2, moq: 100 },
      { siteId: 38, code: `GL-${run}`, classcode: '001', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, moq: 48 },
      { siteId: 39, code: `XX-${run}`, classcode: '001', name: '别家商品', nameen: 'Their product', price: 5, foreignprice: 0.8, moq: 10 },
    ])
    .returning({ id: products.id });
  [ids.lantern, ids.garland, ids.otherProduct] = made.map((p) => p.id) as [number, number, number];
  const people = await db.db
    .insert(customers)
    .values([
      { siteId: 38, email: `anna-${run}@schmidt-deko.de`, nick: 'Anna', companyName: 'Schmidt Deko GmbH' },
      { siteId: 38, email: `wei-${run}@yiwu-gifts.cn`, nick: '王伟', companyName: '义乌礼品有限公司' },
      { siteId: 39, email: `them-${run}@other.example`, nick: 'Them' },
    ])
    .returning({ id: customers.id });
  [ids.anna, ids.wei, ids.otherCustomer] = people.map((p) => p.id) as [number, number, number];
  const [theirs] = await db.db.insert(priceLists).values({ siteId: 39, name: 'Their list', kind: 'percent', percentOff: 5 }).returning({ id: priceLists.id });
  ids.otherList = theirs!.id;
});
afterAll(() => db.dispose());

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string, body: unknown) => call('POST', path, { headers, body }),
  put: (path: string, body: unknown) => call('PUT', path, { headers, body }),
  delete: (path: string) => call('DELETE', path, { headers }),
});
const breaksIn = async (productId: number) => db.db.select().from(productPriceBreaks).where(eq(productPriceBreaks.productId, productId));

describe('quantity breaks', () => {
  it('lets a sales member replace a product’s USD breaks, read back lowest first, with an audit row', async () => {
    const saved = await as(sales).put(`/api/admin/price-breaks/${ids.lantern}`, {
      currency: 'USD',
      breaks: [
        { minQty: 2000, price: 0.98 },
        { minQty: 500, price: 1.1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.dto).toMatchObject({
      moq: 100,
      listPrice: { USD: 1.2, CNY: 8.6 },
      breaks: {
        USD: [
          { minQty: 500, price: 1.1 },
          { minQty: 2000, price: 0.98 },
        ],
        CNY: [],
      },
    });
    const read = await as(sales).get(`/api/admin/price-breaks/${ids.lantern}`);
    expect(read.body.data.dto.breaks.USD).toHaveLength(2);
    expect(await lastAudit(db, 'product.breaks')).toMatchObject({ entity: 'product', entityId: String(ids.lantern) });
  });

  it.each([
    ['at the MOQ', [{ minQty: 100, price: 1.1 }], 'breaks.0'],
    [
      'not cheaper than the range before',
      [
        { minQty: 500, price: 1.1 },
        { minQty: 1000, price: 1.15 },
      ],
      'breaks.1',
    ],
    ['a fifth break', [200, 300, 400, 500, 600].map((minQty, i) => ({ minQty, price: 1.1 - i * 0.01 })), 'breaks.4'],
  ])('refuses a break %s with 400 naming the break, and keeps the breaks it had', async (_what, breaks, field) => {
    const refused = await as(sales).put(`/api/admin/price-breaks/${ids.lantern}`, { currency: 'USD', breaks });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe(field);
    expect((await breaksIn(ids.lantern)).map((b) => b.minQty).sort((a, b) => a - b)).toEqual([500, 2000]);
  });

  it('answers 404 for another site’s product', async () => {
    expect((await as(sales).get(`/api/admin/price-breaks/${ids.otherProduct}`)).status).toBe(404);
    const refused = await as(sales).put(`/api/admin/price-breaks/${ids.otherProduct}`, { currency: 'CNY', breaks: [{ minQty: 50, price: 4 }] });
    expect(refused.status).toBe(404);
    expect(await breaksIn(ids.otherProduct)).toEqual([]);
  });
});

describe('customer groups', () => {
  let groupId = 0;

  it('creates, changes and deletes a group of countries and members, each with an audit row', async () => {
    const created = await as(sales).post('/api/admin/customer-groups', { name: '欧洲批发', countries: ['de', 'FR'], memberIds: [ids.anna] });
    expect(created.status).toBe(200);
    const group = created.body.data.dto as Json;
    groupId = group.id;
    expect(group).toMatchObject({ name: '欧洲批发', countries: ['DE', 'FR'], members: [{ id: ids.anna, companyName: 'Schmidt Deko GmbH' }] });
    expect(await lastAudit(db, 'customer-group.create')).toMatchObject({ entityId: String(groupId) });

    const changed = await as(sales).put(`/api/admin/customer-groups/${groupId}`, { name: 'EU wholesale', countries: ['DE'], memberIds: [ids.anna, ids.wei] });
    expect(changed.body.data.dto.members.map((m: Json) => m.id).sort()).toEqual([ids.anna, ids.wei].sort());
    const listed = await as(sales).get('/api/admin/customer-groups?q=EU');
    expect(listed.body.data.list.map((g: Json) => g.id)).toContain(groupId);
    expect(await lastAudit(db, 'customer-group.update')).toMatchObject({ entityId: String(groupId) });
  });

  it('refuses another site’s customer as a member, naming its line, and another site’s group as unknown', async () => {
    const refused = await as(sales).post('/api/admin/customer-groups', { name: 'Mixed', countries: [], memberIds: [ids.anna, ids.otherCustomer] });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('memberIds.1');
    const [theirs] = await db.db.insert(customerGroups).values({ siteId: 39, name: 'Theirs' }).returning();
    expect((await as(sales).get(`/api/admin/customer-groups/${theirs!.id}`)).status).toBe(404);
    expect((await as(sales).delete(`/api/admin/customer-groups/${theirs!.id}`)).status).toBe(404);
  });

  it('lists a page of several groups, each with its own members (read for the whole page at once)', async () => {
    const made: Record<string, number> = {};
    for (const [name, memberIds] of [
      ['both', [ids.wei, ids.anna]],
      ['anna', [ids.anna]],
      ['none', []],
      ['wei', [ids.wei]],
    ] as const) {
      const created = await as(sales).post('/api/admin/customer-groups', { name: `Page ${run} ${name}`, countries: [], memberIds });
      made[name] = created.body.data.dto.id;
    }
    const listed = await as(sales).get(`/api/admin/customer-groups?q=${encodeURIComponent(`Page ${run}`)}&sort=name&pageSize=10`);
    expect(listed.body.data.searchListResourceParamaters.total).toBe(4);
    const members = Object.fromEntries((listed.body.data.list as Json[]).map((g) => [g.id, g.members.map((m: Json) => m.id)]));
    // Members read by email, as one group answers them.
    expect(members).toEqual({ [made.both!]: [ids.anna, ids.wei], [made.anna!]: [ids.anna], [made.none!]: [], [made.wei!]: [ids.wei] });
    for (const group of listed.body.data.list as Json[]) expect(group).toEqual((await as(sales).get(`/api/admin/customer-groups/${group.id}`)).body.data.dto);
  });

  it('deletes a group', async () => {
    expect((await as(sales).delete(`/api/admin/customer-groups/${groupId}`)).status).toBe(200);
    expect((await as(sales).get(`/api/admin/customer-groups/${groupId}`)).status).toBe(404);
    expect(await lastAudit(db, 'customer-group.delete')).toMatchObject({ entityId: String(groupId) });
  });
});

describe('price lists', () => {
  it('creates a 10 % list for a customer, valid from the start of a past day in China, and calls it valid today', async () => {
    const created = await as(sales).post('/api/admin/price-lists', { name: 'Schmidt 10 %', kind: 'percent', percentOff: 10, validFrom: '2026-01-01', customerIds: [ids.anna] });
    expect(created.status).toBe(200);
    const list = created.body.data.dto as Json;
    expect(list).toMatchObject({ kind: 'percent', percentOff: 10, validFrom: '2025-12-31T16:00:00.000Z', validTo: null, fromOrder: null, customers: [{ id: ids.anna }] });
    expect(list.status).toBe('valid');
    expect(await lastAudit(db, 'price-list.create')).toMatchObject({ entity: 'price-list', entityId: String(list.id) });
  });

  it('keeps fixed prices with their breaks, and refuses a break at the MOQ on its item and line, writing nothing', async () => {
    const garland = { productId: ids.garland, currency: 'CNY', price: 22, breaks: [{ minQty: 480, price: 20.5 }] };
    const body = { name: '国内价 2027', kind: 'fixed', validFrom: '2027-01-01', validTo: '2027-07-01', items: [garland], customerIds: [ids.wei] };
    const created = await as(sales).post('/api/admin/price-lists', body);
    expect(created.status).toBe(200);
    const id = created.body.data.dto.id as number;
    expect(created.body.data.dto).toMatchObject({
      status: 'upcoming',
      itemCount: 1,
      holderCount: 1,
      items: [{ code: `GL-${run}`, moq: 48, breaks: [{ minQty: 480, price: 20.5 }] }],
    });

    const refused = await as(sales).put(`/api/admin/price-lists/${id}`, { ...body, name: 'changed', items: [{ ...body.items[0], breaks: [{ minQty: 48, price: 20 }] }] });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('items.0.breaks.0');
    expect((await as(sales).get(`/api/admin/price-lists/${id}`)).body.data.dto).toMatchObject({ name: '国内价 2027', items: [{ breaks: [{ minQty: 480 }] }] });

    const changed = await as(sales).put(`/api/admin/price-lists/${id}`, { ...body, validTo: '2026-06-01', validFrom: null });
    expect(changed.body.data.dto.status).toBe('expired');
    expect((await as(sales).get('/api/admin/price-lists?status=expired')).body.data.list.map((l: Json) => l.id)).toContain(id);
    expect(await lastAudit(db, 'price-list.update')).toMatchObject({ entityId: String(id) });

    expect((await as(sales).delete(`/api/admin/price-lists/${id}`)).status).toBe(200);
    expect(await db.db.select().from(priceListHolders).where(eq(priceListHolders.listId, id))).toEqual([]);
    expect(await lastAudit(db, 'price-list.delete')).toMatchObject({ entityId: String(id) });
  });

  it('refuses a percent list without its percentage and dates that end before they start, naming the field', async () => {
    const noPercent = await as(sales).post('/api/admin/price-lists', { name: 'x', kind: 'percent' });
    expect([noPercent.status, noPercent.body.field]).toEqual([400, 'percentOff']);
    const backwards = await as(sales).post('/api/admin/price-lists', { name: 'x', kind: 'percent', percentOff: 5, validFrom: '2027-02-01', validTo: '2027-01-01' });
    expect([backwards.status, backwards.body.field]).toEqual([400, 'validTo']);
  });

  it('answers another site’s list as unknown and refuses its product and customer on their lines', async () => {
    expect((await as(sales).get(`/api/admin/price-lists/${ids.otherList}`)).status).toBe(404);
    expect((await as(sales).put(`/api/admin/price-lists/${ids.otherList}`, { name: 'mine now', kind: 'percent', percentOff: 50 })).status).toBe(404);
    expect((await as(sales).delete(`/api/admin/price-lists/${ids.otherList}`)).status).toBe(404);
    const product = await as(sales).post('/api/admin/price-lists', { name: 'x', kind: 'fixed', items: [{ productId: ids.otherProduct, currency: 'USD', price: 0.5 }] });
    expect([product.status, product.body.field]).toEqual([400, 'items.0.productId']);
    const customer = await as(sales).post('/api/admin/price-lists', { name: 'x', kind: 'percent', percentOff: 5, customerIds: [ids.otherCustomer] });
    expect([customer.status, customer.body.field]).toEqual([400, 'customerIds.0']);
    const [{ name }] = (await db.db.select({ name: priceLists.name }).from(priceLists).where(eq(priceLists.id, ids.otherList))) as [{ name: string }];
    expect(name).toBe('Their list');
  });

  it('finds products to price by the start of their code', async () => {
    const found = await as(sales).get(`/api/admin/price-list-products?q=GL-${run}`);
    expect(found.body.data.list).toEqual([expect.objectContaining({ id: ids.garland, moq: 48, listPrice: { USD: 3.5, CNY: 25 } })]);
  });

  it('refuses the lists and groups to a catalogue clerk (403), who may still keep a product’s breaks', async () => {
    for (const path of ['/api/admin/price-lists', '/api/admin/customer-groups', '/api/admin/price-list-products?q=GL']) expect((await as(catalogue).get(path)).status).toBe(403);
    expect((await as(catalogue).post('/api/admin/price-lists', { name: 'x', kind: 'percent', percentOff: 5 })).status).toBe(403);
    expect((await as(catalogue).get(`/api/admin/price-breaks/${ids.garland}`)).status).toBe(200);
  });
});

describe('an accepted quote kept as the buyer’s prices', () => {
  let made = 0;
  async function inquiry(acceptedVersion: number | null) {
    const [order] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: ids.wei, orderNo: `Q-${run}-${++made}`, acceptedVersion, state: acceptedVersion ? 'accepted' : 'quoted' })
      .returning({ id: orders.id });
    const [line] = await db.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: ids.garland, code: `GL-${run}`, name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, addNum: 480, moq: 48 })
      .returning({ id: orderLines.id });
    await db.db.insert(inquiryQuotes).values({
      orderId: order!.id,
      version: 1,
      incoterm: 'FOB',
      validUntil: '2027-01-31',
      currency: 'CNY',
      lines: [{ orderLineId: line!.id, code: `GL-${run}`, unitPrice: 21.8, quantity: 480, moq: 48, leadTimeDays: 30 }],
    });
    return order!.id;
  }

  it('answers 409 naming the inquiry while its quote is not accepted, and keeps nothing', async () => {
    const id = await inquiry(null);
    const refused = await as(sales).post(`/api/admin/inquiries/${id}/kept-prices`, { days: 30 });
    expect([refused.status, refused.body.field]).toEqual([409, 'id']);
    expect((await as(sales).get(`/api/admin/inquiries/${id}/kept-prices`)).body.data.dto).toEqual({ list: null });
  });

  it('makes a list held by the buyer, valid for the days asked, named for the inquiry', async () => {
    const id = await inquiry(1);
    const before = Date.now();
    const kept = await as(sales).post(`/api/admin/inquiries/${id}/kept-prices`, { days: 30 });
    expect(kept.status).toBe(200);
    const list = kept.body.data.dto.list as Json;
    expect(list).toMatchObject({ status: 'valid', items: 1 });
    const days = (new Date(list.validTo).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
    const detail = (await as(sales).get(`/api/admin/price-lists/${list.id}`)).body.data.dto as Json;
    expect(detail).toMatchObject({
      name: `Quote Q-${run}-2 v1`,
      kind: 'fixed',
      fromOrder: { id, orderNo: `Q-${run}-2` },
      customers: [{ id: ids.wei }],
      items: [{ productId: ids.garland, currency: 'CNY', price: 21.8 }],
    });
    expect(await lastAudit(db, 'price-list.keep-quote')).toMatchObject({ entityId: String(list.id) });
    expect((await as(sales).get(`/api/admin/inquiries/${id}/kept-prices`)).body.data.dto.list.id).toBe(list.id);
  });

  it('names the list in the Chinese workspace’s words when kept from there', async () => {
    const id = await inquiry(1);
    const kept = await as(sales).post(`/api/admin/inquiries/${id}/kept-prices`, { days: 30, locale: 'zh' });
    expect(kept.body.data.dto.list.name).toBe(`报价 Q-${run}-${made} 第1版`);
    expect((await as(sales).get(`/api/admin/price-lists/${kept.body.data.dto.list.id}`)).body.data.dto.name).toBe(`报价 Q-${run}-${made} 第1版`);
  });

  it('refuses more days than a year, naming days, and a language the workspace does not have, naming locale', async () => {
    const id = await inquiry(1);
    const refused = await as(sales).post(`/api/admin/inquiries/${id}/kept-prices`, { days: 367 });
    expect([refused.status, refused.body.field]).toEqual([400, 'days']);
    const unknown = await as(sales).post(`/api/admin/inquiries/${id}/kept-prices`, { days: 30, locale: 'fr' });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'locale']);
  });
});
