#!/usr/bin/env node
// `npm run screenshots:desk-inbox`: the desk's inbox (a buyer's open question, waiting times, the
// filters) and one inquiry (accepted v2 marked, documents, the reply-template picker) in the
// workspace, Chinese first, at 1440 and at 375 px → docs/screenshots/desk-{inbox,inquiry}-{1440,375}-{zh,en}.png.
//
// Needs the e2e server (`node scripts/e2e-server.mjs`; BASE_URL, default port 3100): it echoes
// captcha codes, so the buyers this script makes can register.
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
  { nick: '陈采购', company: '深圳礼鼎贸易有限公司', country: 'CN', region: '广东省', city: '深圳市', line: '南山区科技园南路 8 号', language: 'zh', products: 3 },
  { nick: 'Hannah Vogel', company: 'Nordlicht Deko GmbH', country: 'DE', city: 'Hamburg', line: 'Speicherstadt 12', language: 'en', products: 2 },
  { nick: '王丽', company: '上海丽华贸易有限公司', country: 'CN', region: '广东省', city: '深圳市', line: '福田区深南大道 100 号', language: 'zh', products: 2 },
];

async function buyerInquiry(buyer, offset) {
  const api = await playwrightRequest.newContext({ baseURL: base });
  const guid = randomUUID();
  await api.get(`/verifycode/NumberVerifyCode?guid=${guid}`);
  const email = `inbox-${guid.slice(0, 8)}@example.com`;
  await ok(
    await api.post('/api/Customer/RegisterByEmail', {
      data: { email, nick: buyer.nick, companyName: buyer.company, pwd: 'abc123', checkPwd: 'abc123', verifyGuid: guid, verifyCode: await captchaCode(guid) },
    }),
  );
  const products = (await ok(await api.get(`/api/Product?PageSize=${buyer.products}&page=${offset + 3}`))).data.list;
  await ok(await api.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq * (offset + 2) })) } }));
  await ok(
    await api.post('/api/CustAddress', {
      data: {
        contactName: buyer.nick,
        company: buyer.company,
        phone: '+86 21 5555 0100',
        country: buyer.country,
        region: buyer.region ?? '',
        city: buyer.city,
        addressLine: buyer.line,
      },
    }),
  );
  const lines = (await ok(await api.get('/api/ShoppingCart?isGetAll=true'))).data.list;
  const [address] = (await ok(await api.get('/api/CustAddress'))).data.list;
  const message = buyer.language === 'zh' ? '请报人民币价，需要彩盒包装。' : 'Please quote FOB Ningbo; colour box packing.';
  const inquiry = (
    await ok(
      await api.post('/api/Order/SubmitOrder', {
        data: { cartIds: lines.map((l) => l.id), message, addressId: address.id, idempotencyKey: randomUUID(), language: buyer.language },
      }),
    )
  ).data.dto;
  return { api, inquiry };
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function quote(staff, id, discount, currency) {
  const detail = (await ok(await staff.get(`/api/admin/inquiries/${id}`))).data.dto;
  const price = (item) => (currency === 'CNY' ? item.price : item.foreignprice);
  const lines = detail.items.map((item) => ({
    orderLineId: item.id,
    unitPrice: Math.round(price(item) * discount * 100) / 100 || 0.1,
    quantity: item.addNum,
    moq: Math.max(1, item.moq),
    leadTimeDays: 35,
  }));
  const saved = (
    await ok(await staff.post(`/api/admin/inquiries/${id}/quotes`, { data: { currency, lines, incoterm: 'FOB', port: 'Ningbo', paymentTerms: '30% T/T', validUntil: inDays(30) } }))
  ).data.dto;
  await ok(await staff.post(`/api/admin/inquiries/${id}/quotes/${saved.version}/send`));
}

const staff = await playwrightRequest.newContext({ baseURL: base });
await ok(await staff.post('/api/admin/session', { data: owner }));
await ok(
  await staff.post('/api/admin/reply-templates', {
    data: {
      name: '包装问题答复',
      bodyZh: '{buyerName}您好，关于询盘 {orderNo}：可以做红色礼盒，每件加 0.3 元，新报价已更新。{staffName}',
      bodyEn: 'Dear {buyerName}, about {orderNo}: red gift boxes are possible at USD 0.05 more per piece; see the new quotation. {staffName}',
    },
  }),
);
const [accepted, asked, fresh] = [await buyerInquiry(BUYERS[0], 0), await buyerInquiry(BUYERS[1], 1), await buyerInquiry(BUYERS[2], 2)];
await quote(staff, accepted.inquiry.id, 0.95, 'CNY');
await ok(await accepted.api.post(`/api/Order/Inquiry/${accepted.inquiry.id}/Question`, { data: { body: '可以做红色礼盒吗？' } }));
await ok(await staff.post(`/api/admin/inquiries/${accepted.inquiry.id}/messages`, { data: { body: '陈采购您好：可以做红色礼盒，新报价已更新。', internal: false } }));
await quote(staff, accepted.inquiry.id, 0.92, 'CNY');
await ok(await accepted.api.post(`/api/Order/Inquiry/${accepted.inquiry.id}/Accept`, { data: { version: 2 } }));
await quote(staff, asked.inquiry.id, 0.97, 'USD');
await ok(await asked.api.post(`/api/Order/Inquiry/${asked.inquiry.id}/Question`, { data: { body: 'Could you do 450 pieces instead of 500?' } }));
void fresh;

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const shot = async (page, name) => {
  await page.evaluate(() =>
    Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((done) => img.addEventListener('load', done, { once: true })))),
  );
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  console.log(name);
};
for (const language of ['zh', 'en']) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 800 } });
    await context.addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await page.locator('#email').fill(owner.email);
    await page.locator('#password').fill(owner.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('side-nav').waitFor({ state: 'attached' });
    await page.getByTestId(`lang-${language}`).click();
    await page.goto(`${base}/admin/inquiries`, { waitUntil: 'networkidle' });
    await page.getByTestId(`inquiry-row-${asked.inquiry.id}`).waitFor();
    await shot(page, `desk-inbox-${width}-${language}.png`);
    await page.goto(`${base}/admin/inquiries/${accepted.inquiry.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('inquiry-timeline').waitFor();
    await page.getByTestId('composer-template').waitFor();
    await shot(page, `desk-inquiry-${width}-${language}.png`);
    await context.close();
  }
}
await browser.close();
await staff.dispose();
for (const { api } of [accepted, asked, fresh]) await api.dispose();
