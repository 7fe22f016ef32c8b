import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';

// Script payloads typed into a customer's name, company, address, inquiry message
// and feedback are stored as text and shown as text on every page that shows them, in both
// locales: no dialog opens and no element of the payload exists in the page.
// (Feedback is stored only: no storefront page shows it; the API answering 200 is the proof here,
// and tests/api/hostile-storage.test.ts proves it is stored byte for byte.)

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';

/** Fails the test on any dialog; the payloads would open one if the browser ran them. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** The payload is on the page as text, and none of its elements exists. */
async function expectInert(page: Page, texts: string[], opened: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
  // An injected <script>alert(1)</script> would be a script element of its own (Next's flight
  // data may quote the payload inside a JSON string, which is inert).
  expect(await page.locator('script').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.trim() === 'alert(1)').length)).toBe(0);
  expect(opened).toEqual([]);
}

async function storeSignedInUser(page: Page, { email, user }: { email: string; user: { id: number; nick: string } }) {
  await page.evaluate(
    (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } }, version: 0 })),
    { id: user.id, nick: user.nick, email },
  );
}

for (const { locale, prefix } of LOCALES) {
  test(`script payloads in a name, an address, an inquiry and feedback render as inert text (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const opened = watchDialogs(page);
    await page.goto(localized(prefix, '/'));
    const account = await signUpByApi(page.request, IMG);
    await storeSignedInUser(page, account);

    const address = { contactName: IMG, company: SCRIPT, phone: '+1 212 555 0100', country: 'US', region: SVG, city: 'New York', addressLine: SCRIPT };
    const saved = await page.request.post('/api/CustAddress', { data: address });
    expect(saved.status()).toBe(200);
    const addressId = (await saved.json()).data.dto.id as number;

    const feedback = await page.request.post('/api/Feedback', { data: { content: `${SCRIPT} ${IMG}`, name: SVG } });
    expect(feedback.status()).toBe(200);

    // One product goes into an inquiry with a payload message, one stays in the cart.
    const products = (await (await page.request.get(`/api/Product?PageSize=2&languageFlag=${locale === 'zh' ? 0 : 1}`)).json()).data.list as { id: number; moq: number }[];
    expect((await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } })).status()).toBe(200);
    const lines = (await (await page.request.get('/api/ShoppingCart?isGetAll=true')).json()).data.list as { id: number; productId: number }[];
    const order = await page.request.post('/api/Order/SubmitOrder', {
      data: { cartIds: [lines.find((l) => l.productId === products[0]!.id)!.id], addressId, message: `${IMG} ${SCRIPT}`, idempotencyKey: randomUUID() },
    });
    expect(order.status()).toBe(200);

    await page.goto(localized(prefix, '/'));
    await expect(page.getByTestId('user-menu-trigger')).toContainText(IMG);
    await expectInert(page, [IMG], opened);

    await page.goto(localized(prefix, '/address'));
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expectInert(page, [IMG, SCRIPT], opened);

    await page.goto(localized(prefix, '/cart'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('send-inquiry').click();
    await expect(page.getByTestId('inquiry-dialog').getByTestId('address-choice')).toHaveCount(1);
    await expectInert(page, [IMG], opened);

    await page.goto(localized(prefix, '/order'));
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('order-address')).toContainText(IMG);
    await expect(page.getByTestId('order-message')).toContainText(`${IMG} ${SCRIPT}`);
    await expectInert(page, [IMG, SCRIPT], opened);
  });
}
