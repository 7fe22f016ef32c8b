// Screenshots of the workspace's main screens (issue 15), desktop 1440 px, Chinese and English,
// into docs/screenshots/admin-*.png. Needs a running server (BASE_URL, default http://localhost:3101)
// with the owner ADMIN_EMAIL / ADMIN_PASSWORD. Usage: node scripts/admin-screenshots.mjs
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3101';
const email = process.env.ADMIN_EMAIL ?? 'owner@lantern.test';
const password = process.env.ADMIN_PASSWORD ?? 'Lantern-e2e-Owner-2026';
const only = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const language of ['zh', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
  await context.addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${language}] page error:`, error.message));
  const shot = async (name, path, ready) => {
    if (only.length && !only.includes(name)) return;
    await page.goto(`${base}/admin${path}`);
    await ready();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(600);
    await page.screenshot({ path: `docs/screenshots/admin-${name}-${language}.png`, fullPage: false });
    console.log(`admin-${name}-${language}.png`);
  };
  await shot('sign-in', '/login', () => page.locator('[data-testid=sign-in]').waitFor());
  await page.goto(`${base}/admin/login`);
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('[data-testid=sign-in-submit]');
  await page.locator('[data-testid=side-nav]').waitFor();
  // The member's saved language wins once signed in: set it to this run's.
  await page.locator(`[data-testid=lang-${language}]`).click();
  await page.waitForTimeout(300);
  await shot('dashboard', '/', () => page.locator('[data-testid=dashboard-counts]').waitFor());
  await shot('products', '/products', () => page.locator('[data-testid=products-table] tbody tr a').first().waitFor());
  const firstProduct = await page.locator('[data-testid=products-table] tbody tr a').first().getAttribute('href').catch(() => null);
  if (firstProduct) await shot('product-edit', firstProduct.replace(/^\/admin/, ''), () => page.locator('[data-testid=save]').waitFor());
  await shot('product-create', '/products/create', () => page.locator('[data-testid=save]').waitFor());
  await shot('topics', '/topics', () => page.locator('.a-tree-row').first().waitFor());
  await shot('import', '/import', () => page.locator('[data-testid=import-check]').waitFor());
  await shot('staff', '/staff', () => page.locator('[data-testid=staff-table]').waitFor());
  await shot('audit', '/audit', () => page.locator('[data-testid=audit-table]').waitFor());
  await shot('account', '/account', () => page.locator('#me-name').waitFor());
  await shot('content', '/content', () => page.locator('[data-testid=tile-faqs]').waitFor());
  await shot('faqs', '/faqs', () => page.locator('[data-testid=faqs-table]').waitFor());
  await shot('customers', '/customers', () => page.locator('[data-testid=customers-table]').waitFor());
  await context.close();
}
await browser.close();
