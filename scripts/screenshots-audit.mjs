#!/usr/bin/env node
// PNGs of the owner's audit log in Chinese at 1440 px and 375 px, into
// docs/screenshots/admin-audit-{zh,375-zh}.png. Needs a server on BASE_URL and its owner
// (ADMIN_EMAIL / ADMIN_PASSWORD); first makes a few ordinary changes (a price, a product's name,
// a new colleague) so the log has rows of several kinds.
/* global document -- the sideways-scroll check runs in the page */
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
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: 'lantern_admin_lang', value: 'zh', url: base }]);
const page = await context.newPage();
await page.goto(`${base}/admin/login`);
await page.locator('#email').fill(email);
await page.locator('#password').fill(password);
await page.getByTestId('sign-in-submit').click();
await page.getByTestId('side-nav').waitFor();
await page.getByTestId('lang-zh').click();

const api = page.request;
const topic = (await (await api.get(`${base}/api/admin/topics`)).json()).data.list[0];
const stamp = Date.now().toString(36);
const product = {
  itemno: `SHOT-${stamp}`,
  name: '红色宫灯 40cm',
  nameen: 'Red palace lantern 40 cm',
  topicId: topic.id,
  price: 36.5,
  foreignprice: 5.2,
  stock: 240,
  moq: 24,
  published: true,
};
const created = (await (await api.post(`${base}/api/admin/products`, { data: product })).json()).data.dto;
await api.put(`${base}/api/admin/products/${created.id}`, { data: { ...product, price: 39.9, foreignprice: 5.6, moq: 48, name: '红色宫灯 40cm（加厚）' } });
await api.post(`${base}/api/admin/staff`, { data: { email: `liu.yang-${stamp}@lantern.test`, name: '刘洋', role: 'sales' } });

for (const [width, height, file] of [
  [1440, 900, 'admin-audit-zh.png'],
  [375, 812, 'admin-audit-375-zh.png'],
]) {
  await page.setViewportSize({ width, height });
  await page.goto(`${base}/admin/audit`, { waitUntil: 'networkidle' });
  await page.getByTestId('audit-rows').waitFor();
  await page.screenshot({ path: path.join(out, file), fullPage: width < 800 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(file, sideways > 0 ? `scrolls sideways by ${sideways} px` : 'no sideways scroll');
}
await browser.close();
