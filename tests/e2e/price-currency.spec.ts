import { expect, test, type Locator } from '@playwright/test';
import { LOCALES, localized } from './locales';

// One locale, one currency. Chinese pages show CNY prices, so the price menu, the
// /price band chips and heading, the price-group ticks, the cards and the detail page all say ¥,
// and a price group filters the CNY price; English says $ everywhere and filters the USD price.

const CURRENCY = {
  en: { symbol: '$', foreign: /¥|CNY|RMB|元/ },
  zh: { symbol: '¥', foreign: /\$|USD|US\$/ },
} as const;

/** Band 4, the one this test filters by: $1.01-2.00 of the §2 menu (R2.42) in English, the CNY bands' ¥5.01-10.00 in Chinese. */
const BAND_4 = {
  en: { index: 4, min: 1.01, max: 2.0, label: '1.01-2.00' },
  zh: { index: 4, min: 5.01, max: 10.0, label: '5.01-10.00' },
} as const;

const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

for (const { locale, prefix } of LOCALES) {
  const { symbol, foreign } = CURRENCY[locale];
  const band = BAND_4[locale];

  test(`R2.26 price menu, band chips, ticks, cards and detail all use ${symbol} in ${locale}`, async ({ page }) => {
    await page.goto(localized(prefix, `/price?price=${band.index}&page=1`));
    const menu = await texts(page.getByTestId('price-menu').locator('a'));
    expect(menu).toHaveLength(10);
    expect(menu[band.index]).toBe(`${symbol}${band.label}`);
    await expect(page.getByTestId('list-heading')).toContainText(`${symbol}${band.label}`);
    const chips = await texts(page.getByTestId('price-band-chip'));
    expect(chips[band.index]).toBe(`${symbol}${band.label}`);

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
      expect(amount(price)).toBeGreaterThanOrEqual(band.min);
      expect(amount(price)).toBeLessThanOrEqual(band.max);
    }

    await page.getByTestId('product-card').first().click();
    await expect(page.getByTestId('product-price')).toContainText(symbol);
    await expect(page.getByTestId('product-price')).not.toContainText(foreign);
  });

  test(`a price-group tick filters the ${symbol} price it is labelled with (${locale})`, async ({ page }) => {
    await page.goto(localized(prefix, '/products?page=1'));
    const tick = page.getByTestId('tick-group').filter({ hasText: `${symbol}${band.label}` });
    await expect(tick).toHaveCount(1);
    const unfiltered = (await tick.locator('span').textContent()) ?? '';
    expect(amount(unfiltered)).toBeGreaterThan(0);
    // The whole catalogue's price ticks come from the stored counts: never a lower bound "(n+)".
    expect(unfiltered).not.toContain('+');
    await tick.click();
    await expect(page).toHaveURL(new RegExp(`[?&]group=${band.index}(&|$)`));
    // Price ticks are stored counts in both currencies (ADR 0048), exact at any catalogue size: the
    // list holds exactly the tick's count. Other specs import products while this one runs, so the
    // two are read from one settled page (a later render may count an import both show).
    const settled = async () => {
      const label = (await tick.locator('span').textContent()) ?? '';
      const total = amount((await page.getByTestId('list-total').textContent()) ?? '');
      return { total, tick: amount(label) };
    };
    await expect
      .poll(async () => {
        const { tick: counted, total } = await settled();
        return counted === total;
      })
      .toBe(true);
    const { total } = await settled();
    const prices = await texts(page.getByTestId('card-price'));
    expect(prices).toHaveLength(Math.min(total, 20));
    for (const price of prices) {
      expect(amount(price), price).toBeGreaterThanOrEqual(band.min);
      expect(amount(price), price).toBeLessThanOrEqual(band.max);
    }
  });
}
