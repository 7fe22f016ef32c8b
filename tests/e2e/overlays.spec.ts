import type { Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { test, expect } from './support/a11y-fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { expectAccessibleOverlay, expectTabStaysInside, focusIsInside, pressOn } from './support/overlay-contract';

// Every overlay opens from its trigger with the keyboard, keeps Tab and Shift+Tab
// inside, closes on Escape and gives focus back to the trigger; axe scans it while it is open
// (the page behind is a11y.spec.ts's). The main flows (search panel, side drawer, login dialog,
// inquiry dialog) run in both locales; the others share their shells (overlay-shells.tsx, Radix
// Dialog) and their behaviour does not depend on the language, so they run in English only.
// Not overlays in this sense: the mega menu, the price menu and the chat panel are disclosures
// shown on hover or focus-within, with nothing to trap.

async function openUserMenuItem(page: Page, item: string) {
  const trigger = page.getByTestId('user-menu-trigger');
  await pressOn(trigger);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await pressOn(page.getByTestId(item));
  return trigger;
}

async function openSideDrawer(page: Page) {
  const trigger = page.getByTestId('drawer-trigger');
  await pressOn(trigger);
  await expect(page.getByTestId('category-drawer')).toBeVisible();
  return trigger;
}

// Dozens of key presses and an axe run per test: on a busy 2-core runner that passes 45 s.
test.beforeEach(() => test.slow());

LOCALES.forEach(({ locale, prefix }) => {
  test.describe(`overlays: keyboard and axe, main flows (${locale})`, () => {
    test(`R2.48 the search panel opens on keyboard focus, keeps Tab inside, closes on Escape back on the search box (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/about'));
      const header = page.getByTestId('site-header');
      // From the logo, Tab reaches the search box, and focus opens the panel (§2).
      await header.getByRole('link').first().focus();
      await page.keyboard.press('Tab');
      const input = header.getByRole('searchbox');
      await expect(input).toBeFocused();
      const panel = page.getByTestId('search-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('search-recommended').locator('a').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'search panel open', '[data-testid="search-panel"]');
      // The box and its panel go round together: the input stays usable while the panel is open.
      await expectTabStaysInside(page, panel.locator('..'));
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(input).toBeFocused();
      // Back on the box, the panel stays closed until focus arrives there again.
      await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();
      await page.keyboard.press('Shift+Tab');
      await expect(panel).toBeVisible();
      // Escape from inside the panel (its close button) also closes it and gives focus back to the box.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusIsInside(panel)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(input).toBeFocused();
    });

    test(`the side drawer opens with Enter, keeps Tab inside and gives focus back to its button on Escape (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/about'));
      const trigger = await openSideDrawer(page);
      await expectAccessibleOverlay(page, { container: page.getByTestId('category-drawer'), axeScope: '[data-testid="category-drawer"]', trigger, name: 'side drawer' });
    });

    test(`the login dialog opens from the account menu, keeps Tab inside and gives focus back to the menu button (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/about'));
      const trigger = await openUserMenuItem(page, 'user-menu-signin');
      await expectAccessibleOverlay(page, { container: page.getByTestId('login-dialog'), axeScope: '[data-testid="login-dialog"]', trigger, name: 'login dialog' });
    });
  });

  test.describe(`overlays: keyboard and axe, signed-in main flows (${locale})`, () => {
    test.use({ storageState: ({ customerState }, use) => use(customerState) });

    test(`the inquiry dialog opens from Send inquiry, keeps Tab inside and gives focus back to the button (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/cart'));
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
      const trigger = page.getByTestId('send-inquiry');
      await pressOn(trigger);
      const dialog = page.getByTestId('inquiry-dialog');
      // The address list loads when the dialog opens.
      await expect(dialog.getByTestId('inquiry-submit')).toBeEnabled();
      await expectAccessibleOverlay(page, { container: dialog, axeScope: '[data-testid="inquiry-dialog"]', trigger, name: 'inquiry dialog' });
    });
  });
});

test.describe('overlays: keyboard and axe, the other overlays (en)', () => {
  test('the register dialog opens from the account menu and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    const trigger = await openUserMenuItem(page, 'user-menu-register');
    await expectAccessibleOverlay(page, { container: page.getByTestId('register-dialog'), axeScope: '[data-testid="register-dialog"]', trigger, name: 'register dialog' });
  });

  test('the account menu opens with Enter, keeps focus in its items and closes on Escape back on its button', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByTestId('user-menu-trigger');
    await pressOn(trigger);
    await expectAccessibleOverlay(page, { container: page.getByTestId('user-menu'), axeScope: '[data-testid="user-menu"]', trigger, name: 'account menu' });
  });

  test('R2.55 the login drawer opens from the side drawer and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    const trigger = await openSideDrawer(page);
    await pressOn(page.getByTestId('drawer-signin'));
    await expect(page.getByTestId('category-drawer')).toBeHidden();
    await expectAccessibleOverlay(page, { container: page.getByTestId('login-drawer'), axeScope: '[data-testid="login-drawer"]', trigger, name: 'login drawer' });
  });

  test('the register drawer, reached from the login drawer, gives focus back to the menu button', async ({ page }) => {
    await page.goto('/about');
    const trigger = await openSideDrawer(page);
    await pressOn(page.getByTestId('drawer-signin'));
    await pressOn(page.getByTestId('login-drawer').getByTestId('login-to-register'));
    await expect(page.getByTestId('login-drawer')).toBeHidden();
    await expectAccessibleOverlay(page, { container: page.getByTestId('register-drawer'), axeScope: '[data-testid="register-drawer"]', trigger, name: 'register drawer' });
  });

  test('the browsing-history panel opens from its button as a dialog and gives focus back to it', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByTestId('history-button');
    await pressOn(trigger);
    await expectAccessibleOverlay(page, { container: page.getByTestId('feedback-panel'), axeScope: '[data-testid="feedback-panel"]', trigger, name: 'history panel' });
  });

  test('at 375 px the menu drawer opens with Enter, keeps Tab inside and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about');
    const trigger = await openSideDrawer(page);
    await expectAccessibleOverlay(page, { container: page.getByTestId('category-drawer'), axeScope: '[data-testid="category-drawer"]', trigger, name: 'menu drawer at 375 px' });
  });

  test.describe('signed in', () => {
    test.use({ storageState: ({ customerState }, use) => use(customerState) });

    test('the account drawer opens from the side drawer and gives focus back to the menu button', async ({ page }) => {
      await page.goto('/about');
      const trigger = await openSideDrawer(page);
      await pressOn(page.getByTestId('drawer-account'));
      await expectAccessibleOverlay(page, { container: page.getByTestId('account-drawer'), axeScope: '[data-testid="account-drawer"]', trigger, name: 'account drawer' });
    });

    test('R2.08 the address dialog and the delete confirmation keep Tab inside and give focus back to their buttons', async ({ page }) => {
      await page.goto('/address');
      await expect(page.getByTestId('address-card').first()).toBeVisible();
      const add = page.getByTestId('add-address');
      await pressOn(add);
      await expectAccessibleOverlay(page, { container: page.getByTestId('address-dialog'), axeScope: '[data-testid="address-dialog"]', trigger: add, name: 'address dialog' });
      const edit = page.getByTestId('edit-address').first();
      await pressOn(edit);
      await expectAccessibleOverlay(page, {
        container: page.getByTestId('address-dialog'),
        axeScope: '[data-testid="address-dialog"]',
        trigger: edit,
        name: 'address dialog (edit)',
      });
      const remove = page.getByTestId('delete-address').first();
      await pressOn(remove);
      await expectAccessibleOverlay(page, { container: page.getByRole('alertdialog'), axeScope: '[role="alertdialog"]', trigger: remove, name: 'delete confirmation' });
      await expect(page.getByTestId('address-card')).toHaveCount(1);
    });
  });
});
