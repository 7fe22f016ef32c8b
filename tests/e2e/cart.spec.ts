import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { captchaCode } from './support/harness';
import { mailAbout } from './support/mailbox';
import { signUpByApi } from './support/sign-up';

// Cart, favorites and inquiries end to end in Chromium, in both locales: a guest fills a local cart and favorites,
// registers (the guest data merges into the account), adds an address, sends an inquiry, sees it
// in /order; the buyer and the supplier get their mails on the loopback SMTP server; the PDF and
// Excel downloads of the cart and of the inquiry answer with their files.

const MESSAGES = { en, zh } as const;
const SUPPLIER_EMAIL = 'sales@lantern-gifts.example';
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Product {
  id: number;
  code: string;
  moq: number;
  displayPrice: number;
}

/** Three catalogue products with their MOQ and the price the locale shows. */
async function threeProducts(request: APIRequestContext, locale: 'en' | 'zh'): Promise<Product[]> {
  const response = await request.get(`/api/Product?PageSize=3&languageFlag=${locale === 'zh' ? 0 : 1}`);
  expect(response.status()).toBe(200);
  const list = (await response.json()).data.list as Product[];
  expect(list).toHaveLength(3);
  return list;
}

const money = (amount: number, locale: 'en' | 'zh') =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: locale === 'zh' ? 'CNY' : 'USD', minimumFractionDigits: 2 }).format(amount);

/** The product page has hydrated once its view is recorded (ProductActions' effect). */
async function openProduct(page: Page, prefix: string, id: number) {
  await page.goto(localized(prefix, `/product-detail/${id}`));
  await page.waitForFunction((pid) => (localStorage.getItem('viewed') ?? '').includes(`"id":${pid},`), id);
}

async function solveCaptcha(scope: Locator) {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-guid', /[0-9a-f-]{36}/);
  await scope.getByTestId('captcha-input').fill(await captchaCode((await image.getAttribute('data-guid'))!));
}

async function registerInDialog(page: Page, email: string, nick: string) {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByTestId('user-menu-register').click();
  const dialog = page.getByTestId('register-dialog');
  await dialog.getByTestId('register-email').fill(email);
  await dialog.getByTestId('register-nick').fill(nick);
  await dialog.getByTestId('register-company').fill('Harbour Gift Imports');
  await dialog.getByTestId('register-password').fill('cart123');
  await dialog.getByTestId('register-check-password').fill('cart123');
  await solveCaptcha(dialog);
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toBeHidden();
}

/**
 * A customer registered through the API: the session cookie is already in the browser context;
 * the browser also keeps the profile (localStorage `user`), as a sign-in in the UI would.
 */
async function storeSignedInUser(page: Page, { email, user }: { email: string; user: { id: number; nick: string } }) {
  await page.evaluate(
    (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } }, version: 0 })),
    { id: user.id, nick: user.nick, email },
  );
}

const lineQuantity = (page: Page, productId: number) => page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`).getByTestId('line-quantity-input');

for (const { locale, prefix } of LOCALES) {
  const t = MESSAGES[locale];

  test.describe(`cart, favorites and inquiries (${locale})`, () => {
    test(`R1.18 R1.19 R1.20 R1.21 R1.22 R2.05 R4.47 R4.48 R4.49 R4.50 R4.51 R4.53 R7.86 R7.87 R7.88 R8.48 R8.50 R8.51 guest cart and favorites merge at registration, then an inquiry reaches /order and both mailboxes (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const [a, b, c] = await threeProducts(page.request, locale);

      // A guest: product A twice, B and C once (each at its MOQ); A and B as favorites.
      for (const product of [a!, b!, c!]) {
        await openProduct(page, prefix, product.id);
        await expect(page.getByTestId('quantity')).toHaveValue(String(product.moq));
        const times = product === a ? 2 : 1;
        for (let i = 0; i < times; i++) await page.getByTestId('add-to-cart').click();
        await expect(page.getByText(t.cart.addToCartSuccess).first()).toBeVisible();
        if (product !== c) {
          await page.getByTestId('favorite').click();
          await expect(page.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByText(t.store.collectionSuccess).first()).toBeVisible();
        }
      }
      const guest = await page.evaluate(() => ({
        cart: JSON.parse(localStorage.getItem('cart')!).state.items,
        favorites: JSON.parse(localStorage.getItem('favorites')!).state.ids,
      }));
      expect(guest.cart).toEqual([
        { productId: a!.id, addNum: 2 * a!.moq },
        { productId: b!.id, addNum: b!.moq },
        { productId: c!.id, addNum: c!.moq },
      ]);
      expect(guest.favorites).toEqual([a!.id, b!.id]);
      await expect(page.getByTestId('cart-badge')).toContainText('3');

      // Registration merges the guest data into the account and clears the local copies.
      const email = `cart-${locale}-${randomUUID().slice(0, 8)}@example.com`;
      await registerInDialog(page, email, locale === 'zh' ? '陈采购' : 'Chris');
      await expect(page.getByText(t.account.registerSuccess)).toBeVisible();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart')!).state.items.length)).toBe(0);
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favorites')!).state.ids.length)).toBe(0);
      await expect(page.getByTestId('cart-badge')).toContainText('3');

      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      await expect(lineQuantity(page, a!.id)).toHaveValue(String(2 * a!.moq));
      await expect(lineQuantity(page, b!.id)).toHaveValue(String(b!.moq));
      await expect(lineQuantity(page, c!.id)).toHaveValue(String(c!.moq));
      const total = Math.round((a!.displayPrice * 2 * a!.moq + b!.displayPrice * b!.moq + c!.displayPrice * c!.moq) * 100) / 100;
      await expect(page.getByTestId('cart-total')).toHaveText(money(total, locale));
      await expect(page.getByTestId('container-20GP')).toBeVisible();

      await page.goto(localized(prefix, '/favorites'));
      await expect(page.getByTestId('favorite-card')).toHaveCount(2);
      const favoriteIds = await page.getByTestId('favorite-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
      expect(favoriteIds.sort()).toEqual([a!.id, b!.id].sort());
      // The product page knows the customer's server favorites.
      await openProduct(page, prefix, b!.id);
      await expect(page.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');

      // A delivery address in the address book.
      await page.goto(localized(prefix, '/address'));
      await page.getByTestId('add-address').click();
      const form = page.getByTestId('address-dialog');
      await form.getByLabel(t.address.contactName, { exact: true }).fill('Chris Baker');
      await form.getByLabel(t.address.phone, { exact: true }).fill('+49 40 1234567');
      await form.getByLabel(t.address.country, { exact: true }).selectOption('DE');
      await form.getByLabel(t.address.city, { exact: true }).fill('Hamburg');
      await form.getByLabel(t.address.addressLine, { exact: true }).fill('Speicherstadt 12');
      await form.getByTestId('save-address').click();
      await expect(page.getByTestId('address-card')).toHaveCount(1);

      // The inquiry: every line, the address, a message.
      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      await page.getByTestId('send-inquiry').click();
      const dialog = page.getByTestId('inquiry-dialog');
      await expect(dialog.getByTestId('address-choice')).toHaveCount(1);
      await expect(dialog.getByTestId('address-choice').getByRole('radio')).toBeChecked();
      const note = `Please quote FOB Ningbo (${locale})`;
      await dialog.getByTestId('inquiry-message').fill(note);
      await dialog.getByTestId('inquiry-submit').click();
      await expect(page.getByText(t.store.submitOrder)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/order$`));

      const order = page.getByTestId('order-card');
      await expect(order).toHaveCount(1);
      await expect(order.getByTestId('order-line')).toHaveCount(3);
      await expect(order.getByTestId('order-message')).toContainText(note);
      await expect(order.getByTestId('order-total')).toHaveText(money(total, locale));
      await expect(order.getByTestId('order-address')).toContainText('Hamburg');
      const orderNo = (await order.getByTestId('order-no').textContent())!;
      expect(orderNo).toMatch(/^LT-\d{8}-[A-Z2-9]{6}$/);
      await expect(page.getByTestId('cart-badge')).not.toContainText(/\d/);
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByTestId('user-menu-inquiry-count')).toHaveText('1');
      await page.keyboard.press('Escape');

      const buyerMail = await mailAbout(email, orderNo);
      for (const product of [a!, b!, c!]) expect(buyerMail.text).toContain(product.code);
      const supplierMail = await mailAbout(SUPPLIER_EMAIL, orderNo);
      expect(supplierMail.text).toContain(email);
    });

    test(`R4.55 R4.57 R4.58 R4.59 R8.49 a customer's cart and favorites go to the server: badge and counts move at once, quantity and removal stick (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(prefix, '/'));
      await storeSignedInUser(page, await signUpByApi(page.request, 'Dana'));
      const [a, b] = await threeProducts(page.request, locale);

      await openProduct(page, prefix, a!.id);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByText(t.cart.addToCartSuccess).first()).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toContainText('1');
      await page.getByTestId('favorite').click();
      await expect(page.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByTestId('user-menu-favorites-count')).toHaveText('1');
      await page.keyboard.press('Escape');
      await page.getByTestId('favorite').click();
      await expect(page.getByTestId('favorite')).toHaveAttribute('aria-pressed', 'false');
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByTestId('user-menu-favorites-count')).toHaveText('0');
      await page.keyboard.press('Escape');
      expect((await (await page.request.get('/api/Collection?PageSize=0')).json()).data.searchListResourceParamaters.total).toBe(0);

      await openProduct(page, prefix, b!.id);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-badge')).toContainText('2');

      // Quantity typed on the cart page is saved (debounced) and survives a reload.
      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      const box = lineQuantity(page, a!.id);
      await box.fill(String(a!.moq + 7));
      await expect
        .poll(
          async () =>
            ((await (await page.request.get('/api/ShoppingCart?isGetAll=true')).json()).data.list as { productId: number; addNum: number }[]).find((l) => l.productId === a!.id)
              ?.addNum,
        )
        .toBe(a!.moq + 7);
      await page.reload();
      await expect(lineQuantity(page, a!.id)).toHaveValue(String(a!.moq + 7));

      // Removing a line says so and the badge follows.
      await page.locator(`[data-testid="cart-line"][data-product-id="${b!.id}"]`).getByTestId('line-remove').click();
      await expect(page.getByText(t.store.removeSuccess)).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-badge')).toContainText('1');
    });

    test(`the cart and inquiry PDF and Excel downloads answer their files (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/'));
      await storeSignedInUser(page, await signUpByApi(page.request, 'Eve'));
      const products = await threeProducts(page.request, locale);
      expect((await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } })).status()).toBe(200);
      const address = { contactName: 'Eve Stone', phone: '+1 212 555 0100', country: 'US', region: 'NY', city: 'New York', addressLine: '5 Hudson Yards' };
      expect((await page.request.post('/api/CustAddress', { data: address })).status()).toBe(200);

      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      await expectDownloads(
        page,
        'cart-export',
        products.map((p) => p.code),
      );

      await page.getByTestId('send-inquiry').click();
      await page.getByTestId('inquiry-dialog').getByTestId('inquiry-submit').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/order$`));
      await expectDownloads(
        page,
        'order-export',
        products.map((p) => p.code),
      );
    });
  });
}

/** Both links of an export block answer 200 with a PDF and a workbook that lists the product codes. */
async function expectDownloads(page: Page, testId: string, codes: string[]) {
  for (const [format, type] of [
    ['pdf', PDF],
    ['xlsx', XLSX],
  ] as const) {
    const link = page.getByTestId(`${testId}-${format}`).first();
    await expect(link).toHaveAttribute('download', '');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status(), `${testId} ${format}`).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
    const body = await response.body();
    if (format === 'pdf') expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    else {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.text)))));
      for (const code of codes) expect(cells).toContain(code);
    }
  }
}
