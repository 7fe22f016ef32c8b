import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';

// A price group is a band of the page's currency: $ bands in English, the CNY bands in Chinese.
// Switching language on a filtered list used to keep the band's number, which meant another
// price: 5 red products of a topic under $0.26-0.50 became none in Chinese. The switch now
// carries the ticks to the other currency's bands, so the list keeps its products both ways.

const OTHER = { en: LOCALES[1], zh: LOCALES[0] } as const;

/** /price bands and the nearest band of the other currency at 7.1: $1.01-2.00 → ¥10.01-20.00, ¥10.01-20.00 → $1.01-2.00. */
const PRICE_BAND = { en: { from: 4, to: 5 }, zh: { from: 5, to: 4 } } as const;

const groupsOf = (page: Page) => new URL(page.url()).searchParams.get('group');

/** Clicks the language switch and waits for the other language's page at `path`. */
async function switchLanguage(page: Page, to: 'en' | 'zh', path: string) {
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'zh' ? /^zh/ : /^en/);
  await expect.poll(() => new URL(page.url()).pathname).toMatch(to === 'zh' ? new RegExp(`^/zh${path}$`) : new RegExp(`^(/en)?${path}$`));
}

for (const { locale, prefix } of LOCALES) {
  const other = OTHER[locale];

  test(`a list filtered by a price group keeps products after switching from ${locale} to ${other.locale}`, async ({ page }) => {
    await page.goto(localized(prefix, '/products?code=001002&color=RD&page=1'));
    // The first band this topic's red products fall in, as the page offers it.
    const tick = page.getByTestId('tick-group').first();
    await tick.click();
    await expect(page).toHaveURL(/[?&]group=\d(&|$)/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const before = groupsOf(page);
    expect(before).toMatch(/^\d$/);

    await switchLanguage(page, other.locale, '/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    // The ticks are the other currency's bands, shown chosen, with the topic and colour kept.
    const after = new URL(page.url()).searchParams;
    expect(after.get('code')).toBe('001002');
    expect(after.get('color')).toBe('RD');
    expect(after.get('group')).toMatch(/^\d(,\d)*$/);
    expect(await page.locator('[data-testid="tick-group"][aria-current="true"]').count()).toBeGreaterThan(0);
  });

  test(`the /price band carries to the nearest band of the other currency (${locale} → ${other.locale})`, async ({ page }) => {
    const band = PRICE_BAND[locale];
    await page.goto(localized(prefix, `/price?price=${band.from}&page=1`));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The hreflang alternate and the switch's own link name the carried band, so a crawler or a
    // new tab opens the same list the click does.
    const alternate = page.locator(`link[rel="alternate"][hreflang="${other.locale}"]`);
    await expect(alternate).toHaveCount(1);
    expect(new URL((await alternate.getAttribute('href'))!, page.url()).searchParams.get('price')).toBe(String(band.to));
    const switchHref = (await page.getByTestId('language-switch').getAttribute('href'))!;
    expect(new URL(switchHref, page.url()).searchParams.get('price')).toBe(String(band.to));
    await switchLanguage(page, other.locale, '/price');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get('price')).toBe(String(band.to));
    // The chip of that band is the chosen one.
    await expect(page.getByTestId('price-band-chip').nth(band.to)).toHaveClass(/bg-brand/);
  });
}

test('the seeded example: 5 red products of 001002 under $0.26-0.50 stay listed in Chinese', async ({ page }) => {
  await page.goto('/products?code=001002&color=RD&group=1&page=1');
  const count = await page.getByTestId('product-card').count();
  expect(count).toBeGreaterThan(0);
  await switchLanguage(page, 'zh', '/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(count);
});
