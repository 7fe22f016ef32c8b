import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setImportDir } from '@/server/catalog-import';
import { importMappings, products, staffUsers, topics } from '@/server/db/schema';
import type { Json } from '../support/api-suite';
import { factoryWorkbook, postSheet, type Row } from '../support/factory-workbook';
import { applyAndWait, checkedReport } from '../support/import-job';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Files are read in the import's reading thread, which yields the CPU to everything else by
// design (ADR 0040): on a busy two-core runner a dry run plus apply takes longer than vitest's default.
const IMPORT_TEST_MS = 120_000;

// Factory sheets as they come: a title above the header, a two-line header, the table on another
// sheet, headers in both languages with units and currencies, carton sizes in one cell; the
// mapping step (analyse, staff's mapping, a mapping remembered per layout) through the API.

let db: TestDb;
let dir: string;
let clerk: Record<string, string>;
let clerkEn: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;

const analyse = (headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number> = {}) => postSheet('/api/admin/import/analyse', headers, bytes, fields);
/** Uploads for the dry run and waits for its report (`data.dto`); an upload refused at once is answered as it came. */
const check = async (headers: Record<string, string>, bytes: Buffer, fields: Record<string, string | number | object> = {}) =>
  checkedReport(await postSheet('/api/admin/import', headers, bytes, fields), headers);

const product = (code: string, siteId = 38) =>
  db.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.code, code)))
    .then((r) => r[0]);

const fieldOf = (analysis: Json, header: string) => (analysis.columns as Json[]).find((c) => c.header === header)?.suggested;

const TITLE = '2027春季新品报价单';

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'lantern-import-mapping-'));
  setImportDir(dir);
  clerk = (await signedInStaff(db, 'catalogue')).headers;
  const english = await signedInStaff(db, 'catalogue');
  await db.db.update(staffUsers).set({ language: 'en' }).where(eq(staffUsers.id, english.staff.id));
  clerkEn = english.headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
  await db.db.insert(topics).values([
    { siteId: 38, code: '001', name: '灯饰', nameen: 'Lighting' },
    { siteId: 39, code: '001', name: '灯饰', nameen: 'Lighting' },
  ]);
});

afterAll(async () => {
  setImportDir(undefined);
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('the header row is found, not assumed', { timeout: IMPORT_TEST_MS }, () => {
  const header = ['货号', '品名', 'English Name', '单价(元)', 'Unit Price (USD)', '外箱尺寸', '装箱数', '起订量', '材质', '分类', '备注'];
  let titled: Buffer;

  beforeAll(async () => {
    titled = await factoryWorkbook([
      {
        name: '报价',
        merges: ['A1:K1'],
        rows: [
          [TITLE],
          ['义乌市光明灯饰厂  Tel: 0579-85551234  报价有效期30天'],
          [],
          header,
          ['GM-101', '暖光灯串', 'Warm string light', '¥12.8', '$1.85', '60*40*50cm', '48 pcs', '500pcs', '铜线 + PVC', '灯饰', '新款'],
          [],
          ['GM-102', '星星灯', 'Star light', 9.5, 1.35, 'L60 W40 H50', 24, '1,000 PCS', '塑料', 'Lighting', null],
          ['GM-103', '坏行', 'Bad row', '12,80 €', '12,80 €', '60*40', '五百', 100, '', '灯饰', null],
        ],
      },
    ]);
  });

  it('takes the row under a merged title and a note as the header, and shows which row and sheet', async () => {
    const { status, body } = await analyse(clerk, titled);
    expect(status).toBe(200);
    const analysis = body.data.dto;
    expect(analysis).toMatchObject({ sheet: 1, headerRow: 4, headerLines: 1, detected: true, remembered: false, sheets: [{ sheet: 1, name: '报价', hidden: false }] });
    expect(analysis.preview.map((r: Json) => r.row)).toEqual([1, 2, 4, 5, 7, 8]);
    expect(analysis.columns).toHaveLength(11);
    expect(analysis.columns[0]).toEqual({ column: 1, letter: 'A', header: '货号', samples: ['GM-101', 'GM-102', 'GM-103'], suggested: 'code', minQty: null });
    expect(fieldOf(analysis, 'Unit Price (USD)')).toBe('foreignprice');
    expect(fieldOf(analysis, '单价(元)')).toBe('price');
    expect(fieldOf(analysis, '外箱尺寸')).toBe('cartonSize');
    expect(fieldOf(analysis, '材质')).toBe('material');
    expect(fieldOf(analysis, '备注')).toBeNull();
  });

  it('checks the rows under the header: no title columns, the remark column listed, bad cells refused per row', async () => {
    const { status, body } = await check(clerk, titled);
    expect(status).toBe(200);
    const report = body.data.dto;
    expect(report.layout).toEqual({ sheet: 1, sheetName: '报价', headerRow: 4, headerLines: 1 });
    expect(report.counts).toEqual({ create: 2, update: 0, skip: 0, error: 1 });
    expect(report.ignoredColumns).toEqual(['备注']);
    expect(report.errors).toEqual([
      { row: 8, column: '外箱尺寸', message: '“60*40”不是外箱尺寸，请写成 长*宽*高，如 60*40*50cm' },
      { row: 8, column: '单价(元)', message: '“12,80 €”不是人民币价格：这一列只收人民币，请换算后只写数字，如 12.80' },
      { row: 8, column: 'Unit Price (USD)', message: '“12,80 €”不是美元价格：这一列只收美元，请换算后只写数字，如 12.80' },
      { row: 8, column: '装箱数', message: '“五百”是中文数字，请写阿拉伯数字，如 500' },
    ]);

    const job = await applyAndWait(report.jobId, clerk);
    expect(job).toMatchObject({ status: 'done', applied: { create: 2, error: 1 } });
    expect(await product('GM-101')).toMatchObject({
      name: '暖光灯串',
      price: 12.8,
      foreignprice: 1.85,
      cartonLengthCm: 60,
      cartonWidthCm: 40,
      cartonHeightCm: 50,
      pcsPerCarton: 48,
      moq: 500,
      material: '铜线 + PVC',
      classcode: '001',
    });
    expect(await product('GM-102')).toMatchObject({ cartonLengthCm: 60, cartonWidthCm: 40, cartonHeightCm: 50, moq: 1000 });
    expect(await product('GM-103')).toBeUndefined();
  });

  it('reads a two-line header: "Unit Price" over "(USD)" and 外箱尺寸 over 长/宽/高', async () => {
    const bytes = await factoryWorkbook([
      {
        merges: ['A1:A2', 'B1:B2', 'C1:C2', 'E1:G1'],
        rows: [
          ['Item No.', 'Description', '品名', 'Unit Price', '外箱尺寸', null, null, 'G.W.'],
          [null, null, null, '(USD)', '长', '宽', '高', '(KGS)'],
          ['TL-1', 'Glass bauble', '玻璃球', 2.4, 61, 41, 52, '5.2'],
        ],
      },
    ]);
    const analysis = (await analyse(clerk, bytes)).body.data.dto;
    expect(analysis).toMatchObject({ headerRow: 1, headerLines: 2 });
    expect(analysis.columns.map((c: Json) => [c.header, c.suggested])).toEqual([
      ['Item No.', 'code'],
      ['Description', 'descriptionEn'],
      ['品名', 'name'],
      ['Unit Price (USD)', 'foreignprice'],
      ['外箱尺寸 长', 'cartonLengthCm'],
      ['外箱尺寸 宽', 'cartonWidthCm'],
      ['外箱尺寸 高', 'cartonHeightCm'],
      ['G.W. (KGS)', 'grossWeightKg'],
    ]);
    const report = (await check(clerk, bytes)).body.data.dto;
    expect(report.layout).toMatchObject({ headerRow: 1, headerLines: 2 });
    // The data starts on row 3; its English name fills the Chinese one, but with no exchange rate
    // set and no topic chosen a new product still lacks its CNY price and topic.
    expect(report.errors.map((e: Json) => [e.row, e.column])).toEqual([
      [3, '人民币价格 / Price (CNY)'],
      [3, '分类 / Topics'],
    ]);
  });

  it('finds the header on row 5 of the second sheet, and reads another sheet or row when staff choose it', async () => {
    const bytes = await factoryWorkbook([
      { name: '说明', rows: [['本报价单包含 2027 春季新品'], ['价格为含税出厂价']] },
      {
        name: 'Price list',
        rows: [
          ['Spring 2027'],
          [],
          ['Quotation No. Q-0412'],
          [],
          ['Art. No.', 'Product Name', '中文品名', 'FOB USD', '单价(元)', 'CTN SIZE (CM)', 'QTY/CTN', 'MOQ(PCS)', 'G.W.(KGS)', 'N.W.(KGS)', 'Material', 'Category'],
          ['SP-1', 'Bunny lamp', '兔子灯', '$1,234.50', '¥8,888', '60×40×50 CM', '1,000 PCS', '500pcs', '5.2 KGS', '4.8kg', 'Resin', 'Lighting'],
        ],
      },
    ]);
    const analysis = (await analyse(clerkEn, bytes)).body.data.dto;
    expect(analysis).toMatchObject({ sheet: 2, headerRow: 5, headerLines: 1, sheets: [{ name: '说明' }, { name: 'Price list' }] });
    expect(analysis.columns.map((c: Json) => c.suggested)).toEqual([
      'code',
      'nameen',
      'name',
      'foreignprice',
      'price',
      'cartonSize',
      'pcsPerCarton',
      'moq',
      'grossWeightKg',
      'netWeightKg',
      'materialen',
      'topics',
    ]);
    const report = (await check(clerkEn, bytes)).body.data.dto;
    expect(report).toMatchObject({ counts: { create: 1, error: 0 }, ignoredColumns: [], layout: { sheet: 2, sheetName: 'Price list', headerRow: 5 } });
    await applyAndWait(report.jobId, clerkEn);
    expect(await product('SP-1')).toMatchObject({
      nameen: 'Bunny lamp',
      foreignprice: 1234.5,
      price: 8888,
      cartonLengthCm: 60,
      cartonWidthCm: 40,
      cartonHeightCm: 50,
      pcsPerCarton: 1000,
      moq: 500,
      grossWeightKg: 5.2,
      netWeightKg: 4.8,
      materialen: 'Resin',
    });

    // Staff choose: the first sheet, its first row.
    const chosen = (await analyse(clerkEn, bytes, { sheet: 1, headerRow: 1 })).body.data.dto;
    expect(chosen).toMatchObject({ sheet: 1, headerRow: 1, detected: false, columns: [{ header: '本报价单包含 2027 春季新品', suggested: null }] });
    expect((await analyse(clerkEn, bytes, { sheet: 3 })).body).toMatchObject({ code: 400, field: 'sheet' });
    expect((await analyse(clerkEn, bytes, { sheet: 2, headerRow: 2 })).body).toMatchObject({ code: 400, field: 'headerRow' });
  });
});

describe('the mapping staff confirm', { timeout: IMPORT_TEST_MS }, () => {
  const header = ['款号', '产品名称', 'English Name', '出厂价', 'USD', '箱规', '备注', '分类'];
  const rowOf = (code: string): Row => [code, '陶瓷花瓶', 'Ceramic vase', 20, 2.9, '60x40x50', '哑光釉', '灯饰'];

  it('is taken as sent: a changed field, a column left out and listed, and remembered for the layout', async () => {
    const first = await factoryWorkbook([{ rows: [[TITLE], header, rowOf('CV-1')] }]);
    const analysis = (await analyse(clerk, first)).body.data.dto;
    expect(analysis.headerRow).toBe(2);
    expect(fieldOf(analysis, '备注')).toBeNull();
    expect(fieldOf(analysis, '箱规')).toBe('cartonSize');
    // The clerk maps 备注 (the glaze) to the material and leaves 分类's suggestion as it is, but
    // leaves out 出厂价 and USD, then adds them back by hand (USD as the USD price).
    const mapping = [
      { column: 1, field: 'code' },
      { column: 2, field: 'name' },
      { column: 3, field: 'nameen' },
      { column: 4, field: 'price' },
      { column: 5, field: 'foreignprice' },
      { column: 6, field: 'cartonSize' },
      { column: 7, field: 'material' },
      { column: 8, field: 'topics' },
    ];
    const report = (await check(clerk, first, { headerRow: 2, mapping })).body.data.dto;
    expect(report).toMatchObject({ counts: { create: 1, error: 0 }, ignoredColumns: [] });
    await applyAndWait(report.jobId, clerk);
    expect(await product('CV-1')).toMatchObject({ material: '哑光釉', cartonHeightCm: 50, foreignprice: 2.9 });

    // The next sheet from the same factory: same headers in another order, another title, more rows.
    const reordered = [header[1]!, header[0]!, ...header.slice(2)];
    const again = (code: string): Row => {
      const row = rowOf(code);
      return [row[1]!, row[0]!, ...row.slice(2)];
    };
    const second = await factoryWorkbook([{ rows: [['2027秋季报价'], [], reordered, again('CV-2'), again('CV-3')] }]);
    const remembered = (await analyse(clerk, second)).body.data.dto;
    expect(remembered).toMatchObject({ headerRow: 3, remembered: true });
    expect(fieldOf(remembered, '备注')).toBe('material');
    expect(fieldOf(remembered, '款号')).toBe('code');
    const secondReport = (await check(clerk, second)).body.data.dto;
    expect(secondReport).toMatchObject({ counts: { create: 2, error: 0 }, ignoredColumns: [] });
    await applyAndWait(secondReport.jobId, clerk);
    expect(await product('CV-3')).toMatchObject({ name: '陶瓷花瓶', material: '哑光釉' });

    // Remembered per site: another site's staff get the words' suggestions.
    expect((await analyse(otherSite, second)).body.data.dto).toMatchObject({ remembered: false });
    expect(await db.db.select().from(importMappings)).toHaveLength(1);
  });

  it('lists every headed column the mapping leaves out, never dropping one without a word', async () => {
    const bytes = await factoryWorkbook([{ rows: [header, rowOf('CV-9')] }]);
    const mapping = [
      { column: 1, field: 'code' },
      { column: 4, field: 'price' },
    ];
    const report = (await check(clerk, bytes, { mapping })).body.data.dto;
    expect(report.ignoredColumns).toEqual(['产品名称', 'English Name', 'USD', '箱规', '备注', '分类']);
  });

  it('refuses a mapping that is not a list of {column, field}, naming it', async () => {
    const bytes = await factoryWorkbook([{ rows: [header, rowOf('CV-8')] }]);
    const twice = [
      { column: 1, field: 'code' },
      { column: 2, field: 'code' },
    ];
    for (const mapping of ['{not json', { 款号: 'code' }, twice, [{ column: 0, field: 'code' }], [{ column: 1, field: 'colour' }]]) {
      const answer = await check(clerk, bytes, { mapping: typeof mapping === 'string' ? mapping : mapping });
      expect(answer.status, JSON.stringify(mapping)).toBe(400);
      expect(answer.body.field, JSON.stringify(mapping)).toMatch(/^mapping/);
    }
  });

  it('reads a sheet larger than an ordinary request body on the mapping step (the sheet’s own limit applies)', async () => {
    const lines = ['货号,品名,Unit Price (USD),CTN SIZE (CM)'];
    for (let i = 0, size = 0; size < 1.5 * 1024 * 1024; i++) {
      const line = `BIG-${i},大号灯笼 ${'灯'.repeat(20)},1.85,60*40*50cm`;
      lines.push(line);
      size += Buffer.byteLength(line) + 1;
    }
    const answer = await postSheet('/api/admin/import/analyse', clerk, Buffer.from(lines.join('\n')), {}, 'big.csv');
    expect(answer.status).toBe(200);
    expect(answer.body.data.dto).toMatchObject({ headerRow: 1, sheets: [{ name: 'CSV' }] });
  });

  it('answers 401 signed out and 403 to sales on the mapping step', async () => {
    const bytes = await factoryWorkbook([{ rows: [header] }]);
    expect((await analyse({}, bytes)).status).toBe(401);
    expect((await analyse(sales, bytes)).status).toBe(403);
  });
});
