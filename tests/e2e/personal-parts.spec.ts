import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';

// The stored user as the zustand store keeps it under localStorage key `user` (§3).
const storedUser = (id: number) => JSON.stringify({ state: { user: { id, nick: 'Anna', isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } }, version: 0 });

const pathsOf = (links: import('@playwright/test').Locator) => links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/zh/, '')));

for (const { locale, prefix } of LOCALES) {
  test(`R2.67 R3.24 R4.01 the signed-in footer links are About Us, Contact Us, My Cart, My Favorites, FAQs (${locale})`, async ({ page }) => {
    // A real session (cookie) and five cart lines; the stored user is restored at start and its
    // counts are refreshed from the server (§4).
    const { user } = await signUpByApi(page.request);
    const products = (await (await page.request.get('/api/Product?PageSize=5')).json()).data.list as { id: number }[];
    const added = await page.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: 10 })) } });
    expect(added.status()).toBe(200);
    await page.addInitScript((stored) => localStorage.setItem('user', stored), storedUser(user.id));
    await page.goto(localized(prefix, '/about'));
    await expect(page.getByTestId('footer-links').locator('a')).toHaveCount(5);
    expect(await pathsOf(page.getByTestId('footer-links').locator('a'))).toEqual(['/about', '/contact', '/cart', '/favorites', '/FAQs']);
    // The cart badge fills in on the client from the refreshed counts.
    await expect(page.getByTestId('cart-badge')).toContainText('5');
  });

  test(`catalogue HTML is the same for a signed-in and a signed-out visitor (${locale})`, async ({ request }) => {
    // Every response carries its own CSP nonce, in the script tags and in the RSC
    // payload: blank out the one its header names, then the pages must be identical.
    const withoutNonce = async (response: import('@playwright/test').APIResponse) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      return (await response.text()).split(nonce!).join('NONCE');
    };
    // A first view reads the database and streams its Suspense boundaries later (extra reveal
    // scripts) than a cached one: warm the catalogue cache so both views below are alike in timing.
    await request.get(localized(prefix, '/products?page=1'));
    const anonymous = await withoutNonce(await request.get(localized(prefix, '/products?page=1')));
    const withCookies = await withoutNonce(await request.get(localized(prefix, '/products?page=1'), { headers: { cookie: 'user=7; session=abc; NEXT_LOCALE=' + locale } }));
    expect(withCookies).toBe(anonymous);
  });
}
