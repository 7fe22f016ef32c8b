// temporary: screenshots of the changed pages/overlays for a visual check
import { chromium } from '@playwright/test';
const base = 'http://localhost:3303';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  ['home', '/', null],
  ['login', '/login', null],
  ['products', '/products?color=RD&page=1', null],
  ['search', '/about', 'search'],
  ['history', '/about', 'history'],
];
for (const width of [1440, 375]) {
  for (const prefix of ['', '/zh']) {
    const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: width === 375 ? 812 : 900 }, storageState: process.env.STATE || undefined });
    await ctx.addInitScript(() => sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true })));
    const page = await ctx.newPage();
    for (const [name, path, action] of shots) {
      await page.goto(prefix + (path === '/' && prefix ? '' : path));
      await page.waitForTimeout(1500);
      if (action === 'search') { await page.getByRole('searchbox').locator('visible=true').first().focus(); await page.waitForTimeout(1200); }
      if (action === 'history') { await page.getByTestId('history-button').click(); await page.waitForTimeout(800); }
      await page.screenshot({ path: `/tmp/a11y/shot-${name}-${prefix ? 'zh' : 'en'}-${width}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
