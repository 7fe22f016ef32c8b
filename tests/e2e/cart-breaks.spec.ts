import path from 'node:path';
import { request as newRequest, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { test, expect } from './support/a11y-fixtures';
import { storedUser } from './support/floating';
import { money, openGuestDrawer, setGuestCart, VIEWPORTS } from './support/guest-cart';
import { signUpByApi } from './support/sign-up';
import { OWNER } from './support/workspace';

// Quantity breaks and the buyer's own prices in the cart (ADR 0052). The owner lists a paper
// lantern at $1.20 / ¥8.60 from 100 pieces with breaks at 500 and 1,000 through the workspace's
// API. A guest puts 100 in the cart: the drawer names the first range and what 500 would save;
// typing 500 moves the line into the next range, its price, the saving of 1,000 and the total.
// A buyer holding a 10 % list sees "Your price" on /cart with the public price struck through.
// Both locales, 1440 and 375 px; with SCREENSHOTS=1 the PNGs go to docs/screenshots/.

test.describe.configure({ timeout: 180_000 });

const MESSAGES = { en, zh } as const;
const SHOTS = path.resolve(__dirname, '../../docs/screenshots');
const tag = Date.now().toString(36);
/** USD and CNY: list price from the MOQ, then the breaks at 500 and 1,000. */
const PRICES = {
  en: { list: 1.2, breaks: [1.1, 0.98] },
  zh: { list: 8.6, breaks: [7.9, 7] },
} as const;
let productId = 0;

/** The owner's API session (the workspace sign-in's cookie). */
async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const owner = await newRequest.newContext({ baseURL });
  const signedIn = await owner.post('/api/admin/session', { data: { email: OWNER.email, password: OWNER.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return owner;
}

async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return answer;
}

test.beforeAll(async ({ baseURL }) => {
  const owner = await ownerApi(baseURL!);
  try {
    const topics = (await (await ok(owner.get('/api/admin/topics'))).json()) as { data: { list: { id: number }[] } };
    const created = await ok(
      owner.post('/api/admin/products', {
        data: {
          itemno: `BRK-${tag}`,
          name: '红色纸灯笼',
          nameen: 'Red paper lantern',
          topicId: topics.data.list[0]!.id,
          price: PRICES.zh.list,
          foreignprice: PRICES.en.list,
          moq: 100,
          pcsPerCarton: 100,
          cartonLengthCm: 60,
          cartonWidthCm: 40,
          cartonHeightCm: 50,
          grossWeightKg: 9,
          stock: 20000,
          published: true,
        },
      }),
    );
    productId = ((await created.json()) as { data: { dto: { id: number } } }).data.dto.id;
    for (const [currency, prices] of [
      ['USD', PRICES.en],
      ['CNY', PRICES.zh],
    ] as const) {
      const breaks = [
        { minQty: 500, price: prices.breaks[0] },
        { minQty: 1000, price: prices.breaks[1] },
      ];
      await ok(owner.put(`/api/admin/price-breaks/${productId}`, { data: { currency, breaks } }));
    }
  } finally {
    await owner.dispose();
  }
});

// The lantern has no picture: it leaves the catalogue after the run, so the specs that read the
// newest products (and their pictures) find seeded ones again.
test.afterAll(async ({ baseURL }) => {
  if (productId === 0) return;
  const owner = await ownerApi(baseURL!);
  try {
    await ok(owner.delete(`/api/admin/products/${productId}`));
  } finally {
    await owner.dispose();
  }
});

/** SCREENSHOTS=1 writes the page to docs/screenshots/ (after the checks that make it worth showing). */
async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

for (const { locale, prefix } of LOCALES) {
  const tc = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'cart' });
  const tu = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'units' });
  const pieces = (count: number) => tu('quantity', { count, unit: 'PC', name: '' });
  const price = (amount: number) => money(amount, locale);
  const { list, breaks } = PRICES[locale];
  /** What a line of `quantity` at `unit` saves when ordered at the next range's first quantity. */
  const saving = (unit: number, next: number, nextUnit: number) => price(next * unit - next * nextUnit);

  for (const viewport of VIEWPORTS) {
    test.describe(`cart quantity breaks (${locale}, ${viewport.name} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test(`a guest's line names its range and the next range's saving, and moves into the break as the quantity passes 500 (${locale}, ${viewport.name})`, async ({ page }) => {
        await page.goto(localized(prefix, '/products?page=1'));
        await setGuestCart(page, [{ productId, addNum: 100 }]);
        const drawer = await openGuestDrawer(page);
        const line = drawer.locator(`[data-testid="drawer-line"][data-product-id="${productId}"]`);
        await expect(line.getByTestId('drawer-line-price')).toHaveText(price(list));
        await expect(line.getByTestId('line-price-range')).toHaveText(tc('priceRange', { from: 100, upTo: pieces(499), price: price(list) }));
        await expect(line.getByTestId('line-next-saving')).toHaveText(tc('nextRange', { quantity: pieces(500), price: price(breaks[0]), saving: saving(list, 500, breaks[0]) }));
        await expect(drawer.getByTestId('drawer-total')).toHaveText(price(100 * list));

        await line.getByTestId('line-quantity-input').fill('499');
        await expect(line.getByTestId('line-price-range')).toHaveText(tc('priceRange', { from: 100, upTo: pieces(499), price: price(list) }));
        await line.getByRole('button', { name: tc('increase') }).click();
        await expect(line.getByTestId('line-quantity-input')).toHaveValue('500');
        await expect(line.getByTestId('drawer-line-price')).toHaveText(price(breaks[0]));
        await expect(line.getByTestId('line-price-range')).toHaveText(tc('priceRange', { from: 500, upTo: pieces(999), price: price(breaks[0]) }));
        await expect(line.getByTestId('line-next-saving')).toHaveText(
          tc('nextRange', { quantity: pieces(1000), price: price(breaks[1]), saving: saving(breaks[0], 1000, breaks[1]) }),
        );
        await expect(line.getByTestId('drawer-line-total')).toHaveText(price(500 * breaks[0]));
        await expect(drawer.getByTestId('drawer-total')).toHaveText(price(500 * breaks[0]));
        await shoot(page, `cart-breaks-guest-${locale}-${viewport.name}`);

        // The last range is open and has nothing further to save.
        await line.getByTestId('line-quantity-input').fill('1200');
        await expect(line.getByTestId('line-price-range')).toHaveText(tc('priceRangeOpen', { from: pieces(1000), price: price(breaks[1]) }));
        await expect(line.getByTestId('line-next-saving')).toHaveCount(0);
        await expect(drawer.getByTestId('drawer-total')).toHaveText(price(1200 * breaks[1]));
      });

      test(`a buyer holding a 10 % list sees "Your price" with the public price struck through, in the line and the total (${locale}, ${viewport.name})`, async ({
        page,
        baseURL,
      }) => {
        const { user } = await signUpByApi(page.request, locale === 'zh' ? '陈采购' : 'Greta');
        const owner = await ownerApi(baseURL!);
        try {
          await ok(owner.post('/api/admin/price-lists', { data: { name: `Key account ${tag} ${user.id}`, kind: 'percent', percentOff: 10, customerIds: [user.id] } }));
        } finally {
          await owner.dispose();
        }
        await ok(page.request.post('/api/ShoppingCart', { data: { list: [{ productId, addNum: 500 }] } }));
        await page.addInitScript((stored) => localStorage.setItem('user', stored), storedUser(user.id));
        await page.goto(localized(prefix, '/cart'));
        const line: Locator = page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
        const own = Math.round(breaks[0] * 90) / 100;
        await expect(line.getByTestId('line-own-price')).toHaveText(tc('yourPrice'));
        await expect(line.getByTestId('line-price')).toHaveText(price(own));
        await expect(line.getByTestId('line-public-price')).toHaveText(price(breaks[0]));
        await expect(line.getByTestId('line-price-range')).toHaveText(tc('priceRange', { from: 500, upTo: pieces(999), price: price(own) }));
        await expect(line.getByTestId('line-total')).toHaveText(price(500 * own));
        await expect(page.getByTestId('cart-total')).toHaveText(price(500 * own));
        await shoot(page, `cart-your-price-${locale}-${viewport.name}`);
      });
    });
  }
}
