import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';

// Opening /address signed out fired GET /api/CustAddress (a 401 in the console)
// before the route guard sent the visitor home. A guarded page asks nothing of the signed-in API
// until the guard has decided. /cart is a guest's too (ADR 0020): it shows the local cart and asks
// only the public catalogue for its products.

const GUARDED = ['/order', '/favorites', '/address', '/changePassword'];
/** The §7 calls that need a signed-in customer. */
const SIGNED_IN_API = /\/api\/(CustAddress|ShoppingCart|Collection|Order|Customer\/(GetAccountNums|ChangePwd|Logout))\b/i;
const LOGIN_FIRST = { en: 'Please sign in first', zh: '请先登录' } as const;

/** What a signed-out page asks of the signed-in API, the 401s it gets and logs. */
function watchSignedInCalls(page: Page) {
  const asked: string[] = [];
  const unauthorized: string[] = [];
  const console401: string[] = [];
  page.on('request', (request) => {
    if (SIGNED_IN_API.test(new URL(request.url()).pathname)) asked.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  page.on('console', (message) => {
    if (/\b401\b|Unauthorized/i.test(message.text())) console401.push(message.text());
  });
  return { asked, unauthorized, console401 };
}

for (const { locale, prefix } of LOCALES) {
  test(`opening /cart signed out shows the guest's cart, asks the signed-in API nothing and stays (${locale})`, async ({ page }) => {
    const { asked, unauthorized, console401 } = watchSignedInCalls(page);
    await page.goto(localized(prefix, '/cart'));
    await expect(page.getByTestId('guest-cart-empty')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    await expect(page.getByText(LOGIN_FIRST[locale])).toHaveCount(0);
    expect(asked, 'signed-in API calls').toEqual([]);
    expect(unauthorized, '401 answers').toEqual([]);
    expect(console401, '401 in the console').toEqual([]);
  });

  for (const path of GUARDED) {
    test(`R4.24-R4.28 opening ${path} signed out asks the signed-in API nothing and logs no 401 before going home (${locale})`, async ({ page }) => {
      const { asked, unauthorized, console401 } = watchSignedInCalls(page);
      await page.goto(localized(prefix, path));
      // The guard decides: warning, then home (R4.24-R4.28).
      await expect(page.getByText(LOGIN_FIRST[locale])).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix}/?$`));
      await page.waitForLoadState('networkidle');
      expect(asked, 'signed-in API calls').toEqual([]);
      expect(unauthorized, '401 answers').toEqual([]);
      expect(console401, '401 in the console').toEqual([]);
    });
  }
}
