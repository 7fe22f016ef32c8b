import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

for (const { locale, prefix, script } of LOCALES) {
  test.describe(`home (${locale})`, () => {
    test(`R1.01 R1.02 the home HTML is server-rendered with seeded ${locale} product names`, async ({ request }) => {
      const response = await request.get(localized(prefix, '/'), { headers: { 'accept-language': locale } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`);
      const names = [...html.matchAll(/data-testid="product-card"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThanOrEqual(24);
      for (const name of names.slice(0, 10)) expect(name).toMatch(script);
      if (locale === 'en') for (const name of names.slice(0, 10)) expect(name).not.toMatch(/[\u4e00-\u9fff]/);
    });

    test(`R2.71-R2.78 home shows banner, top-selling 8, hot, inventory 16, seasonal groups, video and links without JavaScript (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localized(prefix, '/'));
      await expect(page.getByTestId('new-banner')).toBeVisible();
      await expect(page.getByTestId('top-selling').getByTestId('product-card')).toHaveCount(8);
      expect(await page.getByTestId('hot-products').getByTestId('product-card').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('inventory').getByTestId('product-card')).toHaveCount(16);
      for (const code of ['001', '002', '009']) await expect(page.getByTestId(`seasonal-${code}`)).toBeVisible();
      await expect(page.getByTestId('seasonal-004')).toHaveCount(0);
      await expect(page.getByTestId('video-tile')).toHaveAttribute('href', localized(prefix, '/video'));
      await expect(page.getByTestId('external-link')).toHaveCount(3);
      await context.close();
    });

    test(`R2.31 R2.35 R2.66 R2.70 layout: 32px top bar, header parts, navigation order, footer (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/'));
      const bar = await page.getByTestId('top-bar').boundingBox();
      expect(bar?.height).toBe(32);
      const header = page.getByTestId('site-header');
      await expect(header.getByRole('search')).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toBeVisible();
      await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
      const nav = page.getByTestId('main-nav').locator(':scope > li > a');
      const hrefs = await nav.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/zh/, '')));
      expect(hrefs).toEqual(['/products', '/instock', '/hot-products', '/new-products', '/price', '/exhibition']);
      await expect(page.getByTestId('price-menu').locator('a')).toHaveCount(10);
      const footerLinks = page.getByTestId('footer-links').locator('a');
      await expect(footerLinks).toHaveCount(6);
      const footerHrefs = await footerLinks.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/zh/, '')));
      expect(footerHrefs).toEqual(['/login', '/register', '/about', '/contact', '/cart', '/FAQs']);
      await expect(page.getByTestId('footer-contact')).toContainText('@');
      await expect(page.getByTestId('social-icons').locator('a')).toHaveCount(4);
      await expect(page.getByTestId('copyright')).toContainText('©');
      await expect(page.getByTestId('chat-panel')).toBeVisible();
    });
  });
}
