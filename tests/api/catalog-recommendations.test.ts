import { and, asc, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { erpRecommendedProducts, productRails, similarProducts } from '@/server/catalog/recommendations';
import { seedDatabase } from '@/server/seed';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { withBrokenDb as brokenDb } from '../support/broken-db';

// SimilarListProduct_Tway, GetHotProductFromERPLink, GetRecommendProductFromERPLink and
// TopSellingProduct on a seeded catalogue, including the §8 empty-list-on-failure rule.

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
});

afterAll(async () => {
  await db.dispose();
});

interface Dto {
  id: number;
  classcode: string;
  launchtime: string;
  stock: number;
  isHot: number;
  pics: string | string[];
  displayName: string;
  name: string;
  displayPrice: number;
  price: number;
}

async function listdto(path: string): Promise<Dto[]> {
  const { status, body } = await getJson(path);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ code: 0, message: 'ok' });
  expect(Object.keys(body.data)).toEqual(['listdto']);
  return body.data.listdto;
}

const withBrokenDb = <T>(work: () => Promise<T>) => brokenDb(db, work);

const expectPicsArrays = (items: Dto[]) => {
  for (const p of items) {
    expect(Array.isArray(p.pics)).toBe(true);
    expect((p.pics as string[]).length).toBeGreaterThan(0);
    expect((p.pics as string[]).every((pic) => pic.startsWith('/Upload/') && !pic.includes(','))).toBe(true);
  }
};

/** A product whose topic has at least `n` other products. */
async function productInTopicWithAtLeast(n: number) {
  const counted = await db.db
    .select({ classcode: products.classcode, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.siteId, 38))
    .groupBy(products.classcode)
    .orderBy(desc(sql`count(*)`), asc(products.classcode));
  const big = counted.find((c) => Number(c.n) > n)!;
  const [row] = await db.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, 38), eq(products.classcode, big.classcode)))
    .orderBy(asc(products.id))
    .limit(1);
  return row!;
}

describe('GET /api/Product/SimilarListProduct_Tway', () => {
  it('R7.60 R7.61 R3.08 answers up to 6 other products of the same topic in data.listdto, pics as arrays', async () => {
    const product = await productInTopicWithAtLeast(6);
    const items = await listdto(`/api/Product/SimilarListProduct_Tway?userId=38&productId=${product.id}`);
    expect(items).toHaveLength(6);
    expect(items.map((p) => p.id)).not.toContain(product.id);
    expect(items.every((p) => p.classcode === product.classcode)).toBe(true);
    expect(items.every((p, i) => i === 0 || Date.parse(items[i - 1]!.launchtime) >= Date.parse(p.launchtime))).toBe(true);
    expectPicsArrays(items);
  });

  it('R9.07 fills up from the parent topic (then the grandparent) when the topic has too few, without repeats', async () => {
    const counted = await db.db
      .select({ classcode: products.classcode, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.siteId, 38), sql`length(${products.classcode}) > 3`))
      .groupBy(products.classcode)
      .orderBy(asc(products.classcode));
    const small = counted.find((c) => Number(c.n) < 4)!;
    const [product] = await db.db
      .select()
      .from(products)
      .where(and(eq(products.siteId, 38), eq(products.classcode, small.classcode)))
      .limit(1);
    const items = await listdto(`/api/Product/SimilarListProduct_Tway?productId=${product!.id}&PageSize=6`);
    const root = small.classcode.slice(0, 3);
    const [underRoot] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.siteId, 38), like(products.classcode, `${root}%`), ne(products.id, product!.id)));
    expect(items).toHaveLength(Math.min(6, Number(underRoot!.n)));
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    expect(items.map((p) => p.id)).not.toContain(product!.id);
    // How close each one is: the length of the longest ancestor-or-self code of the product it shares.
    const closeness = (code: string) => {
      for (let end = small.classcode.length; end >= 3; end -= 3) if (code.startsWith(small.classcode.slice(0, end))) return end;
      return 0;
    };
    const levels = items.map((p) => closeness(p.classcode));
    expect(levels.every((level, i) => level >= 3 && (i === 0 || levels[i - 1]! >= level))).toBe(true);
    expect(levels.filter((level) => level === small.classcode.length)).toHaveLength(Number(small.n) - 1);
  });

  it('answers PageSize products (the product page pads or cuts to 6)', async () => {
    const product = await productInTopicWithAtLeast(6);
    expect(await listdto(`/api/Product/SimilarListProduct_Tway?productId=${product.id}&PageSize=3`)).toHaveLength(3);
    expect(await listdto(`/api/Product/SimilarListProduct_Tway?productId=${product.id}&PageSize=0`)).toEqual([]);
  });

  it('R3.14 follows languageFlag', async () => {
    const product = await productInTopicWithAtLeast(2);
    const [p] = await listdto(`/api/Product/SimilarListProduct_Tway?productId=${product.id}&languageFlag=0`);
    expect(p!.displayName).toBe(p!.name);
    expect(p!.displayPrice).toBe(p!.price);
  });

  it('answers an unknown productId with 404 and a bad one with 400, naming productId', async () => {
    const unknown = await getJson('/api/Product/SimilarListProduct_Tway?productId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found', field: 'productId' });
    for (const query of ['', 'productId=abc', 'productId=0']) {
      const bad = await getJson(`/api/Product/SimilarListProduct_Tway?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('productId');
    }
    expect((await getJson('/api/Product/SimilarListProduct_Tway?productId=1&PageSize=500')).body.field).toBe('PageSize');
  });

  it('R8.43 answers an empty list, not an error, when the read fails', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/SimilarListProduct_Tway?productId=1'));
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, message: 'ok', data: { listdto: [] } });
  });
});

describe('the product page rails', () => {
  it('read the same two lists as the similar and recommended calls, in one name lookup, from the product the page holds', async () => {
    const rows = await db.db.select({ id: products.id, classcode: products.classcode }).from(products).where(eq(products.siteId, 38)).orderBy(asc(products.id)).limit(40);
    for (const product of [rows[0]!, rows[17]!, rows[39]!]) {
      for (const flag of [0, 1] as const) {
        const rails = await productRails(db.db, 38, product, 6, flag);
        expect(rails.similar).toEqual(await similarProducts(db.db, 38, product.id, 6, flag));
        expect(rails.recommended).toEqual(await erpRecommendedProducts(db.db, 38, 7, flag));
        expect(rails.similar.map((dto) => dto.id)).not.toContain(product.id);
      }
    }
  });
});

describe('GET /api/Product/GetHotProductFromERPLink and GetRecommendProductFromERPLink', () => {
  it('R7.62 R7.63 R9.08 the ERP hot list holds 9 hot products, best-selling first, pics as arrays', async () => {
    const items = await listdto('/api/Product/GetHotProductFromERPLink?userId=38&PageSize=9');
    const expected = await db.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, 38), eq(products.isHot, 1)))
      .orderBy(desc(products.sales), desc(products.id))
      .limit(9);
    expect(expected).toHaveLength(9);
    expect(items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(items.every((p) => p.isHot === 1)).toBe(true);
    expectPicsArrays(items);
    expect((await listdto('/api/Product/GetHotProductFromERPLink')).map((p) => p.id)).toEqual(items.map((p) => p.id));
  });

  it('R7.64 R7.65 R9.09 the ERP recommended list holds the 20 newest products in stock, pics as arrays', async () => {
    const items = await listdto('/api/Product/GetRecommendProductFromERPLink?userId=38&PageSize=20');
    const expected = await db.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, 38), gt(products.stock, 0)))
      .orderBy(desc(products.launchtime), desc(products.id))
      .limit(20);
    expect(items.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(items.every((p) => p.stock > 0)).toBe(true);
    expectPicsArrays(items);
    expect(await listdto('/api/Product/GetRecommendProductFromERPLink')).toHaveLength(20);
  });

  it('R5.28 PageSize 0 answers an empty list without touching the database', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/GetHotProductFromERPLink?PageSize=0'));
    expect(status).toBe(200);
    expect(body.data.listdto).toEqual([]);
  });

  it('R8.23 a failed read answers 503 with the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/GetRecommendProductFromERPLink'));
    expect(status).toBe(503);
    expect(body.message).toBe('Get products error.');
  });
});

describe('GET /api/TopSellingProduct', () => {
  it('R7.66 R7.67 R9.10 lists the 8 best-selling products in data.list with the total, pics as strings', async () => {
    const { status, body } = await getJson('/api/TopSellingProduct?userId=38&PageSize=8');
    expect(status).toBe(200);
    const expected = await db.db.select({ id: products.id }).from(products).where(eq(products.siteId, 38)).orderBy(desc(products.sales), desc(products.id)).limit(8);
    expect(body.data.list.map((p: Dto) => p.id)).toEqual(expected.map((r) => r.id));
    expect(body.data.searchListResourceParamaters).toEqual({ total: 120, page: 1, pageSize: 8 });
    expect(body.data.list.every((p: Dto) => typeof p.pics === 'string')).toBe(true);
    expect((await getJson('/api/TopSellingProduct')).body.data.list).toHaveLength(8);
  });

  it('answers a bad PageSize with 400 naming PageSize', async () => {
    const { status, body } = await getJson('/api/TopSellingProduct?PageSize=1000');
    expect(status).toBe(400);
    expect(body.field).toBe('PageSize');
  });

  it('R8.42 answers an empty list, not an error, when the read fails', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/TopSellingProduct?userId=38'));
    expect(status).toBe(200);
    expect(body.data).toEqual({ list: [], searchListResourceParamaters: { total: 0, page: 1, pageSize: 8 } });
  });

  it('still answers 404 for an unknown site (bad input is not a failure)', async () => {
    const { status, body } = await getJson('/api/TopSellingProduct?userId=12345');
    expect(status).toBe(404);
    expect(body.field).toBe('userId');
  });
});
