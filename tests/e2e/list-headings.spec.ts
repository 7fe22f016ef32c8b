import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// A topic list is headed by the topic its `code` names, in the page's language. The
// `title` parameter of the §2 link is never shown: it could say anything ("Free shipping on all
// orders"), and it stays in the old language after the language switch.

const BAIT = 'Free shipping on all orders';
const HALLOWEEN = { en: 'Halloween', zh: '万圣节' } as const;
const PLAIN = { en: 'Products', zh: '产品' } as const;

for (const { locale, prefix } of LOCALES) {
  test.describe(`list headings (${locale})`, () => {
    test(`R2.27 /products?title=…&code=002 is headed by topic 002 in ${locale}, never by the title parameter`, async ({ page }) => {
      await page.goto(localized(prefix, `/products?title=${encodeURIComponent(BAIT)}&code=002&page=1`));
      await expect(page.getByTestId('list-heading')).toHaveText(HALLOWEEN[locale]);
      await expect(page).toHaveTitle(new RegExp(`^${HALLOWEEN[locale]} \\|`));
      expect(await page.content()).not.toContain(BAIT);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    test(`an unknown code or a title without a code shows the plain list heading (${locale})`, async ({ page }) => {
      for (const query of [`title=${encodeURIComponent(BAIT)}&code=999888&page=1`, `title=${encodeURIComponent(BAIT)}&page=1`]) {
        await page.goto(localized(prefix, `/products?${query}`));
        await expect(page.getByTestId('list-heading')).toHaveText(PLAIN[locale]);
        await expect(page).toHaveTitle(new RegExp(`^${PLAIN[locale]} \\|`));
        expect(await page.content()).not.toContain(BAIT);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      }
    });
  });
}

test('R2.27 the language switch on a topic list gives the topic heading of the new language', async ({ page }) => {
  await page.goto('/products?title=Halloween&code=002&page=1');
  await expect(page.getByTestId('list-heading')).toHaveText(HALLOWEEN.en);
  // A click before React hydrated the link is a plain navigation that a busy machine can lose to
  // hydration's own re-render; wait for React's props on the element (state, not the clock).
  await page.waitForFunction(() => {
    const link = document.querySelector('[data-testid="language-switch"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/zh\/products\?/);
  await expect(page.getByTestId('list-heading')).toHaveText(HALLOWEEN.zh);
  await expect(page).toHaveTitle(new RegExp(`^${HALLOWEEN.zh} \\|`));
});
