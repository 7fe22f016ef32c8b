import { expect, test } from '@playwright/test';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { OWNER, signInToWorkspace } from './support/workspace';

// A clerk imports a factory's price sheet as it came: a merged title row and a note above the
// header, the factory's own headers ("Unit Price (USD)", 外箱尺寸 with "60*40*50cm", 材质), a
// column the words do not recognise. The workspace shows the header row it found and the
// suggested mapping; the clerk maps one column by hand, checks, applies, and the storefront's
// product page shows the carton size, its volume and the material within 2 s, in zh and en. A
// sheet with no topic column, no English name and no CNY price imports once the clerk picks the
// topic for new products (see the second case below).

test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  { language: 'zh', prefix: '/zh', carton: '60 × 40 × 50 厘米', volume: '0.12 立方米', material: '陶瓷', remark: '备注' },
  { language: 'en', prefix: '', carton: '60 × 40 × 50 cm', volume: '0.12 m³', material: 'Ceramic, matte glaze', remark: 'Remarks' },
] as const;

/**
 * A factory's sheet: title merged over the table, a note, a blank row, then the header on row 4.
 * Each language's run has its own remark header, so neither finds the other's remembered mapping.
 */
async function factorySheet(code: string, topic: string, remark: string) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价单');
  const header = ['货号', '品名', 'English Name', '单价(元)', 'Unit Price (USD)', '外箱尺寸', '装箱数', '起订量', '材质', 'Finish', '分类', remark];
  sheet.getCell('A1').value = '2027春季新品报价单';
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.getCell('A2').value = '义乌市光明陶瓷厂 Tel: 0579-85551234';
  sheet.getRow(4).values = header;
  sheet.getRow(5).values = [code, '陶瓷花瓶', 'Ceramic vase', '¥36.5', '$5.20', '60*40*50cm', '12 pcs', '120pcs', '陶瓷', 'Ceramic, matte glaze', topic, '新款'];
  return { name: `${code}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

for (const { language, prefix, carton, volume, material, remark } of LANGUAGES) {
  test(`(${language}) a clerk maps a factory sheet with a title row and odd headers; the product page shows its carton, CBM and material`, async ({ page, baseURL }) => {
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    const topics = ((await (await page.request.get('/api/admin/topics')).json()) as { data: { list: TopicRow[] } }).data.list;
    const code = `GM-${language}-${Date.now().toString(36)}`.toUpperCase();
    await page.goto('/admin/import');
    await page.getByTestId('import-file').setInputFiles(await factorySheet(code, topics[0]!.name, remark));
    await page.getByTestId('import-read').click();

    // The header row found under the title, and the suggested mapping.
    const mapping = page.getByTestId('import-mapping');
    await expect(mapping).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-header-row')).toHaveValue('4');
    await expect(page.getByTestId('import-header-found')).toContainText(language === 'zh' ? '第 4 行' : 'row 4');
    await expect(page.getByTestId('map-field-A')).toHaveValue('code');
    await expect(page.getByTestId('map-field-D')).toHaveValue('price');
    await expect(page.getByTestId('map-field-E')).toHaveValue('foreignprice');
    await expect(page.getByTestId('map-field-F')).toHaveValue('cartonSize');
    await expect(page.getByTestId('map-field-I')).toHaveValue('material');
    await expect(page.getByTestId('map-field-J')).toHaveValue('');
    await expect(page.getByTestId('map-field-L')).toHaveValue('');

    // The clerk maps "Finish" to the English material; the remark stays out and is said to be.
    await page.getByTestId('map-field-J').selectOption('materialen');
    await expect(page.getByTestId('import-unmapped')).toContainText(remark);
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('count-create').locator('.a-stat-value')).toHaveText('1', { timeout: 60_000 });
    await expect(page.getByTestId('count-error').locator('.a-stat-value')).toHaveText('0');
    await expect(page.getByTestId('import-ignored')).toContainText(remark);
    await expect(page.getByTestId('import-read-from')).toContainText('4');

    await page.getByTestId('import-apply').click();
    await expect(page.getByTestId('import-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    const appliedAt = Date.now();

    const found = (await (await page.request.get(`/api/admin/products?q=${code}`)).json()) as { data: { list: { id: number }[] } };
    const id = found.data.list[0]!.id;
    // A request started within 2 s of the apply shows the imported trade data (the page cache follows the catalogue).
    for (;;) {
      const startedAfter = Date.now() - appliedAt;
      const html = await (await page.request.get(`${prefix}/product-detail/${id}`)).text();
      if (html.includes(carton) && html.includes(volume) && html.includes(material)) break;
      expect(startedAfter, `still the old page ${startedAfter} ms after the apply`).toBeLessThan(2_000);
    }
    await page.goto(`${prefix}/product-detail/${id}`);
    await expect(page.getByTestId('detail-carton')).toContainText(carton);
    await expect(page.getByTestId('detail-volume')).toHaveText(volume);
    await expect(page.getByTestId('detail-material')).toHaveText(material);
  });
}

// The factory's sheet as it really comes: no topic column, no English name, no CNY price. The
// clerk picks the topic for new products on the mapping step, which also shows the owner's
// exchange rate; the report says what was filled, and the product is on the storefront with its
// name in both languages and its CNY price converted at the rate.
const NEW_PRODUCTS = [
  { language: 'zh', prefix: '/zh', price: '13.28', filledTopic: '放入分类', filledName: '没有英文名称', filledPrice: '没有人民币价格' },
  { language: 'en', prefix: '', price: '1.85', filledTopic: 'new product goes under', filledName: 'no English name', filledPrice: 'no CNY price' },
] as const;

async function sheetWithoutTopic(code: string, name: string) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价单');
  const header = ['品名', '货号', 'Unit Price (USD)', '外箱尺寸', '装箱数', '起订量', '材质'];
  sheet.getCell('A1').value = '2027春季新品报价单';
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.getRow(2).values = header;
  sheet.getRow(3).values = [name, code, '$1.85', '60*40*50cm', '48 pcs', '500pcs', '铜线 + PVC'];
  return { name: `${code}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

for (const { language, prefix, price, filledTopic, filledName, filledPrice } of NEW_PRODUCTS) {
  test(`(${language}) a clerk picks the topic for new products of a sheet without a topic column; the product is on the storefront with its name and the price at the owner's rate`, async ({
    page,
    baseURL,
  }) => {
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    // The owner's rate: $1.85 × 7.18 = ¥13.283 → ¥13.28.
    expect((await page.request.put('/api/admin/exchange-rate', { data: { cnyPerUsd: '7.18' }, headers: { origin: baseURL! } })).status()).toBe(200);
    const topics = ((await (await page.request.get('/api/admin/topics')).json()) as { data: { list: TopicRow[] } }).data.list;
    const topic = topics[0]!;
    const code = `FS-${language}-${Date.now().toString(36)}`.toUpperCase();
    const name = `暖光灯串${code.slice(-4)}`;
    await page.goto('/admin/import');
    await page.getByTestId('import-file').setInputFiles(await sheetWithoutTopic(code, name));
    await page.getByTestId('import-read').click();

    await expect(page.getByTestId('import-mapping')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-header-row')).toHaveValue('2');
    await expect(page.getByTestId('map-field-A')).toHaveValue('name');
    await expect(page.getByTestId('map-field-C')).toHaveValue('foreignprice');
    await expect(page.getByTestId('import-rate')).toContainText('7.18');
    // The day it was set, in the reader's words (2026年12月5日, 5 Dec 2026).
    const today = new Date().toLocaleDateString(language === 'en' ? 'en-GB' : 'zh-CN', { year: 'numeric', month: language === 'en' ? 'short' : 'long', day: 'numeric' });
    await expect(page.getByTestId('import-rate')).toContainText(today);
    await page.getByTestId('import-new-topic').selectOption(String(topic.id));
    await page.getByTestId('import-check').click();

    await expect(page.getByTestId('count-create').locator('.a-stat-value')).toHaveText('1', { timeout: 60_000 });
    await expect(page.getByTestId('count-error').locator('.a-stat-value')).toHaveText('0');
    await expect(page.getByTestId('filled-topic')).toContainText(filledTopic);
    await expect(page.getByTestId('filled-topic')).toContainText(language === 'en' ? topic.nameen || topic.name : topic.name);
    await expect(page.getByTestId('filled-nameen')).toContainText(filledName);
    await expect(page.getByTestId('filled-price')).toContainText(filledPrice);
    await expect(page.getByTestId('filled-price')).toContainText('7.18');

    await page.getByTestId('import-apply').click();
    await expect(page.getByTestId('import-progress')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });

    const found = (await (await page.request.get(`/api/admin/products?q=${code}`)).json()) as { data: { list: { id: number }[] } };
    const id = found.data.list[0]!.id;
    await expect(async () => {
      await page.goto(`${prefix}/product-detail/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('product-price')).toContainText(price);
    await expect(page.getByTestId('detail-material')).toHaveText('铜线 + PVC');
  });
}
