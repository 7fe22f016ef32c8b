import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';

// No doubled full stop after "Co., Ltd." in the footer, and quantities carry their
// unit in the right number ("96 pieces", "1 set"; Chinese "96个") on cards, detail and cart.

/** A quantity with a unit as each locale writes it: an English plural noun, or the Chinese unit name. */
const QUANTITY = {
  en: /^(1 (piece|set|pair|dozen|box|bag)|([02-9]|\d[\d,]+) (pieces|sets|pairs|dozen|boxes|bags))$/,
  zh: /^\d[\d,]*(个|套|对|打|盒|包)$/,
} as const;

interface Product {
  id: number;
  moq: number;
  unitCode: string;
}

async function firstProduct(request: APIRequestContext, locale: 'en' | 'zh'): Promise<Product> {
  const response = await request.get(`/api/Product?PageSize=1&languageFlag=${locale === 'zh' ? 0 : 1}`);
  return (await response.json()).data.list[0];
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The quantity of "MOQ 96 pieces" / "起订量：96个". */
const quantityOf = (text: string | null) => normalized(text).replace(/^(MOQ|起订量)[:：]?\s*/, '');

for (const { locale, prefix } of LOCALES) {
  test.describe(`wording (${locale})`, () => {
    test(`the footer's company name ends with one full stop (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/about'));
      const copyright = normalized(await page.getByTestId('copyright').textContent());
      expect(copyright).not.toMatch(/\.\./);
      if (locale === 'en') expect(copyright).toMatch(/^© \d{4} Yiwu Lantern Gifts & Decorations Co\., Ltd\. All rights reserved\.$/);
    });

    test(`MOQ on cards, detail and cart says the unit in the right number (${locale})`, async ({ page }) => {
      await page.goto(localized(prefix, '/products?page=1'));
      const cards = await page.getByTestId('card-moq').allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const text of cards) expect(quantityOf(text)).toMatch(QUANTITY[locale]);

      const product = await firstProduct(page.request, locale);
      await page.goto(localized(prefix, `/product-detail/${product.id}`));
      const detail = quantityOf(await page.getByTestId('detail-moq').textContent());
      expect(detail).toMatch(QUANTITY[locale]);
      expect(detail).toContain(product.moq.toLocaleString('en-US'));

      const { email, user } = await signUpByApi(page.request, 'Mia');
      expect((await page.request.post('/api/ShoppingCart', { data: { list: [{ productId: product.id, addNum: product.moq }] } })).status()).toBe(200);
      // The stored user (§3 key `user`) is what the client restores the session from.
      await page.evaluate(
        (profile) =>
          localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 1, orderNum: 0 } }, version: 0 })),
        { id: user.id, nick: user.nick, email },
      );
      await page.goto(localized(prefix, '/cart'));
      const line = quantityOf(await page.getByTestId('line-moq').textContent());
      expect(line).toMatch(QUANTITY[locale]);
    });
  });
}
