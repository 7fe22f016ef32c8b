import { expect, test, type Page } from '@playwright/test';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { OWNER, signInToWorkspace } from './support/workspace';

// A clerk imports a factory's price sheet with its quantity-break columns as the factory heads
// them ("500-999pcs", "Price(1,000+)", "500个以上单价", "1000件以上 人民币"), a title row and a
// blank row above the header, comma decimals and "¥" prices. The mapping step suggests each break
// column with the quantity it starts at; after the apply the product page shows the price by
// quantity in the visitor's currency (USD in English, CNY in Chinese).

test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  { language: 'zh', prefix: '/zh', rows: ['200 – 499', '500 – 999', '1,000'], prices: ['¥9.00', '¥8.50', '¥7.80'] },
  { language: 'en', prefix: '', rows: ['200 – 499', '500 – 999', '1,000 or more'], prices: ['$1.25', '$1.15', '$1.05'] },
] as const;

async function factorySheet(code: string, topic: string) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价单');
  const header = ['货号', '品名', 'English Name', 'Unit Price (USD)', '人民币单价', '起订量', '分类', '500-999pcs', 'Price(1,000+)', '500个以上单价', '1000件以上 人民币'];
  sheet.getCell('A1').value = '2027春季新品报价单 — 义乌杯业';
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.getRow(3).values = header;
  sheet.getRow(4).values = [code, '陶瓷马克杯', 'Ceramic mug', '$1.25', '¥9.00', '200pcs', topic, '1,15', '$1.05', '¥8.5', '7,80'];
  return { name: `${code}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** Applies the checked file and answers the imported product's id once the job has written it. */
async function applyAndFind(page: Page, code: string): Promise<number> {
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const listed = await page.request.get(`/api/admin/products?q=${encodeURIComponent(code)}`);
  const { data } = (await listed.json()) as { data: { list: { id: number; itemno: string }[] } };
  return data.list.find((p) => p.itemno === code)!.id;
}

for (const { language, prefix, rows, prices } of LANGUAGES) {
  test(`(${language}) the mapping step suggests a factory's break columns; the product page shows its price by quantity`, async ({ page, baseURL }) => {
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    const topics = ((await (await page.request.get('/api/admin/topics')).json()) as { data: { list: TopicRow[] } }).data.list;
    const code = `QB-${language}-${Date.now().toString(36)}`.toUpperCase();
    await page.goto('/admin/import');
    await page.getByTestId('import-file').setInputFiles(await factorySheet(code, topics[0]!.name));
    await page.getByTestId('import-read').click();

    await expect(page.getByTestId('import-mapping')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-header-row')).toHaveValue('3');
    for (const [letter, field, qty] of [
      ['H', 'priceBreakUsd', '500'],
      ['I', 'priceBreakUsd', '1000'],
      ['J', 'priceBreakCny', '500'],
      ['K', 'priceBreakCny', '1000'],
    ] as const) {
      await expect(page.getByTestId(`map-field-${letter}`)).toHaveValue(field);
      await expect(page.getByTestId(`map-qty-${letter}`)).toHaveValue(qty);
    }
    await expect(page.getByTestId('map-field-F')).toHaveValue('moq');
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('count-create').locator('.a-stat-value')).toHaveText('1', { timeout: 60_000 });
    await expect(page.getByTestId('count-error').locator('.a-stat-value')).toHaveText('0');
    const id = await applyAndFind(page, code);
    // The catalogue revision moves with the breaks, so the cached page follows within moments.
    const rowsOnPage = async () => (await (await page.request.get(`${prefix}/product-detail/${id}`)).text()).match(/data-testid="price-break-row"/g)?.length ?? 0;
    await expect.poll(rowsOnPage, { timeout: 10_000 }).toBe(3);
    await page.goto(`${prefix}/product-detail/${id}`);
    const table = page.getByTestId('price-breaks');
    for (const [i, text] of rows.entries()) await expect(table.getByTestId('price-break-row').nth(i)).toContainText(text);
    for (const [i, price] of prices.entries()) await expect(table.getByTestId('price-break-row').nth(i)).toContainText(price);
  });
}
