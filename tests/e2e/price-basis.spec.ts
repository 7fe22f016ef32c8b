import { randomUUID } from 'node:crypto';
import { expect, request as newRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { PORTLAND_ADDRESS, submitInquiryByApi } from './support/inquiry-setup';
import { mailAbout } from './support/mailbox';
import { signUpByApi } from './support/sign-up';
import { OWNER } from './support/workspace';

// How a line's price was set (ADR 0054) where the buyer orders beyond the cart, in both languages
// at 1440 and 375 px: quick order's preview prices a product with quantity breaks at the typed
// quantity and names the break's range; the inquiry sent at that quantity names it again on the
// buyer's inquiry page and in the confirmation mail. The range counts in the product's unit of
// sale: pieces for the mug, sets for a product sold by the set.

test.describe.configure({ timeout: 120_000 });

const MESSAGES = { en, zh } as const;
const MOQ = 60;
/** A product of this run: list price from the MOQ, breaks from 500 and 1,000 in both currencies. */
const LIST = { en: 4.87, zh: 34.17 } as const;
const BREAKS = {
  USD: [
    { minQty: 500, price: 4.55 },
    { minQty: 1000, price: 4.2 },
  ],
  CNY: [
    { minQty: 500, price: 31.9 },
    { minQty: 1000, price: 29.5 },
  ],
} as const;
const AT_600 = { en: '$4.55', zh: '¥31.90' } as const;
const MAIL_BASIS = { en: '500–999 pcs price', zh: '500–999个价格' } as const;
/** The same range for the set product, in the words of the seeded unit list (SET: 套 / Set). */
const SET_BASIS = { en: '500–999 sets price', zh: '500–999套价格' } as const;

let CODE = '';
let productId = 0;
/** A product of this run sold by the set, with the mug's prices and breaks. */
let setId = 0;
let staff: APIRequestContext;

async function data<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

test.beforeAll(async ({ baseURL }) => {
  CODE = `PB${randomUUID().slice(0, 6).toUpperCase()}`;
  staff = await newRequest.newContext({ baseURL });
  await data(staff.post('/api/admin/session', { data: { email: OWNER.email, password: OWNER.password } }));
  const topic = (await data<{ list: { id: number }[] }>(staff.get('/api/admin/topics'))).list[0]!;
  const product = {
    itemno: CODE,
    name: '手绘陶瓷马克杯（大号，礼盒装）',
    nameen: 'Hand-painted ceramic mug, large, in a gift box',
    topicId: topic.id,
    price: LIST.zh,
    foreignprice: LIST.en,
    moq: MOQ,
    stock: 5000,
    published: true,
  };
  productId = (await data<{ dto: { id: number } }>(staff.post('/api/admin/products', { data: product }))).dto.id;
  const set = { ...product, itemno: `${CODE}S`, name: '手绘陶瓷马克杯四件套', nameen: 'Hand-painted ceramic mugs, set of four', unitCode: 'SET' };
  setId = (await data<{ dto: { id: number } }>(staff.post('/api/admin/products', { data: set }))).dto.id;
  for (const id of [productId, setId])
    for (const [currency, breaks] of Object.entries(BREAKS)) await data(staff.put(`/api/admin/price-breaks/${id}`, { data: { currency, breaks } }));
});

// The mug has no picture: it leaves the catalogue after the run, so specs reading the newest products find seeded ones.
test.afterAll(async () => {
  for (const id of [productId, setId]) if (id !== 0) await data(staff.delete(`/api/admin/products/${id}`));
  await staff.dispose();
});

/** A signed-in buyer on the page (the session cookie in its context, the stored user the header reads). */
async function signedIn(page: Page, prefix: string) {
  const { email, user } = await signUpByApi(page.request, 'Hedy');
  await page.goto(localized(prefix, '/about'));
  await page.evaluate(
    (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } }, version: 0 })),
    { id: user.id, nick: user.nick, email },
  );
  return email;
}

/** An inquiry of `quantity` of one product, sent from the cart with nothing else in it. */
function submitInquiry(page: Page, locale: 'en' | 'zh', quantity: number, product: number) {
  return submitInquiryByApi(page.request, {
    cart: [{ productId: product, addNum: quantity }],
    address: PORTLAND_ADDRESS,
    language: locale,
    send: (lines) => lines.filter((line) => line.productId === product),
  });
}

for (const { locale, prefix } of LOCALES) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  /** A break's range as the pages write it, counted in pieces (the mug's unit). */
  const inPieces = (from: number, to: number | null) => {
    const unit = t('units.counted', { count: to ?? from, unit: 'PC', name: '' });
    return to === null ? t('priceBasis.breaksOpen', { from, unit }) : t('priceBasis.breaks', { from, to, unit });
  };
  for (const width of [1440, 375]) {
    test(`the price basis in quick order's preview, on the inquiry page and in the mail (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 800 });
      const email = await signedIn(page, prefix);

      await page.goto(localized(prefix, '/cart'));
      // The cart is empty: its empty state offers quick order.
      await page.getByTestId('quick-order-open').first().click();
      const dialog = page.getByTestId('quick-order-dialog');
      await dialog.getByTestId('quick-order-input').fill(`${CODE} 600`);
      await dialog.getByTestId('quick-order-check').click();
      const row = dialog.locator(`[data-testid="quick-order-row"][data-product-id="${productId}"]`);
      await expect(row.getByTestId('quick-order-unit-price')).toHaveText(AT_600[locale]);
      await expect(row.getByTestId('price-basis')).toHaveText(inPieces(500, 999));
      // A quantity in the next range names that one at once.
      await row.getByTestId('line-quantity-input').fill('1200');
      await expect(row.getByTestId('price-basis')).toHaveText(inPieces(1000, null));
      // At the MOQ the list price applies, with nothing to name.
      await row.getByTestId('line-quantity-input').fill(String(MOQ));
      await expect(row.getByTestId('price-basis')).toHaveCount(0);

      const orderNo = await submitInquiry(page, locale, 600, productId);
      await page.goto(localized(prefix, '/order'));
      const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
      await expect(card.getByTestId('order-line').getByTestId('price-basis')).toHaveText(inPieces(500, 999));
      await expect(card.getByTestId('order-line-qty')).toHaveText(locale === 'zh' ? '600个' : '600 pieces');
      expect(inPieces(500, 999)).toBe(MAIL_BASIS[locale]);
      expect((await mailAbout(email, orderNo)).text).toContain(MAIL_BASIS[locale]);
    });
  }

  test(`a product sold by the set counts its range in sets on the inquiry page and in the mail (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = await signedIn(page, prefix);
    const orderNo = await submitInquiry(page, locale, 600, setId);
    await page.goto(localized(prefix, '/order'));
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await expect(card.getByTestId('order-line').getByTestId('price-basis')).toHaveText(SET_BASIS[locale]);
    // The quantity beside the unit price names the unit too: 600 sets, not a bare 600.
    await expect(card.getByTestId('order-line-qty')).toHaveText(locale === 'zh' ? '600套' : '600 sets');
    expect((await mailAbout(email, orderNo)).text).toContain(SET_BASIS[locale]);
  });
}
