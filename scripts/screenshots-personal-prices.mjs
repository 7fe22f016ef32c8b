#!/usr/bin/env node
// PNGs of a buyer's own prices (ADR 0053) at 1440 and 375 px, en and zh, into docs/screenshots/:
// a list page and a best seller's page with quantity breaks, as a buyer holding a 10 % list sees them.
// Needs a server on BASE_URL started with CAPTCHA_ECHO_FILE and the first owner (ADMIN_EMAIL,
// ADMIN_PASSWORD), as scripts/e2e-server.mjs starts it:
//   BASE_URL=http://localhost:3304 CAPTCHA_ECHO_FILE=.e2e-data/captchas.txt \
//   ADMIN_EMAIL=owner@lantern.test ADMIN_PASSWORD=… node scripts/screenshots-personal-prices.mjs
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request as apiRequest } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const captchas = process.env.CAPTCHA_ECHO_FILE;
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const widths = [
  { width: 1440, height: 1000 },
  { width: 375, height: 812 },
];

async function captchaCode(guid) {
  for (let i = 0; i < 50; i++) {
    const line = fs.existsSync(captchas)
      ? fs
          .readFileSync(captchas, 'utf8')
          .split('\n')
          .find((l) => l.startsWith(`${guid} `))
      : undefined;
    if (line) return line.split(' ')[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no captcha ${guid} in ${captchas}`);
}

async function ok(response) {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

// The owner: a product with quantity breaks, and a 10 % list for the buyer.
const staff = await apiRequest.newContext({ baseURL: base });
await ok(await staff.post('/api/admin/session', { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } }));
// A best seller with pictures, given quantity breaks in both currencies (below its list price).
const [best] = (await ok(await staff.get(`${base}/api/Product?PageSize=1&orderBy=sales%20desc`))).data.list;
const pricing = (await ok(await staff.get(`/api/admin/price-breaks/${best.id}`))).data.dto;
const product = { id: best.id };
for (const currency of ['USD', 'CNY']) {
  const list = pricing.listPrice[currency];
  const breaks = [
    { minQty: pricing.moq * 5, price: Math.round(list * 93) / 100 },
    { minQty: pricing.moq * 20, price: Math.round(list * 86) / 100 },
  ];
  await ok(await staff.put(`/api/admin/price-breaks/${best.id}`, { data: { currency, breaks } }));
}

// The buyer: registered (session cookie), holding the list.
const buyer = await apiRequest.newContext({ baseURL: base });
const verifyGuid = randomUUID();
await buyer.get(`/verifycode/NumberVerifyCode?guid=${verifyGuid}`);
const email = `shots-${verifyGuid.slice(0, 8)}@schmidt-deko.de`;
const { dto } = (
  await ok(
    await buyer.post('/api/Customer/RegisterByEmail', {
      data: { email, nick: 'Anna', companyName: 'Schmidt Dekoration GmbH', pwd: 'abc123', checkPwd: 'abc123', verifyGuid, verifyCode: await captchaCode(verifyGuid) },
    }),
  )
).data;
await ok(await staff.post('/api/admin/price-lists', { data: { name: 'Schmidt Dekoration 10 %', kind: 'percent', percentOff: 10, customerIds: [dto.id] } }));
const user = { id: dto.id, nick: dto.nick, email, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0, orderUnreadNum: 0 };

/* global document, innerHeight, innerWidth, scrollTo, scrollY -- read inside page.evaluate, in the browser */
async function shot(page, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().left < innerWidth)
        .map((img) => new Promise((resolve) => (img.addEventListener('load', resolve, { once: true }), img.addEventListener('error', resolve, { once: true })))),
    ),
  );
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`${name}.png`);
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const locale of ['en', 'zh']) {
  const prefix = locale === 'zh' ? '/zh' : '';
  for (const { width, height } of widths) {
    const context = await browser.newContext({ viewport: { width, height }, storageState: await buyer.storageState() });
    const page = await context.newPage();
    await page.addInitScript(
      ([stored]) => {
        localStorage.setItem('user', stored);
        sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true }));
      },
      [JSON.stringify({ state: { user }, version: 0 })],
    );
    await page.goto(`${base}${prefix}/hot-products?page=1`);
    await page.getByTestId('your-price').first().waitFor();
    // The first row of cards just below the sticky header.
    await page.evaluate(() => scrollTo(0, document.querySelector('[data-testid="product-card"]').getBoundingClientRect().top + scrollY - 150));
    await shot(page, `personal-prices-list-${locale}-${width}`);
    await page.goto(`${base}${prefix}/product-detail/${product.id}`);
    await page.getByTestId('your-price-ranges').waitFor();
    // On a phone, the name and the prices at the top of the screen (the picture scrolled past).
    if (width < 600) await page.evaluate(() => scrollTo(0, document.querySelector('[data-testid="product-detail"] h1').getBoundingClientRect().top + scrollY - 130));
    // Nothing wider than the screen (a row of prices that cannot wrap would widen the page).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    if (overflow > 0) throw new Error(`the product page is ${overflow} px wider than ${width} px`);
    await shot(page, `personal-prices-detail-${locale}-${width}`);
    await context.close();
  }
}
await browser.close();
await buyer.dispose();
await staff.dispose();
