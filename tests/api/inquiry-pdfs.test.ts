import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, contactInfo, orderLines, orders, outbox, products, sites } from '@/server/db/schema';
import { saveAddress } from '@/server/accounts/addresses';
import { resetEnvCache } from '@/server/env';
import { useCjkFontFiles } from '@/server/exports';
import { deliverPending } from '@/server/mail/outbox';
import { call, request } from '../support/api-suite';
import { pdfText } from '../support/pdf-text';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Quote PDFs (ADR 0031): the quotation PDF mailed with a sent quote (kept in the outbox row and sent
// over SMTP as an attachment), the staff preview of any quote version, and the buyer's proforma
// invoice of the accepted quote with the supplier's bank account — in English and Chinese.

let db: TestDb;
let restoreLog: () => void;
const staff: Record<'owner' | 'sales1' | 'sales2' | 'catalogue', { id: number; headers: Record<string, string> }> = {} as never;
const buyer: Record<'a' | 'b', SignedInBuyer> = {} as never;
const product: Record<'lamp' | 'star', number> = { lamp: 0, star: 0 };
const run = randomUUID().slice(0, 6);
// Wider than the code column's narrowest width in Helvetica and in the CJK font, so the table
// must widen it: an item number split over two lines would read as two numbers.
const code = (key: 'lamp' | 'star') => `${key.toUpperCase()}-WMW-${run}`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db
    .insert(sites)
    .values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' })
    .onConflictDoUpdate({ target: sites.id, set: { name: '灯笼礼品', nameen: 'Lantern Gifts' } });
  const shared = { siteId: 38, tel: '+86-579-8555-0123', email: 'sales@lantern-gifts.example', bankAccountNo: '3563 5841 9027 0012', bankSwift: 'BKCHCNBJ92A' };
  await db.db.delete(contactInfo).where(eq(contactInfo.siteId, 38));
  await db.db.insert(contactInfo).values([
    {
      ...shared,
      languageFlag: 1,
      companyname: 'Yiwu Lantern Gifts & Decorations Co., Ltd.',
      companyaddress: 'No. 88 Chouzhou North Road, Yiwu',
      bankName: 'Bank of China, Yiwu Branch',
      bankAddress: 'No. 1 Chouzhou Middle Road, Yiwu',
      bankAccountName: 'Yiwu Lantern Gifts & Decorations Co., Ltd.',
    },
    {
      ...shared,
      languageFlag: 0,
      companyname: '义乌市灯笼礼品装饰有限公司',
      companyaddress: '浙江省义乌市稠州北路88号',
      bankName: '中国银行义乌分行',
      bankAddress: '浙江省义乌市稠州中路1号',
      bankAccountName: '义乌市灯笼礼品装饰有限公司',
    },
  ]);
  for (const name of ['owner', 'sales1', 'sales2', 'catalogue'] as const) {
    const signed = await signedInStaff(db, name === 'owner' || name === 'catalogue' ? name : 'sales', { email: `${name}-${run}@pdfs.test` });
    staff[name] = { id: signed.staff.id, headers: signed.headers };
  }
  for (const [who, language] of [
    ['a', 'en'],
    ['b', 'zh'],
  ] as const) {
    const upper = who.toUpperCase();
    buyer[who] = await signedInBuyer(db, `${who}-${run}@pdf-buyer.example`, {
      language,
      nick: `Buyer ${upper}`,
      companyName: `${upper} Trading GmbH`,
      contactName: `Contact ${who}`,
      phone: '+49 40 1234567',
      city: 'Hamburg',
      addressLine: 'Speicherstadt 12',
    });
  }
  for (const [key, zh, en] of [
    ['lamp', '宫灯', 'Palace lantern'],
    ['star', '玻璃星星', 'Glass star'],
  ] as const) {
    const [row] = await db.db
      .insert(products)
      .values({ siteId: 38, code: code(key), classcode: '001', name: zh, nameen: en, price: 10, foreignprice: 1.5, moq: 12 })
      .returning();
    product[key] = row!.id;
  }
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const asStaff = (who: keyof typeof staff) => ({
  get: (path: string) => call('GET', path, { headers: staff[who].headers, mayBeFile: true }),
  post: (path: string, body?: unknown) => call('POST', path, { headers: staff[who].headers, body: body ?? {} }),
});
const asBuyer = (who: 'a' | 'b') => ({
  get: (path: string) => call('GET', path, { headers: { authorization: buyer[who].auth }, mayBeFile: true }),
  post: (path: string, body?: unknown) => call('POST', path, { headers: { authorization: buyer[who].auth }, body: body ?? {} }),
});

/** The response's body as bytes (the PDF). */
async function download(path: string, headers: Record<string, string>) {
  const res = await request('GET', path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A buyer's inquiry of 120 lamps and 240 stars: its id and order number. */
async function submitted(who: 'a' | 'b') {
  const lines = await db.db
    .insert(cartLines)
    .values([
      { siteId: 38, customerId: buyer[who].id, productId: product.lamp, addNum: 120 },
      { siteId: 38, customerId: buyer[who].id, productId: product.star, addNum: 240 },
    ])
    .returning();
  const answer = await asBuyer(who).post('/api/Order/SubmitOrder', { cartIds: lines.map((l) => l.id), addressId: buyer[who].addressId, idempotencyKey: randomUUID(), message: '' });
  expect(answer.status, answer.text).toBe(200);
  const id = answer.body.data.dto.id as number;
  const [order] = await db.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
  return { id, orderNo: order!.orderNo };
}

/** Saves v1 (lamp 1.25 × 120 = 150.00, star 0.875 × 240 = 210.00; total USD 360.00), and sends it unless told not to. */
async function quoted(who: 'a' | 'b', send = true) {
  const inquiry = await submitted(who);
  const lines = await db.db.select().from(orderLines).where(eq(orderLines.orderId, inquiry.id));
  const lineOf = (key: 'lamp' | 'star') => lines.find((l) => l.productId === product[key])!.id;
  const saved = await asStaff('owner').post(`/api/admin/inquiries/${inquiry.id}/quotes`, {
    currency: 'USD',
    lines: [
      { orderLineId: lineOf('lamp'), unitPrice: 1.25, quantity: 120, moq: 100, leadTimeDays: 30 },
      { orderLineId: lineOf('star'), unitPrice: 0.875, quantity: 240, moq: 200, leadTimeDays: 45 },
    ],
    incoterm: 'FOB',
    port: 'Ningbo',
    paymentTerms: '30% deposit',
    validUntil: day(14),
    note: 'Export cartons included',
  });
  expect(saved.status, saved.text).toBe(200);
  if (send) expect((await asStaff('owner').post(`/api/admin/inquiries/${inquiry.id}/quotes/1/send`)).status).toBe(200);
  return inquiry;
}

async function accepted(who: 'a' | 'b') {
  const inquiry = await quoted(who);
  const res = await asBuyer(who).post(`/api/Order/Inquiry/${inquiry.id}/Accept`, { version: 1 });
  expect(res.status, res.text).toBe(200);
  return inquiry;
}

const latestMailTo = async (address: string) => (await db.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id)).limit(1))[0]!;

function expectPdf(res: Response, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
}

/** The lines, prices and total every document of quoted() shows. */
function expectPricedLines(text: string) {
  for (const shown of [code('lamp'), code('star'), '120', '240', '1.25', '0.875', '150.00', '210.00', 'USD 360.00', 'FOB Ningbo', '30% deposit', 'Export cartons included']) {
    expect(text).toContain(shown);
  }
}

describe('the quote-sent mail', () => {
  it('carries the quotation PDF in the buyer’s language, kept in the outbox row', async () => {
    for (const [who, words] of [
      ['a', ['QUOTATION', 'Lantern Gifts', 'Palace lantern', 'Glass star', 'Valid until', 'Contact a']],
      ['b', ['报价单', '灯笼礼品', '宫灯', '玻璃星星', '有效期至', '30 天']],
    ] as const) {
      const { orderNo } = await quoted(who);
      const mail = await latestMailTo(buyer[who].email);
      expect(mail.subject).toContain(orderNo);
      expect(mail.text).toContain(`Q-${orderNo}-v1.pdf`);
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: `Q-${orderNo}-v1.pdf`, contentType: 'application/pdf' });
      const pdf = Buffer.from(file!.base64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expectPricedLines(text);
      for (const word of words) expect(text).toContain(word);
      // A quotation has no bank block: that is the proforma's.
      expect(text).not.toContain('3563 5841 9027 0012');
    }
  });

  it('goes without the PDF when it cannot be drawn; an English one falls back to Helvetica without the CJK font', async () => {
    const { error, warn } = console;
    const logged: string[] = [];
    console.error = (...args: unknown[]) => void logged.push(String(args[0]));
    console.warn = () => undefined;
    useCjkFontFiles([{ file: '/nonexistent/NotoSansHans-Regular.otf' }]);
    try {
      const zh = await quoted('b');
      const mail = await latestMailTo(buyer.b.email);
      expect(mail.subject).toContain(zh.orderNo);
      expect(mail.attachments).toBeNull();
      expect(mail.text).not.toContain('.pdf');
      expect(logged.some((line) => line.includes(zh.orderNo) && line.includes('without it'))).toBe(true);
      const en = await quoted('a');
      const english = await latestMailTo(buyer.a.email);
      expect(english.attachments).toHaveLength(1);
      const text = pdfText(Buffer.from(english.attachments![0]!.base64, 'base64'));
      expect(text).toContain('QUOTATION');
      expect(text).toContain(`Q-${en.orderNo}-v1`);
      expectPricedLines(text);
    } finally {
      useCjkFontFiles(undefined);
      console.error = error;
      console.warn = warn;
    }
  });

  it('sends the stored attachment over SMTP when the retry pass delivers the row', async () => {
    const received: ParsedMail[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { orderNo } = await quoted('a');
      const row = await latestMailTo(buyer.a.email);
      // As after a restart with the mail server back: the row is pending again and the pass sends it.
      await db.db.update(outbox).set({ status: 'pending', attempts: 0 }).where(eq(outbox.id, row.id));
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
      resetEnvCache();
      expect(await deliverPending(db.db)).toBeGreaterThanOrEqual(1);
      const mail = received.find((m) => m.subject?.includes(orderNo));
      expect(mail?.attachments).toHaveLength(1);
      const [attachment] = mail!.attachments;
      expect(attachment).toMatchObject({ filename: `Q-${orderNo}-v1.pdf`, contentType: 'application/pdf' });
      expect(attachment!.content.equals(Buffer.from(row.attachments![0]!.base64, 'base64'))).toBe(true);
      expect((await db.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, row.id)))[0]!.status).toBe('sent');
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});

describe('GET /api/admin/inquiries/{id}/quotes/{version}/pdf', () => {
  it('answers 401 signed out and 403 to a catalogue member', async () => {
    const { id } = await quoted('a', false);
    expect((await call('GET', `/api/admin/inquiries/${id}/quotes/1/pdf`)).status).toBe(401);
    const refused = await asStaff('catalogue').get(`/api/admin/inquiries/${id}/quotes/1/pdf`);
    expect(refused.status).toBe(403);
    expect(refused.body.field).toBe('role');
  });

  it('previews a draft version to the owner and the assignee, in the inquiry’s language or the one asked for', async () => {
    const { id, orderNo } = await quoted('b', false);
    const { res, bytes } = await download(`/api/admin/inquiries/${id}/quotes/1/pdf`, staff.owner.headers);
    expectPdf(res, `Q-${orderNo}-v1.pdf`);
    const zh = pdfText(bytes);
    expectPricedLines(zh);
    expect(zh).toContain('报价单');
    const en = await download(`/api/admin/inquiries/${id}/quotes/1/pdf?lang=en`, staff.sales1.headers);
    expectPdf(en.res, `Q-${orderNo}-v1.pdf`);
    expect(pdfText(en.bytes)).toContain('QUOTATION');
    const bad = await asStaff('owner').get(`/api/admin/inquiries/${id}/quotes/1/pdf?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lang');
  });

  it('writes a Chinese delivery address largest first in the Chinese quote, from the street up in the English one, the country named', async () => {
    await saveAddress(db.db, 38, buyer.b.id, {
      id: buyer.b.addressId,
      contactName: '李女士',
      company: '',
      phone: '13900139000',
      email: '',
      country: 'CN',
      region: '浙江省',
      city: '金华市',
      district: '婺城区',
      addressLine: '丹溪路88号',
      postcode: '321000',
      isDefault: true,
    });
    const { id } = await quoted('b', false);
    const zh = pdfText((await download(`/api/admin/inquiries/${id}/quotes/1/pdf`, staff.owner.headers)).bytes);
    expect(zh.replace(/\s+/g, '')).toContain('中国浙江省金华市婺城区丹溪路88号321000');
    const en = pdfText((await download(`/api/admin/inquiries/${id}/quotes/1/pdf?lang=en`, staff.owner.headers)).bytes);
    expect(en.replace(/\s+/g, ' ')).toContain('Wucheng District, Jinhua, Zhejiang 321000, China');
    expect(en).not.toMatch(/\bCN\b/);
  });

  it('answers 404 for another member’s inquiry and for a version that does not exist', async () => {
    const { id } = await quoted('a', false);
    expect((await asStaff('owner').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff.sales1.id })).status).toBe(200);
    expect((await asStaff('sales1').get(`/api/admin/inquiries/${id}/quotes/1/pdf`)).status).toBe(200);
    const hidden = await asStaff('sales2').get(`/api/admin/inquiries/${id}/quotes/1/pdf`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.field).toBe('id');
    const missing = await asStaff('owner').get(`/api/admin/inquiries/${id}/quotes/9/pdf`);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('version');
  });
});

describe('GET /api/Order/Inquiry/{id}/Proforma', () => {
  it('answers 409 naming state before the quote is accepted, 401 signed out and 404 for another buyer', async () => {
    const inquiry = await submitted('a');
    const fresh = await asBuyer('a').get(`/api/Order/Inquiry/${inquiry.id}/Proforma`);
    expect(fresh.status).toBe(409);
    expect(fresh.body.field).toBe('state');
    const { id } = await quoted('a');
    const sent = await asBuyer('a').get(`/api/Order/Inquiry/${id}/Proforma`);
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ field: 'state' });
    expect(sent.text).toContain('quoted');
    expect((await call('GET', `/api/Order/Inquiry/${id}/Proforma`)).status).toBe(401);
    const theirs = await asBuyer('b').get(`/api/Order/Inquiry/${id}/Proforma`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.field).toBe('id');
  });

  it('answers the accepted quote’s lines, prices, total and the bank block, in English', async () => {
    const { id, orderNo } = await accepted('a');
    const { res, bytes } = await download(`/api/Order/Inquiry/${id}/Proforma`, { authorization: buyer.a.auth });
    expectPdf(res, `PI-${orderNo}-v1.pdf`);
    const text = pdfText(bytes);
    expectPricedLines(text);
    for (const shown of [
      'PROFORMA INVOICE',
      `PI-${orderNo}-v1`,
      'Palace lantern',
      'Glass star',
      'A Trading GmbH',
      'BANK DETAILS',
      'Yiwu Lantern Gifts & Decorations Co., Ltd.',
      '3563 5841 9027 0012',
      'Bank of China, Yiwu Branch',
      'BKCHCNBJ92A',
      `Please quote PI-${orderNo}-v1 on your payment.`,
    ]) {
      expect(text).toContain(shown);
    }
    // A buyer who accepted may close the inquiry's tab and come back: the same file again.
    const again = await download(`/api/Order/Inquiry/${id}/Proforma?lang=en`, { authorization: buyer.a.auth });
    expect(pdfText(again.bytes)).toBe(text);
  });

  it('answers in Chinese for a Chinese inquiry, and in the language asked for', async () => {
    const { id, orderNo } = await accepted('b');
    const zh = await download(`/api/Order/Inquiry/${id}/Proforma`, { authorization: buyer.b.auth });
    expectPdf(zh.res, `PI-${orderNo}-v1.pdf`);
    const text = pdfText(zh.bytes);
    expectPricedLines(text);
    for (const shown of ['形式发票', '宫灯', '玻璃星星', '收款银行信息', '中国银行义乌分行', '义乌市灯笼礼品装饰有限公司', '3563 5841 9027 0012', '合计'])
      expect(text).toContain(shown);
    const en = await download(`/api/Order/Inquiry/${id}/Proforma?lang=en`, { authorization: buyer.b.auth });
    const english = pdfText(en.bytes);
    expect(english).toContain('PROFORMA INVOICE');
    expect(english).toContain('Bank of China, Yiwu Branch');
    const bad = await asBuyer('b').get(`/api/Order/Inquiry/${id}/Proforma?lang=de`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lang');
  });

  it('prints no bank block when the contact info has no account', async () => {
    const { id } = await accepted('a');
    await db.db
      .update(contactInfo)
      .set({ bankAccountNo: '' })
      .where(and(eq(contactInfo.siteId, 38), eq(contactInfo.languageFlag, 1)));
    try {
      const { res, bytes } = await download(`/api/Order/Inquiry/${id}/Proforma`, { authorization: buyer.a.auth });
      expect(res.status).toBe(200);
      const text = pdfText(bytes);
      expect(text).toContain('USD 360.00');
      expect(text).not.toContain('BANK DETAILS');
    } finally {
      await db.db.update(contactInfo).set({ bankAccountNo: '3563 5841 9027 0012' }).where(eq(contactInfo.siteId, 38));
    }
  });
});
