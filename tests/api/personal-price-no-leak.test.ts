import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, priceListHolders, priceLists, products, sites, topics } from '@/server/db/schema';
import { rebuildSearchDocuments } from '@/server/catalog/search/rebuild-search-documents';
import { saveBreaks } from '@/server/pricing/product-breaks';
import { call, request } from '../support/api-suite';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { createTestDb, type TestDb } from '../support/test-db';

// A buyer's own prices never reach an answer anyone else can get (ADR 0052, 0053): the shared
// catalogue answers are byte for byte what a guest gets, whoever asks; another buyer's cart
// export is priced publicly; only the buyer's own private answer holds the 10 % price.

let db: TestDb;
const run = randomUUID().slice(0, 6);
const code = `XMAS-${run}`.toUpperCase();
let anna: SignedInBuyer; // holds "Schmidt 10 %"
let li: SignedInBuyer; // holds nothing
let lantern = 0;
let unpublished = 0;
let foreign = 0;
let listId = 0;

// List prices with cents no other product has, so the buyer's prices cannot appear by chance.
const PUBLIC = { USD: 913.37, CNY: 6271.19, USD_BREAK: 899.99 };
const PERSONAL = { USD: 822.03, CNY: 5644.07, USD_BREAK: 809.99 }; // 10 % off, half-up to the cent
/** How a personal price could be written in an answer: JSON number, grouped, with symbol. */
const SPELLINGS = ['822.03', '822.0', '5644.07', '5,644.07', '809.99'];

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '别家', nameen: 'Other shop' },
  ]);
  await db.db.insert(topics).values({ siteId: 38, code: '007', name: '圣诞装饰', nameen: 'Christmas decorations' });
  const made = await db.db
    .insert(products)
    .values([
      { siteId: 38, code, classcode: '007', name: '手工圣诞花环', nameen: 'Handmade Christmas wreath', price: PUBLIC.CNY, foreignprice: PUBLIC.USD, moq: 60 },
      { siteId: 38, code: `${code}-OFF`, classcode: '007', name: '下架灯笼', nameen: 'Withdrawn lantern', price: 30, foreignprice: 4.2, moq: 60, published: false },
      { siteId: 39, code: `${code}-39`, classcode: '007', name: '别家灯笼', nameen: 'Other shop lantern', price: 50, foreignprice: 7, moq: 10 },
    ])
    .returning({ id: products.id });
  [lantern, unpublished, foreign] = made.map((p) => p.id) as [number, number, number];
  await rebuildSearchDocuments(db.db, 38); // what an import or the workspace writes with a product
  await saveBreaks(db.db, 38, lantern, 'USD', [{ minQty: 500, price: PUBLIC.USD_BREAK }]);
  anna = await signedInBuyer(db, `anna-${run}@schmidt-deko.de`, { nick: 'Anna Schmidt', companyName: 'Schmidt Dekoration GmbH' });
  li = await signedInBuyer(db, `li-${run}@yiwu-trade.cn`, { nick: '李明', country: 'CN', language: 'zh' });
  const [list] = await db.db.insert(priceLists).values({ siteId: 38, name: 'Schmidt 10 %', kind: 'percent', percentOff: 10 }).returning({ id: priceLists.id });
  listId = list!.id;
  await db.db.insert(priceListHolders).values({ listId, customerId: anna.id });
});
afterAll(() => db.dispose());

type Who = 'guest' | 'anna' | 'li';
const headersOf = (who: Who, extra: Record<string, string> = {}) => (who === 'guest' ? extra : { authorization: (who === 'anna' ? anna : li).auth, ...extra });
const get = (path: string, who: Who, extra?: Record<string, string>) => call('GET', path, { headers: headersOf(who, extra) });
const pricesPath = (ids: readonly number[], languageFlag: 0 | 1, detail?: number) =>
  `/api/Customer/PersonalPrices?ids=${ids.join(',')}&languageFlag=${languageFlag}${detail ? `&detail=${detail}` : ''}`;

function expectNoPersonalPrice(text: string, where: string) {
  for (const spelling of SPELLINGS) expect(text.includes(spelling), `${where} holds ${spelling}`).toBe(false);
}

describe('the shared catalogue answers', () => {
  const shared = () =>
    [0, 1].flatMap((flag) => [
      `/api/Home?userId=38&languageFlag=${flag}`,
      `/api/Product?PageSize=20&languageFlag=${flag}`,
      `/api/Product?keyword=${encodeURIComponent(flag === 0 ? '圣诞花环' : 'christmas wreath')}&languageFlag=${flag}`,
      `/api/Product?code=007&PageSize=20&languageFlag=${flag}`,
      `/api/Product/GetByTopicCode?topicCode=007&PageSize=20&languageFlag=${flag}`,
      `/api/Product/${lantern}?languageFlag=${flag}`,
    ]);

  it('show the public price and never the buyer’s, to a guest, to another buyer and to the buyer herself', async () => {
    for (const path of shared()) {
      const guest = await get(path, 'guest');
      expect(guest.status, path).toBe(200);
      expect(guest.text, path).toMatch(/913\.37|6271\.19/);
      for (const who of ['guest', 'li', 'anna'] as const) expectNoPersonalPrice((await get(path, who)).text, `${path} as ${who}`);
    }
  });

  it('are the same bytes whoever asks: a buyer’s session changes nothing in them', async () => {
    for (const path of shared()) {
      const guest = await get(path, 'guest');
      expect((await get(path, 'anna')).text, path).toBe(guest.text);
      expect((await get(path, 'li')).text, path).toBe(guest.text);
    }
  });

  it('include quick order’s lookup by item codes: public prices and breaks, the same bytes for everyone', async () => {
    for (const languageFlag of [0, 1]) {
      const byCodes = (who: Who) => call('POST', '/api/Product/ByCodes', { headers: headersOf(who), body: { codes: [code.toLowerCase()], languageFlag } });
      const guest = await byCodes('guest');
      expect(guest.status, guest.text).toBe(200);
      expect(guest.text).toMatch(/913\.37|6271\.19/);
      for (const who of ['li', 'anna'] as const) {
        const answer = await byCodes(who);
        expect(answer.text, `ByCodes as ${who}`).toBe(guest.text);
        expectNoPersonalPrice(answer.text, `ByCodes as ${who}`);
      }
    }
  });
});

describe("another buyer's cart export", () => {
  const cellsOf = async (lang: 'en' | 'zh') => {
    const res = await request('GET', `/api/ShoppingCart/Export?format=xlsx&lang=${lang}`, { headers: headersOf('li') });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const values: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => values.push(JSON.stringify(cell.value)))));
    return values.join('\n');
  };

  it('prices the same product publicly, in both languages', async () => {
    await db.db.insert(cartLines).values({ siteId: 38, customerId: li.id, productId: lantern, addNum: 60 });
    const en = await cellsOf('en');
    expect(en).toContain('913.37');
    expectNoPersonalPrice(en, 'the English export');
    const zh = await cellsOf('zh');
    expect(zh).toContain('6271.19');
    expectNoPersonalPrice(zh, 'the Chinese export');
  });
});

describe('GET /api/Customer/PersonalPrices', () => {
  it('answers the buyer her 10 % price at the MOQ in USD on English pages, and per range on the product page', async () => {
    const answer = await get(pricesPath([lantern], 1, lantern), 'anna');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      held: true,
      currency: 'USD',
      list: [
        {
          productId: lantern,
          price: PERSONAL.USD,
          publicPrice: PUBLIC.USD,
          ranges: [
            { fromQty: 60, toQty: 499, price: PERSONAL.USD, publicPrice: PUBLIC.USD, source: 'customer-list', quote: null },
            { fromQty: 500, toQty: null, price: PERSONAL.USD_BREAK, publicPrice: PUBLIC.USD_BREAK, source: 'customer-list', quote: null },
          ],
        },
      ],
    });
  });

  it('answers in CNY on Chinese pages', async () => {
    const answer = await get(pricesPath([lantern], 0), 'anna');
    expect(answer.body.data).toEqual({ held: true, currency: 'CNY', list: [{ productId: lantern, price: PERSONAL.CNY, publicPrice: PUBLIC.CNY }] });
  });

  it('is private: never kept by a shared cache, and revalidated by its ETag (304 on a repeat)', async () => {
    const first = await get(pricesPath([lantern], 1), 'anna');
    expect(first.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(first.headers.get('cache-control')).toMatch(/\bno-cache\b|\bno-store\b/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"pp-/);
    const again = await get(pricesPath([lantern], 1), 'anna', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('gives another buyer another answer: no prices, "held: false", and an ETag that is not the first buyer’s', async () => {
    const annas = await get(pricesPath([lantern], 1), 'anna');
    const lis = await get(pricesPath([lantern], 1), 'li', { 'if-none-match': annas.headers.get('etag')! });
    expect(lis.status).toBe(200);
    expect(lis.body.data).toEqual({ held: false, currency: 'USD', list: [] });
    expect(lis.headers.get('etag')).not.toBe(annas.headers.get('etag'));
    expectNoPersonalPrice(lis.text, "the other buyer's answer");
  });

  it('gives quick order’s ask (ranges=1) the buyer’s ranges, and another buyer none of them', async () => {
    const annas = await get(`${pricesPath([lantern], 1)}&ranges=1`, 'anna');
    expect(annas.body.data.list[0].ranges.map((r: { price: number }) => r.price)).toEqual([PERSONAL.USD, PERSONAL.USD_BREAK]);
    const lis = await get(`${pricesPath([lantern], 1)}&ranges=1`, 'li', { 'if-none-match': annas.headers.get('etag')! });
    expect(lis.status).toBe(200);
    expect(lis.body.data).toEqual({ held: false, currency: 'USD', list: [] });
    expectNoPersonalPrice(lis.text, "the other buyer's ranges");
  });

  it('answers again (not 304) once the buyer’s list changes', async () => {
    const before = await get(pricesPath([lantern], 1), 'anna');
    await db.db
      .update(priceLists)
      .set({ percentOff: 20, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(priceLists.id, listId));
    const after = await get(pricesPath([lantern], 1), 'anna', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.data.list[0].price).toBe(730.7); // 913.37 × 0.8 = 730.696
    await db.db.update(priceLists).set({ percentOff: 10 }).where(eq(priceLists.id, listId));
  });

  it('leaves out unpublished products, other sites’ products and unknown ids', async () => {
    const answer = await get(pricesPath([unpublished, foreign, 2_000_000_000, lantern], 1), 'anna');
    expect(answer.body.data.list.map((p: { productId: number }) => p.productId)).toEqual([lantern]);
  });

  it('refuses a guest (401) and bad or too many ids (400 naming ids)', async () => {
    expect((await get(pricesPath([lantern], 1), 'guest')).status).toBe(401);
    for (const ids of ['', 'x', '1,,2', '0', '1;2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const bad = await get(`/api/Customer/PersonalPrices?ids=${ids}&languageFlag=1`, 'anna');
      expect(bad.status, ids).toBe(400);
      expect(bad.text, ids).toContain('ids');
    }
  });
});
