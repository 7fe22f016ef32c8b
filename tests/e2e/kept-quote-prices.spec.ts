import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, request as newRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import deskEn from '../../messages/admin/desk.en.json';
import deskZh from '../../messages/admin/desk.zh.json';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { storedUser } from './support/floating';
import { pdfToPng } from './support/pdf-png';
import { signUpByApi } from './support/sign-up';
import { OWNER, signInToWorkspace } from './support/workspace';

// An accepted quote kept as the buyer's prices (ADR 0052, the desk's card of ADR 0056, "Your
// price" on pages of ADR 0053), end to end in both languages: the buyer's inquiry for a product of
// this run is quoted at 80 % of its list price in the buyer's currency and accepted; the owner keeps
// it for 30 days on the inquiry's page in the workspace; the buyer's next cart shows the quoted
// price as theirs from that quote with the list price struck through, the product page shows "Your
// price", the cart's PDF prints it; a guest sees the list price only, on the page and in the API.

test.describe.configure({ timeout: 180_000 });

const MESSAGES = { en, zh } as const;
const DESK = { en: deskEn.desk.keptPrices, zh: deskZh.desk.keptPrices } as const;
const DAYS = 30;
const MOQ = 60;
/** List prices no seeded product has, in cents, with breaks above the MOQ; the quote is 80 % of the list price. */
const LIST_CENTS = { en: 48761, zh: 341757 } as const;
const BREAKS = { USD: [{ minQty: 500, price: 455 }], CNY: [{ minQty: 500, price: 3190 }] } as const;
const CURRENCY = { en: 'USD', zh: 'CNY' } as const;

/** 80 % of the list price, exact to the four decimals a quote may carry (cents × 80 / 10,000). */
const quotedOf = (locale: 'en' | 'zh') => (LIST_CENTS[locale] * 80) / 10_000;
/** An amount in ten-thousandths, rounded half-up to cents. */
const cents = (tenThousandths: number) => Math.floor((tenThousandths + 50) / 100) / 100;
const money = (amount: number, locale: 'en' | 'zh') =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: CURRENCY[locale], minimumFractionDigits: 2 }).format(amount);

let CODE = '';
let productId = 0;

async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return answer;
}

async function data<T>(response: Promise<APIResponse>): Promise<T> {
  return ((await (await ok(response)).json()) as { data: T }).data;
}

/** The owner's API session for the file's product (the workspace sign-in's cookie). */
let staff: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  CODE = `KQ${randomUUID().slice(0, 6).toUpperCase()}`;
  staff = await newRequest.newContext({ baseURL });
  await ok(staff.post('/api/admin/session', { data: { email: OWNER.email, password: OWNER.password } }));
  const topic = (await data<{ list: { id: number }[] }>(staff.get('/api/admin/topics'))).list[0]!;
  const product = {
    itemno: CODE,
    name: '手绘陶瓷马克杯',
    nameen: 'Hand-painted ceramic mug',
    topicId: topic.id,
    price: LIST_CENTS.zh / 100,
    foreignprice: LIST_CENTS.en / 100,
    moq: MOQ,
    stock: 5000,
    published: true,
  };
  productId = (await data<{ dto: { id: number } }>(staff.post('/api/admin/products', { data: product }))).dto.id;
  for (const [currency, breaks] of Object.entries(BREAKS)) await ok(staff.put(`/api/admin/price-breaks/${productId}`, { data: { currency, breaks } }));
});

// The mug has no picture: it leaves the catalogue after the run, so specs reading the newest products find seeded ones.
test.afterAll(async () => {
  if (productId !== 0) await ok(staff.delete(`/api/admin/products/${productId}`));
  await staff.dispose();
});

/** The buyer's inquiry for MOQ mugs, in `locale`'s language, sent from the cart. */
async function submitInquiry(buyer: Page, locale: 'en' | 'zh') {
  await ok(buyer.request.post('/api/ShoppingCart', { data: { list: [{ productId, addNum: MOQ }] } }));
  await ok(
    buyer.request.post('/api/CustAddress', {
      data:
        locale === 'zh'
          ? {
              contactName: '吴经理',
              company: '宁波礼品贸易有限公司',
              phone: '+86 574 8765 4321',
              country: 'CN',
              region: '浙江省',
              city: '宁波市',
              addressLine: '鄞州区中山东路 188 号',
            }
          : { contactName: 'Ruth Keller', company: 'Keller Homewares', phone: '+1 503 555 0142', country: 'US', region: 'OR', city: 'Portland', addressLine: '820 NW Glisan St' },
    }),
  );
  const lines = (await data<{ list: { id: number; productId: number }[] }>(buyer.request.get('/api/ShoppingCart?isGetAll=true'))).list;
  const [address] = (await data<{ list: { id: number }[] }>(buyer.request.get('/api/CustAddress'))).list;
  const submitted = await data<{ dto: { id: number; orderNo: string } }>(
    buyer.request.post('/api/Order/SubmitOrder', {
      data: {
        cartIds: lines.filter((l) => l.productId === productId).map((l) => l.id),
        message: locale === 'zh' ? '请按人民币报价，年底前交货。' : 'Please quote in USD, delivery before March.',
        addressId: address!.id,
        idempotencyKey: randomUUID(),
        language: locale,
      },
    }),
  );
  return submitted.dto;
}

/** The owner's v1 of the inquiry: every line at `unitPrice` in `currency`, sent to the buyer. */
async function quoteAndSend(owner: APIRequestContext, id: number, currency: 'USD' | 'CNY', unitPrice: number) {
  const detail = await data<{ dto: { items: { id: number; addNum: number; moq: number }[] } }>(owner.get(`/api/admin/inquiries/${id}`));
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const lines = detail.dto.items.map((item) => ({ orderLineId: item.id, unitPrice, quantity: item.addNum, moq: item.moq, leadTimeDays: 35 }));
  const saved = await data<{ dto: { version: number } }>(
    owner.post(`/api/admin/inquiries/${id}/quotes`, { data: { currency, lines, incoterm: 'FOB', port: 'Ningbo', paymentTerms: '30% T/T deposit', validUntil, note: '' } }),
  );
  await ok(owner.post(`/api/admin/inquiries/${id}/quotes/${saved.dto.version}/send`));
  return saved.dto.version;
}

for (const { locale, prefix } of LOCALES) {
  const tc = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'cart' });
  const ty = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'yourPrice' });
  const desk = createTranslator({ locale, messages: { k: DESK[locale] }, namespace: 'k' });
  const quoted = quotedOf(locale);
  const quotedText = money(cents(LIST_CENTS[locale] * 80), locale);
  const publicText = money(LIST_CENTS[locale] / 100, locale);
  /** Every spelling of the quoted price a page or an answer could hold. */
  const quotedSpellings = [quotedText.replace(/^\D+/, ''), quotedText.replace(/^\D+/, '').replace(',', ''), String(quoted)];

  test(`an accepted quote kept for 30 days in the workspace prices the buyer's next cart, product page and PDF; a guest sees the list price (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const buyerContext = await browser.newContext({ baseURL });
    const ownerContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const guestContext = await browser.newContext({ baseURL });
    try {
      const buyer = await buyerContext.newPage();
      const { user } = await signUpByApi(buyer.request, locale === 'zh' ? '吴采购' : 'Ruth');
      await buyer.addInitScript((stored) => localStorage.setItem('user', stored), storedUser(user.id));
      const inquiry = await submitInquiry(buyer, locale);

      // The owner quotes 80 % of the list price in the buyer's currency; the buyer accepts.
      const owner = await ownerContext.newPage();
      await signInToWorkspace(owner, baseURL!, OWNER.email, OWNER.password, locale);
      const version = await quoteAndSend(owner.request, inquiry.id, CURRENCY[locale], quoted);
      await ok(buyer.request.post(`/api/Order/Inquiry/${inquiry.id}/Accept`, { data: { version } }));

      // In the workspace: keep it as the buyer's prices for 30 days, and see the kept list and its end.
      await owner.goto(`/admin/inquiries/${inquiry.id}`);
      await expect(owner.getByRole('button', { name: desk('keep') })).toBeVisible();
      await owner.getByTestId('kept-days').fill(String(DAYS));
      const keptAnswer = owner.waitForResponse((r) => r.url().endsWith(`/api/admin/inquiries/${inquiry.id}/kept-prices`) && r.request().method() === 'POST');
      await owner.getByTestId('keep-prices').click();
      const kept = ((await (await keptAnswer).json()) as { data: { dto: { list: { name: string; validTo: string; items: number } } } }).data.dto.list;
      const validTo = Date.parse(kept.validTo);
      // Thirty days from the click (the request took well under a minute).
      expect(Math.abs(validTo - (Date.now() + DAYS * 86_400_000))).toBeLessThan(60_000);
      const shown = owner.getByTestId('kept-prices');
      // Named in the owner's workspace language ("报价 … 第1版" in Chinese).
      await expect(shown.getByRole('link')).toHaveText(desk('listName', { orderNo: inquiry.orderNo, version }));
      const end = new Date(validTo).toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'short', timeStyle: 'short' });
      await expect(shown).toContainText(desk('until', { count: 1, date: end }));
      await expect(owner.getByTestId('keep-prices')).toHaveText(desk('again'));

      // The buyer's next cart: the quoted price, theirs from that quote, the list price struck through.
      await ok(buyer.request.post('/api/ShoppingCart', { data: { list: [{ productId, addNum: MOQ }] } }));
      await buyer.goto(localized(prefix, '/cart'));
      const line = buyer.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
      const lastDay = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'medium' }).format(new Date(validTo - 1));
      await expect(line.getByTestId('line-price')).toHaveText(quotedText);
      await expect(line.getByTestId('line-own-price')).toHaveText(tc('yourPrice'));
      await expect(line.getByTestId('line-quoted-price')).toHaveText(tc('quotedPrice', { orderNo: inquiry.orderNo, date: lastDay }));
      await expect(line.locator('s[data-testid="line-public-price"]')).toHaveText(publicText);
      const lineTotal = money(cents(LIST_CENTS[locale] * 80 * MOQ), locale);
      await expect(line.getByTestId('line-total')).toHaveText(lineTotal);

      // The cart's PDF, downloaded from the cart page, prints the quoted price and the quote it comes from.
      const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByTestId('cart-export-pdf').click()]);
      const pdf = fs.readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await pdfToPng(buyer, pdf);
      expect(text).toContain(CODE);
      expect(text).toContain(quotedText);
      expect(text).toContain(lineTotal);
      // The price's basis names the quote and its last day (the supplier's day); a narrow cell may wrap the number at its hyphens.
      const supplierDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(validTo - 1));
      const unwrapped = text.replace(/\s+/g, '');
      expect(unwrapped).toContain(inquiry.orderNo);
      expect(unwrapped).toContain(supplierDay);

      // The product page: "Your price" at the quoted price once the buyer's prices have loaded.
      const detailPath = localized(prefix, `/product-detail/${productId}`);
      await buyer.goto(detailPath);
      const detail = buyer.getByTestId('product-detail');
      await expect(detail.getByTestId('your-price')).toContainText(quotedText);
      await expect(detail.getByText(ty('label'), { exact: true })).toBeVisible();
      await expect(detail.getByTestId('your-price-was')).toHaveText(publicText);

      // A guest: the list price on the same page and in the product's API answer, never the quoted one.
      const guest = await guestContext.newPage();
      await guest.goto(detailPath);
      await guest.waitForLoadState('networkidle');
      await expect(guest.getByTestId('product-price')).toContainText(publicText);
      await expect(guest.getByTestId('your-price')).toHaveCount(0);
      const html = await guest.content();
      const answer = await (await ok(guest.request.get(`/api/Product/${productId}?languageFlag=${locale === 'zh' ? 0 : 1}`))).text();
      expect(answer).toContain(String(LIST_CENTS[locale] / 100));
      for (const spelling of quotedSpellings) {
        expect(html.includes(spelling), `the guest's page holds ${spelling}`).toBe(false);
        expect(answer.includes(spelling), `the product's API answer holds ${spelling}`).toBe(false);
      }
    } finally {
      await buyerContext.close();
      await ownerContext.close();
      await guestContext.close();
    }
  });
}
