import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/server/env';
import { cartLines, inquiryQuotes, orderLines, orders, outbox, priceListHolders, priceLists, products, sites, units } from '@/server/db/schema';
import { personalPrices } from '@/server/pricing/personal-prices';
import { saveBreaks } from '@/server/pricing/product-breaks';
import { keepQuoteAsPriceList } from '@/server/pricing/quote-price-list';
import { call, request, type Json } from '../support/api-suite';
import { pdfText } from '../support/pdf-text';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Quantity breaks and the buyer's own prices in the cart, the inquiry, its downloads and the
// quote editor's default price (ADR 0052), over HTTP on PGlite and PostgreSQL: the range at the
// quantity and the next range's saving, a key account's 10 % list seen by that buyer only, a kept
// quote named on the line until it lapses, and the same prices stored on the inquiry's lines,
// with the product's unit of sale, so a break's range reads "100–499 sets price" for a set.

let db: TestDb;
let restoreLog: () => void;
const run = randomUUID().slice(0, 6);
/** Anna holds a 10 % customer list; Ben holds none (until a quote of his is kept). */
const buyer: Record<'anna' | 'ben', SignedInBuyer> = {} as never;
let staffHeaders: Record<string, string> = {};
/**
 * Paper lantern: $1.20 / ¥8.60 from 100 pcs, $1.10 / ¥7.90 from 500, $0.98 / ¥7.00 from 1,000. Garland: $3.50, no breaks.
 * Lantern set, sold by the set: $4.50 / ¥32 from 50 sets, $4.20 / ¥30 from 100, $3.90 / ¥28 from 500.
 */
const product = { lantern: 0, garland: 0, set: 0 };

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' }).onConflictDoNothing();
  // Inquiries send mails: none leave this test, and the mail log stays quiet.
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  buyer.anna = await signedInBuyer(db, `anna-${run}@schmidt-deko.de`, { nick: 'Anna Schmidt', companyName: 'Schmidt Deko GmbH' });
  buyer.ben = await signedInBuyer(db, `ben-${run}@partyhouse.co.uk`, { nick: 'Ben', companyName: 'Party House Ltd' });
  staffHeaders = (await signedInStaff(db, 'owner', { email: `owner-${run}@cart-prices.test` })).headers;
  const made = await db.db
    .insert(products)
    .values([
      { siteId: 38, code: `PL-${run}`, classcode: '001', name: '红色纸灯笼', nameen: 'Red paper lantern', price: 8.6, foreignprice: 1.2, moq: 100, unitCode: 'PC' },
      { siteId: 38, code: `GA-${run}`, classcode: '001', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, moq: 48, unitCode: 'PC' },
      { siteId: 38, code: `LS-${run}`, classcode: '001', name: '宫灯套装', nameen: 'Palace lantern set', price: 32, foreignprice: 4.5, moq: 50, unitCode: 'SET' },
    ])
    .returning({ id: products.id });
  [product.lantern, product.garland, product.set] = made.map((m) => m.id) as [number, number, number];
  await db.db.insert(units).values({ siteId: 38, code: 'SET', name: '套', nameen: 'set' }).onConflictDoNothing();
  await saveBreaks(db.db, 38, product.set, 'USD', [
    { minQty: 100, price: 4.2 },
    { minQty: 500, price: 3.9 },
  ]);
  await saveBreaks(db.db, 38, product.set, 'CNY', [
    { minQty: 100, price: 30 },
    { minQty: 500, price: 28 },
  ]);
  await saveBreaks(db.db, 38, product.lantern, 'USD', [
    { minQty: 500, price: 1.1 },
    { minQty: 1000, price: 0.98 },
  ]);
  await saveBreaks(db.db, 38, product.lantern, 'CNY', [
    { minQty: 500, price: 7.9 },
    { minQty: 1000, price: 7 },
  ]);
  const [list] = await db.db.insert(priceLists).values({ siteId: 38, name: 'Schmidt Deko key account', kind: 'percent', percentOff: 10 }).returning({ id: priceLists.id });
  await db.db.insert(priceListHolders).values({ listId: list!.id, customerId: buyer.anna.id });
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const headersOf = (who: SignedInBuyer) => ({ authorization: who.auth });

/** Empties the buyer's cart, puts the product in at `addNum`, and answers the line as GET /api/ShoppingCart shows it. */
async function cartLine(who: SignedInBuyer, productId: number, addNum: number, languageFlag: 0 | 1 = 1): Promise<Json> {
  await db.db.delete(cartLines).where(eq(cartLines.customerId, who.id));
  const added = await call('POST', '/api/ShoppingCart', { headers: headersOf(who), body: { list: [{ productId, addNum }] } });
  expect(added.status, added.text).toBe(200);
  const res = await call('GET', `/api/ShoppingCart?isGetAll=true&languageFlag=${languageFlag}`, { headers: headersOf(who) });
  expect(res.status, res.text).toBe(200);
  return res.body.data.list.find((l: Json) => l.productId === productId);
}

/** The rows of a downloaded Excel sheet's tab, and the index of the line table's header row. */
async function sheetRows(path: string, who: SignedInBuyer, tab: string, headerFirst: string) {
  const res = await request('GET', path, { headers: headersOf(who) });
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.getWorksheet(tab)!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { rows, header: rows.findIndex((r) => r[0] === headerFirst) };
}

describe('GET /api/ShoppingCart prices each line at its quantity', () => {
  it('prices the MOQ at the list price and names the 500 break and its saving', async () => {
    const line = await cartLine(buyer.ben, product.lantern, 100);
    expect(line.pricing).toMatchObject({ currency: 'USD', unitPrice: 1.2, publicPrice: 1.2, lineAmount: 120, source: 'list-price', quote: null });
    expect(line.pricing.ranges).toEqual([
      { fromQty: 100, toQty: 499, price: 1.2, publicPrice: 1.2, source: 'list-price', quote: null },
      { fromQty: 500, toQty: 999, price: 1.1, publicPrice: 1.1, source: 'breaks', quote: null },
      { fromQty: 1000, toQty: null, price: 0.98, publicPrice: 0.98, source: 'breaks', quote: null },
    ]);
    // The §7 fields stay as they were: the product's list price.
    expect(line.productDTO).toMatchObject({ foreignprice: 1.2, displayPrice: 1.2 });
  });

  it('keeps 499 pieces in the first range and moves 500 into the break', async () => {
    expect((await cartLine(buyer.ben, product.lantern, 499)).pricing).toMatchObject({ unitPrice: 1.2, lineAmount: 598.8, source: 'list-price' });
    expect((await cartLine(buyer.ben, product.lantern, 500)).pricing).toMatchObject({ unitPrice: 1.1, lineAmount: 550, source: 'breaks' });
    expect((await cartLine(buyer.ben, product.lantern, 1000)).pricing).toMatchObject({ unitPrice: 0.98, lineAmount: 980, source: 'breaks' });
  });

  it('prices a Chinese page in CNY from the CNY breaks', async () => {
    const line = await cartLine(buyer.ben, product.lantern, 500, 0);
    expect(line.pricing).toMatchObject({ currency: 'CNY', unitPrice: 7.9, lineAmount: 3950, source: 'breaks' });
  });

  it('re-prices a line when SetQuantity crosses a break', async () => {
    const line = await cartLine(buyer.ben, product.lantern, 499);
    const res = await call('POST', '/api/ShoppingCart/SetQuantity?languageFlag=1', { headers: headersOf(buyer.ben), body: { id: line.id, addNum: 500 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.dto.pricing).toMatchObject({ unitPrice: 1.1, lineAmount: 550, source: 'breaks' });
  });
});

describe("a buyer's own price list in the cart", () => {
  it('takes 10 % off the break price for the buyer who holds the list, the public price beside it', async () => {
    const line = await cartLine(buyer.anna, product.lantern, 500);
    expect(line.pricing).toMatchObject({ unitPrice: 0.99, publicPrice: 1.1, lineAmount: 495, source: 'customer-list' });
    expect(line.pricing.ranges.map((r: Json) => [r.fromQty, r.price, r.publicPrice])).toEqual([
      [100, 1.08, 1.2],
      [500, 0.99, 1.1],
      [1000, 0.88, 0.98],
    ]);
  });

  it('agrees with personalPrices, the one rule of every page', async () => {
    const line = await cartLine(buyer.anna, product.lantern, 750);
    const [own] = await personalPrices(db.db, 38, buyer.anna.id, [{ productId: product.lantern, quantity: 750 }], 'USD');
    expect(line.pricing.unitPrice).toBe(own!.price);
  });

  /** The guest cart's lookup of the lantern in a language: its public card. */
  const lookup = async (languageFlag: 0 | 1, who?: SignedInBuyer) => {
    const res = await call('POST', '/api/Product/ByIds', { headers: who ? headersOf(who) : {}, body: { ids: [product.lantern], languageFlag } });
    expect(res.status, res.text).toBe(200);
    return { card: res.body.data.list[0] as Json, text: res.text };
  };

  it('gives another buyer and a guest the public prices only', async () => {
    expect((await cartLine(buyer.ben, product.lantern, 500)).pricing).toMatchObject({ unitPrice: 1.1, source: 'breaks' });
    const guest = await lookup(1);
    expect(guest.card).toMatchObject({
      displayPrice: 1.2,
      currency: 'USD',
      priceBreaks: [
        { minQty: 500, price: 1.1 },
        { minQty: 1000, price: 0.98 },
      ],
    });
    expect(guest.text).not.toContain('0.99');
    // Even with Anna's session the lookup is the public answer (it is shared by every visitor).
    expect((await lookup(1, buyer.anna)).text).not.toContain('0.99');
  });

  it('answers the guest lookup in CNY with the CNY breaks', async () => {
    expect((await lookup(0)).card).toMatchObject({
      displayPrice: 8.6,
      currency: 'CNY',
      priceBreaks: [
        { minQty: 500, price: 7.9 },
        { minQty: 1000, price: 7 },
      ],
    });
  });
});

/** An inquiry of the buyer for the product at `quantity`, its quote version 1 accepted at `unitPrice` USD. */
async function acceptedQuote(who: SignedInBuyer, productId: number, quantity: number, unitPrice: number, suffix = 'Q') {
  const [order] = await db.db
    .insert(orders)
    .values({ siteId: 38, customerId: who.id, orderNo: `LT-20261205-${run.toUpperCase()}${suffix}`, acceptedVersion: 1, state: 'accepted' })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  const asked = { orderId: order!.id, productId, code: 'GA', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, addNum: quantity, moq: 48 };
  const [line] = await db.db.insert(orderLines).values(asked).returning({ id: orderLines.id });
  const terms = { currency: 'USD' as const, incoterm: 'FOB', port: 'Ningbo', paymentTerms: '30% deposit', validUntil: '2027-01-31', note: '' };
  await db.db.insert(inquiryQuotes).values({
    ...terms,
    orderId: order!.id,
    version: 1,
    lines: [{ orderLineId: line!.id, code: 'GA', unitPrice, quantity, moq: 48, leadTimeDays: 30 }],
  });
  return order!;
}

describe('an accepted quote kept as the buyer’s prices', () => {
  it('prices the next cart at the quoted price and names the quote until it lapses, then falls back', async () => {
    const order = await acceptedQuote(buyer.ben, product.garland, 480, 2.95);
    const kept = await keepQuoteAsPriceList(db.db, 38, order.id, { days: 30, staffId: null });
    const line = await cartLine(buyer.ben, product.garland, 480);
    expect(line.pricing).toMatchObject({
      unitPrice: 2.95,
      publicPrice: 3.5,
      source: 'customer-list',
      quote: { orderNo: order.orderNo, validTo: kept.validTo.toISOString() },
    });
    // Anna holds no such quote: her 10 % list prices the garland.
    expect((await cartLine(buyer.anna, product.garland, 480)).pricing).toMatchObject({ unitPrice: 3.15, quote: null });
    await db.db
      .update(priceLists)
      .set({ validFrom: new Date(Date.now() - 40 * 86_400_000), validTo: new Date(Date.now() - 1000) })
      .where(eq(priceLists.id, kept.listId));
    expect((await cartLine(buyer.ben, product.garland, 480)).pricing).toMatchObject({ unitPrice: 3.5, source: 'list-price', quote: null });
  });
});

describe('POST /api/Order/SubmitOrder keeps the applied prices', () => {
  let order: Json;

  beforeAll(async () => {
    const line = await cartLine(buyer.anna, product.lantern, 500);
    const res = await call('POST', '/api/Order/SubmitOrder', {
      headers: headersOf(buyer.anna),
      body: { cartIds: [line.id], addressId: buyer.anna.addressId, idempotencyKey: randomUUID(), language: 'en' },
    });
    expect(res.status, res.text).toBe(200);
    order = res.body.data.dto;
  });

  it('stores the buyer’s price at the quantity in both currencies, and totals them', async () => {
    const [stored] = await db.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // $1.10 − 10 % = $0.99; ¥7.90 − 10 % = ¥7.11.
    expect(stored).toMatchObject({ price: 7.11, foreignprice: 0.99, addNum: 500 });
    expect(stored!.appliedPrices).toEqual({
      CNY: { fromQty: 500, toQty: 999, publicPrice: 7.9, source: 'customer-list', quote: null },
      USD: { fromQty: 500, toQty: 999, publicPrice: 1.1, source: 'customer-list', quote: null },
    });
    expect(order).toMatchObject({ totalPrice: 3555, totalForeignPrice: 495, displayTotal: 495 });
    expect(order.listOrderDetailDTO[0]).toMatchObject({
      price: 7.11,
      foreignprice: 0.99,
      linePrice: 3555,
      lineForeignPrice: 495,
      appliedPrices: { USD: { source: 'customer-list' } },
    });
  });

  it('reads an inquiry sent before breaks with no applied prices', async () => {
    const [old] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: buyer.anna.id, orderNo: `LT-20261101-${run.toUpperCase()}O`, language: 'en' })
      .returning({ id: orders.id });
    await db.db
      .insert(orderLines)
      .values({ orderId: old!.id, productId: product.garland, code: 'GA', name: '圣诞花环', nameen: 'Christmas garland', price: 25, foreignprice: 3.5, addNum: 48, moq: 48 });
    const res = await call('GET', `/api/Order/${old!.id}?languageFlag=1`, { headers: headersOf(buyer.anna) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.dto.listOrderDetailDTO[0]).toMatchObject({ foreignprice: 3.5, lineForeignPrice: 168, appliedPrices: null });
  });

  it('prints the applied price and its basis in the Excel and PDF downloads', async () => {
    const { rows, header } = await sheetRows(`/api/Order/${order.id}/Export?format=xlsx&lang=en`, buyer.anna, 'Inquiry', 'Picture');
    expect(rows[header]![9]).toBe('Price basis');
    expect(rows[header + 1]!.slice(1)).toEqual([`PL-${run}`, 'Red paper lantern', 500, 100, 0.99, 495, expect.any(Number), expect.any(Number), 'Your price (list $1.10)']);
    const pdf = await request('GET', `/api/Order/${order.id}/Export?format=pdf&lang=en`, { headers: headersOf(buyer.anna) });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const shown of ['$0.99', '$495.00', 'Your price (list $1.10)']) expect(text).toContain(shown);
  });
});

describe('the basis of an inquiry line’s price on the order page and in the mails', () => {
  let order: Json;

  beforeAll(async () => {
    const line = await cartLine(buyer.ben, product.lantern, 600);
    const res = await call('POST', '/api/Order/SubmitOrder', {
      headers: headersOf(buyer.ben),
      body: { cartIds: [line.id], addressId: buyer.ben.addressId, idempotencyKey: randomUUID(), language: 'en' },
    });
    expect(res.status, res.text).toBe(200);
    order = res.body.data.dto;
  });

  it('answers the order page with the break that set each currency’s price', async () => {
    const page = async (languageFlag: 0 | 1) => {
      const res = await call('GET', `/api/Order/${order.id}?languageFlag=${languageFlag}`, { headers: headersOf(buyer.ben) });
      expect(res.status, res.text).toBe(200);
      return res.body.data.dto.listOrderDetailDTO[0];
    };
    const breakRange = { fromQty: 500, toQty: 999, source: 'breaks', quote: null };
    expect(await page(1)).toMatchObject({ foreignprice: 1.1, productDTO: { displayPrice: 1.1 }, appliedPrices: { USD: { ...breakRange, publicPrice: 1.1 } } });
    expect(await page(0)).toMatchObject({ price: 7.9, productDTO: { displayPrice: 7.9 }, appliedPrices: { CNY: { ...breakRange, publicPrice: 7.9 } } });
  });

  it('names the range under the line in the buyer’s mail (English) and the supplier’s (Chinese)', async () => {
    const mails = (await db.db.select().from(outbox)).filter((m) => m.subject.includes(order.orderNo));
    const toBuyer = mails.find((m) => m.toAddress === buyer.ben.email)!;
    const toSupplier = mails.find((m) => m.toAddress !== buyer.ben.email)!;
    expect(toBuyer.text).toContain('600 × $1.10 = $660.00');
    for (const body of [toBuyer.text, toBuyer.html]) expect(body).toContain('500–999 pcs price');
    for (const body of [toSupplier.text, toSupplier.html]) expect(body).toContain('500–999个价格');
  });
});

describe('an inquiry for a product sold by the set keeps its unit', () => {
  let order: Json;

  beforeAll(async () => {
    const line = await cartLine(buyer.ben, product.set, 200);
    const res = await call('POST', '/api/Order/SubmitOrder', {
      headers: headersOf(buyer.ben),
      body: { cartIds: [line.id], addressId: buyer.ben.addressId, idempotencyKey: randomUUID(), language: 'en' },
    });
    expect(res.status, res.text).toBe(200);
    order = res.body.data.dto;
  });

  it('stores the set unit on the line and answers its name in English and in Chinese', async () => {
    const [stored] = await db.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(stored).toMatchObject({ unitCode: 'SET', addNum: 200, foreignprice: 4.2 });
    expect(order.listOrderDetailDTO[0].productDTO).toMatchObject({ unitCode: 'SET', unitName: 'set' });
    const page = async (languageFlag: 0 | 1) => {
      const res = await call('GET', `/api/Order/${order.id}?languageFlag=${languageFlag}`, { headers: headersOf(buyer.ben) });
      expect(res.status, res.text).toBe(200);
      return res.body.data.dto.listOrderDetailDTO[0].productDTO;
    };
    expect(await page(1)).toMatchObject({ unitCode: 'SET', unitName: 'set' });
    expect(await page(0)).toMatchObject({ unitCode: 'SET', unitName: '套' });
  });

  it('reads an inquiry line sent before units were kept as pieces, with no unit', async () => {
    const [old] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: buyer.ben.id, orderNo: `LT-20261102-${run.toUpperCase()}U`, language: 'en' })
      .returning({ id: orders.id });
    await db.db
      .insert(orderLines)
      .values({ orderId: old!.id, productId: product.set, code: 'LS', name: '宫灯套装', nameen: 'Palace lantern set', price: 32, foreignprice: 4.5, addNum: 50, moq: 50 });
    const res = await call('GET', `/api/Order/${old!.id}?languageFlag=1`, { headers: headersOf(buyer.ben) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.dto.listOrderDetailDTO[0].productDTO).toMatchObject({ unitCode: '', unitName: '' });
  });

  it('counts the break’s range in sets in the mails and the downloads', async () => {
    const mails = (await db.db.select().from(outbox)).filter((m) => m.subject.includes(order.orderNo));
    const toBuyer = mails.find((m) => m.toAddress === buyer.ben.email)!;
    const toSupplier = mails.find((m) => m.toAddress !== buyer.ben.email)!;
    for (const body of [toBuyer.text, toBuyer.html]) expect(body).toContain('100–499 sets price');
    for (const body of [toSupplier.text, toSupplier.html]) expect(body).toContain('100–499套价格');
    for (const [lang, tab, note] of [
      ['en', 'Inquiry', '100–499 sets price'],
      ['zh', '询价单', '100–499套价格'],
    ] as const) {
      const { rows, header } = await sheetRows(`/api/Order/${order.id}/Export?format=xlsx&lang=${lang}`, buyer.ben, tab, lang === 'en' ? 'Picture' : '图片');
      expect(rows[header + 1]![9], lang).toBe(note);
    }
  });

  it('names the unit the range counts in for the quote editor', async () => {
    const res = await call('GET', `/api/admin/inquiries/${order.id}/quote-prices?currency=USD`, { headers: staffHeaders });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.dto.lines[0]).toMatchObject({
      unitPrice: 4.2,
      basis: 'breaks',
      basisDetail: { fromQty: 100, toQty: 499, unitCode: 'SET', unitName: '套', unitNameen: 'set' },
    });
  });
});

describe('GET /api/ShoppingCart/Export prints the cart at its prices', () => {
  it('names the break range of a line in Chinese, at the CNY break price', async () => {
    await cartLine(buyer.ben, product.lantern, 600);
    const { rows, header } = await sheetRows('/api/ShoppingCart/Export?format=xlsx&lang=zh', buyer.ben, '购物车', '图片');
    expect(rows[header]![9]).toBe('价格说明');
    expect(rows[header + 1]!.slice(1, 7)).toEqual([`PL-${run}`, '红色纸灯笼', 600, 100, 7.9, 4740]);
    expect(rows[header + 1]![9]).toBe('500–999个价格');
    const pdf = await request('GET', '/api/ShoppingCart/Export?format=pdf&lang=zh', { headers: headersOf(buyer.ben) });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const shown of ['红色纸灯笼', '¥7.90', '¥4,740.00', '500–999个价格']) expect(text).toContain(shown);
  });
});

describe('GET /api/admin/inquiries/{id}/quote-prices at the line’s quantity', () => {
  async function inquiryOf(who: SignedInBuyer, quantity: number, productId = product.lantern) {
    const line = await cartLine(who, productId, quantity);
    const res = await call('POST', '/api/Order/SubmitOrder', {
      headers: headersOf(who),
      body: { cartIds: [line.id], addressId: who.addressId, idempotencyKey: randomUUID(), language: 'en' },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data.dto.id as number;
  }
  const defaults = async (id: number, currency: string) => {
    const res = await call('GET', `/api/admin/inquiries/${id}/quote-prices?currency=${currency}`, { headers: staffHeaders });
    expect(res.status, res.text).toBe(200);
    return res.body.data.dto.lines[0];
  };

  it('offers the break price at the quantity, in either currency, naming the break’s range', async () => {
    const id = await inquiryOf(buyer.ben, 1200);
    const basisDetail = { fromQty: 1000, toQty: null, list: null, quote: null };
    expect(await defaults(id, 'USD')).toMatchObject({ unitPrice: 0.98, source: 'list', basis: 'breaks', basisDetail });
    expect(await defaults(id, 'CNY')).toMatchObject({ unitPrice: 7, source: 'list', basis: 'breaks', basisDetail });
    expect((await defaults(await inquiryOf(buyer.ben, 600), 'USD')).basisDetail).toEqual({
      fromQty: 500,
      toQty: 999,
      list: null,
      quote: null,
      // The test's unit list has no PC: the code stands for its names.
      unitCode: 'PC',
      unitName: 'PC',
      unitNameen: 'PC',
    });
  });

  it('offers the buyer’s own price to the buyer who holds a list, naming the list', async () => {
    const id = await inquiryOf(buyer.anna, 600);
    expect(await defaults(id, 'USD')).toMatchObject({
      unitPrice: 0.99,
      source: 'list',
      basis: 'customer-list',
      basisDetail: { fromQty: 500, toQty: 999, list: 'Schmidt Deko key account', quote: null },
    });
  });

  it('names the kept quote a price comes from, and nothing past the list price', async () => {
    const accepted = await acceptedQuote(buyer.ben, product.garland, 480, 2.95, 'K');
    const kept = await keepQuoteAsPriceList(db.db, 38, accepted.id, { days: 30, staffId: null });
    const id = await inquiryOf(buyer.ben, 480, product.garland);
    expect(await defaults(id, 'USD')).toMatchObject({ unitPrice: 2.95, basis: 'customer-list', basisDetail: { list: null, quote: accepted.orderNo } });
    await db.db.delete(priceLists).where(eq(priceLists.id, kept.listId));
    expect(await defaults(id, 'USD')).toMatchObject({ unitPrice: 3.5, basis: 'list-price', basisDetail: null });
  });
});
