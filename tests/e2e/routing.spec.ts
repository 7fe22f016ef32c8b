import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

for (const { locale, prefix, notFound } of LOCALES) {
  test.describe(`routing (${locale})`, () => {
    test(`R2.20 the language switch toggles the /zh prefix and keeps path and query (${locale})`, async ({ page }) => {
      const other = locale === 'en' ? '/zh' : '';
      await page.goto(localized(prefix, '/products?keyword=snow&page=2'));
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${other}/products\\?keyword=snow&page=2$`));
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix}/products\\?keyword=snow&page=2$`));
    });

    test(`R2.18 R8.53 a missing product shows the 404 page with status 404 and a home link (${locale})`, async ({ page }) => {
      const response = await page.goto(localized(prefix, '/product-detail/987654321'));
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText(notFound);
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix || '/'}$`));
    });

    test(`a missing fair shows the 404 page with status 404 (${locale})`, async ({ request }) => {
      const response = await request.get(localized(prefix, '/exhibition/987654321'));
      expect(response.status()).toBe(404);
    });

    test(`R2.17 an unknown path redirects home (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/no/such/page'));
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix || '/'}$`));
      await expect(page.getByTestId('new-banner')).toBeVisible();
    });

    test(`R2.16 list routes without page are redirected to page=1 (${locale})`, async ({ page }) => {
      for (const route of ['/products', '/instock', '/new-products', '/hot-products', '/price', '/exhibition']) {
        await page.goto(localized(prefix, `${route}?price=2`));
        const url = new URL(page.url());
        expect(url.pathname).toBe(localized(prefix, route));
        expect(url.searchParams.get('page')).toBe('1');
        expect(url.searchParams.get('price')).toBe('2');
      }
    });

    test(`R2.01 every §2 route answers 200 with its heading (${locale})`, async ({ request }) => {
      const routes = [
        '/',
        '/home',
        '/about',
        '/contact',
        '/FAQs',
        '/article',
        '/accessCode',
        '/cart',
        '/favorites',
        '/order',
        '/changePassword',
        '/reset',
        '/address',
        '/exhibition?page=1',
        '/forget',
        '/login',
        '/register',
        '/hot-products?page=1',
        '/instock?page=1',
        '/new-products?page=1',
        '/price?page=1',
        '/products?page=1',
        '/video',
      ];
      for (const route of routes) {
        const response = await request.get(localized(prefix, route), { maxRedirects: 0 });
        expect(response.status(), route).toBe(200);
        expect(await response.text(), route).toMatch(/<h1[^>]*>/);
      }
    });
  });
}
