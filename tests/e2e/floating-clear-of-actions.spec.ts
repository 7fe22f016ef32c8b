import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { intersects, scrollToBottom } from './support/geometry';
import { floatingBoxes, placeAboveBottom, storedUser } from './support/floating';
import { PORTLAND_ADDRESS, submitInquiryByApi } from './support/inquiry-setup';
import { signUpByApi } from './support/sign-up';

// At 375 px the floating chat and history buttons sat over the list's pager, Add to cart on a
// product and Send inquiry on the cart whenever those reached the bottom edge of the window; the
// feedback prompt covered price chips and tiles; the filters filled the whole first screen.

const PHONE = { width: 375, height: 812 };

async function uncovered(page: Page, target: Locator): Promise<string> {
  const box = (await target.boundingBox())!;
  const over = (await floatingBoxes(page, 'button, [data-testid="feedback-prompt"]')).filter((b) => intersects(b, box));
  return over.length ? `${JSON.stringify(box)} under ${JSON.stringify(over)}` : '';
}

/** At the dock's height in the window, then at the very end of the page, nothing floating lies over `target`. */
async function expectClearOfFloating(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (const fromBottom of [20, 32, 48]) {
    await placeAboveBottom(target, fromBottom);
    await expect.poll(() => uncovered(page, target), { message: `${fromBottom} px above the bottom` }).toBe('');
  }
  await scrollToBottom(page);
  await expect.poll(() => uncovered(page, target), { message: 'at the end of the page' }).toBe('');
}

/** Five page views in this session: the feedback prompt fires on the next page (R2.82). */
async function primeFeedbackPrompt(page: Page, prefix: string) {
  await page.goto(localized(prefix, '/about'));
  // This page's own view first (after hydration), or it would count the 5th itself.
  await page.waitForFunction(() => (JSON.parse(sessionStorage.getItem('feedbackPrompt') ?? '{}').views ?? 0) >= 1);
  await page.evaluate(() => sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 4, activeMs: 0, shown: false })));
}

const promptFired = (page: Page) => page.waitForFunction(() => JSON.parse(sessionStorage.getItem('feedbackPrompt') ?? '{}').shown === true);

for (const { locale, prefix } of LOCALES) {
  test(`at 375 px the floating buttons and the feedback prompt leave the list's pager clear (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await primeFeedbackPrompt(page, prefix);
    await page.goto(localized(prefix, '/products?page=1'));
    await promptFired(page);
    await expect(page.getByTestId('feedback-prompt')).toBeAttached();
    await expectClearOfFloating(page, page.locator('nav[data-variant]').first());
  });

  test(`at 375 px the floating buttons leave Add to cart clear on a product (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const [product] = (await (await page.request.get('/api/Product?PageSize=1')).json()).data.list as { id: number }[];
    await primeFeedbackPrompt(page, prefix);
    await page.goto(localized(prefix, `/product-detail/${product!.id}`));
    await promptFired(page);
    await expect(page.getByTestId('feedback-prompt')).toBeAttached();
    await expect(page.getByTestId('favorite')).toBeEnabled();
    await expectClearOfFloating(page, page.getByTestId('add-to-cart'));
  });

  test(`at 375 px the floating buttons leave Send inquiry clear on a cart with lines (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(localized(prefix, '/about'));
    const { user } = await signUpByApi(page.request, 'Ada');
    const products = (await (await page.request.get('/api/Product?PageSize=2')).json()).data.list as { id: number; moq: number }[];
    expect((await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } })).status()).toBe(200);
    await page.evaluate((stored) => localStorage.setItem('user', stored), storedUser(user.id));
    await page.goto(localized(prefix, '/cart'));
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expectClearOfFloating(page, page.getByTestId('send-inquiry'));
  });

  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    test(`at ${viewport.width} px the floating buttons leave an inquiry's Quote & messages toggle clear (${locale})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(localized(prefix, '/about'));
      const { user } = await signUpByApi(page.request, 'Ada');
      const [product] = (await (await page.request.get('/api/Product?PageSize=1')).json()).data.list as { id: number; moq: number }[];
      await submitInquiryByApi(page.request, { cart: [{ productId: product!.id, addNum: product!.moq }], address: PORTLAND_ADDRESS, language: locale });
      await page.evaluate((value) => localStorage.setItem('user', value), storedUser(user.id));
      await page.goto(localized(prefix, '/order'));
      await expectClearOfFloating(page, page.getByTestId('inquiry-open').first());
    });
  }

  test(`at 375 px a list shows its first product on the first screen, filters behind a button (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(localized(prefix, '/products?code=001&color=RD&page=1'));
    const first = page.getByTestId('product-card').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y + Math.min(box.height, 120), 'the first tile starts well within the first screen').toBeLessThanOrEqual(PHONE.height);
    // The filters wait behind "Filters (1)"; opening it shows the ticks.
    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toHaveText(locale === 'zh' ? /筛选（1）/ : /Filters \(1\)/);
    await expect(page.getByTestId('tick-color').first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('tick-color').first()).toBeVisible();
  });
}
