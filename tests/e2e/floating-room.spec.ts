import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { intersects, scrollToBottom, textBoxes, WIDTHS, type Box } from './support/geometry';
import { floatingBoxes, storedUser } from './support/floating';
import { signUpByApi } from './support/sign-up';

// The floating buttons (chat, history, back to top) hid the end of the footer's
// Subscribe button at 1440 px, and the cart total, line totals and copyright line at 375 px.
// Scrolled to the very end of a page, nothing of these may lie under them.

async function boxesOf(what: string, targets: Locator, kind: 'element' | 'text'): Promise<{ what: string; box: Box }[]> {
  const found: { what: string; box: Box }[] = [];
  for (const [i, target] of (await targets.all()).entries()) {
    const boxes = kind === 'text' ? await textBoxes(target) : [(await target.boundingBox())!];
    for (const box of boxes) found.push({ what: `${what} #${i + 1}`, box });
  }
  return found;
}

async function expectNothingUnderFloatingButtons(page: Page, targets: { what: string; locator: Locator; kind: 'element' | 'text' }[]) {
  await scrollToBottom(page);
  await expect(page.getByTestId('scroll-top')).toBeVisible(); // the tallest the button column gets
  const buttons = await floatingBoxes(page);
  expect(buttons.length).toBeGreaterThanOrEqual(3);
  const covered: string[] = [];
  for (const { what, locator, kind } of targets) {
    for (const { what: name, box } of await boxesOf(what, locator, kind)) {
      if (buttons.some((button) => intersects(button, box))) covered.push(`${name} ${JSON.stringify(box)}`);
    }
  }
  expect(covered, `under the floating buttons ${JSON.stringify(buttons)}`).toEqual([]);
}

const footerTargets = (page: Page) => [
  { what: 'subscribe button', locator: page.getByTestId('subscribe-form').getByRole('button'), kind: 'element' as const },
  { what: 'subscribe input', locator: page.getByTestId('subscribe-form').locator('input'), kind: 'element' as const },
  { what: 'copyright text', locator: page.getByTestId('copyright'), kind: 'text' as const },
  { what: 'footer link', locator: page.getByTestId('site-footer').locator('a'), kind: 'element' as const },
];

for (const { locale, prefix } of LOCALES) {
  for (const { width, height } of WIDTHS) {
    test(`at the end of home the floating buttons cover no footer control nor the copyright line (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(localized(prefix, '/'));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectNothingUnderFloatingButtons(page, footerTargets(page));
    });

    test(`at the end of the signed-in cart the floating buttons cover no total, line total, footer control nor the copyright line (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(localized(prefix, '/about'));
      const { user } = await signUpByApi(page.request, 'Ada');
      const products = (await (await page.request.get('/api/Product?PageSize=2')).json()).data.list as { id: number; moq: number }[];
      expect((await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } })).status()).toBe(200);
      await page.evaluate((stored) => localStorage.setItem('user', stored), storedUser(user.id));
      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await expectNothingUnderFloatingButtons(page, [
        { what: 'cart total', locator: page.getByTestId('cart-total'), kind: 'text' },
        { what: 'line total', locator: page.getByTestId('line-total'), kind: 'text' },
        ...footerTargets(page),
      ]);
    });
  }
}

test("at 1440 px the cart's sticky summary column never lies under the floating buttons while a long cart scrolls", async ({ page }) => {
  await page.goto('/about');
  const { user } = await signUpByApi(page.request, 'Ada');
  const products = (await (await page.request.get('/api/Product?PageSize=12')).json()).data.list as { id: number; moq: number }[];
  expect((await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } })).status()).toBe(200);
  await page.evaluate((stored) => localStorage.setItem('user', stored), storedUser(user.id));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(12);
  const column = page.getByTestId('cart').locator('aside');
  for (const y of [0, 450, 900]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    await expect(page.getByTestId('scroll-top')).toBeVisible({ visible: y > 400 });
    const buttons = await floatingBoxes(page);
    const covered = (await textBoxes(column)).filter((box) => buttons.some((button) => intersects(button, box)));
    expect(covered, `summary text under the floating buttons at scrollY ${y}`).toEqual([]);
  }
});
