import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, products } from '@/server/db/schema';
import { call as callApi, type Json } from '../support/api-suite';
import { withBrokenDb } from '../support/broken-db';
import { signedInCustomers, type Who } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';

// §7 Collection (R7.79-R7.83): favorites of the signed-in customer, and the cart safety rules.

let db: TestDb;
/** A and B on site 38, C on site 39. */
let auth: Record<Who, string>;
let customerId: Record<Who, number>;
const p: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDb();
  ({ auth, customerId } = await signedInCustomers(db, 'fav'));
  for (const [key, siteId] of [
    ['star', 38],
    ['moon', 38],
    ['sun', 38],
    ['gone', 38],
    ['other', 39],
  ] as const) {
    const [row] = await db.db
      .insert(products)
      .values({ siteId, code: key.toUpperCase(), classcode: '002', name: `${key} 灯`, nameen: `${key} lamp`, price: 20, foreignprice: 3, pics: `/Upload/product/${key}.webp` })
      .returning({ id: products.id });
    p[key] = row!.id;
  }
});
afterAll(() => db.dispose());

const call = (method: string, path: string, who?: Who, body?: unknown) => callApi(method, path, { body, headers: who ? { authorization: auth[who] } : {} });

const favorite = (who: Who, productid: number, extra: Json = {}) =>
  call('POST', '/api/Collection', who, { userId: 38, productid, customerid: customerId[who], createtime: '2026-11-23 10:00:00', ...extra });
const favoritesOf = (who: Who) => db.db.select().from(favorites).where(eq(favorites.customerId, customerId[who]));

describe('POST /api/Collection', () => {
  it('R7.81 R7.82 R3.43 R3.44 R4.57 adds a favorite and answers data.dto and the new count', async () => {
    const res = await favorite('a', p.star!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Added to favorites' });
    expect(res.body.data).toMatchObject({
      dto: { id: expect.any(Number), productid: p.star, customerid: customerId.a, userId: 38, createtime: expect.any(String) },
      created: true,
      collectionNum: 1,
    });
    expect(res.body.data.dto.createtime).not.toBe('2026-11-23 10:00:00');
  });

  it('is idempotent: favoriting the same product again answers the same favorite and keeps one row', async () => {
    const first = (await favoritesOf('a'))[0]!;
    const again = await favorite('a', p.star!);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ dto: { id: first.id }, created: false, collectionNum: 1 });
    const twice = await Promise.all([favorite('a', p.moon!), favorite('a', p.moon!)]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect((await favoritesOf('a')).length).toBe(2);
  });

  it('accepts the body without customerid, and refuses another customer id with a 400 naming customerid', async () => {
    expect((await call('POST', '/api/Collection', 'b', { productid: p.sun })).status).toBe(200);
    const res = await favorite('b', p.moon!, { customerid: customerId.a });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('customerid');
    expect((await favoritesOf('a')).length).toBe(2);
    expect((await favoritesOf('b')).map((f) => f.productId)).toEqual([p.sun]);
  });

  it('refuses an unknown product, a product of another site and a deleted product with a 404 naming productid', async () => {
    await db.db.delete(products).where(eq(products.id, p.gone!));
    for (const id of [999_999, p.other!, p.gone!, 2_147_483_647]) {
      const res = await favorite('a', id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.field).toBe('productid');
    }
    // Past int4 (the id column's type) no product can have the id: 400 naming the field.
    expect((await favorite('a', 3_000_000_000)).body).toMatchObject({ code: 400, field: 'productid' });
    const c = await favorite('c', p.star!);
    expect(c.status).toBe(404);
  });

  it.each([[{}], [{ productid: 0 }], [{ productid: 'abc' }], [{ productid: 1.5 }]])('refuses %j with a 400 naming productid', async (body) => {
    const res = await call('POST', '/api/Collection', 'a', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('productid');
  });
});

describe('GET /api/Collection', () => {
  it('R7.79 R7.80 R3.45 lists favorites newest first with productDTO and the total', async () => {
    const res = await call('GET', '/api/Collection?userId=38&page=1&PageSize=10', 'a');
    expect(res.status).toBe(200);
    const { list, searchListResourceParamaters } = res.body.data;
    expect(searchListResourceParamaters.total).toBe(2);
    expect(list.map((f: Json) => f.productid)).toEqual([p.moon, p.star]);
    expect(list[0]).toMatchObject({ customerid: customerId.a, userId: 38, productDTO: { id: p.moon, nameen: 'moon lamp', price: 20, listUserFieldDataUseDTO: [] } });
    expect(list[0].productDTO.pics).toContain('/Upload/product/moon.webp');
  });

  it('answers the total alone with PageSize 0', async () => {
    const res = await call('GET', '/api/Collection?PageSize=0', 'a');
    expect(res.body.data).toMatchObject({ list: [], searchListResourceParamaters: { total: 2 } });
  });

  it("shows B only B's favorites and a site-39 session none of site 38", async () => {
    const b = await call('GET', '/api/Collection', 'b');
    expect(b.body.data.list.map((f: Json) => f.productid)).toEqual([p.sun]);
    const c = await call('GET', '/api/Collection?userId=38', 'c');
    expect(c.body.data.searchListResourceParamaters.total).toBe(0);
  });
});

describe('DELETE /api/Collection/{id}', () => {
  it("R7.83 answers 404 when B removes A's favorite, and A keeps it", async () => {
    const [mine] = await favoritesOf('a');
    for (const who of ['b', 'c'] as const) {
      const res = await call('DELETE', `/api/Collection/${mine!.id}`, who);
      expect(res.status).toBe(404);
      expect(res.body.field).toBe('id');
    }
    expect((await call('DELETE', `/api/Collection/${p.star}?by=product`, 'b')).status).toBe(404);
    expect((await favoritesOf('a')).length).toBe(2);
  });

  it('R7.83 R4.58 removes a favorite by its id (no payload) and answers the new count', async () => {
    const star = (await favoritesOf('a')).find((f) => f.productId === p.star)!;
    const res = await call('DELETE', `/api/Collection/${star.id}`, 'a');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Removed', data: { id: star.id, collectionNum: 1 } });
    expect((await call('DELETE', `/api/Collection/${star.id}`, 'a')).status).toBe(404);
  });

  it('removes by product id with by=product', async () => {
    const res = await call('DELETE', `/api/collection/${p.moon}?by=product`, 'a');
    expect(res.status).toBe(200);
    expect(res.body.data.collectionNum).toBe(0);
    expect(await favoritesOf('a')).toEqual([]);
  });

  it('refuses a malformed id with a 400 naming id, and an unknown by with a 400 naming by', async () => {
    expect((await call('DELETE', '/api/Collection/abc', 'a')).body.field).toBe('id');
    expect((await call('DELETE', '/api/Collection/0', 'a')).body.field).toBe('id');
    expect((await call('DELETE', '/api/Collection/1?by=customer', 'a')).body.field).toBe('by');
    expect((await call('DELETE', '/api/Collection/2147483647', 'a')).status).toBe(404);
    expect((await call('DELETE', '/api/Collection/99999999999', 'a')).body).toMatchObject({ code: 400, field: 'id' });
  });
});

describe('sign-in and failures', () => {
  it.each([
    ['GET', '/api/Collection'],
    ['POST', '/api/Collection'],
    ['DELETE', '/api/Collection/1'],
  ])('R6.05 %s %s answers 401 without a session', async (method, path) => {
    const res = await call(method, path, undefined, method === 'POST' ? { productid: 'junk' } : undefined);
    expect(res.status).toBe(401);
  });

  it('R8.33 R8.34 R8.35 answers the §8 messages when the database fails', async () => {
    await withBrokenDb(db, async () => {
      expect((await call('GET', '/api/Collection', 'a')).body).toMatchObject({ code: 503, message: 'Failed to request favorites data' });
      expect((await favorite('a', p.star!)).body.message).toBe('Failed to add to favorites');
      expect((await call('DELETE', '/api/Collection/1', 'a')).body.message).toBe('Failed to remove favorites data');
    });
  });
});
