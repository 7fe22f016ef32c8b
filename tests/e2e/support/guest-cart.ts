import { createTranslator } from 'next-intl';
import en from '../../../messages/en.json';
import zh from '../../../messages/zh.json';
import { quantityArgs } from '../../../src/lib/unit-quantity';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WIDTHS } from './geometry';

// What the cart drawer and quick order suites share: catalogue products with their
// codes and MOQs, a guest cart written to localStorage, prices as the page prints them, and the
// two widths every flow runs at.

/** The two widths of geometry.ts, named by their width in test titles. */
export const VIEWPORTS = WIDTHS.map((w) => ({ ...w, name: String(w.width) }));

export interface CatalogueProduct {
  id: number;
  code: string;
  moq: number;
  unitCode: string;
  unitName: string;
  displayName: string;
  displayPrice: number;
}

/** The MOQ as the pages write it, with the product's unit: '60 pieces', '2,000 sets', '96个'. */
export const moqText = (product: CatalogueProduct, locale: 'en' | 'zh') =>
  createTranslator({ locale, messages: locale === 'zh' ? zh : en, namespace: 'units' })('quantity', quantityArgs(product.moq, { code: product.unitCode, name: product.unitName }));

/** The seed's item codes (LT26-00417): what other specs import or create has other codes. */
const SEEDED_CODE = /^LT\d+-\d{5}$/;

/**
 * `count` seeded products as the locale shows them (MOQs start at 6), the `page`-th `count` of the
 * best sellers. Seeded best sellers, not the newest products: specs running beside these create
 * products of their own (without pictures, with quantity breaks) and import hundreds more, and
 * those are the newest.
 */
export async function catalogueProducts(request: APIRequestContext, locale: 'en' | 'zh', count: number, page = 1): Promise<CatalogueProduct[]> {
  const response = await request.get(`/api/Product?PageSize=100&page=1&orderBy=sales%20desc&languageFlag=${locale === 'zh' ? 0 : 1}`);
  expect(response.status()).toBe(200);
  const seeded = ((await response.json()).data.list as CatalogueProduct[]).filter((p) => SEEDED_CODE.test(p.code));
  const list = seeded.slice((page - 1) * count, page * count);
  expect(list).toHaveLength(count);
  for (const product of list) expect(product.moq).toBeGreaterThan(1);
  return list;
}

export const money = (amount: number, locale: 'en' | 'zh') =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: locale === 'zh' ? 'CNY' : 'USD', minimumFractionDigits: 2 }).format(
    Math.round(amount * 100) / 100,
  );

/** Writes the §3 local cart (localStorage `cart`, zustand's persisted shape) and reloads so the store reads it. */
export async function setGuestCart(page: Page, items: { productId: number; addNum: number }[]) {
  await page.evaluate((list) => localStorage.setItem('cart', JSON.stringify({ state: { items: list }, version: 0 })), items);
  await page.reload();
}

export async function guestCart(page: Page): Promise<{ productId: number; addNum: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"state":{"items":[]}}').state.items);
}

/** The header badge once hydrated: for a guest it is the button that opens the drawer (before, the /cart link). */
export function guestBadge(page: Page) {
  return page.locator('[data-testid="cart-badge"][aria-haspopup="dialog"]');
}

export async function openGuestDrawer(page: Page) {
  await guestBadge(page).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}
