import { expect, test, type Locator } from '@playwright/test';
import { LOCALES, localized } from './locales';

// One locale, one currency. Chinese pages show CNY prices, so the price menu, the
// /price band chips and heading, the price-group ticks, the cards and the detail page all say ¥,
// and a price group filters the CNY price; English says $ everywhere and filters the USD price.

const CURRENCY = {
  en: { symbol: '$', foreign: /¥|CNY|RMB|元/ },
  zh: { symbol: '¥', foreign: /\$|USD|US\$/ },
} as const;

/** Band 4 of the §2 menu (R2.42), the one this test filters by. */
const BAND_4 = { index: 4, min: 1.01, max: 2.0, label: '1.01-2.00' };

const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

for (const { locale, prefix } of LOCALES) {
  const { symbol, foreign } = CURRENCY[locale];

  test(`R2.26 R2.42 price menu, band chips, ticks, cards and detail all use ${symbol} in ${locale}`, async ({ page }) => {
    await page.goto(localized(prefix, `/price?price=${BAND_4.index}&page=1`));
    const menu = await texts(page.getByTestId('price-menu').locator('a'));
    expect(menu).toHaveLength(10);
    expect(menu[BAND_4.index]).toBe(`${symbol}${BAND_4.label}`);
    await expect(page.getByTestId('list-heading')).toContainText(`${symbol}${BAND_4.label}`);
    const chips = await texts(page.getByTestId('price-band-chip'));
    expect(chips[BAND_4.index]).toBe(`${symbol}${BAND_4.label}`);

    const groups = await texts(page.getByTestId('tick-group'));
    expect(groups.length).toBeGreaterThan(0);
    for (const text of [...menu, ...chips, ...groups]) {
      expect(text.startsWith(symbol), text).toBe(true);
      expect(text).not.toMatch(foreign);
    }

    const prices = await texts(page.getByTestId('card-price'));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toContain(symbol);
      expect(price).not.toMatch(foreign);
      expect(amount(price)).toBeGreaterThanOrEqual(BAND_4.min);
      expect(amount(price)).toBeLessThanOrEqual(BAND_4.max);
    }

    await page.getByTestId('product-card').first().click();
    await expect(page.getByTestId('product-price')).toContainText(symbol);
    await expect(page.getByTestId('product-price')).not.toContainText(foreign);
  });

  test(`a price-group tick filters the ${symbol} price it is labelled with (${locale})`, async ({ page }) => {
    await page.goto(localized(prefix, '/products?page=1'));
    const tick = page.getByTestId('tick-group').filter({ hasText: `${symbol}${BAND_4.label}` });
    await expect(tick).toHaveCount(1);
    const count = amount((await tick.locator('span').textContent()) ?? '');
    expect(count).toBeGreaterThan(0);
    await tick.click();
    await expect(page).toHaveURL(new RegExp(`[?&]group=${BAND_4.index}(&|$)`));
    await expect(page.getByTestId('list-total')).toContainText(String(count));
    const prices = await texts(page.getByTestId('card-price'));
    expect(prices).toHaveLength(Math.min(count, 20));
    for (const price of prices) {
      expect(amount(price), price).toBeGreaterThanOrEqual(BAND_4.min);
      expect(amount(price), price).toBeLessThanOrEqual(BAND_4.max);
    }
  });
}
