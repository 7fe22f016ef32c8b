// temporary discovery script (not part of the suite)
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:3303';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const routes = process.argv.slice(2);
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, storageState: process.env.STATE || undefined });
await ctx.addInitScript(() => sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true })));
const page = await ctx.newPage();
for (const r of routes) {
  const t0 = Date.now();
  await page.goto(r, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const t1 = Date.now();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const t2 = Date.now();
  console.log(`== ${r} (load ${t1 - t0} ms, axe ${t2 - t1} ms) title=${JSON.stringify(await page.title())} url=${page.url()}`);
  for (const v of violations) {
    console.log(`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`);
    for (const n of v.nodes.slice(0, 4)) console.log(`      ${n.target.join(' >> ')} :: ${(n.failureSummary ?? '').replace(/\n\s*/g, ' | ').slice(0, 300)}`);
  }
}
await browser.close();
