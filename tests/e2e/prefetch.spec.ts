import { expect, test, type Page } from '@playwright/test';

// §7: prefetching is skipped on 2g or data-saver connections.

async function prefetchesOn(page: Page, path: string): Promise<string[]> {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(1500);
  return prefetches;
}

test('R7.98 links in view are prefetched on a normal connection', async ({ page }) => {
  expect((await prefetchesOn(page, '/about')).length).toBeGreaterThan(0);
});

for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
  test(`R7.98 nothing is prefetched with ${connection.saveData ? 'data-saver on' : 'a 2g connection'}`, async ({ page }) => {
    await page.addInitScript((info) => Object.defineProperty(navigator, 'connection', { value: info, configurable: true }), connection);
    expect(await prefetchesOn(page, '/about')).toEqual([]);
  });
}
