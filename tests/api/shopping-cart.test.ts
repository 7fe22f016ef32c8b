import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, favorites, products } from '@/server/db/schema';
import { call as callApi, type Json } from '../support/api-suite';
import { withBrokenDb } from '../support/broken-db';
import { signedInCustomers, type Who } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';

// §7 ShoppingCart (R7.73-R7.78), POST /ShoppingCart/SetQuantity and the sign-in merge (§4), with the
// cart safety rules: only the session's customer and site, 404 for others' ids, clear 4xx.

let db: TestDb;
/** A and B on site 38, C on site 39. */
let auth: Record<Who, string>;
let customerId: Record<Who, number>;
const p: Record<string, number> = {};

async function addProduct(siteId: number, code: string, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db.db
    .insert(products)
    .values({
      siteId,
      code,
      classcode: '001',
      name: `灯笼 ${code}`,
      nameen: `Lantern ${code}`,
      price: 36,
      foreignprice: 5.2,
      pics: `/Upload/product/${code}.webp,/Upload/product/${code}-2.webp`,
      moq: 24,
      pcsPerCarton: 12,
      cartonLengthCm: 60,
      cartonWidthCm: 40,
      cartonHeightCm: 50,
      grossWeightKg: 8,
      ...fields,
    })
    .returning({ id: products.id });
  return row!.id;
}

beforeAll(async () => {
  db = await createTestDb();
  ({ auth, customerId } = await signedInCustomers(db, 'cart'));
  for (const code of ['one', 'two', 'three', 'four', 'five', 'gone']) p[code] = await addProduct(38, code.toUpperCase());
  p.other = await addProduct(39, 'OTHER');
});
afterAll(() => db.dispose());

const call = (method: string, path: string, who?: Who, body?: unknown, extra: Record<string, string> = {}) =>
  callApi(method, path, { body, headers: { ...(who ? { authorization: auth[who] } : {}), ...extra } });

const add = (who: Who, body: unknown) => call('POST', '/api/ShoppingCart', who, body);
const list = async (who: Who, query = '') => {
  const res = await call('GET', `/api/ShoppingCart${query}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Json[]; searchListResourceParamaters: { total: number }; containers: Json[] };
};
const linesOf = (who: Who) => db.db.select().from(cartLines).where(eq(cartLines.customerId, customerId[who]));
const clear = (who: Who) => db.db.delete(cartLines).where(eq(cartLines.customerId, customerId[who]));

describe('POST /api/ShoppingCart', () => {
  it('R7.75 R7.76 adds a product list to the server cart and answers the lines and the count', async () => {
    await clear('a');
    const res = await add('a', {
      list: [
        { productId: p.one, addNum: 24 },
        { productId: p.two, addNum: 48 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Added to cart', data: { shoppingCartNum: 2 } });
    expect(res.body.data.listdto).toEqual([
      { id: expect.any(Number), productId: p.one, addNum: 24 },
      { id: expect.any(Number), productId: p.two, addNum: 48 },
    ]);
    expect((await linesOf('a')).map((l) => [l.productId, l.addNum, l.siteId])).toEqual(
      expect.arrayContaining([
        [p.one, 24, 38],
        [p.two, 48, 38],
      ]),
    );
  });

  it('R7.76 accepts the bare array too', async () => {
    await clear('a');
    const res = await add('a', [{ productId: p.three, addNum: 5 }]);
    expect(res.status).toBe(200);
    expect(res.body.data.listdto).toEqual([{ id: expect.any(Number), productId: p.three, addNum: 5 }]);
  });

  it('adds to addNum when the product is already in the server cart (one line, not two)', async () => {
    await clear('a');
    await add('a', { list: [{ productId: p.one, addNum: 10 }] });
    const again = await add('a', {
      list: [
        { productId: p.one, addNum: 15 },
        { productId: p.one, addNum: 5 },
      ],
    });
    expect(again.body.data).toMatchObject({ listdto: [{ productId: p.one, addNum: 30 }], shoppingCartNum: 1 });
    expect((await linesOf('a')).map((l) => l.addNum)).toEqual([30]);
  });

  it('concurrent adds of one product (10 at once) make one line with the summed quantity', async () => {
    await clear('a');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => add('a', { list: [{ productId: p.four, addNum: i + 1 }] })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const lines = await linesOf('a');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.addNum).toBe(55);
  });

  it.each([
    [{ list: [{ productId: 1, addNum: 0 }] }, 'list.0.addNum'],
    [{ list: [{ productId: 1, addNum: -3 }] }, 'list.0.addNum'],
    [{ list: [{ productId: 1, addNum: 100_001 }] }, 'list.0.addNum'],
    [{ list: [{ productId: 1, addNum: 2.5 }] }, 'list.0.addNum'],
    [{ list: [{ productId: 1, addNum: '5' }] }, 'list.0.addNum'],
    [{ list: [{ productId: 1 }] }, 'list.0.addNum'],
    [{ list: [{ productId: 0, addNum: 1 }] }, 'list.0.productId'],
    [{ list: [{ productId: 'x', addNum: 1 }] }, 'list.0.productId'],
    [{ list: [] }, 'list'],
    [[], 'list'],
    [{}, 'list'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await add('a', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'bad_request', field });
  });

  it('refuses an add that would take a line above 100,000 pieces, naming the field, and leaves the line as it was', async () => {
    await clear('a');
    await add('a', { list: [{ productId: p.one, addNum: 99_990 }] });
    const res = await add('a', {
      list: [
        { productId: p.two, addNum: 1 },
        { productId: p.one, addNum: 11 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('list.1.addNum');
    expect((await linesOf('a')).map((l) => [l.productId, l.addNum])).toEqual([[p.one, 99_990]]);
    const exact = await add('a', { list: [{ productId: p.one, addNum: 10 }] });
    expect(exact.body.data.listdto[0].addNum).toBe(100_000);
  });

  it('refuses an unknown product, or one of another site, with a 404 naming the productId, and writes none of the list', async () => {
    await clear('a');
    for (const missing of [999_999, p.other, 2_147_483_647]) {
      const res = await add('a', {
        list: [
          { productId: p.one, addNum: 1 },
          { productId: missing, addNum: 1 },
        ],
      });
      expect(res.status, String(missing)).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', field: 'list.1.productId' });
    }
    // Past int4 (the id column's type) no product can have the id: 400 naming the field.
    const huge = await add('a', {
      list: [
        { productId: p.one, addNum: 1 },
        { productId: 3_000_000_000, addNum: 1 },
      ],
    });
    expect(huge.body).toMatchObject({ error: 'bad_request', field: 'list.1.productId' });
    expect(await linesOf('a')).toEqual([]);
  });

  it('refuses a deleted product with a 404; deleting a product takes it out of every cart', async () => {
    await clear('a');
    await add('a', { list: [{ productId: p.gone, addNum: 2 }] });
    await db.db.delete(products).where(eq(products.id, p.gone!));
    expect(await linesOf('a')).toEqual([]);
    const res = await add('a', { list: [{ productId: p.gone, addNum: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('list.0.productId');
  });

  it('refuses a 201st distinct product with a 409', async () => {
    const many = await db.db
      .insert(products)
      .values(Array.from({ length: 201 }, (_, i) => ({ siteId: 38, code: `BULK-${i}`, classcode: '001', name: `批量 ${i}`, nameen: `Bulk ${i}`, price: 1, foreignprice: 1 })))
      .returning({ id: products.id });
    await clear('b');
    const first = await add(
      'b',
      many.slice(0, 200).map((r) => ({ productId: r.id, addNum: 1 })),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.shoppingCartNum).toBe(200);
    const over = await add('b', [{ productId: many[200]!.id, addNum: 1 }]);
    expect(over.status).toBe(409);
    expect((await linesOf('b')).length).toBe(200);
    await clear('b');
  });
});

describe('GET /api/ShoppingCart', () => {
  it('R7.73 R7.74 R3.40 R3.41 lists the lines newest first with productDTO (price, nameen, pics, listUserFieldDataUseDTO) and the total', async () => {
    await clear('a');
    await add('a', [{ productId: p.one, addNum: 24 }]);
    await add('a', [{ productId: p.two, addNum: 36 }]);
    const data = await list('a', '?userId=38');
    expect(data.searchListResourceParamaters.total).toBe(2);
    expect(data.list.map((i) => i.productId)).toEqual([p.two, p.one]);
    const [item] = data.list;
    expect(item).toMatchObject({ id: expect.any(Number), productId: p.two, addNum: 36, createtime: expect.any(String) });
    expect(item!.productDTO).toMatchObject({
      id: p.two,
      nameen: 'Lantern TWO',
      name: '灯笼 TWO',
      price: 36,
      foreignprice: 5.2,
      moq: 24,
      pcsPerCarton: 12,
      listUserFieldDataUseDTO: [],
    });
    expect(item!.productDTO.pics).toContain('/Upload/product/TWO.webp');
    expect(data.containers.map((c) => c.code)).toEqual(['20GP', '40GP', '40HQ']);
  });

  it('answers only the total with PageSize 0, one line with PageSize 1, every line with isGetAll', async () => {
    expect((await list('a', '?PageSize=0')).list).toEqual([]);
    expect((await list('a', '?PageSize=0')).searchListResourceParamaters.total).toBe(2);
    const one = await list('a', '?page=2&PageSize=1');
    expect(one.list.map((i) => i.productId)).toEqual([p.one]);
    expect((await list('a', '?isGetAll=true')).list).toHaveLength(2);
  });

  it('R3.13 shows the display fields in Chinese for languageFlag 0', async () => {
    const [item] = (await list('a', '?languageFlag=0')).list;
    expect(item!.productDTO).toMatchObject({ displayName: '灯笼 TWO', displayPrice: 36, currency: 'CNY' });
  });

  it("shows customer B nothing of A's cart, and a site-39 session nothing of site 38", async () => {
    expect((await list('b')).searchListResourceParamaters.total).toBe(0);
    expect((await list('c', '?userId=38')).list).toEqual([]);
    const res = await add('c', [{ productId: p.one, addNum: 1 }]);
    expect(res.status).toBe(404);
  });

  it('refuses bad paging with a 400 naming the field', async () => {
    const res = await call('GET', '/api/ShoppingCart?PageSize=500', 'a');
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('PageSize');
  });
});

describe('POST /api/ShoppingCart/SetQuantity', () => {
  const setQuantity = (who: Who, body: unknown, path = '/api/ShoppingCart/SetQuantity') => call('POST', path, who, body);

  it("sets the line's quantity and answers the line", async () => {
    await clear('a');
    const added = await add('a', [{ productId: p.three, addNum: 5 }]);
    const id = added.body.data.listdto[0].id;
    const res = await setQuantity('a', { id, addNum: 120 });
    expect(res.status).toBe(200);
    expect(res.body.data.dto).toMatchObject({ id, productId: p.three, addNum: 120, productDTO: { nameen: 'Lantern THREE' } });
    expect((await linesOf('a'))[0]!.addNum).toBe(120);
  });

  it("answers 404 naming id when customer B sets A's line, and leaves it alone", async () => {
    const [line] = await linesOf('a');
    for (const who of ['b', 'c'] as const) {
      const res = await setQuantity(who, { id: line!.id, addNum: 1 }, '/api/shoppingcart/setquantity');
      expect(res.status).toBe(404);
      expect(res.body.field).toBe('id');
    }
    expect((await linesOf('a'))[0]!.addNum).toBe(120);
    expect((await setQuantity('a', { id: 2_147_483_647, addNum: 1 })).status).toBe(404);
    expect((await setQuantity('a', { id: 99_999_999_999, addNum: 1 })).body).toMatchObject({ code: 400, field: 'id' });
  });

  it.each([
    [{ addNum: 0 }, 'addNum'],
    [{ addNum: 100_001 }, 'addNum'],
    [{}, 'addNum'],
    [{ id: 0, addNum: 1 }, 'id'],
    [{ id: '7', addNum: 1 }, 'id'],
    [{ id: undefined, addNum: 1 }, 'id'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const [line] = await linesOf('a');
    const res = await setQuantity('a', { id: line!.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe('DELETE /api/shoppingCart/{ids}', () => {
  it('R7.77 R7.78 removes comma-joined lines and answers the ids and the new count', async () => {
    await clear('a');
    const added = await add('a', [
      { productId: p.one, addNum: 1 },
      { productId: p.two, addNum: 1 },
      { productId: p.three, addNum: 1 },
    ]);
    const [one, two] = added.body.data.listdto.map((l: Json) => l.id as number);
    const res = await call('DELETE', `/api/shoppingCart/${two},${one}`, 'a');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: 'Removed', data: { ids: [one, two].sort((x, y) => x! - y!), shoppingCartNum: 1 } });
    expect((await linesOf('a')).map((l) => l.productId)).toEqual([p.three]);
  });

  it.each(['abc', '1,,2', '1,x', '0', '-1', '1.5', ' ', Array.from({ length: 201 }, (_, i) => i + 1).join(',')])(
    'refuses the malformed id list %j with a 400 naming ids',
    async (ids) => {
      const res = await call('DELETE', `/api/shoppingCart/${encodeURIComponent(ids)}`, 'a');
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('ids');
    },
  );

  it("answers 404 and removes nothing when any id is not the customer's", async () => {
    await clear('b');
    const mine = (await add('a', [{ productId: p.four, addNum: 1 }])).body.data.listdto[0].id;
    const theirs = (await add('b', [{ productId: p.four, addNum: 1 }])).body.data.listdto[0].id;
    const before = (await linesOf('a')).length;
    for (const ids of [`${theirs}`, `${mine},${theirs}`, `${mine},99999999`, `${mine},2147483647`]) {
      const res = await call('DELETE', `/api/ShoppingCart/${ids}`, 'a');
      expect(res.status, ids).toBe(404);
      expect(res.body.field).toBe('ids');
    }
    expect((await call('DELETE', `/api/ShoppingCart/${mine},3000000000`, 'a')).body).toMatchObject({ code: 400, field: 'ids' });
    expect((await linesOf('a')).length).toBe(before);
    expect((await linesOf('b')).length).toBe(1);
    const byC = await call('DELETE', `/api/ShoppingCart/${mine}`, 'c');
    expect(byC.status).toBe(404);
  });
});

describe('POST /api/ShoppingCart/Merge', () => {
  it('R4.06 merges the guest cart (quantities added, no duplicate lines) and favorites, skipping unknown products', async () => {
    await clear('b');
    await db.db.delete(favorites).where(eq(favorites.customerId, customerId.b));
    await add('b', [{ productId: p.one, addNum: 10 }]);
    await db.db.insert(favorites).values({ siteId: 38, customerId: customerId.b, productId: p.two! });
    const res = await call('POST', '/api/ShoppingCart/Merge', 'b', {
      cart: [
        { productId: p.one, addNum: 5 },
        { productId: p.three, addNum: 2 },
        { productId: p.other, addNum: 1 },
        { productId: 999_999, addNum: 1 },
      ],
      favorites: [p.two, p.three, 999_998],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.dto).toEqual({
      collectionNum: 2,
      shoppingCartNum: 2,
      orderNum: 0,
      orderUnreadNum: 0,
      skippedCart: [p.other, 999_999],
      skippedFavorites: [999_998],
      cappedCart: [],
    });
    const lines = await linesOf('b');
    expect(lines.map((l) => [l.productId, l.addNum]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [p.one, 15],
      [p.three, 2],
    ]);
    const favs = await db.db.select().from(favorites).where(eq(favorites.customerId, customerId.b));
    expect(favs.map((f) => f.productId).sort()).toEqual([p.two, p.three].sort());
  });

  it('caps a merged line at 100,000 pieces and reports it; an empty merge only answers the counts', async () => {
    const res = await call('POST', '/api/ShoppingCart/Merge', 'b', { cart: [{ productId: p.three, addNum: 250_000 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.dto.cappedCart).toEqual([p.three]);
    const [line] = await db.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.customerId, customerId.b), eq(cartLines.productId, p.three!)));
    expect(line!.addNum).toBe(100_000);
    const empty = await call('POST', '/api/ShoppingCart/Merge', 'b', {});
    expect(empty.body.data.dto).toMatchObject({ shoppingCartNum: 2, collectionNum: 2 });
  });

  it('refuses a malformed guest cart with a 400 naming the field and merges nothing', async () => {
    const before = await linesOf('b');
    const res = await call('POST', '/api/ShoppingCart/Merge', 'b', {
      cart: [
        { productId: p.four, addNum: 1 },
        { productId: p.five, addNum: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('cart.1.addNum');
    expect(await linesOf('b')).toEqual(before);
  });
});

describe('sign-in and failures', () => {
  it.each([
    ['GET', '/api/ShoppingCart'],
    ['POST', '/api/ShoppingCart'],
    ['POST', '/api/ShoppingCart/SetQuantity'],
    ['DELETE', '/api/shoppingCart/1,2'],
    ['POST', '/api/ShoppingCart/Merge'],
  ])('R6.05 %s %s answers 401 without a session, whatever the input', async (method, path) => {
    const res = await call(method, path, undefined, method === 'GET' ? undefined : { junk: true });
    expect(res.status).toBe(401);
    expect(res.body.field).toBe('Authorization');
    const forged = await call(method, path, undefined, undefined, { authorization: `${customerId.a},not-the-secret` });
    expect(forged.status).toBe(401);
  });

  it('works with the session cookie too, and refuses a cookie-borne add from a foreign Origin (403)', async () => {
    const cookie = { cookie: `lantern_session=${encodeURIComponent(auth.a)}` };
    expect((await call('GET', '/api/ShoppingCart', undefined, undefined, cookie)).status).toBe(200);
    const sameSite = await call('POST', '/api/ShoppingCart', undefined, [{ productId: p.five, addNum: 1 }], { ...cookie, origin: 'http://localhost' });
    expect(sameSite.status).toBe(200);
    const foreign = await call('POST', '/api/ShoppingCart', undefined, [{ productId: p.five, addNum: 1 }], { ...cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.field).toBe('Origin');
  });

  it('R8.30 R8.31 R8.32 answers the §8 messages when the database fails', async () => {
    await withBrokenDb(db, async () => {
      const get = await call('GET', '/api/ShoppingCart', 'a');
      expect(get.status).toBe(503);
      expect(get.body.message).toBe('Failed to request cart data.');
      expect((await add('a', [{ productId: p.one, addNum: 1 }])).body.message).toBe('Failed to add to cart.');
      expect((await call('DELETE', '/api/shoppingCart/1', 'a')).body.message).toBe('Failed to remove cart data.');
    });
  });
});
