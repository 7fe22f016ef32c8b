import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { setImportDir } from '@/server/catalog-import';
import { products, staffUsers, topics } from '@/server/db/schema';
import { call, type Json } from '../support/api-suite';
import { applyAndWait, checkedReport } from '../support/import-job';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// A factory's own price sheet has no topic column, one language's name and one currency's price.
// The clerk picks the topic for new products on the mapping step; the other name and price are
// filled (the price at the owner's exchange rate, to the cent) and reported; an existing product
// takes only what its row says.

// Files are read in the import's reading thread, which yields the CPU by design (ADR 0040).
const IMPORT_TEST_MS = 120_000;

let db: TestDb;
let dir: string;
let owner: Record<string, string>;
let clerk: Record<string, string>;
let clerkEn: Record<string, string>;
let lighting: number;
let festival: number;
let otherSiteTopic: number;

type Row = (string | number | null)[];

const TITLE = '2027春季新品报价单';
const HEADER = ['品名', '货号', 'Unit Price (USD)', '外箱尺寸', '装箱数', '起订量', '材质'];

/** The factory's sheet as it comes: a merged title row, then its own headers on row 2. */
async function factorySheet(rows: Row[], header: string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报价单');
  sheet.getCell('A1').value = TITLE;
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.getRow(2).values = header;
  rows.forEach((row, i) => (sheet.getRow(3 + i).values = row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const SPRING: Row[] = [
  ['暖光灯串', 'FS-101', '$1.85', '60*40*50cm', '48 pcs', '500pcs', '铜线 + PVC'],
  ['星星灯', 'FS-102', 1.35, 'L60 W40 H50', 24, '1,000 PCS', '塑料'],
  ['树脂兔子摆件', 'FS-103', '$12.80', '52*38*41cm', '12', '120', '树脂'],
];

async function post(urlPath: string, headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number> = {}) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], '2027春季报价单.xlsx'));
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  const res = await apiApp.request(urlPath, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

const analyse = (headers: Record<string, string>, bytes: Buffer) => post('/api/admin/import/analyse', headers, bytes);
const check = async (headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number> = {}) =>
  checkedReport(await post('/api/admin/import', headers, bytes, fields), headers);
const setRate = async (cnyPerUsd: string) => expect((await call('PUT', '/api/admin/exchange-rate', { headers: owner, body: { cnyPerUsd } })).status).toBe(200);

const product = (code: string) =>
  db.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, 38), eq(products.code, code)))
    .then((r) => r[0]);

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'lantern-import-defaults-'));
  setImportDir(dir);
  owner = (await signedInStaff(db, 'owner')).headers;
  clerk = (await signedInStaff(db, 'catalogue')).headers;
  const english = await signedInStaff(db, 'catalogue');
  await db.db.update(staffUsers).set({ language: 'en' }).where(eq(staffUsers.id, english.staff.id));
  clerkEn = english.headers;
  await signedInStaff(db, 'owner', { siteId: 39 });
  const made = await db.db
    .insert(topics)
    .values([
      { siteId: 38, code: '001', name: '灯饰', nameen: 'Lighting' },
      { siteId: 38, code: '002', name: '节日装饰', nameen: 'Festive decor' },
      { siteId: 39, code: '001', name: '灯饰', nameen: 'Lighting' },
    ])
    .returning({ id: topics.id });
  [lighting, festival, otherSiteTopic] = made.map((t) => t.id) as [number, number, number];
});

afterAll(async () => {
  setImportDir(undefined);
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('a factory sheet without a topic, an English name or a CNY price', { timeout: IMPORT_TEST_MS }, () => {
  it('with no exchange rate set refuses each new row on the CNY price, saying the owner can set 汇率 or the sheet can carry both prices', async () => {
    const bytes = await factorySheet(SPRING);
    expect((await analyse(clerk, bytes)).body.data.dto).toMatchObject({ headerRow: 2, rate: null });
    const report = (await check(clerk, bytes, { newTopicId: lighting })).body.data.dto;
    expect(report.counts).toEqual({ create: 0, update: 0, skip: 0, error: 3 });
    const message = '新商品没有人民币价格，且尚未设置汇率，无法从美元价格换算：请所有者在“汇率”页设置汇率，或在表格中同时填写两种价格';
    expect(report.errors).toEqual([3, 4, 5].map((row) => ({ row, column: '人民币价格 / Price (CNY)', message })));

    const en = (await check(clerkEn, bytes, { newTopicId: lighting })).body.data.dto;
    expect(en.errors[0]).toEqual({
      row: 3,
      column: 'Price (CNY) / 人民币价格',
      message:
        'a new product needs a CNY price, and no exchange rate is set to convert its USD price: the owner can set the exchange rate (汇率) in the workspace, or the sheet can carry both prices',
    });
    expect(await product('FS-101')).toBeUndefined();
  });

  it('with a rate but no topic chosen refuses each new row on the topic, saying to pick one on the mapping step', async () => {
    await setRate('7.18');
    const bytes = await factorySheet(SPRING);
    const report = (await check(clerk, bytes)).body.data.dto;
    expect(report.counts).toEqual({ create: 0, update: 0, skip: 0, error: 3 });
    const message = '新商品必须有分类：请在映射步骤选择“新商品的分类”，或在表格中加一列分类';
    expect(report.errors).toEqual([3, 4, 5].map((row) => ({ row, column: '分类 / Topics', message })));
    const en = (await check(clerkEn, bytes)).body.data.dto;
    expect(en.errors[0]).toEqual({
      row: 3,
      column: 'Topics / 分类',
      message: 'a new product needs a topic: pick “Topic for new products” on the mapping step, or add a topic column to the sheet',
    });
  });

  it('with the topic chosen and the owner’s rate imports every row: CNY price converted to the cent, the name in both languages, topic, carton and material', async () => {
    const bytes = await factorySheet(SPRING);
    const analysis = (await analyse(clerk, bytes)).body.data.dto;
    expect(analysis.rate).toEqual({ cnyPerUsd: '7.180000', setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const report = (await check(clerk, bytes, { newTopicId: lighting })).body.data.dto;
    expect(report.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    expect(report.errors).toEqual([]);
    // Nothing filled silently: the report says what each new product took, and at which rate.
    expect(report.defaults).toEqual({
      topic: { id: lighting, name: '灯饰', nameen: 'Lighting' },
      rate: analysis.rate,
      filled: { topic: 3, name: 0, nameen: 3, price: 3, foreignprice: 0 },
    });

    // The owner changes the rate between the check and the apply: the apply writes what was checked.
    await setRate('8');
    const job = await applyAndWait(report.jobId, clerk);
    expect(job).toMatchObject({ status: 'done', applied: { create: 3, error: 0 } });
    // $1.85 × 7.18 = 13.283 → ¥13.28; $1.35 × 7.18 = 9.693 → ¥9.69; $12.80 × 7.18 = 91.904 → ¥91.90
    expect(await product('FS-101')).toMatchObject({
      name: '暖光灯串',
      nameen: '暖光灯串',
      foreignprice: 1.85,
      price: 13.28,
      classcode: '001',
      cartonLengthCm: 60,
      cartonWidthCm: 40,
      cartonHeightCm: 50,
      pcsPerCarton: 48,
      moq: 500,
      material: '铜线 + PVC',
    });
    expect(await product('FS-102')).toMatchObject({ nameen: '星星灯', price: 9.69, foreignprice: 1.35, classcode: '001', moq: 1000, material: '塑料' });
    expect(await product('FS-103')).toMatchObject({ nameen: '树脂兔子摆件', price: 91.9, foreignprice: 12.8, classcode: '001', cartonHeightCm: 41 });
    await setRate('7.18');
  });

  it('keeps an existing product’s other-language name, other price and topic when such a sheet updates it', async () => {
    const full = await factorySheet([['旧款灯笼', 'FS-201', 3, 20, 'Old lantern', '节日装饰']], ['品名', '货号', 'Unit Price (USD)', '单价(元)', 'English Name', '分类']);
    await applyAndWait((await check(clerk, full)).body.data.dto.jobId, clerk);
    expect(await product('FS-201')).toMatchObject({ name: '旧款灯笼', nameen: 'Old lantern', price: 20, foreignprice: 3, classcode: '002' });

    const bytes = await factorySheet([['新款灯笼', 'FS-201', '$2.50', '60*40*50cm', '24 pcs', '240pcs', '纸']]);
    const report = (await check(clerk, bytes, { newTopicId: lighting })).body.data.dto;
    expect(report.counts).toEqual({ create: 0, update: 1, skip: 0, error: 0 });
    expect(report.defaults.filled).toEqual({ topic: 0, name: 0, nameen: 0, price: 0, foreignprice: 0 });
    await applyAndWait(report.jobId, clerk);
    expect(await product('FS-201')).toMatchObject({
      name: '新款灯笼',
      foreignprice: 2.5,
      nameen: 'Old lantern',
      price: 20,
      classcode: '002',
      material: '纸',
      pcsPerCarton: 24,
    });
  });

  it('keeps a row’s own topic, and refuses an unknown one instead of putting it under the chosen topic', async () => {
    const bytes = await factorySheet(
      [
        ['Paper lantern', 'FS-301', '¥12.80', '节日装饰'],
        ['Glass bauble', 'FS-302', '¥9.50', ''],
        ['Tin robot', 'FS-303', '¥30', '玩具'],
      ],
      ['Product Name', 'Item No.', '单价(元)', '分类'],
    );
    const report = (await check(clerk, bytes, { newTopicId: lighting })).body.data.dto;
    expect(report.counts).toEqual({ create: 2, update: 0, skip: 0, error: 1 });
    expect(report.errors).toEqual([{ row: 5, column: '分类', message: '找不到分类“玩具”' }]);
    // English names fill the Chinese ones; ¥12.80 / 7.18 = 1.78272… → $1.78.
    expect(report.defaults.filled).toEqual({ topic: 1, name: 2, nameen: 0, price: 0, foreignprice: 2 });
    await applyAndWait(report.jobId, clerk);
    expect(await product('FS-301')).toMatchObject({ name: 'Paper lantern', nameen: 'Paper lantern', price: 12.8, foreignprice: 1.78, classcode: '002' });
    expect(await product('FS-302')).toMatchObject({ price: 9.5, foreignprice: 1.32, classcode: '001' });
    expect(await product('FS-303')).toBeUndefined();
  });

  it('refuses a topic for new products that is not this site’s, or not a number, naming newTopicId', async () => {
    const bytes = await factorySheet(SPRING);
    for (const newTopicId of [otherSiteTopic, 'abc', 0, festival + 1000]) {
      const answer = await post('/api/admin/import', clerk, bytes, { newTopicId });
      expect(answer.status, String(newTopicId)).toBe(400);
      expect(answer.body.field, String(newTopicId)).toBe('newTopicId');
    }
  });
});
