import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailUrl } from '@/lib/media-url';
import { apiApp } from '@/server/api/app';
import { jobSettled, resumeAbandonedJobs, setImportDir } from '@/server/catalog-import';
import { auditLog, importJobs, productDescriptions, products, topics, units } from '@/server/db/schema';
import { getImageStore, getMediaFile, parseMediaPath } from '@/server/media';
import { call, type Json } from '../support/api-suite';
import { applyAndWait, checkedReport } from '../support/import-job';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Files are read in the import's reading thread, which yields the CPU to everything else by
// design (ADR 0040): on a busy two-core runner a dry run plus apply takes longer than vitest's default.
const IMPORT_TEST_MS = 120_000;

// The catalogue import (dry run → job) and export, through the API.

let db: TestDb;
let dir: string;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;

function picture(r: number, g: number, b: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

interface Part {
  bytes: Buffer | Uint8Array;
  name: string;
}

async function upload(headers: Record<string, string>, file: Part | null, pictures?: Part): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  if (pictures) form.append('pictures', new File([new Uint8Array(pictures.bytes)], pictures.name));
  const res = await apiApp.request('/api/admin/import', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Uploads and waits for the dry run: its report as `data.dto` (the upload's own answer when it was refused at once). */
async function dryRun(headers: Record<string, string>, file: Part | null, pictures?: Part): Promise<{ status: number; body: Json }> {
  return checkedReport(await upload(headers, file, pictures), headers);
}

async function download(urlPath: string, headers: Record<string, string>): Promise<Buffer> {
  const res = await apiApp.request(urlPath, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return Buffer.from(await res.arrayBuffer());
}

async function workbook(headers: string[], rows: (string | number | null)[][], images: { row: number; bytes: Buffer }[] = []): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  for (const image of images) {
    const id = book.addImage({ buffer: image.bytes as never, extension: 'png' });
    sheet.addImage(id, { tl: { col: headers.length, row: image.row - 1 }, ext: { width: 40, height: 30 } });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const product = (code: string) =>
  db.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, 38), eq(products.code, code)))
    .then((r) => r[0]);

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'lantern-import-'));
  setImportDir(dir);
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
  await db.db.insert(topics).values([
    { siteId: 38, code: '001', name: '灯饰', nameen: 'Lighting' },
    { siteId: 38, code: '002', name: '圣诞', nameen: 'Christmas' },
  ]);
  await db.db.insert(units).values({ siteId: 38, code: 'PC', name: '个', nameen: 'Piece' });
});

afterAll(async () => {
  setImportDir(undefined);
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('role rules', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/import/template'],
    ['GET', '/api/admin/import'],
    ['GET', '/api/admin/import/1'],
    ['GET', '/api/admin/import/1/errors.xlsx'],
    ['POST', '/api/admin/import/1/apply'],
    ['GET', '/api/admin/export'],
  ];

  it('answers 401 to a caller signed out and 403 to a sales member on every import and export route', async () => {
    for (const [method, url] of routes) {
      expect((await call(method, url, { mayBeFile: true })).status, url).toBe(401);
      expect((await call(method, url, { headers: sales, mayBeFile: true })).status, url).toBe(403);
    }
    expect((await upload({}, { bytes: Buffer.from('a,b'), name: 'a.csv' })).status).toBe(401);
    expect((await upload(sales, { bytes: Buffer.from('a,b'), name: 'a.csv' })).status).toBe(403);
  });
});

describe('template', () => {
  it('serves the template with both languages in each header, an example row and the explanation sheet', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('/api/admin/import/template?lang=zh', catalogue)) as never);
    expect(book.worksheets).toHaveLength(2);
    const header = book.worksheets[0]!.getRow(1).values as string[];
    expect(header[1]).toBe('货号 / Item No.');
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('LT-1001');
    const en = new ExcelJS.Workbook();
    await en.xlsx.load((await download('/api/admin/import/template?lang=en', catalogue)) as never);
    expect((en.worksheets[0]!.getRow(1).values as string[])[1]).toBe('Item No. / 货号');
    expect((await call('GET', '/api/admin/import/template?lang=fr', { headers: catalogue })).body).toMatchObject({ code: 400, field: 'lang' });
  });
});

describe('import', { timeout: IMPORT_TEST_MS }, () => {
  let firstJob = 0;
  let workbookBytes: Buffer;

  it('checks a workbook with zh-only headers and embedded pictures, then applies it as a job', async () => {
    const [red, green] = await Promise.all([picture(220, 30, 30), picture(30, 200, 30)]);
    workbookBytes = await workbook(
      ['货号', '中文名称', '英文名称', '人民币价格', '美元价格', '库存', '分类', '单位', '中文描述', '热销', '新品', '备注'],
      [
        ['WB-1', '红灯笼', 'Red lantern', 12.5, 1.8, 100, '灯饰', 'PC', '大红灯笼', '是', '否', 'ignored'],
        ['WB-2', '绿星星', 'Green star', 8, 1.1, 0, 'Christmas; 灯饰', '个', '<p>绿色<script>x</script></p>', 0, 1, null],
      ],
      [
        { row: 2, bytes: red },
        { row: 3, bytes: green },
      ],
    );
    const checked = await dryRun(catalogue, { bytes: workbookBytes, name: '商品.xlsx' });
    expect(checked.status).toBe(200);
    const report = checked.body.data.dto;
    expect(report).toMatchObject({ counts: { create: 2, update: 0, skip: 0, error: 0 }, errors: [], ignoredColumns: ['备注'], pictureCount: 2 });
    expect(await product('WB-1')).toBeUndefined(); // a dry run writes nothing
    firstJob = report.jobId;

    const job = await applyAndWait(firstJob, catalogue);
    expect(job).toMatchObject({ status: 'done', applied: { create: 2, update: 0, skip: 0, error: 0 }, progress: 2, total: 2 });

    const lantern = (await product('WB-1'))!;
    expect(lantern).toMatchObject({
      name: '红灯笼',
      nameen: 'Red lantern',
      price: 12.5,
      foreignprice: 1.8,
      stock: 100,
      classcode: '001',
      unitCode: 'PC',
      isHot: 1,
      isNew: 0,
      published: true,
    });
    // The new flag is the staff's is_new (the column the workspace list filters by).
    expect(await product('WB-2')).toMatchObject({ classcode: '002', isNew: 1 }); // the first of several topics
    const [description] = await db.db
      .select()
      .from(productDescriptions)
      .where(and(eq(productDescriptions.productId, (await product('WB-2'))!.id), eq(productDescriptions.languageFlag, 0)));
    expect(description!.content).toBe('<p>绿色</p>');
    // The picture is stored and its variants are served.
    const [pic] = lantern.pics.split(',');
    expect(pic).toMatch(/^\/Upload\/product\/[0-9a-f]{32}\.png$/);
    const variant = await getMediaFile(getImageStore(), parseMediaPath(thumbnailUrl(pic!, 200))!);
    expect(variant?.bytes.length).toBeGreaterThan(0);

    const audits = await db.db.select().from(auditLog).where(eq(auditLog.action, 'import.apply'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ jobId: firstJob, counts: { create: 2, update: 0, skip: 0, error: 0 } });
  });

  it('changes nothing when the same file is imported again (pictures compared by content)', async () => {
    const before = await product('WB-1');
    const checked = await dryRun(catalogue, { bytes: workbookBytes, name: '商品.xlsx' });
    expect(checked.body.data.dto.counts).toEqual({ create: 0, update: 0, skip: 2, error: 0 });
    const job = await applyAndWait(checked.body.data.dto.jobId, catalogue);
    expect(job.applied).toEqual({ create: 0, update: 0, skip: 2, error: 0 });
    expect((await product('WB-1'))!.updatedAt).toEqual(before!.updatedAt);
  });

  it('reads a GB18030 CSV with en-only headers and takes pictures from a zip by item code', async () => {
    const csv = [
      'Item No.,Chinese name,English name,Price (CNY),Price (USD),Topics,Pictures,Published',
      'CSV-1,"金色,铃铛",Gold bell,3.5,0.5,Christmas,,0',
      'CSV_2,雪花,Snowflake,4,0.6,001,,',
    ].join('\r\n');
    const zip = new JSZip();
    zip.file('CSV-1.jpg', await picture(200, 180, 20, 'jpeg'));
    zip.file('CSV-1_2.jpg', await picture(190, 170, 30, 'jpeg'));
    zip.file('CSV_2/1.png', await picture(240, 240, 250));
    zip.file('__MACOSX/._CSV-1.jpg', 'junk');
    const checked = await dryRun(
      catalogue,
      { bytes: iconv.encode(csv, 'gb18030'), name: 'items.csv' },
      { bytes: await zip.generateAsync({ type: 'nodebuffer' }), name: 'pics.zip' },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.data.dto.counts).toEqual({ create: 2, update: 0, skip: 0, error: 0 });
    await applyAndWait(checked.body.data.dto.jobId, catalogue);
    const bell = (await product('CSV-1'))!;
    expect(bell).toMatchObject({ name: '金色,铃铛', classcode: '002', published: false });
    expect(bell.pics.split(',')).toHaveLength(2);
    expect((await product('CSV_2'))!.pics.split(',')).toHaveLength(1);
  });

  it('reports two bad rows by row and column, in the workspace language, also as errors.xlsx', async () => {
    const bytes = await workbook(
      ['Item No. / 货号', 'Chinese name', 'English name', 'Price (CNY)', 'Price (USD)', 'Topics', 'Pictures'],
      [
        ['OK-1', '好', 'Good', 1, 0.2, '灯饰', null],
        ['BAD-1', '坏', 'Bad', 'abc', 0.2, '灯饰', null],
        ['OK-2', '好2', 'Good 2', 1, 0.2, '灯饰', null],
        ['BAD-2', '坏2', 'Bad 2', 1, 0.2, '没有这个分类', 'https://elsewhere.example/x.jpg'],
      ],
    );
    const checked = await dryRun(catalogue, { bytes, name: 'bad.xlsx' });
    const report = checked.body.data.dto;
    expect(report.counts).toEqual({ create: 2, update: 0, skip: 0, error: 2 });
    expect(report.errors).toEqual([
      { row: 3, column: 'Price (CNY)', message: '“abc”不是数字' },
      { row: 5, column: 'Topics', message: '找不到分类“没有这个分类”' },
      { row: 5, column: 'Pictures', message: expect.stringContaining('不在本站') },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(`/api/admin/import/${report.jobId}/errors.xlsx`, catalogue)) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 3, 'Price (CNY)', '“abc”不是数字']);
    expect(sheet.getRow(3).getCell(1).value).toBe(5);
    // Apply writes the good rows only.
    const job = await applyAndWait(report.jobId, catalogue);
    expect(job.applied).toMatchObject({ create: 2, error: 2 });
    expect(await product('BAD-1')).toBeUndefined();
    expect(await product('OK-2')).toBeDefined();
  });

  it('round trip: an exported catalogue imports as 0 changes, an edited one as that change', async () => {
    const exported = await download('/api/admin/export?lang=en', catalogue);
    const checked = await dryRun(catalogue, { bytes: exported, name: 'export.xlsx' });
    const total = (await db.db.select().from(products).where(eq(products.siteId, 38))).length;
    expect(checked.body.data.dto.counts).toEqual({ create: 0, update: 0, skip: total, error: 0 });

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as never);
    const sheet = book.worksheets[0]!;
    sheet.getRow(2).getCell(3).value = 'Edited name';
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const again = await dryRun(catalogue, { bytes: edited, name: 'export.xlsx' });
    expect(again.body.data.dto.counts).toEqual({ create: 0, update: 1, skip: total - 1, error: 0 });

    const filtered = new ExcelJS.Workbook();
    await filtered.xlsx.load((await download('/api/admin/export?published=0', catalogue)) as never);
    expect(filtered.worksheets[0]!.actualRowCount).toBe(2); // header + CSV-1
  });

  it('refuses an oversize file and a file that is not a sheet, naming the field', async () => {
    const big = await upload(catalogue, { bytes: Buffer.alloc(50 * 1024 * 1024 + 1, 0x41), name: 'big.csv' });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ field: 'file' });
    const pdf = await upload(catalogue, { bytes: Buffer.from('%PDF-1.4 not a sheet'), name: 'catalogue.pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ field: 'file' });
    // The route's own bound on the whole body (request-limits.ts), refused on its Content-Length before reading.
    const declared = await apiApp.request('/api/admin/import', {
      method: 'POST',
      headers: { ...catalogue, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(600 * 1024 * 1024) },
      body: '--x--',
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ field: 'body' });
    const missing = await upload(catalogue, null, { bytes: Buffer.from('PK'), name: 'p.zip' });
    expect(missing.body).toMatchObject({ code: 400, field: 'file' });
    const badZip = await upload(catalogue, { bytes: Buffer.from('Item No.\nX-1'), name: 'a.csv' }, { bytes: Buffer.from('not a zip'), name: 'p.zip' });
    expect(badZip.body).toMatchObject({ code: 400, field: 'pictures' });
  }, 120_000); // a 50 MB multipart body built and parsed in process: ~6 s on a quiet machine, over 30 s on a saturated one

  it('keeps the job in the database: it can be left, listed, and resumed after its worker died', async () => {
    const bytes = await workbook(['货号', '中文名称', '英文名称', '人民币价格', '美元价格', '分类'], [['LEFT-1', '留', 'Left', 2, 0.3, '灯饰']]);
    const checked = await dryRun(catalogue, { bytes, name: 'left.xlsx' });
    const id = checked.body.data.dto.jobId as number;
    // A process that claimed the job and died: status running, heartbeat long ago.
    await db.db
      .update(importJobs)
      .set({ status: 'running', lockedAt: new Date(Date.now() - 3600_000) })
      .where(eq(importJobs.id, id));
    const first = await call('GET', `/api/admin/import/${id}`, { headers: catalogue });
    expect(first.body.data.dto.status).toBe('running');
    await jobSettled(id);
    const done = await call('GET', `/api/admin/import/${id}`, { headers: catalogue });
    expect(done.body.data.dto).toMatchObject({ status: 'done', applied: { create: 1 } });
    expect(await product('LEFT-1')).toBeDefined();

    const list = await call('GET', '/api/admin/import?pageSize=2', { headers: catalogue });
    expect(list.body.data.list).toHaveLength(2);
    expect(list.body.data.list[0].id).toBe(id);
    expect(list.body.data.searchListResourceParamaters.total).toBeGreaterThan(2);
    expect((await call('POST', `/api/admin/import/${id}/apply`, { headers: catalogue })).body).toMatchObject({ code: 409, field: 'id' });
    expect((await call('GET', `/api/admin/import/${id}`, { headers: otherSite })).body).toMatchObject({ code: 404, field: 'id' });
    expect((await call('GET', '/api/admin/import?pageSize=500', { headers: catalogue })).body).toMatchObject({ code: 400, field: 'pageSize' });
  });

  it('resumes a job whose worker died without anyone opening it (the server sweep), and only stale ones', async () => {
    const bytes = await workbook(['货号', '中文名称', '英文名称', '人民币价格', '美元价格', '分类'], [['SWEEP-1', '扫', 'Sweep', 2, 0.3, '灯饰']]);
    const dead = (await dryRun(catalogue, { bytes, name: 'dead.xlsx' })).body.data.dto.jobId as number;
    const live = (await dryRun(catalogue, { bytes, name: 'live.xlsx' })).body.data.dto.jobId as number;
    await db.db
      .update(importJobs)
      .set({ status: 'running', lockedAt: new Date(Date.now() - 3600_000) })
      .where(eq(importJobs.id, dead));
    // Another process's fresh heartbeat: not ours to take.
    await db.db.update(importJobs).set({ status: 'running', lockedAt: new Date() }).where(eq(importJobs.id, live));

    expect(await resumeAbandonedJobs(db.db)).toBe(1);
    await jobSettled(dead);
    expect(await product('SWEEP-1')).toBeDefined();
    const [deadRow] = await db.db.select().from(importJobs).where(eq(importJobs.id, dead));
    const [liveRow] = await db.db.select().from(importJobs).where(eq(importJobs.id, live));
    expect(deadRow!.status).toBe('done');
    expect(liveRow!.status).toBe('running');
    // A second sweep finds nothing left to take.
    expect(await resumeAbandonedJobs(db.db)).toBe(0);
    await db.db.update(importJobs).set({ status: 'failed', lockedAt: null }).where(eq(importJobs.id, live));
  });
});
