import { expect, test, type Page } from '@playwright/test';

// §7 R7.98 and the JavaScript budget: routes are prefetched on intent (pointer, focus, touch), never in bulk
// for every link in view, and never on 2g or with data-saver on.

function recordPrefetches(page: Page): string[] {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(request.url());
  });
  return prefetches;
}

/** Loads the page, scrolls through it and waits until the network is quiet. */
async function browse(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');
}

test('the home page prefetches nothing while a visitor only scrolls through it', async ({ page }) => {
  const prefetches = recordPrefetches(page);
  await browse(page, '/');
  expect(prefetches).toEqual([]);
});

test('a link is prefetched once the pointer rests on it, on a normal connection', async ({ page }) => {
  const prefetches = recordPrefetches(page);
  await browse(page, '/about');
  const link = page.getByRole('navigation').getByRole('link', { name: 'New', exact: true }).first();
  await link.hover();
  await expect.poll(() => prefetches.some((url) => new URL(url).pathname === '/new-products')).toBe(true);
});

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`R7.98 nothing is prefetched with ${connection.saveData ? 'data-saver on' : 'a 2g connection'}, not even on hover`, async ({ page }) => {
    await page.addInitScript((info) => Object.defineProperty(navigator, 'connection', { value: info, configurable: true }), connection);
    const prefetches = recordPrefetches(page);
    await browse(page, '/about');
    await page.getByRole('navigation').getByRole('link', { name: 'New', exact: true }).first().hover();
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
  });
}
