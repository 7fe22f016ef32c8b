import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, request as newRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { openGuestDrawer } from './support/guest-cart';
import { signUpByApi } from './support/sign-up';
import { OWNER } from './support/workspace';

// Quick order's preview prices a signed-in buyer's lines as the cart will (ADR 0053): a buyer
// holding a 10 % list pastes item codes and sees "Your price" at each line's quantity with the
// public price struck through and "Your price (list …)" under it, and the cart then shows the same
// price; a guest pasting the same code sees the public price and the break's range. en and zh,
// 1440 and 375 px; with SCREENSHOTS=1 the preview goes to SCREENSHOTS_DIR (docs/screenshots).

test.describe.configure({ timeout: 120_000 });

const MESSAGES = { en, zh } as const;
const SHOTS = process.env.SCREENSHOTS_DIR ?? path.resolve(__dirname, '../../docs/screenshots');
const MOQ = 60;
/** List price from the MOQ and a break from 500, in cents no seeded product has. */
const LIST = { en: 6.4, zh: 45.8 } as const;
const BREAKS = { USD: [{ minQty: 500, price: 5.9 }], CNY: [{ minQty: 500, price: 42.2 }] } as const;
/** What a guest pays and what the buyer with 10 % off pays, at the MOQ and at 600 pieces. */
const SHOWN = {
  en: { publicMoq: '$6.40', ownMoq: '$5.76', public600: '$5.90', own600: '$5.31' },
  zh: { publicMoq: '¥45.80', ownMoq: '¥41.22', public600: '¥42.20', own600: '¥37.98' },
} as const;

let CODE = '';
let productId = 0;
let staff: APIRequestContext;

async function data<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

test.beforeAll(async ({ baseURL }) => {
  CODE = `QO${randomUUID().slice(0, 6).toUpperCase()}`;
  staff = await newRequest.newContext({ baseURL });
  await data(staff.post('/api/admin/session', { data: { email: OWNER.email, password: OWNER.password } }));
  const topic = (await data<{ list: { id: number }[] }>(staff.get('/api/admin/topics'))).list[0]!;
  const product = {
    itemno: CODE,
    name: '手工藤编收纳篮（中号）',
    nameen: 'Hand-woven rattan storage basket, medium',
    topicId: topic.id,
    price: LIST.zh,
    foreignprice: LIST.en,
    moq: MOQ,
    stock: 5000,
    published: true,
  };
  productId = (await data<{ dto: { id: number } }>(staff.post('/api/admin/products', { data: product }))).dto.id;
  for (const [currency, breaks] of Object.entries(BREAKS)) await data(staff.put(`/api/admin/price-breaks/${productId}`, { data: { currency, breaks } }));
});

// The basket has no picture: it leaves the catalogue after the run, so specs reading the newest products find seeded ones.
test.afterAll(async () => {
  if (productId !== 0) await data(staff.delete(`/api/admin/products/${productId}`));
  await staff.dispose();
});

/** A buyer signed in in this page's browser context, holding a 10 % list of their own. */
async function buyerWithList(page: Page) {
  const { user } = await signUpByApi(page.request, 'Ruth');
  await data(staff.post('/api/admin/price-lists', { data: { name: `Keller 10 % ${CODE}`, kind: 'percent', percentOff: 10, customerIds: [user.id] } }));
  // The browser's stored user (§3), as the sign-in dialog leaves it: what tells the page it is signed in.
  const stored = JSON.stringify({
    state: { user: { id: user.id, nick: 'Ruth', isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0, orderUnreadNum: 0 } },
    version: 0,
  });
  await page.addInitScript((value) => localStorage.setItem('user', value), stored);
}

/** SCREENSHOTS=1 writes the preview to SCREENSHOTS_DIR (after the checks that make it worth showing). */
async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

for (const { locale, prefix } of LOCALES) {
  const tb = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'priceBasis' });
  const tu = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'units' });
  const tc = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'cart' });
  const shown = SHOWN[locale];

  for (const width of [1440, 375]) {
    test(`a buyer with a 10 % list sees their own unit price in quick order's preview, the public one struck through, as the cart then does (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 800 });
      await buyerWithList(page);
      await page.goto(localized(prefix, '/cart'));
      // The cart is empty: its empty state offers quick order.
      await page.getByTestId('quick-order-open').first().click();
      const dialog = page.getByTestId('quick-order-dialog');
      const asked = page.waitForResponse((r) => r.url().includes('/api/Customer/PersonalPrices'));
      await dialog.getByTestId('quick-order-input').fill(`${CODE} 600`);
      await dialog.getByTestId('quick-order-check').click();
      const answer = await asked;
      expect(answer.url()).toContain('ranges=1');
      expect(answer.headers()['cache-control']).toContain('private');

      const row = dialog.locator(`[data-testid="quick-order-row"][data-product-id="${productId}"]`);
      await expect(row.getByTestId('quick-order-unit-price')).toHaveText(shown.own600);
      await expect(row.getByTestId('line-own-price')).toHaveText(tc('yourPrice'));
      await expect(row.getByTestId('line-public-price')).toHaveText(shown.public600);
      await expect(row.getByTestId('price-basis')).toHaveText(tb('own', { price: shown.public600 }));
      // At the MOQ the buyer's price of the first range, against the list price.
      await row.getByTestId('line-quantity-input').fill(String(MOQ));
      await expect(row.getByTestId('quick-order-unit-price')).toHaveText(shown.ownMoq);
      await expect(row.getByTestId('line-public-price')).toHaveText(shown.publicMoq);
      await expect(row.getByTestId('price-basis')).toHaveText(tb('own', { price: shown.publicMoq }));
      await row.getByTestId('line-quantity-input').fill('600');
      await expect(row.getByTestId('quick-order-unit-price')).toHaveText(shown.own600);
      await shoot(page, `quick-order-own-price-${locale}-${width}`);

      // The cart prices the added line the same.
      await dialog.getByTestId('quick-order-add').click();
      const line = page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
      await expect(line.getByTestId('line-price')).toHaveText(shown.own600);
      await expect(line.getByTestId('line-public-price')).toHaveText(shown.public600);
    });
  }

  test(`a guest pasting the same code sees the public price and the break's range (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const personal: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/Customer/PersonalPrices') && personal.push(r.url())));
    await page.goto(localized(prefix, '/new-products?page=1'));
    const drawer = await openGuestDrawer(page);
    await drawer.getByTestId('quick-order-open').click();
    await drawer.getByTestId('quick-order-input').fill(`${CODE} 600`);
    await drawer.getByTestId('quick-order-check').click();
    const row = drawer.locator(`[data-testid="quick-order-row"][data-product-id="${productId}"]`);
    await expect(row.getByTestId('quick-order-unit-price')).toHaveText(shown.public600);
    await expect(row.getByTestId('price-basis')).toHaveText(tb('breaksOpen', { from: 500, unit: tu('counted', { count: 500, unit: 'PC', name: '' }) }));
    await expect(row.getByTestId('line-own-price')).toHaveCount(0);
    await expect(row.getByTestId('line-public-price')).toHaveCount(0);
    expect(personal, 'a guest asks for no personal prices').toEqual([]);
  });
}
