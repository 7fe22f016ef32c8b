import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHomeSections } from '@/server/catalog/home-sections';
import { getProductDetail } from '@/server/catalog/get-product';
import { listProducts } from '@/server/catalog/list-products';
import { colors, productDescriptions, products, topics } from '@/server/db/schema';
import { sitemapFile, sitemapFileCount } from '@/server/seo/sitemap';
import { call, type Json } from '../support/api-suite';
import { signedInCustomers } from '../support/signed-in-customers';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// An unpublished product never reaches the storefront or the §7 API. One product is
// read through every public product call, the search, the facets, the detail, the lookups, the
// recommendations, the home sections, the sitemap and a buyer's cart and favorites while it is
// published (so each check can see it), then unpublished in the workspace and read again.

const HIDDEN = 'HIDE-ZEBRA-1';
let db: TestDb;
let staff: Record<string, string>;
let hidden: number;
let shown: number;
let topicId: number;

async function addProduct(code: string, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db.db
    .insert(products)
    .values({ siteId: 38, code, classcode: '001', name: `灯笼${code}`, nameen: `Lantern ${code}`, price: 3, foreignprice: 0.5, stock: 10, isHot: 1, sales: 5, ...fields })
    .returning({ id: products.id });
  return row!.id;
}

const asBuyer = { authorization: '' };

/** Every public read, each answering the text that would name the product when it is there. */
function reads(): [string, () => Promise<string>][] {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await call('GET', path, { headers });
    expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    return answer.text;
  };
  const post = async (path: string, body: Json) => {
    const answer = await call('POST', path, { body });
    expect(answer.status, path).toBe(200);
    return answer.text;
  };
  return [
    ['GET /api/Product', () => get('/api/Product?userId=38&PageSize=100')],
    ['GET /api/Product (search by word)', () => get('/api/Product?userId=38&keyWord=zebra')],
    ['GET /api/Product (search by code)', () => get(`/api/Product?userId=38&keyWord=${HIDDEN}`)],
    ['GET /api/Product (hot, in stock)', () => get('/api/Product?userId=38&isHot=1&hasStock=1')],
    ['GET /api/Product (topic ids)', () => get(`/api/Product?userId=38&topicIds=${topicId}`)],
    ['GET /api/Product (orderBy price)', () => get('/api/Product?userId=38&orderBy=price%20asc')],
    ['GET /api/Product/GetByTopicCode', () => get('/api/Product/GetByTopicCode?userId=38&topicCode=001')],
    ['GET /api/TopSellingProduct', () => get('/api/TopSellingProduct?userId=38')],
    ['GET /api/Product/GetHotProductFromERPLink', () => get('/api/Product/GetHotProductFromERPLink?userId=38')],
    ['GET /api/Product/GetRecommendProductFromERPLink', () => get('/api/Product/GetRecommendProductFromERPLink?userId=38')],
    ['GET /api/Product/SimilarListProduct_Tway', () => get(`/api/Product/SimilarListProduct_Tway?userId=38&productId=${shown}`)],
    ['GET /api/Home', () => get('/api/Home?userId=38')],
    ['POST /api/Product/ByCodes', async () => JSON.stringify(JSON.parse(await post('/api/Product/ByCodes', { userId: 38, codes: [HIDDEN] })).data.list)],
    ['POST /api/Product/ByIds', async () => JSON.stringify(JSON.parse(await post('/api/Product/ByIds', { userId: 38, ids: [hidden] })).data.list)],
    ['GET /api/Product/GetFilter (colour tick)', () => get('/api/Product/GetFilter?userId=38')],
    ['GET /api/Product/GetFilter (search ticks)', () => get('/api/Product/GetFilter?userId=38&keyWord=zebra')],
    ['GET /api/ShoppingCart', () => get('/api/ShoppingCart', { authorization: asBuyer.authorization })],
    ['GET /api/Collection', () => get('/api/Collection', { authorization: asBuyer.authorization })],
    ['list pages (services)', async () => JSON.stringify(await listProducts(db.db, 38, 'en', { page: 1, pageSize: 50 }))],
    ['home sections (services)', async () => JSON.stringify(await getHomeSections(db.db, 38, 'zh'))],
    ['detail page (service)', async () => JSON.stringify(await getProductDetail(db.db, 38, hidden, 'en'))],
    ['sitemap', async () => (await sitemapFile(db.db, 38, 'https://shop.example', 0)).replace(`/product-detail/${hidden}<`, HIDDEN + '<')],
  ];
}

beforeAll(async () => {
  db = await createTestDb();
  const { auth } = await signedInCustomers(db, 'unpublished');
  asBuyer.authorization = auth.a;
  staff = (await signedInStaff(db, 'catalogue')).headers;
  const [topic] = await db.db.insert(topics).values({ siteId: 38, code: '001', name: '灯笼', nameen: 'Lanterns' }).returning();
  topicId = topic!.id;
  await db.db.insert(colors).values({ siteId: 38, code: 'ZZ', name: '斑马色', nameen: 'Zebra stripes' });
  // The newest, best-selling, only zebra-coloured product: first in every list that has it.
  hidden = await addProduct(HIDDEN, { keyword: 'zebra', colorCode: 'ZZ', sales: 900, launchtime: new Date(Date.now() + 60_000), price: 0.01, foreignprice: 0.01 });
  await db.db.insert(productDescriptions).values({ siteId: 38, productId: hidden, languageFlag: 1, content: '<p>Zebra</p>' });
  shown = await addProduct('SHOW-1', { keyword: 'zebra' });
  await addProduct('SHOW-2');
  expect(
    (
      await call('POST', '/api/ShoppingCart', {
        headers: asBuyer,
        body: {
          list: [
            { productId: hidden, addNum: 2 },
            { productId: shown, addNum: 1 },
          ],
        },
      })
    ).status,
  ).toBe(200);
  expect((await call('POST', '/api/Collection', { headers: asBuyer, body: { productid: hidden } })).status).toBe(200);
});
afterAll(() => db.dispose());

describe('an unpublished product', () => {
  it('is seen by every storefront read while published (the checks below are not vacuous)', async () => {
    for (const [name, read] of reads()) expect(await read(), name).toMatch(new RegExp(`${HIDDEN}|Zebra stripes|斑马色`));
    expect((await db.db.select().from(topics).where(eq(topics.id, topicId)))[0]!.productnum).toBe(3);
  });

  it('is absent from every storefront read once unpublished in the workspace', async () => {
    const answer = await call('POST', '/api/admin/products/bulk', { headers: staff, body: { ids: [hidden], change: { published: false } } });
    expect(answer.status, answer.text).toBe(200);
    for (const [name, read] of reads()) expect(await read(), name).not.toMatch(new RegExp(`${HIDDEN}|Zebra stripes|斑马色`));
  });

  it('answers 404 for its detail, description and similar products', async () => {
    for (const path of [
      `/api/Product/${hidden}?userId=38`,
      `/api/ProductDescription/GetProductDescriptionInfo?userId=38&productId=${hidden}`,
      `/api/Product/SimilarListProduct_Tway?userId=38&productId=${hidden}`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
    expect(await getProductDetail(db.db, 38, hidden, 'zh')).toBeNull();
  });

  it('is left out of the counts: list total, facet counts, topic productnum, sitemap, cart and favorites', async () => {
    const list = JSON.parse((await call('GET', '/api/Product?userId=38')).text) as Json;
    expect(list.data.searchListResourceParamaters.total).toBe(2);
    expect((await listProducts(db.db, 38, 'en', { page: 1, pageSize: 20 })).total).toBe(2);
    expect((await db.db.select().from(topics).where(eq(topics.id, topicId)))[0]!.productnum).toBe(2);
    const menu = await call('GET', '/api/Home/GetAllTopic?userId=38');
    expect(menu.text).toContain('"productnum":2');
    expect(await sitemapFileCount(db.db, 38)).toBe(1);
    const cart = JSON.parse((await call('GET', '/api/ShoppingCart', { headers: asBuyer })).text) as Json;
    expect(cart.data.searchListResourceParamaters.total).toBe(1);
    const favorites = JSON.parse((await call('GET', '/api/Collection', { headers: asBuyer })).text) as Json;
    expect(favorites.data.searchListResourceParamaters.total).toBe(0);
  });

  it('cannot be added to a cart or favorites (404), and comes back, cart line kept, when published again', async () => {
    const add = await call('POST', '/api/ShoppingCart', { headers: asBuyer, body: { list: [{ productId: hidden, addNum: 1 }] } });
    expect(add.status).toBe(404);
    expect((await call('POST', '/api/Collection', { headers: asBuyer, body: { productid: hidden } })).status).toBe(404);
    const again = await call('POST', '/api/admin/products/bulk', { headers: staff, body: { ids: [hidden], change: { published: true } } });
    expect(again.status).toBe(200);
    const cart = JSON.parse((await call('GET', '/api/ShoppingCart', { headers: asBuyer })).text) as Json;
    expect(cart.data.list.map((l: Json) => l.productId)).toContain(hidden);
    expect((await db.db.select().from(topics).where(eq(topics.id, topicId)))[0]!.productnum).toBe(3);
  });
});
