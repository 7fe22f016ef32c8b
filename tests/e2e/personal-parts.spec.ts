import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// The stored user as the zustand store keeps it under localStorage key `user` (§3).
const storedUser = JSON.stringify({
  state: { user: { id: 7, nick: 'Anna', isLogin: true, collectionNum: 3, shoppingCartNum: 5, orderNum: 2 } },
  version: 0,
});

const pathsOf = (links: import('@playwright/test').Locator) =>
  links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/zh/, '')));

for (const { locale, prefix } of LOCALES) {
  test(`R2.67 the signed-in footer links are About Us, Contact Us, My Cart, My Favorites, FAQs (${locale})`, async ({ page }) => {
    await page.addInitScript((user) => localStorage.setItem('user', user), storedUser);
    await page.goto(localized(prefix, '/about'));
    await expect(page.getByTestId('footer-links').locator('a')).toHaveCount(5);
    expect(await pathsOf(page.getByTestId('footer-links').locator('a'))).toEqual(['/about', '/contact', '/cart', '/favorites', '/FAQs']);
    // The cart badge fills in on the client from the stored counts.
    await expect(page.getByTestId('cart-badge')).toContainText('5');
  });

  test(`catalogue HTML is the same for a signed-in and a signed-out visitor (${locale})`, async ({ request }) => {
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    const anonymous = strip(await (await request.get(localized(prefix, '/products?page=1'))).text());
    const withCookies = strip(
      await (await request.get(localized(prefix, '/products?page=1'), { headers: { cookie: 'user=7; session=abc; NEXT_LOCALE=' + locale } })).text(),
    );
    expect(withCookies).toBe(anonymous);
  });
}
