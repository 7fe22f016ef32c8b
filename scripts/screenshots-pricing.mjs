#!/usr/bin/env node
// PNGs of the workspace's pricing screens (ADR 0052) in Chromium at 1440 and 375 px, zh and en,
// into docs/screenshots/pricing-*.png: the product form's quantity breaks and a price list's edit
// screen. Makes its own product, breaks, group and list through the workspace API first. Needs a
// server on BASE_URL and an owner: ADMIN_EMAIL / ADMIN_PASSWORD (as given to that server).
import { workspaceShots } from './workspace-shots.mjs';

const { base, browser, signIn, shot } = await workspaceShots();

async function api(page, method, url, data) {
  const response = await page.request.fetch(`${base}/api/admin${url}`, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()).data;
}

// The data the shots show, made once.
const setup = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const setupPage = await setup.newPage();
await signIn(setupPage, 'en');
const tag = Date.now().toString(36).toUpperCase();
const topic = (await api(setupPage, 'GET', '/topics')).list[0];
const product = (
  await api(setupPage, 'POST', '/products', {
    itemno: `XL-${tag}`,
    name: '手工红灯笼 30cm',
    nameen: 'Hand-made red lantern 30 cm',
    topicId: topic.id,
    published: true,
    moq: 100,
    foreignprice: 1.2,
    price: 8.6,
  })
).dto;
await api(setupPage, 'PUT', `/price-breaks/${product.id}`, {
  currency: 'USD',
  breaks: [
    { minQty: 500, price: 1.1 },
    { minQty: 2000, price: 0.98 },
  ],
});
await api(setupPage, 'PUT', `/price-breaks/${product.id}`, { currency: 'CNY', breaks: [{ minQty: 1000, price: 7.9 }] });
const group = (await api(setupPage, 'POST', '/customer-groups', { name: `欧洲批发 EU ${tag}`, countries: ['DE', 'FR', 'NL'], memberIds: [] })).dto;
const list = (
  await api(setupPage, 'POST', '/price-lists', {
    name: `EU wholesale 2027 ${tag}`,
    kind: 'fixed',
    validFrom: '2027-01-01',
    validTo: '2027-07-01',
    items: [
      { productId: product.id, currency: 'USD', price: 1.05, breaks: [{ minQty: 1000, price: 0.95 }] },
      { productId: product.id, currency: 'CNY', price: 8.1, breaks: [] },
    ],
    groupIds: [group.id],
  })
).dto;
await setup.close();

for (const language of ['zh', 'en']) {
  for (const width of [1440, 375]) {
    // Tall enough that the whole screen is in view: the sticky save bar then sits where staff see it, under the form.
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 2600 : 1400 } });
    const page = await context.newPage();
    await signIn(page, language);
    await page.goto(`${base}/admin/products/${product.id}`, { waitUntil: 'networkidle' });
    const breaks = page.locator('.p-breaks-card');
    await breaks.waitFor();
    await breaks.screenshot({ path: shot(`pricing-product-breaks-${width}-${language}.png`) });
    await page.goto(`${base}/admin/price-lists/${list.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('list-items').waitFor();
    // Down to the save bar: the rest of the tall window is empty.
    const bottom = await page.locator('.a-savebar').evaluate((bar) => bar.getBoundingClientRect().bottom);
    await page.screenshot({ path: shot(`pricing-list-edit-${width}-${language}.png`), clip: { x: 0, y: 0, width, height: Math.ceil(bottom) + 24 } });
    console.log(`pricing-*-${width}-${language}.png`);
    await context.close();
  }
}
await browser.close();
