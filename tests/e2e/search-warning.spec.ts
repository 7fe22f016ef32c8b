import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { isUncoveredAtCentre, topmostAtCentre, WIDTHS } from './support/geometry';

// The empty-search warning was a toast over the search box that, while hovered,
// blocked clicking back into it. The warning (R5.21) must leave the box free.

const WARNING = { en: 'Please enter a keyword to search', zh: '请输入搜索关键词' } as const;

for (const { locale, prefix } of LOCALES) {
  for (const { width, height } of WIDTHS) {
    test(`R5.21 R5.22 after an empty search the warning shows and the search box stays uncovered, clickable and typeable (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(localized(prefix, '/about'));
      const search = page.getByRole('search');
      const input = search.getByRole('searchbox');
      await search.getByRole('button').click();
      const warning = page.getByText(WARNING[locale]);
      await expect(warning).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/about$`)); // blocked (R5.22)
      // The pointer rests on the warning, as a visitor's does when reading it: the box stays free.
      await warning.hover();
      expect(await isUncoveredAtCentre(input), `${await topmostAtCentre(input)} lies over the search box`).toBe(true);
      await input.click();
      await expect(input).toBeFocused();
      await page.keyboard.type('snowman');
      await expect(input).toHaveValue('snowman');
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/products\\?keyword=snowman&page=1$`));
    });
  }
}
