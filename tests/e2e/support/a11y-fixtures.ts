import { test as base, expect, type BrowserContext } from '@playwright/test';
import { submitInquiryByApi } from './inquiry-setup';
import { signUpByApi } from './sign-up';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Fixtures of the accessibility suites (a11y.spec.ts, overlays.spec.ts):
 * - `page` never gets the feedback prompt by itself (R2.82: it opens on the 5th page view of a
 *   session), so what a scan or a keyboard walk meets does not depend on the test order;
 * - `customerState`: one signed-in customer per worker, with two cart lines, two favorites, an
 *   address and one inquiry, so the guarded pages are scanned with content, not their empty states.
 *   `test.use({ storageState: ({ customerState }, use) => use(customerState) })` signs a describe in.
 */
export const test = base.extend<object, { customerState: StorageState }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('feedbackPrompt', JSON.stringify({ views: 0, activeMs: 0, shown: true })));
    await use(page);
  },
  customerState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/about');
      const { email, user } = await signUpByApi(page.request, 'Ada');
      const products = (await (await page.request.get('/api/Product?PageSize=3')).json()).data.list as { id: number; moq: number }[];
      for (const product of products.slice(0, 2)) expect((await page.request.post('/api/Collection', { data: { productid: product.id } })).status()).toBe(200);
      // Three cart lines and one inquiry from the first: /order lists it and the cart keeps two lines.
      await submitInquiryByApi(page.request, {
        cart: products.map((p) => ({ productId: p.id, addNum: p.moq })),
        address: { contactName: 'Ada Lovelace', phone: '+44 20 7946 0000', country: 'GB', region: 'London', city: 'London', addressLine: '12 St James Square' },
        language: 'en',
        send: (lines) => lines.slice(0, 1),
        message: 'Samples first, please.',
      });
      await page.evaluate(
        (profile) =>
          localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 2, shoppingCartNum: 2, orderNum: 1 } }, version: 0 })),
        { id: user.id, nick: user.nick, email },
      );
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

export { expect };
