import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartLogistics } from '@/lib/container-fill';
import { startSession } from '@/server/accounts/sessions';
import { addresses, contactInfo, customers, products, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { attachmentDisposition, useCjkFontFiles } from '@/server/exports';
import { getImageStore } from '@/server/media';
import { request, type Json } from '../support/api-suite';
import { withBrokenDb } from '../support/broken-db';
import { createTestDb, type TestDb } from '../support/test-db';
import { pdfText } from '../support/pdf-text';
import { hideMailLog } from '../support/quiet-mail-log';

// Downloads (beyond the spec): GET /api/Order/{id}/Export and GET /api/ShoppingCart/Export answer
// the inquiry or the cart as a PDF or an Excel sheet, in English (USD) or Chinese (CNY).

let db: TestDb;
type Who = 'a' | 'b' | 'c';
/** A (English) and B (Chinese) on site 38, C on site 39. */
const auth: Record<Who, string> = { a: '', b: '', c: '' };
const addressId: Record<Who, number> = { a: 0, b: 0, c: 0 };
const p: Record<string, number> = {};

const packing = { pcsPerCarton: 12, cartonLengthCm: 60, cartonWidthCm: 40, cartonHeightCm: 50, grossWeightKg: 8, moq: 24 };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let restoreLog: () => void;
const warn = console.warn;
beforeAll(async () => {
  restoreLog = hideMailLog();
  console.warn = (...args: unknown[]) => (String(args[0]).startsWith('[exports]') ? undefined : warn(...args));
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '别的站', nameen: 'Other site' },
  ]);
  await db.db.insert(contactInfo).values([
    {
      siteId: 38,
      languageFlag: 1,
      tel: '+86-579-8555-0123',
      email: 'sales@lantern-gifts.example',
      companyname: 'Yiwu Lantern Gifts Co., Ltd.',
      companyaddress: 'No. 88 Chouzhou North Road, Yiwu',
    },
    {
      siteId: 38,
      languageFlag: 0,
      tel: '+86-579-8555-0123',
      email: 'sales@lantern-gifts.example',
      companyname: '义乌市灯笼礼品有限公司',
      companyaddress: '浙江省义乌市稠州北路88号',
    },
  ]);
  for (const [who, siteId, language] of [
    ['a', 38, 'en'],
    ['b', 38, 'zh'],
    ['c', 39, 'en'],
  ] as const) {
    const [row] = await db.db
      .insert(customers)
      .values({ siteId, email: `${who}@export.example.com`, nick: `Buyer ${who.toUpperCase()}`, companyName: `${who.toUpperCase()} Imports Ltd`, language })
      .returning({ id: customers.id });
    const session = await startSession(db.db, siteId, row!.id, true);
    auth[who] = `${row!.id},${session.onlineGuid}`;
    const [address] = await db.db
      .insert(addresses)
      .values({
        siteId,
        customerId: row!.id,
        contactName: 'Anna Schmidt',
        phone: '+49 40 1234567',
        country: 'DE',
        city: 'Hamburg',
        addressLine: 'Speicherstadt 12',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    addressId[who] = address!.id;
  }
  const add = async (key: string, siteId: number, zh: string, fields: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db.db
      .insert(products)
      .values({
        siteId,
        code: `LT-${key.toUpperCase()}`,
        classcode: '001',
        name: zh,
        nameen: `${key} lantern`,
        price: 36,
        foreignprice: 5.2,
        pics: `/Upload/product/${key}.webp`,
        ...packing,
        ...fields,
      })
      .returning({ id: products.id });
    p[key] = row!.id;
  };
  await add('paper', 38, '纸灯笼');
  await add('glass', 38, '玻璃灯笼', { price: 12.5, foreignprice: 1.75, moq: 200, pcsPerCarton: 50, cartonLengthCm: 50, cartonWidthCm: 50, cartonHeightCm: 40, grossWeightKg: 10 });
  await add('silk', 38, '丝绸灯笼', { price: 88, foreignprice: 12.4 });
  await add('other', 39, '别的灯笼');
  const store = getImageStore();
  for (const [key, colour] of [
    ['paper', '#c8102e'],
    ['glass', '#2266aa'],
    ['other', '#888888'],
  ] as const) {
    const picture = await sharp({ create: { width: 400, height: 300, channels: 4, background: colour } })
      .webp()
      .toBuffer();
    await store.put(`/Upload/product/${key}.webp`, picture, 'image/webp');
  }
  // silk has no stored picture: its cell stays empty.
});
afterAll(async () => {
  restoreLog();
  console.warn = warn;
  await db.dispose();
});
afterEach(() => useCjkFontFiles(undefined));

const call = (method: string, path: string, who?: Who, body?: unknown) => request(method, path, { body, headers: who ? { authorization: auth[who] } : {} });

async function json(method: string, path: string, who?: Who, body?: unknown) {
  const res = await call(method, path, who, body);
  return { status: res.status, body: (await res.json()) as Json };
}

async function cart(who: Who, items: [number, number][]): Promise<number[]> {
  const res = await json(
    'POST',
    '/api/ShoppingCart',
    who,
    items.map(([productId, addNum]) => ({ productId, addNum })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.listdto.map((l: Json) => l.id);
}

async function download(path: string, who?: Who) {
  const res = await call('GET', path, who);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The rows of the line table: from the header row to the totals row (`headerRow` is its 1-based number). */
function tableOf(sheet: ExcelJS.Worksheet, headerFirst: string) {
  const rows: { number: number; values: ExcelJS.CellValue[] }[] = [];
  sheet.eachRow((row) => rows.push({ number: row.number, values: Array.from((row.values as ExcelJS.CellValue[]).slice(1), (v) => v ?? null) }));
  const header = rows.findIndex((r) => r.values[0] === headerFirst);
  const total = rows.findIndex((r, i) => i > header && r.values[0] === null && r.values[1] === null && typeof r.values[3] === 'number');
  return {
    header: rows[header]!.values,
    lines: rows.slice(header + 1, total).map((r) => r.values),
    total: rows[total]!.values,
    headerRow: rows[header]!.number,
    all: rows.map((r) => r.values),
  };
}

describe('GET /api/Order/{id}/Export', () => {
  let order: Json;

  beforeAll(async () => {
    const [paper, glass, silk] = await cart('a', [
      [p.paper!, 30],
      [p.glass!, 100],
      [p.silk!, 12],
    ]);
    const res = await json('POST', '/api/Order/SubmitOrder', 'a', {
      cartIds: [paper, glass, silk],
      addressId: addressId.a,
      idempotencyKey: randomUUID(),
      message: 'Please quote FOB Ningbo',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    order = res.body.data.dto;
    // A later catalogue change must not rewrite the inquiry's sheet (the snapshot is printed).
    await db.db.update(products).set({ nameen: 'renamed lantern', foreignprice: 99 }).where(eq(products.id, p.paper!));
  });

  it('answers the English PDF as an attachment named after the order, not cached', async () => {
    const { res, bytes } = await download(`/api/Order/${order.id}/Export?format=pdf&lang=en`, 'a');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${order.orderNo}.pdf"; filename*=UTF-8''${order.orderNo}.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(`Inquiry ${order.orderNo}`);
    for (const shown of ['LT-PAPER', 'LT-GLASS', 'LT-SILK', 'paper lantern', 'glass lantern', 'silk lantern', '$5.20', '$1.75', '$156.00', '$175.00', '$148.80', '$479.80']) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('renamed lantern');
    expect(text).not.toContain('纸灯笼');
    expect(text).not.toContain('¥');
    // Buyer, delivery address, message and the supplier's contact block.
    for (const shown of [
      'Buyer A',
      'A Imports Ltd',
      'a@export.example.com',
      'Speicherstadt 12',
      'Please quote FOB Ningbo',
      'Lantern Gifts',
      'Yiwu Lantern Gifts Co., Ltd.',
      '+86-579-8555-0123',
      'sales@lantern-gifts.example',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Total');
    expect(text).toContain('20GP:');
    expect(text).toContain('* below the minimum order quantity');
  });

  it('answers the Chinese PDF with Chinese names and CNY prices', async () => {
    const { res, bytes } = await download(`/api/Order/${order.id}/Export?format=pdf&lang=zh`, 'a');
    expect(res.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain(`询价单 ${order.orderNo}`);
    for (const shown of ['纸灯笼', '玻璃灯笼', '丝绸灯笼', '¥36.00', '¥1,080.00', '¥3,386.00', '合计', '义乌市灯笼礼品有限公司', '灯笼礼品']) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('$');
  });

  it('answers the Excel sheet with the header, one row per line, USD prices, the totals and the pictures', async () => {
    const { res, bytes } = await download(`/api/Order/${order.id}/Export?format=xlsx&lang=en`, 'a');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toContain(`filename="${order.orderNo}.xlsx"`);
    const workbook = await workbookOf(bytes);
    const sheet = workbook.getWorksheet('Inquiry')!;
    const table = tableOf(sheet, 'Picture');
    expect(table.header).toEqual(['Picture', 'Item no.', 'Product', 'Qty', 'MOQ', 'Unit price', 'Amount', 'Cartons', 'm³']);
    expect(table.lines.map((r) => r.slice(1))).toEqual([
      ['LT-PAPER', 'paper lantern', 30, 24, 5.2, 156, 3, 0.36],
      ['LT-GLASS', 'glass lantern', 100, 200, 1.75, 175, 2, 0.2],
      ['LT-SILK', 'silk lantern', 12, 24, 12.4, 148.8, 1, 0.12],
    ]);
    expect(table.total.slice(2)).toEqual(['Total', 142, null, null, 479.8, 6, 0.68]);
    expect(sheet.getRow(table.headerRow + 1).getCell(6).numFmt).toContain('$');
    expect(sheet.getRow(table.headerRow + table.lines.length + 1).getCell(7).numFmt).toContain('$');
    // paper and glass have pictures, silk has none (an empty cell, not a failure).
    const images = sheet.getImages();
    expect(images).toHaveLength(2);
    expect(images.map((i) => i.range.tl.nativeRow).sort()).toEqual([table.headerRow, table.headerRow + 1]);
    const flat = table.all.flat().map(String);
    expect(flat).toContain(`Inquiry ${order.orderNo}`);
    expect(flat).toContain('Anna Schmidt; Speicherstadt 12, Hamburg, Germany; +49 40 1234567');
    expect(flat).toContain('Please quote FOB Ningbo');
    expect(flat.some((v) => v.startsWith('20GP: '))).toBe(true);
  });

  it("uses the account's language when lang is not given (B is Chinese)", async () => {
    const [line] = await cart('b', [[p.paper!, 24]]);
    const res = await json('POST', '/api/Order/SubmitOrder', 'b', { cartIds: [line], addressId: addressId.b, idempotencyKey: randomUUID() });
    const { bytes } = await download(`/api/order/${res.body.data.dto.id}/export?format=xlsx`, 'b');
    const sheet = (await workbookOf(bytes)).getWorksheet('询价单')!;
    const table = tableOf(sheet, '图片');
    expect(table.lines.map((r) => r.slice(1, 3))).toEqual([['LT-PAPER', '纸灯笼']]);
    expect(sheet.getRow(table.headerRow + 1).getCell(7).numFmt).toContain('¥');
    expect(table.total[6]).toBe(864);
  });

  it("answers 404 for another customer's, another site's or an unknown order, 401 without a session", async () => {
    for (const [who, id] of [
      ['b', order.id],
      ['c', order.id],
      ['a', 999_999],
    ] as const) {
      const res = await json('GET', `/api/Order/${id}/Export?format=pdf&lang=en`, who);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', field: 'id' });
    }
    const anonymous = await json('GET', `/api/Order/${order.id}/Export?format=pdf&lang=en`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.field).toBe('Authorization');
  });

  it.each([
    ['format=doc&lang=en', 'format'],
    ['lang=en', 'format'],
    ['format=pdf&lang=fr', 'lang'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    const res = await json('GET', `/api/Order/${order.id}/Export?${query}`, 'a');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field });
  });

  it('answers a Chinese PDF with 503 naming the font when no CJK font is installed; English and Excel still work', async () => {
    useCjkFontFiles([{ file: '/nonexistent/NotoSansHans-Regular.otf' }]);
    const zh = await json('GET', `/api/Order/${order.id}/Export?format=pdf&lang=zh`, 'a');
    expect(zh.status).toBe(503);
    expect(zh.body).toMatchObject({ error: 'unavailable', field: 'font' });
    expect(zh.body.message).toContain('Noto Sans CJK');
    // English text fits pdfkit's built-in Helvetica.
    const en = await download(`/api/Order/${order.id}/Export?format=pdf&lang=en`, 'a');
    expect(en.res.status).toBe(200);
    expect(en.bytes.toString('latin1')).toContain('/BaseFont /Helvetica');
    const xlsx = await download(`/api/Order/${order.id}/Export?format=xlsx&lang=zh`, 'a');
    expect(xlsx.res.status).toBe(200);
  });

  it('answers 503 with the §8 message when the database fails', async () => {
    const res = await withBrokenDb(db, () => json('GET', `/api/Order/${order.id}/Export?format=pdf&lang=en`, 'a'));
    expect(res.status).toBe(503);
  });
});

describe('GET /api/ShoppingCart/Export', () => {
  let lines: number[];

  beforeAll(async () => {
    lines = await cart('a', [
      [p.paper!, 30],
      [p.glass!, 100],
      [p.silk!, 60],
    ]);
  });

  it('answers the selected lines in Chinese with CNY prices and the cart logistics', async () => {
    const [paper, , silk] = lines;
    const { res, bytes } = await download(`/api/ShoppingCart/Export?format=xlsx&lang=zh&ids=${paper},${silk}`, 'a');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cart-\d{8}\.xlsx"; filename\*=UTF-8''cart-\d{8}\.xlsx$/);
    const sheet = (await workbookOf(bytes)).getWorksheet('购物车')!;
    const table = tableOf(sheet, '图片');
    // The cart page's order: newest first.
    expect(table.lines.map((r) => r.slice(1, 7))).toEqual([
      ['LT-SILK', '丝绸灯笼', 60, 24, 88, 5280],
      ['LT-PAPER', '纸灯笼', 30, 24, 36, 1080],
    ]);
    const expected = cartLogistics([
      { product: { ...packing }, addNum: 60 },
      { product: { ...packing }, addNum: 30 },
    ]);
    expect(table.total.slice(2)).toEqual(['合计', 90, null, null, 6360, expected.totals.cartons, expected.totals.volumeM3]);
    expect(sheet.getRow(table.headerRow + 1).getCell(6).numFmt).toContain('¥');
    expect(sheet.getImages()).toHaveLength(1); // paper only
    const flat = table.all.flat().map(String);
    expect(flat).toContain(`${expected.totals.grossKg.toFixed(1)} 千克`);
    expect(flat.some((v) => v.startsWith('20GP：体积'))).toBe(true);
  });

  it('answers the whole cart as an English PDF when no ids are given', async () => {
    const { res, bytes } = await download('/api/shoppingCart/export?format=pdf&lang=en', 'a');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(bytes);
    for (const shown of ['Cart', 'LT-PAPER', 'LT-GLASS', 'LT-SILK', 'renamed lantern', '$99.00', '$2,970.00', 'Buyer A', 'Lantern Gifts']) {
      expect(text).toContain(shown);
    }
  });

  it("answers 404 naming ids when a line is another customer's, and 400 for a malformed list", async () => {
    const [theirs] = await cart('b', [[p.glass!, 10]]);
    const other = await json('GET', `/api/ShoppingCart/Export?format=pdf&lang=en&ids=${lines[0]},${theirs}`, 'a');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'not_found', field: 'ids' });
    expect(other.body.message).toContain(String(theirs));
    const otherSite = await json('GET', `/api/ShoppingCart/Export?format=xlsx&lang=en&ids=${lines[0]}`, 'c');
    expect(otherSite.status).toBe(404);
    const malformed = await json('GET', '/api/ShoppingCart/Export?format=pdf&ids=1,x', 'a');
    expect(malformed).toMatchObject({ status: 400, body: { field: 'ids' } });
  });

  it('answers 401 without a session and 400 for a bad format', async () => {
    expect((await json('GET', '/api/ShoppingCart/Export?format=pdf&lang=en')).status).toBe(401);
    const bad = await json('GET', '/api/ShoppingCart/Export?format=csv&lang=en', 'a');
    expect(bad).toMatchObject({ status: 400, body: { field: 'format' } });
  });

  it('leaves the neighbouring routes alone: GET /ShoppingCart and DELETE /ShoppingCart/{ids} still answer', async () => {
    expect((await json('GET', '/api/ShoppingCart?isGetAll=true', 'a')).body.data.list).toHaveLength(3);
    const removed = await json('DELETE', '/api/ShoppingCart/Export', 'a');
    expect(removed).toMatchObject({ status: 400, body: { field: 'ids' } });
  });
});

describe('attachmentDisposition', () => {
  it('keeps quotes and line breaks out of the header and gives the UTF-8 name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('询价 "a"\r\n.pdf')).toBe(`attachment; filename="____a___.pdf"; filename*=UTF-8''%E8%AF%A2%E4%BB%B7%20%22a%22%0D%0A.pdf`);
  });
});
