import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cartLines, staffUsers, inquiryEvents, inquiryQuotes, orderLines, orders, outbox, products, sites } from '@/server/db/schema';
import { env, resetEnvCache } from '@/server/env';
import { getImageStore } from '@/server/media';
import { call, request, type Json } from '../support/api-suite';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The desk's inbox telling staff what to do next (a buyer's unanswered question, unread for the
// assignee, how long the buyer has waited), the owner's reply templates, the workspace link in
// every mail to staff, the documents staff can download, and the mails when a quote expires.

let db: TestDb;
let restoreLog: () => void;
const staff: Record<'owner' | 'sales1' | 'sales2', { id: number; email: string; headers: Record<string, string> }> = {} as never;
const buyer: Record<'en' | 'zh', SignedInBuyer> = {} as never;
let productId = 0;
const run = randomUUID().slice(0, 6);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' }).onConflictDoNothing();
  for (const [name, role] of [
    ['owner', 'owner'],
    ['sales1', 'sales'],
    ['sales2', 'sales'],
  ] as const) {
    const signed = await signedInStaff(db, role, { siteId: 38, email: `${name}-${run}@staff.test` });
    await db.db
      .update(staffUsers)
      .set({ name: `${name}名` })
      .where(eq(staffUsers.id, signed.staff.id));
    staff[name] = { id: signed.staff.id, email: signed.staff.email, headers: signed.headers };
  }
  buyer.en = await signedInBuyer(db, `hans-${run}@importer.example`, { language: 'en', country: 'DE', nick: 'Hans Becker', companyName: 'Becker Deko GmbH', contactName: 'Hans' });
  buyer.zh = await signedInBuyer(db, `wang-${run}@maoyi.example`, { language: 'zh', country: 'CN', nick: '王丽', companyName: '上海丽华贸易有限公司', contactName: '王丽' });
  const picture = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#c8102e' } })
    .webp()
    .toBuffer();
  await getImageStore().put(`/Upload/product/desk-${run}.webp`, picture, 'image/webp');
  const [row] = await db.db
    .insert(products)
    .values({
      siteId: 38,
      code: `DL-2208-${run}`,
      classcode: '001',
      name: '红色宫灯',
      nameen: 'Red palace lantern',
      price: 12.8,
      foreignprice: 1.8,
      moq: 300,
      pics: `/Upload/product/desk-${run}.webp`,
    })
    .returning();
  productId = row!.id;
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const as = (who: keyof typeof staff) => ({
  get: (path: string) => call('GET', path, { headers: staff[who].headers }),
  post: (path: string, body?: unknown) => call('POST', path, { headers: staff[who].headers, body: body ?? {} }),
  put: (path: string, body: unknown) => call('PUT', path, { headers: staff[who].headers, body }),
  delete: (path: string) => call('DELETE', path, { headers: staff[who].headers }),
  file: (path: string) => request('GET', path, { headers: staff[who].headers }),
});
const asBuyer = (who: 'en' | 'zh') => ({
  get: (path: string) => call('GET', path, { headers: { authorization: buyer[who].auth } }),
  post: (path: string, body?: unknown) => call('POST', path, { headers: { authorization: buyer[who].auth }, body: body ?? {} }),
  file: (path: string) => request('GET', path, { headers: { authorization: buyer[who].auth } }),
});

async function submitted(who: 'en' | 'zh', addNum = 600) {
  const [line] = await db.db.insert(cartLines).values({ siteId: 38, customerId: buyer[who].id, productId, addNum }).returning();
  const answer = await asBuyer(who).post('/api/Order/SubmitOrder', { cartIds: [line!.id], addressId: buyer[who].addressId, idempotencyKey: randomUUID(), message: '请报价' });
  expect(answer.status).toBe(200);
  return answer.body.data.dto.id as number;
}
const lineOf = async (orderId: number) => (await db.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!;
async function quoted(id: number, unitPrice: number, validUntil = day(14)) {
  const saved = await as('owner').post(`/api/admin/inquiries/${id}/quotes`, {
    currency: 'USD',
    lines: [{ orderLineId: (await lineOf(id)).id, unitPrice, quantity: 600, moq: 300, leadTimeDays: 35 }],
    incoterm: 'FOB',
    port: 'Ningbo',
    paymentTerms: '30% T/T deposit',
    validUntil,
    note: '',
  });
  expect(saved.status).toBe(200);
  expect((await as('owner').post(`/api/admin/inquiries/${id}/quotes/${saved.body.data.dto.version}/send`)).status).toBe(200);
  return saved.body.data.dto.version as number;
}
const rowOf = async (id: number) => (await db.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const inboxRow = async (who: keyof typeof staff, id: number, query = '') =>
  ((await as(who).get(`/api/admin/inquiries?pageSize=200${query}`)).body.data.dto.list as Json[]).find((r) => r.id === id);
const mailsTo = (address: string) => db.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(asc(outbox.id));
const assign = (id: number, who: keyof typeof staff) => as('owner').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff[who].id });

describe('the inbox tells staff what to do next', () => {
  it('marks a buyer’s question until a message or a quote answers it, and times the wait from the oldest unanswered request', async () => {
    const id = await submitted('zh');
    const fresh = await inboxRow('owner', id);
    expect(fresh).toMatchObject({ buyerAsked: false, state: 'new' });
    expect(Date.parse(fresh!.waitingSince)).toBe(Date.parse(fresh!.createdAt));
    await quoted(id, 1.8);
    expect(await inboxRow('owner', id)).toMatchObject({ state: 'quoted', buyerAsked: false, waitingSince: null });

    expect((await asBuyer('zh').post(`/api/Order/Inquiry/${id}/Question`, { body: '能做蓝色吗？' })).status).toBe(200);
    const asked = await inboxRow('owner', id);
    expect(asked).toMatchObject({ state: 'quoted', buyerAsked: true, staffUnread: true });
    expect(asked!.waitingSince).not.toBeNull();
    expect((await inboxRow('owner', id, '&asked=true'))?.id).toBe(id);
    // A second question does not restart the clock: the buyer has waited since the first.
    await asBuyer('zh').post(`/api/Order/Inquiry/${id}/Question`, { body: '还有交期？' });
    expect((await inboxRow('owner', id))!.waitingSince).toBe(asked!.waitingSince);

    // An internal note answers nobody; a message to the buyer does.
    await as('owner').post(`/api/admin/inquiries/${id}/messages`, { body: '问工厂', internal: true });
    expect(await inboxRow('owner', id)).toMatchObject({ buyerAsked: true });
    await as('owner').post(`/api/admin/inquiries/${id}/messages`, { body: '可以做蓝色。', internal: false });
    expect(await inboxRow('owner', id)).toMatchObject({ buyerAsked: false, waitingSince: null });
    expect(await inboxRow('owner', id, '&asked=true')).toBeUndefined();
  });

  it('filters the inquiries whose buyer has waited for us longer than the hours asked', async () => {
    const old = await submitted('en');
    const recent = await submitted('en');
    const answered = await submitted('en');
    await quoted(answered, 1.7);
    await db.db
      .update(orders)
      .set({ waitingSince: sql`now() - interval '30 hours'` })
      .where(eq(orders.id, old));
    const over24 = ((await as('owner').get('/api/admin/inquiries?pageSize=200&waitingHours=24')).body.data.dto.list as Json[]).map((r) => r.id);
    expect(over24).toContain(old);
    expect(over24).not.toContain(recent);
    expect(over24).not.toContain(answered);
    const over48 = ((await as('owner').get('/api/admin/inquiries?pageSize=200&waitingHours=48')).body.data.dto.list as Json[]).map((r) => r.id);
    expect(over48).not.toContain(old);
    for (const bad of ['waitingHours=0', 'waitingHours=9999', 'waitingHours=abc', 'asked=maybe']) {
      const answer = await as('owner').get(`/api/admin/inquiries?${bad}`);
      expect([bad, answer.status, answer.body.field]).toEqual([bad, 400, bad.split('=')[0]]);
    }
  });

  it('keeps an inquiry unread until its assignee opens it, whoever else looks; a new assignee has it unread again', async () => {
    const id = await submitted('en');
    await assign(id, 'sales1');
    await as('sales1').get(`/api/admin/inquiries/${id}`);
    expect((await rowOf(id)).staffUnread).toBe(false);
    await asBuyer('en').post(`/api/Order/Inquiry/${id}/Question`, { body: 'Can you do 450 pieces?' });
    expect((await inboxRow('sales1', id))!.staffUnread).toBe(true);
    // The owner looking in does not read it for the assignee.
    await as('owner').get(`/api/admin/inquiries/${id}`);
    expect((await inboxRow('sales1', id))!.staffUnread).toBe(true);
    await as('sales1').get(`/api/admin/inquiries/${id}`);
    expect((await inboxRow('sales1', id))!.staffUnread).toBe(false);
    await assign(id, 'sales2');
    expect((await inboxRow('sales2', id))!.staffUnread).toBe(true);
    await as('sales2').get(`/api/admin/inquiries/${id}`);
    expect((await inboxRow('sales2', id))!.staffUnread).toBe(false);
  });
});

describe('reply templates', () => {
  const body = {
    name: 'Colour question',
    bodyEn: 'Dear {buyerName}, about {orderNo}: yes, other colours are possible. Regards, {staffName}',
    bodyZh: '{buyerName}您好，关于询盘 {orderNo}：可以做其他颜色。{staffName}',
  };

  it('lets the owner add, change, list and delete templates with audit rows; sales and signed-out callers may not', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/reply-templates'],
      ['POST', '/api/admin/reply-templates'],
      ['PUT', '/api/admin/reply-templates/1'],
      ['DELETE', '/api/admin/reply-templates/1'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : body;
      expect((await call(method, path, { body: payload })).status).toBe(401);
      expect((await call(method, path, { headers: staff.sales1.headers, body: payload })).status).toBe(403);
    }
    const made = await as('owner').post('/api/admin/reply-templates', body);
    expect(made.status).toBe(200);
    expect(made.body.data.dto).toMatchObject(body);
    expect(await lastAudit(db, 'reply-template.create')).toMatchObject({ entityId: String(made.body.data.dto.id) });
    const changed = await as('owner').put(`/api/admin/reply-templates/${made.body.data.dto.id}`, { ...body, name: 'Colours' });
    expect(changed.body.data.dto.name).toBe('Colours');
    expect(await lastAudit(db, 'reply-template.update')).toBeDefined();
    const temp = await as('owner').post('/api/admin/reply-templates', { ...body, name: 'Temp' });
    expect((await as('owner').delete(`/api/admin/reply-templates/${temp.body.data.dto.id}`)).status).toBe(200);
    expect(await lastAudit(db, 'reply-template.delete')).toBeDefined();
    expect((await as('owner').delete(`/api/admin/reply-templates/${temp.body.data.dto.id}`)).status).toBe(404);
    expect(((await as('owner').get('/api/admin/reply-templates')).body.data.dto as Json[]).map((t) => t.name)).toContain('Colours');
  });

  it('refuses an unknown placeholder with a 400 naming the field and the placeholder, and a template without one of its languages', async () => {
    const unknown = await as('owner').post('/api/admin/reply-templates', { ...body, bodyZh: '{客户}您好 {buyerName} {price}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('bodyZh');
    expect(unknown.body.message).toContain('{price}');
    const missing = await as('owner').post('/api/admin/reply-templates', { name: 'Only English', bodyEn: 'Hello {buyerName}', bodyZh: ' ' });
    expect([missing.status, missing.body.field]).toEqual([400, 'bodyZh']);
  });

  it('fills the templates in for one inquiry in its buyer’s language, with the member’s own name; another member’s inquiry is not theirs', async () => {
    await as('owner').post('/api/admin/reply-templates', { ...body, name: 'Fill test' });
    const zh = await submitted('zh');
    const en = await submitted('en');
    await assign(zh, 'sales1');
    await assign(en, 'sales1');
    const fill = async (id: number) => ((await as('sales1').get(`/api/admin/inquiries/${id}/replies`)).body.data.dto.list as Json[]).find((r) => r.name === 'Fill test')!;
    const zhOrder = (await rowOf(zh)).orderNo;
    expect(await fill(zh)).toMatchObject({ language: 'zh', body: `王丽您好，关于询盘 ${zhOrder}：可以做其他颜色。sales1名` });
    expect(await fill(en)).toMatchObject({ language: 'en', body: `Dear Hans Becker, about ${(await rowOf(en)).orderNo}: yes, other colours are possible. Regards, sales1名` });
    expect((await as('sales2').get(`/api/admin/inquiries/${zh}/replies`)).status).toBe(404);
  });
});

describe('mails to staff link the inquiry in the workspace', () => {
  it('puts PUBLIC_BASE_URL/admin/inquiries/<id> in the new-inquiry mail to the supplier and the mail about a buyer’s question', async () => {
    const id = await submitted('zh');
    const link = `${env().PUBLIC_BASE_URL}/admin/inquiries/${id}`;
    const [supplier] = await db.db.select().from(outbox).where(eq(outbox.toAddress, env().SUPPLIER_EMAIL)).orderBy(desc(outbox.id)).limit(1);
    expect(supplier!.text).toContain(link);
    expect(supplier!.html).toContain(`href="${link}"`);
    expect(supplier!.text).not.toContain('回复客户邮箱');
    await assign(id, 'sales2');
    await asBuyer('zh').post(`/api/Order/Inquiry/${id}/Question`, { body: '最快什么时候交货？' });
    const [question] = (await mailsTo(staff.sales2.email)).slice(-1);
    expect(question!.text).toContain(link);
    expect(question!.html).toContain(`href="${link}"`);
  });
});

describe('documents', () => {
  it('lets staff download each sent quote and the proforma the buyer got, marks the accepted version, and the buyer’s order carries its totals', async () => {
    const id = await submitted('en');
    await assign(id, 'sales1');
    await quoted(id, 1.85);
    expect((await as('sales1').file(`/api/admin/inquiries/${id}/proforma`)).status).toBe(409);
    const v2 = await quoted(id, 1.75);
    expect((await asBuyer('en').post(`/api/Order/Inquiry/${id}/Accept`, { version: v2 })).status).toBe(200);
    const detail = (await as('sales1').get(`/api/admin/inquiries/${id}`)).body.data.dto;
    expect(detail.acceptedVersion).toBe(2);
    const orderNo = detail.orderNo as string;

    for (const version of [1, 2]) {
      const pdf = await as('sales1').file(`/api/admin/inquiries/${id}/quotes/${version}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toContain(`Q-${orderNo}-v${version}.pdf`);
      // The line's product picture is embedded in the quotation.
      expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('/Subtype /Image');
    }
    const proforma = await as('sales1').file(`/api/admin/inquiries/${id}/proforma`);
    expect(proforma.status).toBe(200);
    expect(proforma.headers.get('content-type')).toBe('application/pdf');
    expect(proforma.headers.get('content-disposition')).toContain(`PI-${orderNo}-v2.pdf`);
    const bytes = Buffer.from(await proforma.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    // Another member may not reach this inquiry's documents (the desk's visibility rule).
    for (const path of [`/api/admin/inquiries/${id}/proforma`, `/api/admin/inquiries/${id}/quotes/1/pdf`]) {
      expect((await as('sales2').file(path)).status).toBe(404);
    }

    const order = ((await asBuyer('en').get('/api/Order?isGetAll=true&languageFlag=1')).body.data.list as Json[]).find((o) => o.id === id)!;
    expect(order.sentQuoteVersions).toEqual([1, 2]);
    expect(order.acceptedQuote).toMatchObject({ version: 2, currency: 'USD', total: '1050.00', lines: [{ quantity: 600, unitPrice: 1.75, amount: '1050.00' }] });
    // The cart's estimate stays what it was (the catalogue's price × quantity), apart from the quote.
    expect(order.totalForeignPrice).toBe(1080);
    for (const version of [1, 2]) {
      const quote = await asBuyer('en').file(`/api/Order/Inquiry/${id}/Quote/${version}`);
      expect([version, quote.status, quote.headers.get('content-type')]).toEqual([version, 200, 'application/pdf']);
    }
    expect((await asBuyer('en').file(`/api/Order/Inquiry/${id}/Quote/3`)).status).toBe(404);
    expect((await asBuyer('zh').file(`/api/Order/Inquiry/${id}/Quote/1`)).status).toBe(404);
  });

  it('adds the line amounts rounded to the cent into the accepted total without float drift', async () => {
    const id = await submitted('en', 3);
    const saved = await as('owner').post(`/api/admin/inquiries/${id}/quotes`, {
      currency: 'USD',
      lines: [{ orderLineId: (await lineOf(id)).id, unitPrice: 33.33, quantity: 3, moq: 1, leadTimeDays: 20 }],
      incoterm: 'EXW',
      validUntil: day(5),
    });
    await as('owner').post(`/api/admin/inquiries/${id}/quotes/${saved.body.data.dto.version}/send`);
    await asBuyer('en').post(`/api/Order/Inquiry/${id}/Accept`, { version: 1 });
    const order = ((await asBuyer('en').get('/api/Order?isGetAll=true&languageFlag=1')).body.data.list as Json[]).find((o) => o.id === id)!;
    expect(order.acceptedQuote.total).toBe('99.99');
  });
});

describe('expiry', () => {
  async function lapse(id: number) {
    await db.db.execute(`alter table inquiry_quotes disable trigger inquiry_quotes_immutable`);
    await db.db
      .update(inquiryQuotes)
      .set({ validUntil: day(-1) })
      .where(eq(inquiryQuotes.orderId, id));
    await db.db.execute(`alter table inquiry_quotes enable trigger inquiry_quotes_immutable`);
  }

  it('mails the buyer in their language and the assignee with the desk link, and writes the timeline and the audit log', async () => {
    const { expireQuotes } = await import('@/server/inquiries');
    const zh = await submitted('zh');
    const en = await submitted('en');
    await assign(zh, 'sales1');
    await assign(en, 'sales2');
    for (const id of [zh, en]) {
      await quoted(id, 1.8, day(0));
      await lapse(id);
    }
    const before = { zh: (await mailsTo(buyer.zh.email)).length, en: (await mailsTo(buyer.en.email)).length };
    expect(await expireQuotes(db.db)).toBeGreaterThanOrEqual(2);
    const zhMail = (await mailsTo(buyer.zh.email)).slice(before.zh);
    const enMail = (await mailsTo(buyer.en.email)).slice(before.en);
    expect(zhMail).toHaveLength(1);
    expect(zhMail[0]!.subject).toContain('已过期');
    expect(zhMail[0]!.text).toContain(`${env().PUBLIC_BASE_URL}/zh/order`);
    expect(enMail).toHaveLength(1);
    expect(enMail[0]!.subject).toContain('has expired');
    expect(enMail[0]!.text).toContain(`valid until ${day(-1)}`);
    const [toSales1] = (await mailsTo(staff.sales1.email)).slice(-1);
    expect(toSales1!.subject).toContain((await rowOf(zh)).orderNo);
    expect(toSales1!.text).toContain(`${env().PUBLIC_BASE_URL}/admin/inquiries/${zh}`);
    const [toSales2] = (await mailsTo(staff.sales2.email)).slice(-1);
    expect(toSales2!.text).toContain(`${env().PUBLIC_BASE_URL}/admin/inquiries/${en}`);

    for (const id of [zh, en]) {
      const events = await db.db
        .select()
        .from(inquiryEvents)
        .where(and(eq(inquiryEvents.orderId, id), eq(inquiryEvents.event, 'expire')));
      expect(events).toHaveLength(1);
      const audits = await db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inquiry.quote-expire'), eq(auditLog.entityId, String(id))));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ staffId: null, staffEmail: 'system', after: { state: 'expired', version: 1 } });
    }
    // The staff see the expiry on the inquiry's timeline.
    const timeline = (await as('sales1').get(`/api/admin/inquiries/${zh}`)).body.data.dto.timeline as Json[];
    expect(timeline.at(-1)).toMatchObject({ event: 'expire', to: 'expired', actorKind: 'system' });
    // A second pass finds nothing and mails nobody again.
    expect(await expireQuotes(db.db)).toBe(0);
    expect((await mailsTo(buyer.zh.email)).slice(before.zh)).toHaveLength(1);
  });
});
