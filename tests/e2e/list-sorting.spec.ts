import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';

// A buyer orders a topic list and search results by price: each order is a link with its own
// address, the tiles follow it, and the filters and pages keep it.

const WORDS = { en: en.list.sort, zh: zh.list.sort } as const;

/** The prices the list's tiles show, as numbers ("$1,234.50", "¥12.80" → 1234.5, 12.8). */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('card-price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);

for (const { locale, prefix } of LOCALES) {
  test(`(${locale}) a topic list sorted by price, low to high then high to low, and the next page keeps the order`, async ({ page }) => {
    // The Christmas topic (001) has more products than one page shows.
    await page.goto(localized(prefix, '/products?code=001'));
    const bar = page.getByTestId('sort-bar');
    await expect(bar.getByTestId('sort-new')).toHaveAttribute('aria-current', 'true');
    await bar.getByTestId('sort-priceAsc').click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc/);
    await expect(bar.getByTestId('sort-priceAsc')).toHaveAttribute('aria-current', 'true');
    await expect(bar.getByTestId('sort-priceAsc')).toHaveText(WORDS[locale].priceAsc);
    const low = await tilePrices(page);
    expect(low.length).toBeGreaterThan(5);
    expect(ascending(low), low.join(' ')).toBe(true);

    await bar.getByTestId('sort-priceDesc').click();
    await expect(page).toHaveURL(/[?&]sort=priceDesc/);
    await expect(bar.getByTestId('sort-priceDesc')).toHaveAttribute('aria-current', 'true');
    const high = await tilePrices(page);
    expect(descending(high), high.join(' ')).toBe(true);
    expect(high[0]!).toBeGreaterThan(low[0]!);

    // The second page continues the order: its first price is at most the first page's last.
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]sort=priceDesc/);
    const second = await tilePrices(page);
    expect(second[0]!).toBeLessThanOrEqual(high[high.length - 1]!);
  });

  test(`(${locale}) search results sorted by price keep the keyword, and best match is their own order`, async ({ page }) => {
    const keyword = locale === 'zh' ? '圣诞' : 'christmas';
    await page.goto(localized(prefix, `/products?keyword=${encodeURIComponent(keyword)}`));
    const bar = page.getByTestId('sort-bar');
    await expect(bar.getByTestId('sort-relevance')).toHaveAttribute('aria-current', 'true');
    await expect(bar.getByTestId('sort-relevance')).toHaveText(WORDS[locale].relevance);
    await bar.getByTestId('sort-priceAsc').click();
    await expect(page).toHaveURL(/[?&]sort=priceAsc/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
    const prices = await tilePrices(page);
    expect(prices.length).toBeGreaterThan(5);
    expect(ascending(prices), prices.join(' ')).toBe(true);
    // Back to best match: the address loses its sort.
    await bar.getByTestId('sort-relevance').click();
    await expect(bar.getByTestId('sort-relevance')).toHaveAttribute('aria-current', 'true');
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
  });
}
