import { randomUUID } from 'node:crypto';
import { expect, request as newRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';
import { OWNER } from './support/workspace';

// A buyer holding a 10 % price list sees "Your price" with the public price struck through on a
// list page and on the product page, in both languages (ADR 0053); a guest on the same pages
// sees the public price only. The pages themselves stay shared: the page-cache entry the buyer's
// visit fills is what a guest and another buyer get, and none of them holds the buyer's price.

test.describe.configure({ timeout: 180_000 });

// Cents no seeded or imported product has, so the buyer's price cannot appear by chance.
const PRICES = {
  en: { public: '$913.37', own: '$822.03', label: 'Your price', absent: ['822.03'] },
  zh: { public: '¥6,271.19', own: '¥5,644.07', label: '您的价格', absent: ['5,644.07', '5644.07'] },
} as const;

/** A new product per worker: its code and its search are seen by no other spec (a worker may run beforeAll again). */
let CODE = '';
let productId = 0;
let topicCode = '';
let staff: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  CODE = `PP${randomUUID().slice(0, 6).toUpperCase()}`;
  staff = await newRequest.newContext({ baseURL });
  const signedIn = await staff.post('/api/admin/session', { data: { email: OWNER.email, password: OWNER.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const topic = ((await (await staff.get('/api/admin/topics')).json()) as { data: { list: TopicRow[] } }).data.list[0]!;
  topicCode = topic.code;
  const created = await staff.post('/api/admin/products', {
    data: {
      itemno: CODE,
      name: '手工圣诞花环',
      nameen: 'Handmade Christmas wreath',
      topicId: topic.id,
      price: 6271.19,
      foreignprice: 913.37,
      moq: 60,
      stock: 500,
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  productId = ((await created.json()) as { data: { dto: { id: number } } }).data.dto.id;
});

test.afterAll(() => staff.dispose());

/** A buyer signed in in this page's browser context, holding a 10 % list of their own. */
async function buyerWithList(page: Page) {
  const { user } = await signUpByApi(page.request, 'Anna');
  const list = await staff.post('/api/admin/price-lists', { data: { name: `Schmidt 10 % ${CODE}`, kind: 'percent', percentOff: 10, customerIds: [user.id] } });
  expect(list.status(), await list.text()).toBe(200);
  // The browser's stored user (§3), as the sign-in dialog leaves it: what tells the page it is signed in.
  const stored = JSON.stringify({
    state: { user: { id: user.id, nick: 'Anna', isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0, orderUnreadNum: 0 } },
    version: 0,
  });
  await page.addInitScript((value) => localStorage.setItem('user', value), stored);
  return user;
}

/** The page's HTML with the nonce of its rendering blanked (each rendering draws its own). */
async function withoutNonce(response: APIResponse) {
  expect(response.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  return nonce ? html.split(nonce).join('NONCE') : html;
}

for (const { locale, prefix } of LOCALES) {
  const price = PRICES[locale];
  const listPath = () => localized(prefix, `/products?keyword=${CODE}&page=1`);
  const detailPath = () => localized(prefix, `/product-detail/${productId}`);

  test(`a buyer with a 10 % list sees "Your price" on a list and the product page; a guest does not (${locale})`, async ({ page, browser, baseURL }) => {
    await buyerWithList(page);

    // The buyer's visit is the first of these pages (a new product, a new search): it fills the
    // page cache, and a guest and another buyer then get the same page, without the buyer's price.
    const guest = await newRequest.newContext({ baseURL });
    const other = await newRequest.newContext({ baseURL });
    try {
      await signUpByApi(other, 'Li');
      for (const path of [listPath(), detailPath()]) {
        const buyers = await withoutNonce(await page.request.get(path));
        expect(buyers).toContain(price.public);
        for (const [who, context] of [
          ['guest', guest],
          ['another buyer', other],
        ] as const) {
          expect(await withoutNonce(await context.get(path)), `${path} for ${who}`).toBe(buyers);
        }
      }
      const shared = [localized(prefix, '/'), listPath(), detailPath(), localized(prefix, `/products?code=${topicCode}&page=1`), localized(prefix, '/new-products?page=1')];
      for (const path of shared) {
        for (const context of [guest, other, page.request]) {
          const html = await (await context.get(path)).text();
          for (const spelling of price.absent) expect(html.includes(spelling), `${path} holds ${spelling}`).toBe(false);
        }
      }
    } finally {
      await guest.dispose();
      await other.dispose();
    }

    // The buyer's browser: one private answer fills the card and the product page.
    const asked = page.waitForResponse((r) => r.url().includes('/api/Customer/PersonalPrices'));
    await page.goto(listPath());
    expect((await asked).headers()['cache-control']).toContain('private');
    const card = page.getByTestId('product-card').filter({ hasText: CODE });
    await expect(card.getByTestId('your-price')).toHaveText(price.own);
    await expect(card.getByText(price.label, { exact: true })).toBeVisible();
    await expect(card.locator('s')).toContainText(price.public);
    await expect(card.getByTestId('card-price')).toBeHidden();

    await page.goto(detailPath());
    const detail = page.getByTestId('product-detail');
    await expect(detail.getByTestId('your-price')).toContainText(price.own);
    await expect(detail.getByText(price.label, { exact: true })).toBeVisible();
    await expect(detail.locator('s')).toHaveText(price.public);
    await expect(detail.getByTestId('product-price')).toBeHidden();

    // A guest on the same pages: the public price, no "Your price", and no personal request at all.
    const guestPage = await browser.newPage();
    try {
      const personal: string[] = [];
      guestPage.on('request', (r) => {
        if (r.url().includes('/api/Customer/PersonalPrices')) personal.push(r.url());
      });
      for (const path of [listPath(), detailPath()]) {
        await guestPage.goto(path);
        await guestPage.waitForLoadState('networkidle');
        await expect(guestPage.getByTestId(path.includes('product-detail') ? 'product-price' : 'card-price').first()).toContainText(price.public);
        await expect(guestPage.getByTestId('your-price')).toHaveCount(0);
        await expect(guestPage.getByText(price.label, { exact: true })).toHaveCount(0);
      }
      expect(personal).toEqual([]);
    } finally {
      await guestPage.close();
    }
  });
}
