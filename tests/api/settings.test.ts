import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colors, packs, sites, units } from '@/server/db/schema';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 7, name: '另一家', nameen: 'Other shop' },
  ]);
  await db.db.insert(colors).values([
    { siteId: 38, code: 'C03', name: '蓝色', nameen: 'Blue', sortnum: 2 },
    { siteId: 38, code: 'C02', name: '绿色', nameen: 'Green', sortnum: 1 },
    { siteId: 38, code: 'C01', name: '红色', nameen: 'Red', sortnum: 1 },
    { siteId: 7, code: 'X01', name: '黑色', nameen: 'Black', sortnum: 0 },
  ]);
  await db.db.insert(packs).values([
    { siteId: 38, code: 'P01', name: '彩盒', nameen: 'Colour box', sortnum: 0 },
    { siteId: 38, code: 'P02', name: '吸塑', nameen: 'Blister', sortnum: 1 },
  ]);
  await db.db.insert(units).values([{ siteId: 38, code: 'U01', name: '个', nameen: 'pcs', sortnum: 0 }]);
});

afterAll(async () => {
  await db.dispose();
});

describe('GET /api/Color, /api/Pack, /api/Unit', () => {
  it('R7.90 R7.91 R3.52 GET /api/Color lists the site colours in data.list with code and name', async () => {
    const { status, body } = await getJson('/api/Color?userId=38&isGetAll=true');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.message).toBe('ok');
    expect(body.data.list.map((c: { code: string }) => c.code)).toEqual(['C01', 'C02', 'C03']);
    expect(body.data.list[0]).toEqual({ id: expect.any(Number), code: 'C01', name: '红色', nameen: 'Red' });
  });

  it('R3.55 the colour list carries its total in searchListResourceParamaters.total', async () => {
    const { body } = await getJson('/api/Color?userId=38&isGetAll=true');
    expect(body.data.searchListResourceParamaters).toEqual({ total: 3, page: 1, pageSize: 3 });
  });

  it('R7.90 R3.52 GET /api/Pack and GET /api/Unit list packing and units the same way', async () => {
    const pack = await getJson('/api/Pack?userId=38&isGetAll=true');
    expect(pack.body.data.list.map((p: { code: string; nameen: string }) => [p.code, p.nameen])).toEqual([
      ['P01', 'Colour box'],
      ['P02', 'Blister'],
    ]);
    expect(pack.body.data.searchListResourceParamaters.total).toBe(2);
    const unit = await getJson('/api/Unit?userId=38&isGetAll=true');
    expect(unit.body.data.list).toEqual([{ id: expect.any(Number), code: 'U01', name: '个', nameen: 'pcs' }]);
    expect(unit.body.data.searchListResourceParamaters.total).toBe(1);
  });

  it('R7.91 pages the list with page and PageSize when isGetAll is not true, total still counting every row', async () => {
    const { body } = await getJson('/api/Color?userId=38&page=2&PageSize=2');
    expect(body.data.list.map((c: { code: string }) => c.code)).toEqual(['C03']);
    expect(body.data.searchListResourceParamaters).toEqual({ total: 3, page: 2, pageSize: 2 });
  });

  it('R7.91 keeps each site to its own rows (userId selects the site)', async () => {
    const { body } = await getJson('/api/Color?userId=7&isGetAll=1');
    expect(body.data.list.map((c: { code: string }) => c.code)).toEqual(['X01']);
  });

  it('R7.91 uses the server site (38) when userId is omitted', async () => {
    const { body } = await getJson('/api/Unit?isGetAll=true');
    expect(body.data.searchListResourceParamaters.total).toBe(1);
  });

  it('answers PageSize=0 with no rows but the total', async () => {
    const { body } = await getJson('/api/Color?userId=38&PageSize=0');
    expect(body.data.list).toEqual([]);
    expect(body.data.searchListResourceParamaters.total).toBe(3);
  });
});

describe('site selection and query validation', () => {
  it('answers an unknown site with 404 naming userId', async () => {
    const { status, type, body } = await getJson('/api/Color?userId=999');
    expect(status).toBe(404);
    expect(type).toContain('application/json');
    expect(body).toMatchObject({ code: 404, error: 'not_found', field: 'userId' });
    expect(body.message).toContain('999');
  });

  it.each(['101', 'abc', '-1', '2.5'])('refuses PageSize=%s with 400 naming PageSize', async (size) => {
    const { status, body } = await getJson(`/api/Color?userId=38&PageSize=${size}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, error: 'bad_request', field: 'PageSize' });
    expect(body.issues[0].field).toBe('PageSize');
  });

  it.each(['abc', '0'])('refuses page=%s with 400 naming page', async (page) => {
    const { status, body } = await getJson(`/api/Pack?userId=38&page=${page}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'bad_request', field: 'page' });
  });

  it('refuses a userId that is not a positive whole number with 400 naming userId', async () => {
    const { status, body } = await getJson('/api/Unit?userId=x38');
    expect(status).toBe(400);
    expect(body.field).toBe('userId');
  });

  it('refuses an isGetAll that is not a boolean with 400 naming isGetAll', async () => {
    const { status, body } = await getJson('/api/Unit?isGetAll=maybe');
    expect(status).toBe(400);
    expect(body.field).toBe('isGetAll');
  });
});
