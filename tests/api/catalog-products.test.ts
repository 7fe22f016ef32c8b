import { and, asc, desc, eq, gt, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDescriptions, products, sites, topics } from '@/server/db/schema';
import { keywordSearch, searchVocabulary } from '@/server/catalog/search';
import { seedDatabase } from '@/server/seed';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { withBrokenDb as brokenDb } from '../support/broken-db';

// GET /api/Product, /api/Product/GetByTopicCode, /api/Product/{id} and
// /api/ProductDescription/GetProductDescriptionInfo on a seeded catalogue of 120 products.

let db: TestDb;
let otherSiteProductId: number;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
  await db.db.insert(sites).values({ id: 39, name: '别家', nameen: 'Other shop' });
  const [other] = await db.db
    .insert(products)
    .values({ siteId: 39, code: 'OT-1', classcode: '001', name: '别家的灯笼', nameen: 'Other Lantern', price: 7, foreignprice: 1, pics: '/Upload/product/x.webp' })
    .returning({ id: products.id });
  otherSiteProductId = other!.id;
  await db.db.insert(productDescriptions).values({ siteId: 39, productId: other!.id, languageFlag: 1, content: '<p>Only English</p><script>alert(1)</script>' });
});

afterAll(async () => {
  await db.dispose();
});

type Dto = Record<string, unknown> & { id: number; classcode: string; launchtime: string; stock: number; price: number; foreignprice: number; pics: string };

async function list(path: string): Promise<{ list: Dto[]; total: number }> {
  const { status, body } = await getJson(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return { list: body.data.list, total: body.data.searchListResourceParamaters.total };
}

async function countWhere(...where: SQL[]): Promise<number> {
  const [row] = await db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.siteId, 38), ...where));
  return Number(row!.n);
}

const withBrokenDb = <T>(work: () => Promise<T>) => brokenDb(db, work);

const isSorted = (values: number[], dir: 'asc' | 'desc') => values.every((v, i) => i === 0 || (dir === 'desc' ? values[i - 1]! >= v : values[i - 1]! <= v));
const time = (p: Dto) => Date.parse(p.launchtime);

describe('GET /api/Product', () => {
  it('R7.52 R7.53 R3.55 lists 20 products newest first in data.list with the total in searchListResourceParamaters', async () => {
    const { status, body } = await getJson('/api/Product?userId=38');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'ok' });
    expect(body.data.list).toHaveLength(20);
    expect(body.data.searchListResourceParamaters).toEqual({ total: 120, page: 1, pageSize: 20 });
    expect(isSorted(body.data.list.map(time), 'desc')).toBe(true);
  });

  it('R3.07 R3.09 sends every §3 product field, the trade data, and pics as a comma-separated string', async () => {
    const {
      list: [p],
    } = await list('/api/Product?userId=38&PageSize=1');
    for (const key of ['id', 'code', 'classcode', 'keyword', 'name', 'nameen', 'pics', 'price', 'foreignprice', 'stock', 'launchtime', 'topic', 'Tick']) {
      expect(p).toHaveProperty(key);
    }
    for (const key of [
      'moq',
      'unitCode',
      'packCode',
      'pcsPerCarton',
      'cartonLengthCm',
      'cartonWidthCm',
      'cartonHeightCm',
      'cartonVolumeM3',
      'grossWeightKg',
      'netWeightKg',
      'barcode',
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(typeof p!.pics).toBe('string');
    expect(p!.pics).toContain('/Upload/');
    expect(new Date(p!.launchtime).toISOString()).toBe(p!.launchtime);
    expect(p!.Tick).toBe(0);
    const [row] = await db.db.select().from(products).where(eq(products.id, p!.id));
    expect(p!.pics.split(',')).toHaveLength(row!.pics.split(',').filter(Boolean).length);
    expect(p!.cartonVolumeM3).toBeCloseTo((row!.cartonLengthCm * row!.cartonWidthCm * row!.cartonHeightCm) / 1e6, 4);
    const [topic] = await db.db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, 38), eq(topics.code, row!.classcode)));
    expect(p!.topic).toEqual({ code: topic!.code, name: topic!.name, nameen: topic!.nameen });
  });

  it('R3.13 R3.14 R3.15 languageFlag 0 displays name and price (CNY), 1 and the default nameen and foreignprice (USD)', async () => {
    const zh = (await list('/api/Product?PageSize=3&languageFlag=0')).list;
    const en = (await list('/api/Product?PageSize=3&languageFlag=1')).list;
    const byDefault = (await list('/api/Product?PageSize=3')).list;
    for (const p of zh) expect(p).toMatchObject({ languageFlag: 0, displayName: p.name, displayPrice: p.price, currency: 'CNY' });
    for (const p of en) expect(p).toMatchObject({ languageFlag: 1, displayName: p.nameen, displayPrice: p.foreignprice, currency: 'USD' });
    expect(byDefault.map((p) => p.displayName)).toEqual(en.map((p) => p.displayName));
    expect(zh[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('pages with page and PageSize, the total counting every match', async () => {
    const first = await list('/api/Product?PageSize=7&page=1');
    const second = await list('/api/Product?PageSize=7&page=2');
    const both = await list('/api/Product?PageSize=14&page=1');
    expect([...first.list, ...second.list].map((p) => p.id)).toEqual(both.list.map((p) => p.id));
    expect(second.total).toBe(120);
    for (const page of ['999999', String(Number.MAX_SAFE_INTEGER)]) {
      expect(await list(`/api/Product?PageSize=100&page=${page}`)).toEqual({ list: [], total: 120 });
    }
  });

  it('R5.28 answers PageSize=0 with an empty list without touching the database', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product?userId=38&PageSize=0'));
    expect(status).toBe(200);
    expect(body.data.list).toEqual([]);
    expect(body.data.searchListResourceParamaters.total).toBe(0);
  });

  it('R9.11 R9.12 R9.13 the inventory list (hasStock=1, stock desc, 16) holds in-stock products by stock', async () => {
    const { list: items, total } = await list('/api/Product?PageSize=16&hasStock=1&orderBy=stock%20desc');
    expect(items).toHaveLength(16);
    expect(items.every((p) => p.stock > 0)).toBe(true);
    expect(
      isSorted(
        items.map((p) => p.stock),
        'desc',
      ),
    ).toBe(true);
    expect(total).toBe(await countWhere(gt(products.stock, 0)));
    expect(total).toBeLessThan(120);
  });

  it('R9.33 isHot=1 lists only hot products', async () => {
    const { list: items, total } = await list('/api/Product?isHot=1&PageSize=100');
    expect(total).toBe(await countWhere(eq(products.isHot, 1)));
    expect(total).toBeGreaterThan(0);
    expect(items.every((p) => p.isHot === 1)).toBe(true);
  });

  it('orders by the allow-listed orderBy values, prices in the currency of the language', async () => {
    const usdAsc = (await list('/api/Product?orderBy=price%20asc&PageSize=30')).list.map((p) => p.foreignprice);
    expect(isSorted(usdAsc, 'asc')).toBe(true);
    const cnyDesc = (await list('/api/Product?orderBy=price%20desc&languageFlag=0&PageSize=30')).list.map((p) => p.price);
    expect(isSorted(cnyDesc, 'desc')).toBe(true);
    const bySales = (await list('/api/Product?orderBy=sales%20desc&PageSize=10')).list.map((p) => p.id);
    const expected = await db.db.select({ id: products.id }).from(products).where(eq(products.siteId, 38)).orderBy(desc(products.sales), desc(products.id)).limit(10);
    expect(bySales).toEqual(expected.map((r) => r.id));
  });

  it("accepts §7's productExDTO.launchtime desc and any spacing or case of an allowed orderBy", async () => {
    const plain = (await list('/api/Product?orderBy=launchtime%20desc')).list.map((p) => p.id);
    expect((await list('/api/Product?orderBy=productExDTO.launchtime%20desc')).list.map((p) => p.id)).toEqual(plain);
    expect((await list('/api/Product?orderBy=%20LaunchTime%20%20DESC%20')).list.map((p) => p.id)).toEqual(plain);
  });

  it('code (a topic code) lists the topic and its sub-topics; topicIds the same by id', async () => {
    const [root] = await db.db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, 38), eq(topics.code, '001')));
    const byCode = await list('/api/Product?code=001&PageSize=100');
    expect(byCode.total).toBe(root!.productnum);
    expect(byCode.total).toBe(await countWhere(like(products.classcode, '001%')));
    expect(byCode.list.every((p) => p.classcode.startsWith('001'))).toBe(true);
    const byId = await list(`/api/Product?topicIds=${root!.id}&PageSize=100`);
    expect(byId.list.map((p) => p.id)).toEqual(byCode.list.map((p) => p.id));
    const [halloween] = await db.db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, 38), eq(topics.code, '002')));
    const two = await list(`/api/Product?topicIds=${root!.id},${halloween!.id}&PageSize=0`);
    expect(two.total).toBe(0); // PageSize 0: nothing read
    const twoRead = await list(`/api/Product?topicIds=${root!.id},${halloween!.id}&PageSize=1`);
    expect(twoRead.total).toBe(root!.productnum + halloween!.productnum);
  });

  it('topicIds that name no topic match no product', async () => {
    expect(await list('/api/Product?topicIds=999999')).toEqual({ list: [], total: 0 });
  });

  it('price (band 0-9) filters the price the language shows', async () => {
    const en = await list('/api/Product?price=4&PageSize=100');
    expect(en.total).toBe(await countWhere(gte(products.foreignprice, 1.01), lte(products.foreignprice, 2)));
    expect(en.list.every((p) => p.foreignprice >= 1.01 && p.foreignprice <= 2)).toBe(true);
    const zh = await list('/api/Product?price=9&languageFlag=0&PageSize=100');
    expect(zh.total).toBe(await countWhere(gte(products.price, 10.01)));
    expect(zh.list.every((p) => p.price >= 10.01)).toBe(true);
  });

  it('ColorCode, light, electric and price_group ticks filter like the database says', async () => {
    expect((await list('/api/Product?ColorCode=RD,GD&PageSize=1')).total).toBe(await countWhere(sql`${products.colorCode} in ('RD', 'GD')`));
    expect((await list('/api/Product?light=1&PageSize=1')).total).toBe(await countWhere(eq(products.light, 1)));
    expect((await list('/api/Product?electric=1&PageSize=1')).total).toBe(await countWhere(eq(products.electric, 1)));
    expect((await list('/api/Product?light=0&PageSize=1')).total).toBe(120); // 0: no restriction
    expect((await list('/api/Product?price_group=0,9&PageSize=1')).total).toBe(await countWhere(sql`${products.priceGroup} in (0, 9)`));
  });

  it('keyword goes to the search module: the list holds exactly what keywordSearch selects, best rank first', async () => {
    const [row] = await db.db.select().from(products).where(eq(products.siteId, 38)).orderBy(asc(products.id)).limit(1);
    for (const keyword of [row!.code, row!.nameen.split(/[ ,]+/)[0]!.toLowerCase(), row!.name.slice(0, 2)]) {
      const search = keywordSearch(keyword, await searchVocabulary(db.db, 38))!;
      const found = await list(`/api/Product?keyword=${encodeURIComponent(keyword)}&PageSize=100`);
      expect(found.total).toBe(await countWhere(search.where));
      const ranked = await db.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, 38), search.where))
        .orderBy(desc(search.rank), desc(products.launchtime), desc(products.id))
        .limit(100);
      expect(found.list.map((p) => p.id)).toEqual(ranked.map((r) => r.id));
    }
  });

  it('title is accepted as the heading of a topic link and does not filter', async () => {
    const { total } = await list('/api/Product?code=001&title=Christmas%20Ornaments');
    expect(total).toBe(await countWhere(like(products.classcode, '001%')));
  });

  it('answers an unknown topic code with 404 naming code', async () => {
    const { status, type, body } = await getJson('/api/Product?code=999');
    expect(status).toBe(404);
    expect(type).toContain('application/json');
    expect(body).toMatchObject({ code: 404, error: 'not_found', field: 'code' });
  });

  it.each([
    ['PageSize=101', 'PageSize'],
    ['PageSize=abc', 'PageSize'],
    ['PageSize=-1', 'PageSize'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['hasStock=2', 'hasStock'],
    ['isHot=yes', 'isHot'],
    ['orderBy=name%20desc', 'orderBy'],
    ['orderBy=launchtime%20desc%3B%20drop%20table%20products', 'orderBy'],
    ['topicIds=1,x', 'topicIds'],
    ['topicIds=99999999999', 'topicIds'],
    ['price=10', 'price'],
    ['price=1.5', 'price'],
    ['ColorCode=R%20D', 'ColorCode'],
    ['price_group=10', 'price_group'],
    ['light=2', 'light'],
    ['languageFlag=2', 'languageFlag'],
    ['code=abc', 'code'],
    ['userId=x', 'userId'],
    [`keyword=${'x'.repeat(101)}`, 'keyword'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const { status, body } = await getJson(`/api/Product?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, error: 'bad_request', field });
  });

  it('answers an unknown site with 404 naming userId', async () => {
    const { status, body } = await getJson('/api/Product?userId=77');
    expect(status).toBe(404);
    expect(body.field).toBe('userId');
  });

  it('R8.24 answers a failed list read with 503 and the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product?userId=38'));
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 503, error: 'unavailable', message: 'Get product list error.' });
    expect(JSON.stringify(body)).not.toContain('connection refused');
  });
});

describe('GET /api/Product/GetByTopicCode', () => {
  it('R7.54 R7.55 R9.14 GetByTopicCode lists 20 of the topic newest first', async () => {
    const [topic] = await db.db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, 38), gt(topics.productnum, 20)))
      .orderBy(asc(topics.code))
      .limit(1);
    const { list: items, total } = await list(`/api/Product/GetByTopicCode?topicCode=${topic!.code}&PageSize=20&OrderBy=productExDTO.launchtime%20desc`);
    expect(items).toHaveLength(20);
    expect(total).toBe(topic!.productnum);
    expect(items.every((p) => p.classcode.startsWith(topic!.code))).toBe(true);
    expect(isSorted(items.map(time), 'desc')).toBe(true);
    expect(typeof items[0]!.pics).toBe('string');
  });

  it('R7.55 defaults to PageSize 20 and launch time descending', async () => {
    const defaults = await list('/api/Product/GetByTopicCode?topicCode=001');
    const explicit = await list('/api/Product/GetByTopicCode?topicCode=001&PageSize=20&OrderBy=productExDTO.launchtime%20desc');
    expect(defaults.list.map((p) => p.id)).toEqual(explicit.list.map((p) => p.id));
    expect(defaults.list.length).toBe(Math.min(20, defaults.total));
  });

  it('accepts another allow-listed OrderBy', async () => {
    const { list: items } = await list('/api/Product/GetByTopicCode?topicCode=001&OrderBy=stock%20desc');
    expect(
      isSorted(
        items.map((p) => p.stock),
        'desc',
      ),
    ).toBe(true);
  });

  it('R5.28 PageSize=0 answers an empty list without touching the database', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/GetByTopicCode?topicCode=001&PageSize=0'));
    expect(status).toBe(200);
    expect(body.data.list).toEqual([]);
  });

  it('answers an unknown topicCode with 404 naming topicCode, a missing or malformed one with 400', async () => {
    const unknown = await getJson('/api/Product/GetByTopicCode?topicCode=999888');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found', field: 'topicCode' });
    const missing = await getJson('/api/Product/GetByTopicCode');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'topicCode', message: 'topicCode: is required' });
    const malformed = await getJson('/api/Product/GetByTopicCode?topicCode=001%27--');
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('topicCode');
    const order = await getJson('/api/Product/GetByTopicCode?topicCode=001&OrderBy=random()');
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('OrderBy');
  });

  it('R8.23 answers a failed read with 503 and the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/GetByTopicCode?topicCode=001'));
    expect(status).toBe(503);
    expect(body.message).toBe('Get products error.');
  });
});

describe('GET /api/Product/{id}', () => {
  it('R7.56 R7.57 R3.10 answers one product in data.dto with pics as a string', async () => {
    const [row] = await db.db.select().from(products).where(eq(products.siteId, 38)).orderBy(asc(products.id)).limit(1);
    const { status, body } = await getJson(`/api/Product/${row!.id}?userId=38`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'ok' });
    expect(body.data.dto).toMatchObject({ id: row!.id, code: row!.code, classcode: row!.classcode, name: row!.name, nameen: row!.nameen, stock: row!.stock });
    expect(typeof body.data.dto.pics).toBe('string');
    expect(body.data.dto.topic.code).toBe(row!.classcode);
  });

  it('R3.11 R3.14 R3.15 the detail price follows languageFlag', async () => {
    const [row] = await db.db.select().from(products).where(eq(products.siteId, 38)).limit(1);
    const zh = (await getJson(`/api/Product/${row!.id}?languageFlag=0`)).body.data.dto;
    const en = (await getJson(`/api/Product/${row!.id}?languageFlag=1`)).body.data.dto;
    expect([zh.displayPrice, zh.displayName, zh.currency]).toEqual([row!.price, row!.name, 'CNY']);
    expect([en.displayPrice, en.displayName, en.currency]).toEqual([row!.foreignprice, row!.nameen, 'USD']);
  });

  it('matches the path case-insensitively and keeps static /Product paths from the id route', async () => {
    const [row] = await db.db.select({ id: products.id }).from(products).where(eq(products.siteId, 38)).limit(1);
    expect((await getJson(`/api/product/${row!.id}`)).body.data.dto.id).toBe(row!.id);
    expect((await getJson('/api/product/getbytopiccode?topicCode=001')).status).toBe(200);
  });

  it.each(['abc', '0', '-3', '1.5', '12abc', '2147483648', '99999999999'])('answers id %s with 400 naming id', async (id) => {
    const { status, body } = await getJson(`/api/Product/${id}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, error: 'bad_request', field: 'id' });
  });

  it.each(['999999', '2147483647'])('answers an unknown id %s with 404 naming id', async (id) => {
    const { status, body } = await getJson(`/api/Product/${id}?userId=38`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, error: 'not_found', field: 'id' });
  });

  it("answers another site's product id with 404 naming id, and finds it on that site", async () => {
    const { status, body } = await getJson(`/api/Product/${otherSiteProductId}?userId=38`);
    expect(status).toBe(404);
    expect(body.field).toBe('id');
    const own = await getJson(`/api/Product/${otherSiteProductId}?userId=39`);
    expect(own.status).toBe(200);
    expect(own.body.data.dto.code).toBe('OT-1');
  });

  it('R8.23 answers a failed read with 503 and the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/1'));
    expect(status).toBe(503);
    expect(body.message).toBe('Get products error.');
  });
});

describe('GET /api/ProductDescription/GetProductDescriptionInfo', () => {
  it('R7.58 R7.59 R3.12 answers the description in data for the language asked', async () => {
    const [row] = await db.db.select({ id: products.id, name: products.name, nameen: products.nameen }).from(products).where(eq(products.siteId, 38)).limit(1);
    const zh = await getJson(`/api/ProductDescription/GetProductDescriptionInfo?productId=${row!.id}&languageFlag=0`);
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ code: 0, data: { productId: row!.id, languageFlag: 0 } });
    expect(zh.body.data.content).toContain(row!.name);
    const en = await getJson(`/api/ProductDescription/GetProductDescriptionInfo?productId=${row!.id}&languageFlag=1`);
    expect(en.body.data).toMatchObject({ productId: row!.id, languageFlag: 1 });
    expect(en.body.data.content).toContain('<p>');
    expect(en.body.data.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an unknown or other site product with 404 naming productId, a bad one with 400', async () => {
    for (const id of ['999999', String(otherSiteProductId)]) {
      const { status, body } = await getJson(`/api/ProductDescription/GetProductDescriptionInfo?productId=${id}&languageFlag=1`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'not_found', field: 'productId' });
    }
    for (const query of ['', 'productId=x', 'productId=1&languageFlag=3']) {
      const { status, body } = await getJson(`/api/ProductDescription/GetProductDescriptionInfo?${query}`);
      expect(status).toBe(400);
      expect(['productId', 'languageFlag']).toContain(body.field);
    }
  });

  it('sends the other language, with its flag, when the asked one has no description; content is sanitized', async () => {
    const { status, body } = await getJson(`/api/ProductDescription/GetProductDescriptionInfo?productId=${otherSiteProductId}&userId=39&languageFlag=0`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ productId: otherSiteProductId, languageFlag: 1, content: '<p>Only English</p>' });
  });

  it('R8.23 answers a failed read with 503 and the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/ProductDescription/GetProductDescriptionInfo?productId=1'));
    expect(status).toBe(503);
    expect(body.message).toBe('Get products error.');
  });
});
