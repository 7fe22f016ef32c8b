import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { products, sites } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { QUICK_ORDER_LINE_LIMIT } from '@/lib/validation/product-lookup';
import { call } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { withBrokenDb as brokenDb } from '../support/broken-db';

// POST /api/Product/ByCodes (quick order) and POST /api/Product/ByIds (the guest cart
// drawer) on a seeded catalogue of 120 products, whose codes look like LT26-00417.

let db: TestDb;
let seeded: { id: number; code: string; name: string; nameen: string; price: number; foreignprice: number; moq: number }[];
let otherSite: { id: number; code: string };

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
  seeded = await db.db
    .select({ id: products.id, code: products.code, name: products.name, nameen: products.nameen, price: products.price, foreignprice: products.foreignprice, moq: products.moq })
    .from(products)
    .where(eq(products.siteId, 38))
    .orderBy(asc(products.id));
  await db.db.insert(sites).values({ id: 39, name: '别家', nameen: 'Other shop' });
  const [other] = await db.db
    .insert(products)
    .values({ siteId: 39, code: 'OT26-00001', classcode: '001', name: '别家的灯笼', nameen: 'Other Lantern', price: 7, foreignprice: 1 })
    .returning({ id: products.id, code: products.code });
  otherSite = other!;
});

afterAll(async () => {
  await db.dispose();
});

const post = (path: string, body: unknown) => call('POST', path, { body });

type Card = { id: number; code: string; displayName: string; displayPrice: number; currency: string; cover: string; moq: number };

describe('POST /api/Product/ByCodes', () => {
  it('answers the card of each code in the order asked, with the MOQ and a signed picture link', async () => {
    const [a, b, c] = [seeded[4]!, seeded[40]!, seeded[99]!];
    expect(a.code).toMatch(/^LT2[4-6]-\d{5}$/);
    const { status, body } = await post('/api/Product/ByCodes', { codes: [c.code, a.code, b.code] });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'ok' });
    const list = body.data.list as Card[];
    expect(list.map((p) => p.id)).toEqual([c.id, a.id, b.id]);
    expect(list[1]).toMatchObject({ code: a.code, displayName: a.nameen, displayPrice: a.foreignprice, currency: 'USD', moq: a.moq });
    expect(list[1]!.cover).toMatch(/^\/Upload\/.+\?e=\d+&s=/);
    expect(body.data.notFound).toEqual([]);
  });

  it('shows Chinese names and CNY prices for languageFlag 0', async () => {
    const a = seeded[7]!;
    const { body } = await post('/api/Product/ByCodes', { codes: [a.code], languageFlag: 0 });
    expect(body.data.list[0]).toMatchObject({ displayName: a.name, displayPrice: a.price, currency: 'CNY' });
  });

  it('lists the codes that name no product in notFound, as sent', async () => {
    const a = seeded[0]!;
    const { status, body } = await post('/api/Product/ByCodes', { codes: ['LT99-99999', a.code, 'lt00-00000'] });
    expect(status).toBe(200);
    expect((body.data.list as Card[]).map((p) => p.code)).toEqual([a.code]);
    expect(body.data.notFound).toEqual(['LT99-99999', 'lt00-00000']);
  });

  it('compares codes without regard to case or surrounding spaces, and answers a repeated code once', async () => {
    const a = seeded[12]!;
    const b = seeded[13]!;
    const { body } = await post('/api/Product/ByCodes', { codes: [a.code.toLowerCase(), `  ${b.code} `, a.code, a.code.toLowerCase(), 'nope-1', 'NOPE-1'] });
    expect((body.data.list as Card[]).map((p) => p.id)).toEqual([a.id, b.id]);
    expect(body.data.list[0].code).toBe(a.code); // the stored spelling
    expect(body.data.notFound).toEqual(['nope-1']);
  });

  it("never answers another site's product", async () => {
    const mine = await post('/api/Product/ByCodes', { codes: [otherSite.code] });
    expect(mine.body.data).toEqual({ list: [], notFound: [otherSite.code] });
    const theirs = await post('/api/Product/ByCodes', { userId: 39, codes: [otherSite.code.toLowerCase()] });
    expect((theirs.body.data.list as Card[]).map((p) => p.id)).toEqual([otherSite.id]);
  });

  it(`takes ${QUICK_ORDER_LINE_LIMIT} codes in one request`, async () => {
    const codes = Array.from({ length: QUICK_ORDER_LINE_LIMIT }, (_, i) => seeded[i % seeded.length]!.code + (i < seeded.length ? '' : `-x${i}`));
    const { status, body } = await post('/api/Product/ByCodes', { codes });
    expect(status).toBe(200);
    expect(body.data.list).toHaveLength(seeded.length);
    expect(body.data.notFound).toHaveLength(QUICK_ORDER_LINE_LIMIT - seeded.length);
  });

  it.each([
    ['no codes', { codes: [] }, 'codes'],
    ['a missing list', {}, 'codes'],
    ['not a list', { codes: 'LT26-00001' }, 'codes'],
    [`${QUICK_ORDER_LINE_LIMIT + 1} codes`, { codes: Array.from({ length: QUICK_ORDER_LINE_LIMIT + 1 }, (_, i) => `LT26-${i}`) }, 'codes'],
    ['a code of 41 characters', { codes: ['LT26-00001', 'X'.repeat(41)] }, 'codes.1'],
    ['a blank code', { codes: ['   '] }, 'codes.0'],
    ['a number for a code', { codes: ['LT26-00001', 'LT26-00002', 417] }, 'codes.2'],
    ['a line break inside a code', { codes: ['LT26-00001\nLT26-00002'] }, 'codes.0'],
    ['an unknown languageFlag', { codes: ['LT26-00001'], languageFlag: 3 }, 'languageFlag'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await post('/api/Product/ByCodes', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'bad_request', field });
  });

  it('answers 404 naming userId for an unknown site', async () => {
    const res = await post('/api/Product/ByCodes', { userId: 4040, codes: ['LT26-00001'] });
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('userId');
  });

  it('answers a failed read with 503 and the §8 message', async () => {
    const res = await brokenDb(db, () => post('/api/Product/ByCodes', { codes: ['LT26-00001'] }));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Get products error.');
  });
});

describe('POST /api/Product/ByIds', () => {
  it('answers the cards of the ids in the order asked, each once, and the ids that are no product', async () => {
    const [a, b] = [seeded[3]!, seeded[50]!];
    const { status, body } = await post('/api/Product/ByIds', { ids: [b.id, a.id, b.id, 999_999, otherSite.id], languageFlag: 0 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body.data.list as Card[]).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(body.data.list[1]).toMatchObject({ code: a.code, displayName: a.name, displayPrice: a.price, currency: 'CNY', moq: a.moq });
    expect(body.data.notFound).toEqual([999_999, otherSite.id]);
  });

  it.each([
    ['no ids', { ids: [] }, 'ids'],
    [`${QUICK_ORDER_LINE_LIMIT + 1} ids`, { ids: Array.from({ length: QUICK_ORDER_LINE_LIMIT + 1 }, (_, i) => i + 1) }, 'ids'],
    ['a negative id', { ids: [1, -4] }, 'ids.1'],
    ['a fraction', { ids: [1.5] }, 'ids.0'],
    ['an id as text', { ids: ['12'] }, 'ids.0'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await post('/api/Product/ByIds', body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'bad_request', field });
  });

  it('answers an id beyond int4 as not found or refuses it, never with a failed statement', async () => {
    const res = await post('/api/Product/ByIds', { ids: [2_147_483_648] });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body.data).toEqual({ list: [], notFound: [2_147_483_648] });
    else expect(res.body.field).toBe('ids.0');
  });
});

describe('the OpenAPI document', () => {
  it('documents both lookups with their bodies', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    for (const path of ['/api/Product/ByCodes', '/api/Product/ByIds']) {
      expect(doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema, path).toBeDefined();
      expect(Object.keys(doc.paths[path].post.responses)).toEqual(expect.arrayContaining(['200', '400']));
    }
  });
});
