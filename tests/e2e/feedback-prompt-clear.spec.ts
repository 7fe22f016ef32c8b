import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { placeAboveBottom } from './support/floating';
import { isUncoveredAtCentre, scrollToBottom, WIDTHS } from './support/geometry';

// The feedback prompt opened by itself over "Add to favorites" and the trade-data
// table (most of the screen at 375 px). It still fires on the 5th page view (R2.82, asserted in
// widgets.spec.ts), but never over the product's buying controls.

const promptFired = (page: Page) => page.waitForFunction(() => JSON.parse(sessionStorage.getItem('feedbackPrompt') ?? '{}').shown === true);

/** Nothing lies over the button's centre once the page has settled after the scroll. */
async function expectUncovered(button: Locator, where: string) {
  await expect.poll(() => isUncoveredAtCentre(button), { message: `${where}: something lies over the button` }).toBe(true);
}

for (const { locale, prefix } of LOCALES) {
  for (const { name, width, height } of WIDTHS) {
    test(`after the feedback prompt fires on a product page, add to cart and add to favorites stay uncovered and clickable (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const [product] = (await (await page.request.get('/api/Product?PageSize=1')).json()).data.list as { id: number }[];
      for (const [i, path] of ['/', '/about', '/FAQs', '/article'].entries()) {
        await page.goto(localized(prefix, path));
        await page.waitForFunction((n) => (JSON.parse(sessionStorage.getItem('feedbackPrompt') ?? '{}').views ?? 0) >= n, i + 1);
      }
      // The 5th page view: the prompt fires here.
      await page.goto(localized(prefix, `/product-detail/${product!.id}`));
      await promptFired(page);
      const addToCart = page.getByTestId('add-to-cart');
      const favorite = page.getByTestId('favorite');
      await expect(favorite).toBeEnabled();
      for (const button of [addToCart, favorite]) {
        // In the middle of the window, and low in it, where a corner prompt would sit (above the
        // floating buttons' own corner).
        await button.scrollIntoViewIfNeeded();
        await expectUncovered(button, `${name}, centred`);
        await placeAboveBottom(button, 80);
        await expectUncovered(button, `${name}, 80 px above the bottom`);
      }
      // Clickable without force: Playwright checks that the click lands on the button itself.
      await favorite.click();
      await expect(favorite).toHaveAttribute('aria-pressed', 'true');
      await addToCart.click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).toContain(`"productId":${product!.id}`);
      // The prompt did fire: where it covers nothing (the end of the page) its card is there.
      await scrollToBottom(page);
      await expect(page.getByTestId('feedback-prompt')).toBeVisible();
    });
  }
}
