import { expect, test } from '@playwright/test';

const rootFontSize = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const containerPadding = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const el = document.querySelector('main .container-x')!;
    return parseFloat(getComputedStyle(el).paddingLeft) / document.documentElement.clientWidth;
  });

test('R2.93-R2.98 root font size follows the §2 breakpoints', async ({ page }) => {
  await page.goto('/about');
  const cases: [number, string][] = [[375, '7px'], [1440, '7px'], [1800, '7px'], [1801, '9px'], [2000, '9px'], [2001, '9.5px'], [2800, '12px'], [3800, '15px']];
  for (const [width, size] of cases) {
    await page.setViewportSize({ width, height: 900 });
    expect(await rootFontSize(page), `${width}px wide`).toBe(size);
  }
});

test('R2.90 R2.91 container side padding is 12%, and 2% under 1800px', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/about');
  expect(await containerPadding(page)).toBeCloseTo(0.12, 2);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await containerPadding(page)).toBeCloseTo(0.02, 2);
});

test('R2.89 the brand colour is a strong red', async ({ page }) => {
  await page.goto('/');
  const color = await page.getByTestId('site-header').getByRole('search').getByRole('button').evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(60);
  expect(b).toBeLessThan(80);
});

test('R2.56 R9.21 R2.52 the side drawer opens after a 500 ms hover, not before', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByTestId('drawer-trigger');
  // Timed inside the page: when the pointer entered and when the drawer appeared. (Sampling from
  // the test at 250 ms was flaky: a slow hover() on a busy machine ate the whole delay.)
  await trigger.evaluate((element) => {
    const times: { entered?: number; opened?: number } = {};
    (window as unknown as { drawerTimes: typeof times }).drawerTimes = times;
    element.addEventListener('mouseenter', () => (times.entered ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="category-drawer"]')) return;
      times.opened = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await trigger.hover();
  await expect(page.getByTestId('category-drawer')).toBeVisible();
  const { entered, opened } = await page.evaluate(() => (window as unknown as { drawerTimes: { entered: number; opened: number } }).drawerTimes);
  // The component's 500 ms timer starts in the same mouseenter dispatch, after our listener.
  expect(opened - entered).toBeGreaterThanOrEqual(495);
  await expect(page.getByTestId('category-drawer').getByTestId('drawer-signin')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('category-drawer')).toHaveCount(0);
});

test('R5.21 R5.22 an empty search warns and stays on the page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('search').getByRole('button').click();
  await expect(page.getByText('Please enter a keyword to search')).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test('R2.28 a search lists matching products server-side', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').fill('snowman');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/products\?keyword=snowman&page=1$/);
  const names = await page.getByTestId('product-card').locator('h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('snowman');
});
