#!/usr/bin/env node
// `npm run screenshots:admin`: PNGs of the workspace's main screens in Chromium at 1440 px, zh and
// en, into docs/screenshots/admin-*.png — for looking at what staff use all day. Needs a server on
// BASE_URL (`npm start`) and an owner: ADMIN_EMAIL / ADMIN_PASSWORD (as given to that server).
/* global document -- the picture wait runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (an owner of the server on BASE_URL).');
  process.exit(2);
}
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const screens = (
  process.env.SCREENS ??
  'dashboard=/admin,products=/admin/products,product-edit=/admin/products/1,topics=/admin/topics,content=/admin/content,faqs=/admin/faqs,notices=/admin/notices,banners=/admin/banners,videos=/admin/videos,access=/admin/access,customers=/admin/customers,import=/admin/import,staff=/admin/staff,audit=/admin/audit,account=/admin/account'
)
  .split(',')
  .map((entry) => entry.split('='));

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const language of ['zh', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.screenshot({ path: path.join(out, `admin-sign-in-${language}.png`) });
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('side-nav').waitFor();
  // The owner's saved language applies at sign-in: choose this run's.
  await page.getByTestId(`lang-${language}`).click();
  for (const [name, route] of screens) {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    // Pictures in view finish loading before the shot (thumbnails, covers).
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }) || img.addEventListener('error', done, { once: true }))),
      ),
    );
    const file = `admin-${name}-${language}.png`;
    await page.screenshot({ path: path.join(out, file) });
    console.log(file);
  }
  await context.close();
}
await browser.close();
