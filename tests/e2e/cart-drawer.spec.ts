import type { Locator, Page } from '@playwright/test';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { test, expect } from './support/a11y-fixtures';
import { captchaCode } from './support/harness';
import { catalogueProducts, guestBadge, moqText, guestCart, money, openGuestDrawer, setGuestCart, VIEWPORTS } from './support/guest-cart';
import { expectAccessibleOverlay, pressOn } from './support/overlay-contract';
import { signUpByApi } from './support/sign-up';

// The guest cart drawer: a guest sees the cart they are filling. The header badge opens a drawer with
// the local lines (picture, name, quantity editable like the cart page's, MOQ warning, remove,
// total) and "Sign in to send your inquiry"; after sign-in the lines merge into the server cart
// and the buyer lands on /cart (a guest's /cart shows the same cart: cart-ticks-and-guest-page.spec.ts).
// The drawer is an accessible overlay and its code loads on first open only. Every flow in en and
// zh, at 1440 and 375 px.

const MESSAGES = { en, zh } as const;

const drawerLine = (drawer: Locator, productId: number) => drawer.locator(`[data-testid="drawer-line"][data-product-id="${productId}"]`);

/** Scripts the page has loaded so far, with their text (to tell what the first load shipped). */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.set(
        response.url(),
        response.text().catch(() => ''),
      );
  });
  return async () => Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })));
}

for (const { locale, prefix } of LOCALES) {
  const t = MESSAGES[locale];
  for (const viewport of VIEWPORTS) {
    test.describe(`guest cart drawer (${locale}, ${viewport.name} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test(`R1.18 R4.50 R4.59 the badge opens the guest's cart: pictures, names, quantities, MOQ warning, remove, total (${locale}, ${viewport.name})`, async ({ page }) => {
        const [a, b] = await catalogueProducts(page.request, locale, 2);
        await page.goto(localized(prefix, '/products?page=1'));
        // A below its MOQ, B at it.
        await setGuestCart(page, [
          { productId: a!.id, addNum: a!.moq - 1 },
          { productId: b!.id, addNum: b!.moq },
        ]);
        await expect(guestBadge(page)).toContainText('2');
        const drawer = await openGuestDrawer(page);
        await expect(page).toHaveURL(new RegExp(`${prefix}/products\\?page=1$`)); // not sent home by the guard
        await expect(drawer.getByRole('heading', { level: 2 })).toContainText('2');

        const lineA = drawerLine(drawer, a!.id);
        const lineB = drawerLine(drawer, b!.id);
        await expect(drawer.getByTestId('drawer-line')).toHaveCount(2);
        await expect(lineA.getByTestId('drawer-line-name')).toHaveText(a!.displayName);
        await expect(lineA.getByTestId('drawer-line-code')).toHaveText(a!.code);
        await expect(lineA.locator('img')).toHaveAttribute('src', /\/Upload\/.+_200\.webp\?e=/);
        await expect.poll(() => lineA.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect(lineA.getByTestId('line-quantity-input')).toHaveValue(String(a!.moq - 1));
        await expect(lineA.getByTestId('drawer-line-below-moq')).toHaveText(t.cart.belowMoq.replace('{moq}', moqText(a!, locale)));
        await expect(lineB.getByTestId('drawer-line-below-moq')).toHaveCount(0);
        const total = (qa: number, qb: number) => money(a!.displayPrice * qa + b!.displayPrice * qb, locale);
        await expect(drawer.getByTestId('drawer-total')).toHaveText(total(a!.moq - 1, b!.moq));

        // Quantities as on the cart page: typing, + and −; the warning follows the MOQ.
        await lineA.getByTestId('line-quantity-input').fill(String(a!.moq));
        await expect(lineA.getByTestId('drawer-line-below-moq')).toHaveCount(0);
        await lineB.getByRole('button', { name: t.cart.increase }).click();
        await expect(lineB.getByTestId('line-quantity-input')).toHaveValue(String(b!.moq + 1));
        await expect(drawer.getByTestId('drawer-total')).toHaveText(total(a!.moq, b!.moq + 1));
        await expect
          .poll(() => guestCart(page))
          .toEqual([
            { productId: a!.id, addNum: a!.moq },
            { productId: b!.id, addNum: b!.moq + 1 },
          ]);
        // Below 1 is not a quantity: the box keeps the last valid one.
        await lineA.getByTestId('line-quantity-input').fill('0');
        await lineA.getByTestId('line-quantity-input').blur();
        await expect(lineA.getByTestId('line-quantity-input')).toHaveValue(String(a!.moq));

        // Remove (R4.59: a success message); the badge and the total follow.
        await lineB.getByTestId('drawer-line-remove').click();
        await expect(page.getByText(t.store.removeSuccess).first()).toBeVisible();
        await expect(drawer.getByTestId('drawer-line')).toHaveCount(1);
        await expect(drawer.getByTestId('drawer-total')).toHaveText(money(a!.displayPrice * a!.moq, locale));
        await expect(guestBadge(page)).toContainText('1');
        expect(await guestCart(page)).toEqual([{ productId: a!.id, addNum: a!.moq }]);

        // The last line removed: the empty drawer offers the catalogue and quick order.
        await lineA.getByTestId('drawer-line-remove').click();
        await expect(drawer.getByTestId('drawer-empty')).toBeVisible();
        await expect(drawer.getByTestId('quick-order-open')).toBeVisible();
      });

      test(`the drawer is an accessible overlay (focus trap, Escape, focus back on the badge) whose code loads on first open (${locale}, ${viewport.name})`, async ({ page }) => {
        test.slow(); // dozens of key presses and an axe run
        const [a] = await catalogueProducts(page.request, locale, 1);
        const loaded = recordScripts(page);
        await page.goto(localized(prefix, '/products?page=1'));
        await setGuestCart(page, [{ productId: a!.id, addNum: a!.moq }]);
        const badge = guestBadge(page);
        await expect(badge).toBeVisible();
        // Nothing of the drawer or quick order is in what the catalogue page loaded.
        await page.waitForLoadState('networkidle');
        for (const script of await loaded()) {
          expect(script.text, `${script.url} carries drawer code`).not.toContain('drawer-sign-in');
          expect(script.text, `${script.url} carries quick order code`).not.toContain('quick-order-input');
        }

        await pressOn(badge);
        const drawer = page.getByTestId('cart-drawer');
        await expect(drawerLine(drawer, a!.id)).toBeVisible();
        expect(
          (await loaded()).some((script) => script.text.includes('drawer-sign-in')),
          'the drawer chunk loads on open',
        ).toBe(true);
        await expectAccessibleOverlay(page, { container: drawer, axeScope: '[data-testid="cart-drawer"]', trigger: badge, name: 'the cart drawer' });

        // Quick order inside the drawer is part of the same overlay: focus goes to its box, Back returns.
        await pressOn(badge);
        await pressOn(drawer.getByTestId('quick-order-open'));
        await expect(drawer.getByTestId('quick-order-input')).toBeFocused();
        await expectAccessibleOverlay(page, { container: drawer, axeScope: '[data-testid="cart-drawer"]', trigger: badge, name: 'quick order in the cart drawer' });
      });

      test(`R4.06 "Sign in to send your inquiry" opens sign-in; the guest lines merge and the buyer lands on /cart, whose badge is a link from then on (${locale}, ${viewport.name})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        // An account made elsewhere (its session stays in `request`, not in this browser).
        const { email } = await signUpByApi(request, 'Grace');
        const [a, b] = await catalogueProducts(page.request, locale, 2, 2);
        await page.goto(localized(prefix, '/about'));
        await setGuestCart(page, [
          { productId: a!.id, addNum: a!.moq },
          { productId: b!.id, addNum: b!.moq * 2 },
        ]);
        const drawer = await openGuestDrawer(page);
        await expect(drawer.getByTestId('drawer-line')).toHaveCount(2);
        await drawer.getByTestId('drawer-sign-in').click();
        await expect(drawer).toBeHidden();

        const dialog = page.getByTestId('login-dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByTestId('login-email').fill(email);
        await dialog.getByTestId('login-password').fill('abc123');
        const image = dialog.getByTestId('captcha-image');
        await expect(image).toHaveAttribute('data-guid', /[0-9a-f-]{36}/);
        await dialog.getByTestId('captcha-input').fill(await captchaCode((await image.getAttribute('data-guid'))!));
        await dialog.getByTestId('login-submit').click();
        await expect(page.getByText(t.account.loginSuccess).first()).toBeVisible();

        await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
        const lines = page.getByTestId('cart-line');
        await expect(lines).toHaveCount(2);
        await expect(page.locator(`[data-testid="cart-line"][data-product-id="${b!.id}"]`).getByTestId('line-quantity-input')).toHaveValue(String(b!.moq * 2));
        await expect.poll(() => guestCart(page)).toEqual([]);

        // A customer's badge is the /cart link again (§4: the cart page is theirs).
        const badge = page.getByTestId('cart-badge');
        await expect(badge).toContainText('2');
        await expect(badge).not.toHaveAttribute('aria-haspopup', 'dialog');
        await page.goto(localized(prefix, '/about'));
        await page.getByTestId('cart-badge').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
        await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
      });
    });
  }
}
