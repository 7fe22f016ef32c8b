import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { setImportDir } from '@/server/catalog-import';
import { products, staffUsers, topics, units } from '@/server/db/schema';
import { breaksOf, saveBreaks } from '@/server/pricing/product-breaks';
import type { Json } from '../support/api-suite';
import { factoryWorkbook, postSheet, type Row } from '../support/factory-workbook';
import { applyAndWait, checkedReport } from '../support/import-job';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Quantity breaks in the catalogue import and export (ADR 0055): a factory's own sheet with its
// break columns, a bad break refused on the sheet's own row, the export's break columns imported
// back unchanged, and a sheet without break columns leaving breaks alone.

const IMPORT_TEST_MS = 120_000;

let db: TestDb;
let dir: string;
let clerk: Record<string, string>;
let clerkEn: Record<string, string>;
let topicId: number;

const analyse = (headers: Record<string, string>, bytes: Buffer) => postSheet('/api/admin/import/analyse', headers, bytes);
const check = async (headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number | object> = {}) =>
  checkedReport(await postSheet('/api/admin/import', headers, bytes, { newTopicId: topicId, ...fields }), headers);

async function download(urlPath: string, headers: Record<string, string>): Promise<Buffer> {
  const res = await apiApp.request(urlPath, { headers });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function idOf(code: string): Promise<number> {
  const [row] = await db.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, 38), eq(products.code, code)));
  return row!.id;
}

const breaksOfCode = async (code: string) => (await breaksOf(db.db, 38, [await idOf(code)])).get(await idOf(code)) ?? { USD: [], CNY: [] };

/** Imports a workbook through the dry run and the job, expecting no errors. */
async function importAll(bytes: Buffer, fields: Record<string, string | number | object> = {}) {
  const report = (await check(clerk, bytes, fields)).body.data.dto;
  expect(report.errors).toEqual([]);
  await applyAndWait(report.jobId, clerk);
  return report;
}

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'lantern-import-breaks-'));
  setImportDir(dir);
  clerk = (await signedInStaff(db, 'catalogue')).headers;
  const english = await signedInStaff(db, 'catalogue');
  await db.db.update(staffUsers).set({ language: 'en' }).where(eq(staffUsers.id, english.staff.id));
  clerkEn = english.headers;
  // The unit a new product is sold by (PC), as the settings list has it: an export names it.
  await db.db.insert(units).values({ siteId: 38, code: 'PC', name: '个', nameen: 'Piece' });
  const [topic] = await db.db.insert(topics).values({ siteId: 38, code: '007', name: '杯子', nameen: 'Mugs' }).returning({ id: topics.id });
  topicId = topic!.id;
});

afterAll(async () => {
  setImportDir(undefined);
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('a factory’s own sheet with break columns', { timeout: IMPORT_TEST_MS }, () => {
  // Its own words in both languages, a currency only where the factory wrote one, "¥" prices,
  // comma decimals, a title row and a blank row above the header.
  const header = [
    'Item No.',
    '品名',
    'Unit Price (USD)',
    '人民币单价',
    'MOQ(PCS)',
    '500-999pcs',
    'FOB price 1000pcs',
    '≥2000 PCS USD',
    '500个以上单价',
    '1000件以上 人民币',
    '单价(≥2000)',
  ];
  const rows: Row[] = [
    ['FB-1', '陶瓷杯', '$1.25', '¥9.00', '200 pcs', '1,15', '$1.05', '0,98', '¥8.5', '¥7.8', '7,20'],
    ['FB-2', '马克杯', 1.6, 11, 1000, '1,10', null, null, null, null, null],
    ['FB-3', '玻璃杯', 2.4, 17, 100, null, '$2.10', null, null, null, null],
  ];
  let sheet: Buffer;

  beforeAll(async () => {
    sheet = await factoryWorkbook([{ name: '报价', merges: ['A1:K1'], rows: [['2027春季新品报价单 — 义乌杯业'], [], header, ...rows] }]);
  });

  it('suggests each break column with its quantity and currency on the mapping step', async () => {
    const { status, body } = await analyse(clerk, sheet);
    expect(status, JSON.stringify(body)).toBe(200);
    const analysis = body.data.dto;
    expect(analysis).toMatchObject({ headerRow: 3, detected: true });
    const suggested = Object.fromEntries((analysis.columns as Json[]).map((c) => [c.header, [c.suggested, c.minQty]]));
    expect(suggested).toMatchObject({
      'MOQ(PCS)': ['moq', null],
      '500-999pcs': ['priceBreakUsd', 500],
      'FOB price 1000pcs': ['priceBreakUsd', 1000],
      '≥2000 PCS USD': ['priceBreakUsd', 2000],
      '500个以上单价': ['priceBreakCny', 500],
      '1000件以上 人民币': ['priceBreakCny', 1000],
      '单价(≥2000)': ['priceBreakCny', 2000],
    });
  });

  it('imports the breaks, and refuses a break at the MOQ on the sheet’s own row and column, in both languages', async () => {
    const report = (await check(clerk, sheet)).body.data.dto;
    expect(report.counts).toEqual({ create: 2, update: 0, skip: 0, error: 1 });
    expect(report.errors).toEqual([{ row: 5, column: '500-999pcs', message: '阶梯价的起始数量必须大于起订量（1000）：起订量时按原价' }]);
    const english = (await check(clerkEn, sheet)).body.data.dto;
    expect(english.errors).toEqual([{ row: 5, column: '500-999pcs', message: 'a quantity break must start above the MOQ (1000): at the MOQ the list price applies' }]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`/api/admin/import/${english.jobId}/errors.xlsx`, clerkEn)) as never);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, 5, '500-999pcs', english.errors[0].message]);

    await applyAndWait(report.jobId, clerk);
    expect(await breaksOfCode('FB-1')).toEqual({
      USD: [
        { minQty: 500, price: 1.15 },
        { minQty: 1000, price: 1.05 },
        { minQty: 2000, price: 0.98 },
      ],
      CNY: [
        { minQty: 500, price: 8.5 },
        { minQty: 1000, price: 7.8 },
        { minQty: 2000, price: 7.2 },
      ],
    });
    expect(await breaksOfCode('FB-3')).toEqual({ USD: [{ minQty: 1000, price: 2.1 }], CNY: [] });
    // The refused row is not written at all (like any row with an error).
    expect(await db.db.select().from(products).where(eq(products.code, 'FB-2'))).toEqual([]);
  });

  it('refuses a break that costs more than the range before it, naming that price', async () => {
    const dearer = await factoryWorkbook([{ rows: [header, ['FB-9', '瓷碗', 1.25, 9, 200, 1.2, 1.3, null, null, null, null]] }]);
    const report = (await check(clerkEn, dearer)).body.data.dto;
    expect(report.errors).toEqual([
      { row: 2, column: 'FOB price 1000pcs', message: 'a quantity break must cost less than the range before it (1.2): ordering more must not cost more' },
    ]);
  });
});

describe('the mapping staff confirm for break columns', { timeout: IMPORT_TEST_MS }, () => {
  const header = ['货号', '品名', 'USD', '人民币', '起订量', '阶梯价A', '阶梯价B'];

  it('takes a quantity typed for a column mapped by hand, remembers it for the layout, and refuses a break field without one', async () => {
    const sheet = await factoryWorkbook([{ rows: [header, ['MB-1', '杯托', 3, 21, 50, 2.8, 2.6]] }]);
    const mapping = [
      { column: 1, field: 'code' },
      { column: 2, field: 'name' },
      { column: 3, field: 'foreignprice' },
      { column: 4, field: 'price' },
      { column: 5, field: 'moq' },
      { column: 6, field: 'priceBreakUsd', minQty: 300 },
      { column: 7, field: 'priceBreakUsd', minQty: 600 },
    ];
    const refused = await postSheet('/api/admin/import', clerkEn, sheet, { mapping: mapping.map(({ minQty: _, ...m }) => m) });
    expect(refused.status).toBe(400);
    expect(String(refused.body.field)).toMatch(/^mapping/);
    const twice = await postSheet('/api/admin/import', clerkEn, sheet, { mapping: [...mapping.slice(0, 6), { column: 7, field: 'priceBreakUsd', minQty: 300 }] });
    expect([twice.status, String(twice.body.field)]).toEqual([400, expect.stringMatching(/^mapping/)]);

    await importAll(sheet, { mapping });
    expect(await breaksOfCode('MB-1')).toEqual({
      USD: [
        { minQty: 300, price: 2.8 },
        { minQty: 600, price: 2.6 },
      ],
      CNY: [],
    });
    const again = (await analyse(clerk, await factoryWorkbook([{ rows: [header, ['MB-2', '杯托', 3, 21, 50, 2.7, 2.5]] }]))).body.data.dto;
    expect(again.remembered).toBe(true);
    expect((again.columns as Json[]).slice(5).map((c) => [c.suggested, c.minQty])).toEqual([
      ['priceBreakUsd', 300],
      ['priceBreakUsd', 600],
    ]);
  });
});

describe('breaks through the export and back', { timeout: IMPORT_TEST_MS }, () => {
  beforeAll(async () => {
    await importAll(
      await factoryWorkbook([
        {
          rows: [
            ['Item No.', '品名', 'Price (USD)', 'Price (CNY)', 'MOQ'],
            ['RT-1', '杯垫', 3, 21, 50],
            ['RT-2', '杯盖', 4, 28, 10],
          ],
        },
      ]),
    );
    await saveBreaks(db.db, 38, await idOf('RT-1'), 'USD', [
      { minQty: 300, price: 2.75 },
      { minQty: 1200, price: 2.5 },
    ]);
    await saveBreaks(db.db, 38, await idOf('RT-2'), 'USD', [{ minQty: 100, price: 3.6 }]);
    await saveBreaks(db.db, 38, await idOf('RT-2'), 'CNY', [{ minQty: 500, price: 24.4 }]);
  });

  it('writes one column per break quantity and currency, lowest first, and imports back as unchanged', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const exported = await download(`/api/admin/export?lang=${lang}&q=RT-`, clerk);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported as never);
      const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).filter((v): v is string => typeof v === 'string');
      const breakHeaders = headers.filter((h) => /\d+\+/.test(h));
      expect(breakHeaders).toEqual(
        lang === 'en'
          ? ['Price 100+ (USD) / 100件以上美元价格', 'Price 300+ (USD) / 300件以上美元价格', 'Price 1200+ (USD) / 1200件以上美元价格', 'Price 500+ (CNY) / 500件以上人民币价格']
          : ['100件以上美元价格 / Price 100+ (USD)', '300件以上美元价格 / Price 300+ (USD)', '1200件以上美元价格 / Price 1200+ (USD)', '500件以上人民币价格 / Price 500+ (CNY)'],
      );
      const report = (await check(clerk, exported)).body.data.dto;
      expect(report.counts).toEqual({ create: 0, update: 0, skip: 2, error: 0 });
    }
  });

  it('an edited break cell updates that product’s breaks; an emptied one removes that break', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('/api/admin/export?lang=en&q=RT-', clerk)) as never);
    const sheet = book.worksheets[0]!;
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
    const rowOf = (code: string) => [2, 3].find((r) => sheet.getRow(r).getCell(1).value === code)!;
    sheet.getRow(rowOf('RT-1')).getCell(column('Price 1200+ (USD) / 1200件以上美元价格')).value = 2.45;
    sheet.getRow(rowOf('RT-2')).getCell(column('Price 500+ (CNY) / 500件以上人民币价格')).value = null;
    const report = await importAll(Buffer.from(await book.xlsx.writeBuffer()));
    expect(report.counts).toEqual({ create: 0, update: 2, skip: 0, error: 0 });
    expect(await breaksOfCode('RT-1')).toEqual({
      USD: [
        { minQty: 300, price: 2.75 },
        { minQty: 1200, price: 2.45 },
      ],
      CNY: [],
    });
    expect(await breaksOfCode('RT-2')).toEqual({ USD: [{ minQty: 100, price: 3.6 }], CNY: [] });
  });

  it('a sheet without break columns leaves breaks alone; a sheet with CNY columns only replaces the CNY breaks', async () => {
    const before = await breaksOfCode('RT-1');
    const plain = await importAll(
      await factoryWorkbook([
        {
          rows: [
            ['Item No.', 'Price (USD)'],
            ['RT-1', 2.95],
          ],
        },
      ]),
    );
    expect(plain.counts).toMatchObject({ update: 1 });
    expect(await breaksOfCode('RT-1')).toEqual(before);

    await importAll(
      await factoryWorkbook([
        {
          rows: [
            ['货号', '1000件以上 人民币'],
            ['RT-1', '¥19,50'],
          ],
        },
      ]),
    );
    expect(await breaksOfCode('RT-1')).toEqual({ ...before, CNY: [{ minQty: 1000, price: 19.5 }] });
  });
});
