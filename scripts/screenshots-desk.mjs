#!/usr/bin/env node
// `npm run screenshots:desk`: the inquiry desk with real data, in Chromium, zh and en — the
// workspace's inbox, one inquiry, the quote editor and the dashboard at 1440 px, and the buyer's
// /order at 1440 and 375 px — into docs/screenshots/desk-*.png.
//
// Needs the e2e server (`node scripts/e2e-server.mjs`, port 3100: it echoes captcha codes, so
// buyers can register) with its owner ADMIN_EMAIL / ADMIN_PASSWORD. Each run first sends a few
// inquiries from fresh buyers and answers them through the same API the screens use.
/* global document -- the picture wait runs in the page */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request as playwrightRequest } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const base = process.env.BASE_URL ?? 'http://localhost:3100';
const owner = { email: process.env.ADMIN_EMAIL ?? 'owner@lantern.test', password: process.env.ADMIN_PASSWORD ?? 'Lantern-e2e-Owner-2026' };
const captchaFile = process.env.CAPTCHA_ECHO_FILE ?? path.join(root, process.env.E2E_DATA_DIR ?? '.e2e-data', 'captchas.txt');
const out = path.join(root, 'docs/screenshots');

async function ok(response) {
  if (response.status() !== 200) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function captchaCode(guid) {
  for (let tries = 0; tries < 100; tries += 1) {
    const line = fs.existsSync(captchaFile)
      ? fs
          .readFileSync(captchaFile, 'utf8')
          .split('\n')
          .findLast((l) => l.startsWith(`${guid} `))
      : undefined;
    if (line) return line.split(' ')[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no captcha code for ${guid} in ${captchaFile}: is this the e2e server?`);
}

const BUYERS = [
  { nick: 'Hannah', company: 'Nordlicht Deko GmbH', country: 'DE', city: 'Hamburg', line: 'Speicherstadt 12', language: 'en', products: 3 },
  { nick: '陈采购', company: '深圳礼鼎贸易有限公司', country: 'CN', region: '广东省', city: '深圳市', line: '南山区科技园南路 8 号', language: 'zh', products: 2 },
  { nick: 'Olivia', company: 'Harbour Gifts Ltd', country: 'GB', city: 'Bristol', line: '4 Quay Street', language: 'en', products: 4 },
  { nick: 'Mateo', company: 'Fiesta Import S.L.', country: 'ES', city: 'Valencia', line: 'Calle de Colón 22', language: 'en', products: 2 },
];

/** A fresh buyer who sends one inquiry; answers their API context (signed in) and the inquiry. */
async function buyerInquiry(buyer, offset) {
  const api = await playwrightRequest.newContext({ baseURL: base });
  const guid = randomUUID();
  await api.get(`/verifycode/NumberVerifyCode?guid=${guid}`);
  const email = `desk-${guid.slice(0, 8)}@example.com`;
  const registered = await ok(
    await api.post('/api/Customer/RegisterByEmail', {
      data: { email, nick: buyer.nick, companyName: buyer.company, pwd: 'abc123', checkPwd: 'abc123', verifyGuid: guid, verifyCode: await captchaCode(guid) },
    }),
  );
  const products = (await ok(await api.get(`/api/Product?PageSize=${buyer.products}&page=${offset + 2}`))).data.list;
  await ok(await api.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq * (offset + 1) })) } }));
  await ok(
    await api.post('/api/CustAddress', {
      data: {
        contactName: buyer.nick,
        company: buyer.company,
        phone: '+49 40 1234567',
        country: buyer.country,
        region: buyer.region ?? '',
        city: buyer.city,
        addressLine: buyer.line,
      },
    }),
  );
  const lines = (await ok(await api.get('/api/ShoppingCart?isGetAll=true'))).data.list;
  const [address] = (await ok(await api.get('/api/CustAddress'))).data.list;
  const message = buyer.language === 'zh' ? '请报 FOB 宁波价，需要彩盒包装。' : 'Please quote FOB Ningbo for our Christmas programme; colour box packing.';
  const inquiry = (
    await ok(
      await api.post('/api/Order/SubmitOrder', {
        data: { cartIds: lines.map((l) => l.id), message, addressId: address.id, idempotencyKey: randomUUID(), language: buyer.language },
      }),
    )
  ).data.dto;
  return { api, inquiry, user: registered.data.dto, email };
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function quote(staff, id, version, discount) {
  const detail = (await ok(await staff.get(`/api/admin/inquiries/${id}`))).data.dto;
  const lines = detail.items.map((item) => ({
    orderLineId: item.id,
    unitPrice: Math.round(item.foreignprice * discount * 100) / 100 || 0.1,
    quantity: item.addNum,
    moq: Math.max(1, item.moq),
    leadTimeDays: 35,
  }));
  await ok(
    await staff.post(`/api/admin/inquiries/${id}/quotes`, {
      data: {
        currency: 'USD',
        lines,
        incoterm: 'FOB',
        port: 'Ningbo',
        paymentTerms: '30% T/T deposit, 70% against B/L copy',
        validUntil: inDays(30),
        note: version === 1 ? 'Prices include colour box packing.' : 'Revised after your question: red gift boxes included.',
      },
    }),
  );
  await ok(await staff.post(`/api/admin/inquiries/${id}/quotes/${version}/send`));
}

const staff = await playwrightRequest.newContext({ baseURL: base });
await ok(await staff.post('/api/admin/session', { data: owner }));
const made = [];
for (const [index, buyer] of BUYERS.entries()) made.push(await buyerInquiry(buyer, index));
// One of each stage: accepted after a question and v2; quoted; in progress with a note; new.
const [accepted, quoted, working] = made;
await quote(staff, accepted.inquiry.id, 1, 0.95);
await ok(await accepted.api.post(`/api/Order/Inquiry/${accepted.inquiry.id}/Question`, { data: { body: 'Could you pack the figurines in red gift boxes?' } }));
await ok(
  await staff.post(`/api/admin/inquiries/${accepted.inquiry.id}/messages`, { data: { body: 'Yes — red gift boxes add USD 0.05 per piece; v2 includes them.', internal: false } }),
);
await ok(await staff.post(`/api/admin/inquiries/${accepted.inquiry.id}/messages`, { data: { body: 'Repeat buyer: keep the 5% discount.', internal: true } }));
await quote(staff, accepted.inquiry.id, 2, 0.92);
await ok(await accepted.api.post(`/api/Order/Inquiry/${accepted.inquiry.id}/Accept`, { data: { version: 2 } }));
await quote(staff, quoted.inquiry.id, 1, 0.97);
await ok(await staff.post(`/api/admin/inquiries/${working.inquiry.id}/open`));
await ok(await staff.post(`/api/admin/inquiries/${working.inquiry.id}/messages`, { data: { body: 'Check the 40HQ fill before quoting.', internal: true } }));

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const pictures = (page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }) || img.addEventListener('error', done, { once: true }))),
    ),
  );
const shot = async (page, name, { fullPage = true } = {}) => {
  await pictures(page);
  await page.screenshot({ path: path.join(out, name), fullPage });
  console.log(name);
};

for (const language of ['zh', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.locator('#email').fill(owner.email);
  await page.locator('#password').fill(owner.password);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('side-nav').waitFor();
  await page.getByTestId(`lang-${language}`).click();
  await page.goto(`${base}/admin/inquiries`, { waitUntil: 'networkidle' });
  await page.getByTestId('inquiries-table').waitFor();
  await shot(page, `desk-inbox-${language}.png`);
  await page.goto(`${base}/admin/inquiries/${accepted.inquiry.id}`, { waitUntil: 'networkidle' });
  await page.getByTestId('inquiry-timeline').waitFor();
  await shot(page, `desk-inquiry-${language}.png`);
  await page.goto(`${base}/admin/inquiries/${working.inquiry.id}`, { waitUntil: 'networkidle' });
  await page.getByTestId('quote-new').click();
  await page.getByTestId('quote-lines').waitFor();
  await shot(page, `desk-quote-editor-${language}.png`);
  // A full-page shot resizes the page and catches the charts redrawing: a tall window instead.
  await page.setViewportSize({ width: 1440, height: 1900 });
  await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
  await page.getByTestId('dashboard-visits').waitFor();
  await page.locator('[data-testid="dashboard-inquiries-chart"] svg').first().waitFor();
  await page.waitForTimeout(1500); // the charts' entry animation
  await shot(page, `desk-dashboard-${language}.png`, { fullPage: false });
  await context.close();

  // The buyer's /order, signed in with the accepted inquiry's buyer (their cookies).
  for (const [width, size] of [
    [1440, 'desktop'],
    [375, 'mobile'],
  ]) {
    const buyerContext = await browser.newContext({ viewport: { width, height: 900 }, storageState: await accepted.api.storageState() });
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(`${base}${language === 'zh' ? '/zh' : ''}/about`);
    await buyerPage.evaluate(
      (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 1 } }, version: 0 })),
      { id: accepted.user.id, nick: accepted.user.nick, email: accepted.email },
    );
    await buyerPage.goto(`${base}${language === 'zh' ? '/zh' : ''}/order`, { waitUntil: 'networkidle' });
    await buyerPage.getByTestId('inquiry-open').first().click();
    await buyerPage.getByTestId('inquiry-timeline').first().waitFor();
    await shot(buyerPage, `desk-order-${size}-${language}.png`);
    await buyerContext.close();
  }
}
await browser.close();
await staff.dispose();
for (const { api } of made) await api.dispose();
