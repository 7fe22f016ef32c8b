import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// ADR 0046: the area gate on the server. scripts/e2e-server.mjs restricts 203.0.113.0/24 and trusts
// Playwright on loopback as the proxy in front, so a context that names 203.0.113.x in
// X-Forwarded-For is a visitor from a restricted network. Hosts 60+ are this spec's (each test its
// own address: unlocks are per address).
const ACCESS_CODE = 'LANTERN2026'; // src/server/seed/content/company.ts

LOCALES.forEach(({ locale, prefix }, index) => {
  test(`R4.21 R7.15 a restricted visitor's plain request for a product page gets the redirect, not the page; after a valid code the page shows (${locale})`, async ({
    browser,
    request,
  }) => {
    const list = await request.get('/api/Product?PageSize=1');
    expect(list.status()).toBe(200);
    const id = ((await list.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const productPath = localized(prefix, `/product-detail/${id}`);
    // The same page for an unrestricted visitor carries the price: what the gate withholds.
    expect(await (await request.get(productPath)).text()).toContain('data-testid="product-price"');

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${60 + index}` } });
    const page = await context.newPage();
    // curl-like: no redirects followed, no script run.
    const plain = await page.request.get(productPath, { maxRedirects: 0 });
    expect(plain.status()).toBe(303);
    expect(plain.headers().location).toMatch(new RegExp(`${prefix}/accessCode\\?checked=1&from=%2Fproduct-detail%2F${id}$`));
    expect(await plain.text()).not.toContain('product-price');
    const call = await page.request.get('/api/Product?PageSize=1');
    expect(call.status()).toBe(403);
    expect(await call.json()).toMatchObject({ code: 403, error: 'forbidden' });
    // The contact page stays open to them (R4.22).
    expect((await page.request.get(localized(prefix, '/contact'), { maxRedirects: 0 })).status()).toBe(200);

    // In the browser: the product page lands on /accessCode; the code opens the product page.
    const check = page.waitForResponse((res) => res.url().includes('/api/AreaLimit/CheckUserArea'));
    await page.goto(productPath);
    await expect(page).toHaveURL(new RegExp(`${prefix}/accessCode\\?checked=1&from=`));
    expect((await check).status()).toBe(403);
    await page.getByTestId('access-code-input').fill(ACCESS_CODE);
    await page.getByTestId('access-code-submit').click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await expect(page.getByTestId('product-price')).toBeVisible();
    const after = await page.request.get(productPath, { maxRedirects: 0 });
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain('data-testid="product-price"');
    await context.close();
  });
});
