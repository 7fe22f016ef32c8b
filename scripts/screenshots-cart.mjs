#!/usr/bin/env node
// PNGs of the guest cart drawer and quick order at 1440 and 375 px, en and zh, into
// docs/screenshots/. Needs a server on BASE_URL started with CAPTCHA_ECHO_FILE (to register the
// customer of the /cart shots), e.g.
//   DATA_DIR=/tmp/shots CAPTCHA_ECHO_FILE=/tmp/shots/captchas.txt PORT=3611 node scripts/server.mjs
//   BASE_URL=http://localhost:3611 CAPTCHA_ECHO_FILE=/tmp/shots/captchas.txt node scripts/screenshots-cart.mjs
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { captchaCode, launchChromium, shot } from './screenshots-support.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const captchas = process.env.CAPTCHA_ECHO_FILE;
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

/** A signed-in API context (the session cookie) and the profile the browser stores. */
async function customer() {
  const context = await apiRequest.newContext({ baseURL: base });
  const verifyGuid = randomUUID();
  await context.get(`/verifycode/NumberVerifyCode?guid=${verifyGuid}`);
  const email = `shots-${verifyGuid.slice(0, 8)}@example.com`;
  const response = await context.post('/api/Customer/RegisterByEmail', {
    data: { email, nick: 'Ada', companyName: 'Harbour Gifts', pwd: 'abc123', checkPwd: 'abc123', verifyGuid, verifyCode: await captchaCode(captchas, verifyGuid) },
  });
  const { dto } = (await response.json()).data;
  return { context, user: { id: dto.id, nick: dto.nick, email, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } };
}

const products = async (context, locale, size, page) =>
  (await (await context.get(`${base}/api/Product?PageSize=${size}&page=${page}&languageFlag=${locale === 'zh' ? 0 : 1}`)).json()).data.list;

const browser = await launchChromium(out);
for (const locale of ['en', 'zh']) {
  const prefix = locale === 'zh' ? '/zh' : '';
  for (const { name, width, height } of widths) {
    const tag = `${locale}-${name}`;
    // A guest with three lines, one below its MOQ.
    const guest = await browser.newPage({ viewport: { width, height } });
    await guest.addInitScript(() => sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true })));
    const [a, b, c, d, e] = await products(guest.request, locale, 5, 2);
    await guest.goto(`${base}${prefix}/products?page=1`);
    await guest.evaluate(
      (items) => localStorage.setItem('cart', JSON.stringify({ state: { items }, version: 0 })),
      [
        { productId: a.id, addNum: a.moq * 2 },
        { productId: b.id, addNum: Math.max(1, b.moq - 2) },
        { productId: c.id, addNum: c.moq },
      ],
    );
    await guest.reload();
    await guest.locator('[data-testid="cart-badge"][aria-haspopup="dialog"]').click();
    await guest.getByTestId('drawer-line').nth(2).waitFor();
    await shot(guest, out, `${tag}-cart-drawer`);
    await guest.getByTestId('cart-drawer').getByTestId('quick-order-open').click();
    const lines = [`${d.code} ${d.moq * 3}`, `${e.code.toLowerCase()}\t${Math.max(1, e.moq - 1)}`, 'LT99-99999,24', `${a.code}`, `${c.code} lots`].join('\n');
    await guest.getByTestId('quick-order-input').fill(lines);
    await shot(guest, out, `${tag}-quick-order-paste`);
    await guest.getByTestId('quick-order-check').click();
    await guest.getByTestId('quick-order-preview').waitFor();
    await shot(guest, out, `${tag}-quick-order-preview`);
    await guest.close();

    // A customer on /cart: the quick order dialog's preview.
    const { context, user } = await customer();
    await context.post('/api/ShoppingCart', {
      data: {
        list: [
          { productId: a.id, addNum: a.moq },
          { productId: b.id, addNum: b.moq },
        ],
      },
    });
    const browserContext = await browser.newContext({ viewport: { width, height }, storageState: await context.storageState() });
    const page = await browserContext.newPage();
    await page.addInitScript(
      ([stored]) => {
        localStorage.setItem('user', stored);
        sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true }));
      },
      [JSON.stringify({ state: { user }, version: 0 })],
    );
    await page.goto(`${base}${prefix}/cart`);
    await page.getByTestId('cart-line').nth(1).waitFor();
    await shot(page, out, `${tag}-cart-quick-order-button`);
    await page.getByTestId('cart').getByTestId('quick-order-open').click();
    await page.getByTestId('quick-order-input').fill(lines);
    await page.getByTestId('quick-order-check').click();
    await page.getByTestId('quick-order-preview').waitFor();
    await shot(page, out, `${tag}-cart-quick-order-dialog`);
    await browserContext.close();
    await context.dispose();
  }
}
await browser.close();
