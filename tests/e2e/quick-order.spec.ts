import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { test, expect } from './support/a11y-fixtures';
import { catalogueProducts, guestCart, moqText, openGuestDrawer, setGuestCart, VIEWPORTS, type CatalogueProduct } from './support/guest-cart';
import { expectAccessibleOverlay, pressOn } from './support/overlay-contract';
import { signUpByApi } from './support/sign-up';

// Quick order: a buyer pastes item codes with quantities (`code qty`, cells
// copied from Excel, `code,qty`) or uploads an .xlsx/.csv; a preview shows each line matched
// (picture, name, MOQ warning, quantity) or not found; the confirmed lines go to the cart — the
// local cart for a guest (from the cart drawer), the server cart for a customer (from /cart). More
// than 500 lines is refused with a message. Every flow in en and zh, at 1440 and 375 px.

const MESSAGES = { en, zh } as const;

const row = (scope: Locator, productId: number) => scope.locator(`[data-testid="quick-order-row"][data-product-id="${productId}"]`);

/** A workbook the way a buyer keeps an order: a header row, a name column, the quantity last. */
async function orderWorkbook(lines: [string, string, number][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Order');
  sheet.addRow(['Item no.', 'Description', 'Qty']);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function openQuickOrderInDrawer(page: Page) {
  const drawer = await openGuestDrawer(page);
  await drawer.getByTestId('quick-order-open').click();
  await expect(drawer).toHaveAttribute('data-view', 'quickOrder');
  return drawer;
}

for (const { locale, prefix } of LOCALES) {
  const tq = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'quickOrder' });
  const tc = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'cart' });

  for (const viewport of VIEWPORTS) {
    test.describe(`quick order (${locale}, ${viewport.name} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test(`a guest pastes codes and quantities in the cart drawer: matched, not found, MOQ warnings, then the local cart (${locale}, ${viewport.name})`, async ({ page }) => {
        const [a, b, c] = await catalogueProducts(page.request, locale, 3, 3);
        await page.goto(localized(prefix, '/new-products?page=1'));
        const drawer = await openQuickOrderInDrawer(page);
        await expect(drawer.getByTestId('quick-order-input')).toBeFocused();

        // A on two lines (space, then comma), B lower-case without a quantity (its MOQ), C
        // tab-separated below its MOQ, an unknown code, and a line whose quantity is not a number.
        const pasted = [`${a!.code} ${a!.moq * 2}`, b!.code.toLowerCase(), `${c!.code}\t${c!.moq - 1}`, 'LT99-99999,12', `${a!.code},${a!.moq}`, `${b!.code} lots`].join('\n');
        await drawer.getByTestId('quick-order-input').fill(pasted);
        await drawer.getByTestId('quick-order-check').click();

        const preview = drawer.getByTestId('quick-order-preview');
        await expect(preview.getByTestId('quick-order-summary')).toHaveText(tq('summary', { found: 3, total: 5 }));
        await expect(preview.getByTestId('quick-order-summary')).toBeFocused();
        await expect(preview.getByTestId('quick-order-row')).toHaveCount(5);
        await expect(row(preview, a!.id).getByTestId('quick-order-name')).toHaveText(a!.displayName);
        await expect(row(preview, a!.id)).toContainText(tq('lines', { count: 2, lines: '1, 5' }));
        await expect(row(preview, a!.id).getByTestId('line-quantity-input')).toHaveValue(String(a!.moq * 3));
        await expect(row(preview, a!.id).locator('img')).toHaveAttribute('src', /\/Upload\/.+_200\.webp\?e=/);
        await expect(row(preview, b!.id).getByTestId('quick-order-code')).toHaveText(b!.code);
        await expect(row(preview, b!.id).getByTestId('line-quantity-input')).toHaveValue(String(b!.moq));
        await expect(row(preview, b!.id)).toContainText(tq('moqUsed'));
        await expect(row(preview, c!.id).getByTestId('quick-order-below-moq')).toHaveText(tc('belowMoq', { moq: moqText(c!, locale) }));
        await expect(row(preview, a!.id).getByTestId('quick-order-below-moq')).toHaveCount(0);
        const notFound = preview.locator('[data-testid="quick-order-row"][data-status="notFound"]');
        await expect(notFound.getByTestId('quick-order-code')).toHaveText('LT99-99999');
        await expect(notFound.getByTestId('quick-order-reason')).toHaveText(tq('notFound'));
        const unreadable = preview.locator('[data-testid="quick-order-row"][data-status="quantity"]');
        await expect(unreadable.getByTestId('quick-order-reason')).toHaveText(tq('badQuantity'));

        // The buyer brings C up to its MOQ, then adds the three found lines.
        await row(preview, c!.id).getByTestId('line-quantity-input').fill(String(c!.moq));
        await expect(row(preview, c!.id).getByTestId('quick-order-below-moq')).toHaveCount(0);
        await expect(drawer.getByTestId('quick-order-add')).toHaveText(tq('addToCart', { count: 3 }));
        await drawer.getByTestId('quick-order-add').click();
        await expect(page.getByText(tq('added', { count: 3 })).first()).toBeVisible();
        await expect(drawer).toHaveAttribute('data-view', 'cart');
        await expect(drawer.getByTestId('drawer-line')).toHaveCount(3);
        await expect(drawer.getByTestId('quick-order-open')).toBeFocused();
        expect(await guestCart(page)).toEqual([
          { productId: a!.id, addNum: a!.moq * 3 },
          { productId: b!.id, addNum: b!.moq },
          { productId: c!.id, addNum: c!.moq },
        ]);
      });

      test(`a guest uploads an .xlsx order sheet: header skipped, quantity found past the name column (${locale}, ${viewport.name})`, async ({ page }) => {
        const [a, b] = await catalogueProducts(page.request, locale, 2, 4);
        await page.goto(localized(prefix, '/about'));
        await setGuestCart(page, [{ productId: a!.id, addNum: a!.moq }]);
        const drawer = await openQuickOrderInDrawer(page);
        await drawer.getByTestId('quick-order-file').setInputFiles({
          name: 'order.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await orderWorkbook([
            [a!.code, a!.displayName, 12],
            [b!.code.toLowerCase(), 'Glass bauble, "gold"', b!.moq * 5],
            ['NOPE-0001', 'Unknown', 1],
          ]),
        });
        const preview = drawer.getByTestId('quick-order-preview');
        await expect(preview.getByTestId('quick-order-summary')).toHaveText(tq('summary', { found: 2, total: 3 }));
        await expect(row(preview, a!.id).getByTestId('line-quantity-input')).toHaveValue('12');
        await expect(row(preview, b!.id).getByTestId('line-quantity-input')).toHaveValue(String(b!.moq * 5));
        // Back to the list: the sheet was turned into lines the buyer can edit (the header is skipped when read).
        await drawer.getByTestId('quick-order-edit').click();
        await expect(drawer.getByTestId('quick-order-input')).toHaveValue(
          `Item no.\tDescription\tQty\n${a!.code}\t${a!.displayName}\t12\n${b!.code.toLowerCase()}\tGlass bauble, "gold"\t${b!.moq * 5}\nNOPE-0001\tUnknown\t1`,
        );
        await drawer.getByTestId('quick-order-check').click();
        await drawer.getByTestId('quick-order-add').click();
        await expect(drawer.getByTestId('drawer-line')).toHaveCount(2);
        // Added to what the guest had: A's line grows, B is new.
        expect(await guestCart(page)).toEqual([
          { productId: a!.id, addNum: a!.moq + 12 },
          { productId: b!.id, addNum: b!.moq * 5 },
        ]);

        // Not a sheet: a clear message, nothing checked.
        await drawer.getByTestId('quick-order-open').click();
        await drawer.getByTestId('quick-order-file').setInputFiles({ name: 'order.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('not a workbook') });
        await expect(drawer.getByTestId('quick-order-error')).toHaveText(tq('fileType'));
      });

      test(`more than 500 lines is refused with a message naming the count (${locale}, ${viewport.name})`, async ({ page }) => {
        const [a] = await catalogueProducts(page.request, locale, 1);
        await page.goto(localized(prefix, '/about'));
        const drawer = await openQuickOrderInDrawer(page);
        const lines = Array.from({ length: 501 }, (_, i) => `${i === 0 ? a!.code : `LT26-${String(90_000 + i)}`} ${i + 1}`).join('\n');
        await drawer.getByTestId('quick-order-input').fill(lines);
        await drawer.getByTestId('quick-order-check').click();
        await expect(drawer.getByTestId('quick-order-error')).toHaveText(tq('tooMany', { count: 501, max: 500 }));
        await expect(drawer.getByTestId('quick-order-preview')).toHaveCount(0);
        // Nothing pasted: asked for a code.
        await drawer.getByTestId('quick-order-input').fill('  ');
        await drawer.getByTestId('quick-order-check').click();
        await expect(drawer.getByTestId('quick-order-error')).toHaveText(tq('empty'));
      });

      test(`a customer's quick order on /cart goes to the server cart: a .csv upload, the preview, the lines on the page (${locale}, ${viewport.name})`, async ({ page }) => {
        test.slow(); // sign-up, an axe run and a keyboard walk
        const { email, user } = await signUpByApi(page.request, 'Hedy');
        const [a, b, c] = await catalogueProducts(page.request, locale, 3, 5);
        expect((await page.request.post('/api/ShoppingCart', { data: { list: [{ productId: a!.id, addNum: a!.moq }] } })).status()).toBe(200);
        await page.goto(localized(prefix, '/about'));
        await page.evaluate(
          (profile) =>
            localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 1, orderNum: 0 } }, version: 0 })),
          { id: user.id, nick: user.nick, email },
        );
        await page.goto(localized(prefix, '/cart'));
        await expect(page.getByTestId('cart-line')).toHaveCount(1);

        // The dialog keeps the overlay contract.
        const opener = page.getByTestId('cart').getByTestId('quick-order-open');
        await pressOn(opener);
        const dialog = page.getByTestId('quick-order-dialog');
        await expect(dialog.getByTestId('quick-order-input')).toBeFocused();
        await expectAccessibleOverlay(page, { container: dialog, axeScope: '[data-testid="quick-order-dialog"]', trigger: opener, name: 'the quick order dialog' });

        // A .csv as European Excel saves it: a byte-order mark, semicolons, a header row.
        await opener.click();
        const csv = `\uFEFFItem no.;Qty\r\n${a!.code};${a!.moq}\r\n${b!.code};${b!.moq * 2}\r\n${c!.code.toLowerCase()};\r\n`;
        await dialog.getByTestId('quick-order-file').setInputFiles({ name: `order-${randomUUID().slice(0, 6)}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
        const preview = dialog.getByTestId('quick-order-preview');
        await expect(preview.getByTestId('quick-order-summary')).toHaveText(tq('summary', { found: 3, total: 3 }));
        await expect(row(preview, c!.id).getByTestId('line-quantity-input')).toHaveValue(String(c!.moq));
        await dialog.getByTestId('quick-order-add').click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(tq('added', { count: 3 })).first()).toBeVisible();

        await expect(page.getByTestId('cart-line')).toHaveCount(3);
        await expect(page.locator(`[data-testid="cart-line"][data-product-id="${a!.id}"]`).getByTestId('line-quantity-input')).toHaveValue(String(a!.moq * 2));
        await expect(page.getByTestId('cart-badge')).toContainText('3');
        const server = (await (await page.request.get('/api/ShoppingCart?isGetAll=true')).json()).data.list as { productId: number; addNum: number }[];
        const quantities = (product: CatalogueProduct) => server.find((line) => line.productId === product.id)?.addNum;
        expect([quantities(a!), quantities(b!), quantities(c!)]).toEqual([a!.moq * 2, b!.moq * 2, c!.moq]);
      });
    });
  }
}
