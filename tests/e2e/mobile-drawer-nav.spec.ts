import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// Under 768 px the main navigation row is hidden, and In stock, Best Sellers, New,
// Price and Exhibition Plan (R2.35) were in no menu. On small screens the side drawer has them.

const ENTRIES = {
  en: ['In stock', 'Best Sellers', 'New', 'Price', 'Exhibition Plan'],
  zh: ['现货', '热销', '新品', '价格', '展会计划'],
} as const;
const TARGETS = ['/instock?page=1', '/hot-products?page=1', '/new-products?page=1', '/price?page=1', '/exhibition?page=1'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { locale, prefix } of LOCALES) {
  test(`R2.35 at 375 px the side drawer holds In stock, Best Sellers, New, Price and Exhibition Plan, and each navigates (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(localized(prefix, '/about'));
    await expect(page.getByTestId('main-nav')).toBeHidden(); // the desktop row is not there to use
    for (const [i, label] of ENTRIES[locale].entries()) {
      await page.getByTestId('drawer-trigger').click();
      const drawer = page.getByTestId('category-drawer');
      await expect(drawer).toBeVisible();
      const nav = drawer.getByRole('navigation');
      // In the §2 order, all five at once.
      await expect(nav.getByRole('link')).toHaveText([...ENTRIES[locale]]);
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(localized(prefix, TARGETS[i]!))}$`));
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('product-card').or(page.getByTestId('fair')).first()).toBeVisible();
    }
  });
}

test('at 1440 px the drawer leaves the five entries to the main navigation row', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByTestId('main-nav')).toBeVisible();
  await page.getByTestId('drawer-trigger').click();
  await expect(page.getByTestId('category-drawer')).toBeVisible();
  await expect(page.getByTestId('drawer-main-nav')).toBeHidden();
});
