#!/usr/bin/env node
// PNGs of the import's mapping step (a factory sheet with a title row and its own headers, no
// topic column, no English name, no CNY price) in Chromium at 1440 and 375 px, zh and en, into
// docs/screenshots/import-mapping-*.png: the columns, the topic picked for new products and the
// exchange rate line. Needs a server on BASE_URL and an owner: ADMIN_EMAIL / ADMIN_PASSWORD (as
// given to that server). When the owner has set no exchange rate, RATE (7.18) is set first.
// SHEET=breaks: the same sheet with the factory's quantity-break columns ("500-999pcs",
// "Price(1,000+)", "500个以上单价", "1000件以上 人民币"), into docs/screenshots/import-breaks-*.png.
/* global document, window -- the sideways-scroll check runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import ExcelJS from 'exceljs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (an owner of the server on BASE_URL).');
  process.exit(2);
}
const out = path.resolve(import.meta.dirname, '../docs/screenshots');

const breaks = process.env.SHEET === 'breaks';
const BREAK_HEADERS = ['500-999pcs', 'Price(1,000+)', '500个以上单价', '1000件以上 人民币'];

async function factorySheet() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价单');
  const header = ['品名', '货号', 'Unit Price (USD)', '外箱尺寸', '装箱数', '起订量', 'G.W.(KGS)', '材质', 'Finish', '备注', ...(breaks ? BREAK_HEADERS : [])];
  sheet.getCell('A1').value = '2027春季新品报价单';
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.getCell('A2').value = '义乌市光明陶瓷厂 Tel: 0579-85551234';
  sheet.getRow(4).values = header;
  sheet.getRow(5).values = [
    '陶瓷花瓶',
    'GM-101',
    '$5.20',
    '60*40*50cm',
    '12 pcs',
    '120pcs',
    '8.5 KGS',
    '陶瓷',
    'Ceramic, matte glaze',
    '新款',
    ...(breaks ? ['4,95', '$4.70', '¥35.5', '33,80'] : []),
  ];
  sheet.getRow(6).values = [
    '树脂兔子摆件',
    'GM-102',
    '$2.60',
    'L52 W38 H41',
    '24 pcs',
    '240pcs',
    '6.2 KGS',
    '树脂',
    'Hand-painted resin',
    '',
    ...(breaks ? ['2,45', '$2.30', '¥17.6', '16,50'] : []),
  ];
  book.addWorksheet('说明').getCell('A1').value = '价格为含税出厂价';
  return { name: '2027春季报价单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

fs.mkdirSync(out, { recursive: true });
const file = await factorySheet();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const language of ['zh', 'en']) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 812 }, deviceScaleFactor: width > 500 ? 1 : 2 });
    await context.addCookies([{ name: 'lantern_admin_lang', value: language, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.getByTestId('sign-in-submit').click();
    await page.locator('.a-top').waitFor();
    // The saved language wins at sign-in: the wide run chooses it (its side bar shows the switch), the phone run inherits it.
    if (width > 500) await page.getByTestId(`lang-${language}`).click();
    const rate = await page.request.get(`${base}/api/admin/exchange-rate`).then((r) => r.json());
    if (!rate.data.dto.current) await page.request.put(`${base}/api/admin/exchange-rate`, { data: { cnyPerUsd: process.env.RATE ?? '7.18' }, headers: { origin: base } });
    await page.goto(`${base}/admin/import`, { waitUntil: 'networkidle' });
    await page.getByTestId('import-file').setInputFiles(file);
    await page.getByTestId('import-read').click();
    await page.getByTestId('import-mapping').waitFor();
    await page.getByTestId('map-field-I').selectOption('materialen');
    // The clerk picks the topic for new products (the sheet has no topic column).
    const topic = page.getByTestId('import-new-topic');
    await topic.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await topic.selectOption({ index: 1 });
    // The sticky top bar would sit over the card in an element shot: let it scroll away for the picture.
    await page.addStyleTag({ content: '.a-top { position: static !important; }' });
    const name = `import-${breaks ? 'breaks' : 'mapping'}-${width}-${language}.png`;
    await page.locator('.a-card', { has: page.getByTestId('import-mapping') }).screenshot({ path: path.join(out, name) });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, sideways > 0 ? `sideways scroll ${sideways}px` : 'no sideways scroll');
    await context.close();
  }
}
await browser.close();
