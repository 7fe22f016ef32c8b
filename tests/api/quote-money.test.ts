import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatTotal, formatUnitPrice, quoteAmounts } from '@/lib/quote-money';
import { auditLog, cartLines, contactInfo, inquiryQuotes, orderLines, outbox, products, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call, request } from '../support/api-suite';
import { pdfText } from '../support/pdf-text';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Money in quotes (ADR 0038) over HTTP: the buyer's default currency, re-pricing from the other
// currency's list prices, the owner's exchange rate for products without one (and the rate named
// in the answer), a change of currency as a new version, the PDF and the mail printing the very
// amounts the editor computes, and the warnings a version carries.

let db: TestDb;
let restoreLog: () => void;
const run = randomUUID().slice(0, 6);
const staff: Record<'owner' | 'sales', Record<string, string>> = {} as never;
let ownerName = '';
const buyers: Record<'zh' | 'china' | 'en', SignedInBuyer> = {} as never;
/** A lantern listed at ¥12.80 / $1.80 (MOQ 500), a glass star listed in dollars only ($0.88). */
const product = { lantern: 0, star: 0 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' }).onConflictDoNothing();
  await db.db.delete(contactInfo).where(eq(contactInfo.siteId, 38));
  await db.db.insert(contactInfo).values([
    { siteId: 38, languageFlag: 1, companyname: 'Yiwu Lantern Gifts Co., Ltd.', email: 'sales@lantern-gifts.example', tel: '+86-579-8555-0123', companyaddress: 'Yiwu' },
    { siteId: 38, languageFlag: 0, companyname: '义乌市灯笼礼品有限公司', email: 'sales@lantern-gifts.example', tel: '+86-579-8555-0123', companyaddress: 'Yiwu' },
  ]);
  const owner = await signedInStaff(db, 'owner', { email: `owner-${run}@money.test` });
  staff.owner = owner.headers;
  ownerName = owner.staff.name || owner.staff.email;
  staff.sales = (await signedInStaff(db, 'sales', { email: `sales-${run}@money.test` })).headers;
  buyers.zh = await signedInBuyer(db, `zh-${run}@buyer.example`, { language: 'zh', nick: '王经理', companyName: '上海礼品贸易有限公司', country: 'DE' });
  buyers.china = await signedInBuyer(db, `cn-${run}@buyer.example`, { language: 'en', nick: 'Li', companyName: 'Shenzhen Import', country: 'CN' });
  buyers.en = await signedInBuyer(db, `en-${run}@buyer.example`, { language: 'en', nick: 'Anna', companyName: 'Hamburg Deko GmbH', country: 'DE' });
  const [lantern] = await db.db
    .insert(products)
    .values({ siteId: 38, code: `LT-${run}`, classcode: '001', name: '红色宫灯', nameen: 'Red palace lantern', price: 12.8, foreignprice: 1.8, moq: 500 })
    .returning();
  const [star] = await db.db
    .insert(products)
    .values({ siteId: 38, code: `ST-${run}`, classcode: '001', name: '玻璃星星', nameen: 'Glass star', price: 0, foreignprice: 0.88, moq: 100 })
    .returning();
  product.lantern = lantern!.id;
  product.star = star!.id;
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string, body?: unknown) => call('POST', path, { headers, body: body ?? {} }),
  put: (path: string, body?: unknown) => call('PUT', path, { headers, body: body ?? {} }),
});
const owner = () => as(staff.owner);

/** The buyer's inquiry of 600 lanterns and 240 stars: its id and its lines' ids. */
async function inquiry(who: keyof typeof buyers) {
  const buyer = buyers[who];
  const cart = await db.db
    .insert(cartLines)
    .values([
      { siteId: 38, customerId: buyer.id, productId: product.lantern, addNum: 600 },
      { siteId: 38, customerId: buyer.id, productId: product.star, addNum: 240 },
    ])
    .returning();
  const answer = await call('POST', '/api/Order/SubmitOrder', {
    headers: { authorization: buyer.auth },
    body: { cartIds: cart.map((l) => l.id), addressId: buyer.addressId, idempotencyKey: randomUUID(), message: '请报人民币价' },
  });
  expect(answer.status, answer.text).toBe(200);
  const id = answer.body.data.dto.id as number;
  const lines = await db.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { id, lantern: lines.find((l) => l.productId === product.lantern)!.id, star: lines.find((l) => l.productId === product.star)!.id };
}

const prices = async (id: number, currency?: string) => {
  const res = await owner().get(`/api/admin/inquiries/${id}/quote-prices${currency ? `?currency=${currency}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.dto;
};

const terms = { incoterm: 'FOB', port: 'Ningbo', paymentTerms: '30% deposit', note: '' };

describe('GET /api/admin/inquiries/{id}/quote-prices', () => {
  it('answers CNY for a buyer writing in Chinese, at the catalogue’s CNY list price', async () => {
    const { id, lantern } = await inquiry('zh');
    const answer = await prices(id);
    expect(answer).toMatchObject({ currency: 'CNY', defaultCurrency: 'CNY' });
    expect(answer.lines.find((l: { orderLineId: number }) => l.orderLineId === lantern)).toEqual({
      orderLineId: lantern,
      unitPrice: 12.8,
      source: 'list',
      basis: 'list-price',
      basisDetail: null,
    });
  });

  it('answers CNY for a delivery address in China, and USD for anyone else', async () => {
    expect((await prices((await inquiry('china')).id)).currency).toBe('CNY');
    expect((await prices((await inquiry('en')).id)).currency).toBe('USD');
  });

  it('re-prices from the USD list price when staff switch a Chinese buyer’s quote to USD', async () => {
    const { id, lantern, star } = await inquiry('zh');
    const answer = await prices(id, 'USD');
    expect(answer).toMatchObject({ currency: 'USD', defaultCurrency: 'CNY', rate: null });
    expect(answer.lines).toEqual([
      { orderLineId: lantern, unitPrice: 1.8, source: 'list', basis: 'list-price', basisDetail: null },
      { orderLineId: star, unitPrice: 0.88, source: 'list', basis: 'list-price', basisDetail: null },
    ]);
  });

  it('converts a product with no CNY list price at the owner’s rate, and names the rate', async () => {
    const { id, star } = await inquiry('zh');
    // No rate yet: no price to offer, staff type it.
    const before = await prices(id, 'CNY');
    expect(before.lines.find((l: { orderLineId: number }) => l.orderLineId === star)).toEqual({
      orderLineId: star,
      unitPrice: null,
      source: 'none',
      basis: 'list-price',
      basisDetail: null,
    });
    expect(before.rate).toBeNull();
    const set = await owner().put('/api/admin/exchange-rate', { cnyPerUsd: '7.18' });
    expect(set.status, set.text).toBe(200);
    const after = await prices(id, 'CNY');
    // $0.88 × 7.18 = ¥6.3184
    expect(after.lines.find((l: { orderLineId: number }) => l.orderLineId === star)).toEqual({
      orderLineId: star,
      unitPrice: 6.3184,
      source: 'rate',
      basis: 'list-price',
      basisDetail: null,
    });
    expect(after.rate).toMatchObject({ cnyPerUsd: '7.180000', setByName: ownerName });
    expect(Date.parse(after.rate.setAt)).not.toBeNaN();
  });

  it('answers 400 naming currency for a currency the desk does not quote in, 401 without a session', async () => {
    const { id } = await inquiry('en');
    const bad = await owner().get(`/api/admin/inquiries/${id}/quote-prices?currency=EUR`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('currency');
    expect((await call('GET', `/api/admin/inquiries/${id}/quote-prices`)).status).toBe(401);
  });
});

describe('PUT /api/admin/exchange-rate', () => {
  it('is the owner’s: a sales member is refused, and reads the rate only where it is used', async () => {
    expect((await as(staff.sales).put('/api/admin/exchange-rate', { cnyPerUsd: '1' })).status).toBe(403);
    expect((await as(staff.sales).get('/api/admin/exchange-rate')).status).toBe(403);
  });

  it('refuses a rate that is not a positive decimal, naming cnyPerUsd, and writes nothing', async () => {
    const before = (await owner().get('/api/admin/exchange-rate')).body.data.dto;
    for (const cnyPerUsd of ['abc', '0', '-7.1', '7.1234567', '']) {
      const res = await owner().put('/api/admin/exchange-rate', { cnyPerUsd });
      expect(res.status, cnyPerUsd).toBe(400);
      expect(res.text).toContain('cnyPerUsd');
    }
    expect((await owner().get('/api/admin/exchange-rate')).body.data.dto).toEqual(before);
  });

  it('keeps each rate with when and who, newest first, and audits the change', async () => {
    await owner().put('/api/admin/exchange-rate', { cnyPerUsd: '7.2' });
    const answer = (await owner().put('/api/admin/exchange-rate', { cnyPerUsd: '7.25' })).body.data.dto;
    expect(answer.current).toMatchObject({ cnyPerUsd: '7.250000', setByName: ownerName });
    expect(answer.history.slice(0, 2).map((r: { cnyPerUsd: string }) => r.cnyPerUsd)).toEqual(['7.250000', '7.200000']);
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, 'exchange-rate.set')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ before: { cnyPerUsd: '7.200000' }, after: { cnyPerUsd: '7.250000' } });
    await owner().put('/api/admin/exchange-rate', { cnyPerUsd: '7.18' });
  });
});

describe('a quote’s currency and versions', () => {
  it('makes a new version when staff change the currency of a saved quote; the earlier one keeps its currency and prices', async () => {
    const { id, lantern, star } = await inquiry('zh');
    const lines = (lanternPrice: number, starPrice: number) => [
      { orderLineId: lantern, unitPrice: lanternPrice, quantity: 600, moq: 500, leadTimeDays: 30 },
      { orderLineId: star, unitPrice: starPrice, quantity: 240, moq: 100, leadTimeDays: 30 },
    ];
    const v1 = await owner().post(`/api/admin/inquiries/${id}/quotes`, { currency: 'CNY', lines: lines(12.8, 6.3184), validUntil: day(14), ...terms });
    expect(v1.status, v1.text).toBe(200);
    const usd = await prices(id, 'USD');
    const v2 = await owner().post(`/api/admin/inquiries/${id}/quotes`, {
      currency: 'USD',
      lines: lines(usd.lines[0].unitPrice, usd.lines[1].unitPrice),
      validUntil: day(14),
      ...terms,
    });
    expect(v2.status, v2.text).toBe(200);
    expect(v2.body.data.dto).toMatchObject({ version: 2, currency: 'USD' });
    const detail = (await owner().get(`/api/admin/inquiries/${id}`)).body.data.dto;
    expect(detail.quotes.map((q: { version: number; currency: string; lines: { unitPrice: number }[] }) => [q.version, q.currency, q.lines.map((l) => l.unitPrice)])).toEqual([
      [1, 'CNY', [12.8, 6.3184]],
      [2, 'USD', [1.8, 0.88]],
    ]);
    // And no statement can relabel a saved version's money.
    await expect(
      db.db
        .update(inquiryQuotes)
        .set({ currency: 'USD' })
        .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, 1))),
    ).rejects.toThrow();
  });

  it('refuses a unit price with more than four decimals, naming the line', async () => {
    const { id, lantern, star } = await inquiry('en');
    const res = await owner().post(`/api/admin/inquiries/${id}/quotes`, {
      currency: 'USD',
      lines: [
        { orderLineId: lantern, unitPrice: 1.80001, quantity: 600, moq: 500, leadTimeDays: 30 },
        { orderLineId: star, unitPrice: 0.875, quantity: 240, moq: 100, leadTimeDays: 30 },
      ],
      validUntil: day(14),
      ...terms,
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('lines.0.unitPrice');
  });
});

/** The PDF the staff preview draws of a version, as text. */
async function pdfOf(id: number, version: number, lang: 'en' | 'zh') {
  const res = await request('GET', `/api/admin/inquiries/${id}/quotes/${version}/pdf?lang=${lang}`, { headers: staff.owner });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe('the PDF and the mail print the editor’s numbers', () => {
  for (const [name, currency, lantern, star] of [
    ['a yuan list price (¥12.80 × 600) and a converted one (¥6.3184 × 240)', 'CNY', 12.8, 6.3184],
    ['3 × 33.33 style prices that floats get wrong', 'USD', 33.33, 0.0125],
    ['0.1 + 0.2', 'USD', 0.1, 0.2],
  ] as const) {
    it(`with ${name}`, async () => {
      const who = currency === 'CNY' ? 'zh' : 'en';
      const ids = await inquiry(who);
      const lines = [
        { orderLineId: ids.lantern, unitPrice: lantern, quantity: currency === 'CNY' ? 600 : lantern === 0.1 ? 1 : 3, moq: 1, leadTimeDays: 30 },
        { orderLineId: ids.star, unitPrice: star, quantity: currency === 'CNY' ? 240 : lantern === 0.1 ? 1 : 7, moq: 1, leadTimeDays: 30 },
      ];
      const saved = await owner().post(`/api/admin/inquiries/${ids.id}/quotes`, { currency, lines, validUntil: day(14), ...terms });
      expect(saved.status, saved.text).toBe(200);
      expect((await owner().post(`/api/admin/inquiries/${ids.id}/quotes/1/send`)).status).toBe(200);
      // What the editor shows: the shared rule over the same lines.
      const amounts = quoteAmounts(lines);
      const shown = [...lines.map((l) => formatUnitPrice(l.unitPrice)), ...amounts.lines.map(formatCents), formatTotal(currency, amounts.total)];
      const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, buyers[who].email)).orderBy(desc(outbox.id)).limit(1);
      const pdf = await pdfOf(ids.id, 1, who === 'zh' ? 'zh' : 'en');
      for (const text of shown) {
        expect(pdf, text).toContain(text);
        expect(mail!.text, text).toContain(text);
      }
      if (currency === 'CNY') expect(shown).toEqual(['12.80', '6.3184', '7,680.00', '1,516.42', 'CNY 9,196.42']);
      else if (lantern === 33.33) expect(shown).toEqual(['33.33', '0.0125', '99.99', '0.09', 'USD 100.08']);
      else expect(shown).toEqual(['0.10', '0.20', '0.10', '0.20', 'USD 0.30']);
      expect(mail!.text).not.toContain('CNY 1.80');
    });
  }
});

describe('quote warnings', () => {
  it('answers a quantity below the quoted MOQ, a missing lead time, with the version (staff only)', async () => {
    const { id, lantern, star } = await inquiry('en');
    const saved = await owner().post(`/api/admin/inquiries/${id}/quotes`, {
      currency: 'USD',
      lines: [
        { orderLineId: lantern, unitPrice: 1.8, quantity: 300, moq: 500, leadTimeDays: 30 },
        { orderLineId: star, unitPrice: 0.875, quantity: 240, moq: 100, leadTimeDays: 0 },
      ],
      validUntil: day(14),
      ...terms,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.dto.warnings).toEqual([
      { code: 'belowMoq', line: 0, quantity: 300, moq: 500 },
      { code: 'noLeadTime', line: 1 },
    ]);
    // A warning asks, it never refuses: the version goes out when staff send it.
    const sent = await owner().post(`/api/admin/inquiries/${id}/quotes/1/send`);
    expect(sent.status, sent.text).toBe(200);
    const buyerView = await call('GET', `/api/Order/Inquiry/${id}`, { headers: { authorization: buyers.en.auth } });
    expect(buyerView.status).toBe(200);
    expect(buyerView.text).not.toContain('belowMoq');
  });
});
