import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { products, topics } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { withBrokenDb as brokenDb } from '../support/broken-db';

// GET /api/Home, /api/Home/GetAllTopic and both forms of /api/Topic on a seeded catalogue.

let db: TestDb;
type TopicRow = typeof topics.$inferSelect;
let rows: TopicRow[];

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
  rows = await db.db.select().from(topics).where(eq(topics.siteId, 38));
});

afterAll(async () => {
  await db.dispose();
});

interface Topic {
  id: number;
  code: string;
  fcode: string;
  name: string;
  nameen: string;
  cover: string;
  sortnum: number;
  productnum: number;
  istop: number;
  children: Topic[];
}

const withBrokenDb = <T>(work: () => Promise<T>) => brokenDb(db, work);

const TOPIC_KEYS = ['id', 'code', 'fcode', 'name', 'nameen', 'cover', 'sortnum', 'productnum', 'istop', 'children'];
const q = (text: string) => encodeURIComponent(text);

describe('GET /api/Home', () => {
  it('R7.42 R7.44 R3.54 answers listNewProduct (the 8 newest products) and listTopic (the 11 top topics by code)', async () => {
    const { status, body } = await getJson('/api/Home?userId=38');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: 'ok' });
    expect(Object.keys(body.data).sort()).toEqual(['listNewProduct', 'listTopic']);
    const newest = await db.db.select({ id: products.id }).from(products).where(eq(products.siteId, 38)).orderBy(desc(products.launchtime), desc(products.id)).limit(8);
    expect(body.data.listNewProduct.map((p: { id: number }) => p.id)).toEqual(newest.map((r) => r.id));
    expect(typeof body.data.listNewProduct[0].pics).toBe('string');
    const top = rows
      .filter((r) => r.istop === 1)
      .map((r) => r.code)
      .sort()
      .slice(0, 11);
    expect(body.data.listTopic.map((t: Topic) => t.code)).toEqual(top);
  });

  it('R9.15 the home topic list equals the top form of /api/Topic', async () => {
    const home = (await getJson('/api/Home')).body.data.listTopic;
    const topic = (await getJson(`/api/Topic?pageSize=11&orderBy=${q('code asc')}&screenStr=${q('istop in 1')}`)).body.data.list;
    expect(home.map((t: Topic) => t.id)).toEqual(topic.map((t: Topic) => t.id));
  });

  it('R3.14 R3.15 the new products follow languageFlag', async () => {
    const [p] = (await getJson('/api/Home?languageFlag=0')).body.data.listNewProduct;
    expect(p).toMatchObject({ languageFlag: 0, displayName: p.name, displayPrice: p.price });
  });

  it('answers a bad languageFlag with 400 and an unknown site with 404 naming the field', async () => {
    expect((await getJson('/api/Home?languageFlag=x')).body).toMatchObject({ code: 400, field: 'languageFlag' });
    expect((await getJson('/api/Home?userId=404')).body).toMatchObject({ code: 404, field: 'userId' });
  });

  it("§8 answers a failed home read with 503 'init page error'", async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Home'));
    expect(status).toBe(503);
    expect(body.message).toBe('init page error');
  });
});

describe('GET /api/Home/GetAllTopic', () => {
  it('R7.43 R7.44 answers every topic as a tree in listTopic with the §3 fields', async () => {
    const { status, body } = await getJson('/api/Home/GetAllTopic?userId=38');
    expect(status).toBe(200);
    const roots: Topic[] = body.data.listTopic;
    const seen: Topic[] = [];
    const walk = (nodes: Topic[], parent: string) => {
      for (const node of nodes) {
        expect(Object.keys(node).sort()).toEqual([...TOPIC_KEYS].sort());
        expect(node.fcode).toBe(parent);
        seen.push(node);
        walk(node.children, node.code);
      }
    };
    walk(roots, '');
    expect(seen).toHaveLength(rows.length);
    expect(roots.map((t) => t.code)).toEqual(expect.arrayContaining(['001', '002', '003']));
    const christmas = roots.find((t) => t.code === '001')!;
    const row = rows.find((r) => r.code === '001')!;
    expect(christmas).toMatchObject({ id: row.id, name: row.name, nameen: row.nameen, cover: row.cover, sortnum: row.sortnum, productnum: row.productnum, istop: row.istop });
    expect(christmas.cover).toMatch(/^\/Upload\//); // §7: GetAllTopic is not rewritten to signed links
    expect(christmas.children.length).toBeGreaterThan(0);
  });

  it('orders siblings by sortnum', async () => {
    const roots: Topic[] = (await getJson('/api/Home/GetAllTopic')).body.data.listTopic;
    const sorted = (nodes: Topic[]): boolean => nodes.every((n, i) => i === 0 || nodes[i - 1]!.sortnum <= n.sortnum) && nodes.every((n) => sorted(n.children));
    expect(sorted(roots)).toBe(true);
  });

  it('R8.41 answers a failed read with the §8 column message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Home/GetAllTopic'));
    expect(status).toBe(503);
    expect(body.message).toBe('Failed to request column information.');
  });
});

describe('GET /api/Topic', () => {
  it('R7.92 R7.93 the full form (isGetAll, orderBy productnum desc) lists every topic by product count', async () => {
    const { status, body } = await getJson(`/api/Topic?userId=38&isGetAll=true&orderBy=${q('productnum desc')}`);
    expect(status).toBe(200);
    const list: Topic[] = body.data.list;
    expect(list).toHaveLength(rows.length);
    expect(body.data.searchListResourceParamaters.total).toBe(rows.length);
    expect(list.every((t, i) => i === 0 || list[i - 1]!.productnum >= t.productnum)).toBe(true);
    expect(list[0]!.productnum).toBe(Math.max(...rows.map((r) => r.productnum)));
    expect(list.every((t) => Array.isArray(t.children) && t.children.length === 0)).toBe(true);
  });

  it('R7.94 R9.15 the top form (pageSize 11, orderBy code asc, screenStr istop in 1) lists the 11 top topics by code', async () => {
    const { body } = await getJson(`/api/Topic?userId=38&pageSize=11&orderBy=${q('code asc')}&screenStr=${q('istop in 1')}`);
    const list: Topic[] = body.data.list;
    const top = rows
      .filter((r) => r.istop === 1)
      .map((r) => r.code)
      .sort();
    expect(list.map((t) => t.code)).toEqual(top.slice(0, 11));
    expect(list.every((t) => t.istop === 1)).toBe(true);
    expect(body.data.searchListResourceParamaters).toEqual({ total: top.length, page: 1, pageSize: 11 });
  });

  it.each([
    ['productnum asc', (a: Topic, b: Topic) => a.productnum <= b.productnum],
    ['code desc', (a: Topic, b: Topic) => a.code > b.code],
    ['sortnum asc', (a: Topic, b: Topic) => a.sortnum <= b.sortnum],
    ['CODE   Asc', (a: Topic, b: Topic) => a.code < b.code],
  ])('orders by the allowed clause %s', async (clause, inOrder) => {
    const list: Topic[] = (await getJson(`/api/Topic?isGetAll=1&orderBy=${q(clause)}`)).body.data.list;
    expect(list.every((t, i) => i === 0 || inOrder(list[i - 1]!, t))).toBe(true);
  });

  it('screens with istop in 0 and istop in 0,1', async () => {
    const none = (await getJson(`/api/Topic?isGetAll=true&screenStr=${q('istop in 0')}`)).body.data;
    expect(none.searchListResourceParamaters.total).toBe(rows.filter((r) => r.istop === 0).length);
    expect(none.list.every((t: Topic) => t.istop === 0)).toBe(true);
    const both = (await getJson(`/api/Topic?isGetAll=true&screenStr=${q('istop in 0, 1')}`)).body.data;
    expect(both.searchListResourceParamaters.total).toBe(rows.length);
  });

  it('pages with page and pageSize', async () => {
    const first = (await getJson(`/api/Topic?pageSize=5&orderBy=${q('code asc')}`)).body.data.list.map((t: Topic) => t.code);
    const second = (await getJson(`/api/Topic?pageSize=5&page=2&orderBy=${q('code asc')}`)).body.data.list.map((t: Topic) => t.code);
    const codes = (await db.db.select({ code: topics.code }).from(topics).where(eq(topics.siteId, 38)).orderBy(asc(topics.code)).limit(10)).map((r) => r.code);
    expect([...first, ...second]).toEqual(codes);
  });

  it('pageSize=0 answers only the total, like the other site lists', async () => {
    const { body } = await getJson(`/api/Topic?pageSize=0&screenStr=${q('istop in 1')}`);
    expect(body.data.list).toEqual([]);
    expect(body.data.searchListResourceParamaters.total).toBe(rows.filter((r) => r.istop === 1).length);
  });

  it.each([
    ['orderBy', 'name asc'],
    ['orderBy', 'productnum desc; drop table topics'],
    ['orderBy', 'productnum desc,code'],
    ['screenStr', 'istop in 2'],
    ['screenStr', '1=1'],
    ['screenStr', 'istop in 1) or (1=1'],
    ['pageSize', '101'],
    ['page', '0'],
    ['isGetAll', 'sometimes'],
  ])('answers %s=%s with 400 naming the field', async (field, value) => {
    const { status, body } = await getJson(`/api/Topic?${field}=${q(value)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, error: 'bad_request', field });
    expect(rows.length).toBe((await db.db.select().from(topics).where(eq(topics.siteId, 38))).length);
  });

  it('R8.41 answers a failed read with the §8 column message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Topic?isGetAll=true'));
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: 'unavailable', message: 'Failed to request column information.' });
  });
});

describe('OpenAPI document', () => {
  it('documents every catalogue path with its parameters', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    for (const path of [
      '/api/Home',
      '/api/Home/GetAllTopic',
      '/api/Topic',
      '/api/Product',
      '/api/Product/GetByTopicCode',
      '/api/Product/{id}',
      '/api/ProductDescription/GetProductDescriptionInfo',
      '/api/Product/SimilarListProduct_Tway',
      '/api/Product/GetHotProductFromERPLink',
      '/api/Product/GetRecommendProductFromERPLink',
      '/api/TopSellingProduct',
      '/api/Product/GetFilter',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const names = doc.paths['/api/Product'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'userId',
        'PageSize',
        'page',
        'hasStock',
        'orderBy',
        'isHot',
        'topicIds',
        'keyword',
        'code',
        'price',
        'ColorCode',
        'light',
        'electric',
        'price_group',
        'languageFlag',
      ]),
    );
    const pageSize = doc.paths['/api/Product/GetHotProductFromERPLink'].get.parameters.find((p: { name: string }) => p.name === 'PageSize');
    expect(pageSize.schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 100, default: 9 });
    const topicOrder = doc.paths['/api/Topic'].get.parameters.find((p: { name: string }) => p.name === 'orderBy');
    expect(topicOrder.schema.enum ?? topicOrder.schema.anyOf).toBeDefined();
  });
});
