import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATES, type InquiryEvent, type InquiryState } from '@/lib/inquiry-states';
import { cartLines, inquiryEvents, inquiryMessages, inquiryQuotes, orderLines, orders, outbox, products, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { transition } from '@/server/inquiries';
import { call, type Json } from '../support/api-suite';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The inquiry desk over HTTP — who sees which inquiry, the state machine on every
// write (409 naming the state), quote versions that never change, internal notes that never
// reach a buyer, the buyer's own actions, and the expiry pass.

let db: TestDb;
let restoreLog: () => void;
const staff: Record<'owner' | 'sales1' | 'sales2' | 'catalogue' | 'otherOwner', { id: number; email: string; headers: Record<string, string> }> = {} as never;
const buyer: Record<'a' | 'b', SignedInBuyer> = {} as never;
const product: Record<'lamp' | 'star', number> = { lamp: 0, star: 0 };
const run = randomUUID().slice(0, 6);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 39, name: '别的站', nameen: 'Other' }).onConflictDoNothing();
  for (const [name, role, siteId] of [
    ['owner', 'owner', 38],
    ['sales1', 'sales', 38],
    ['sales2', 'sales', 38],
    ['catalogue', 'catalogue', 38],
    ['otherOwner', 'owner', 39],
  ] as const) {
    const signed = await signedInStaff(db, role, { siteId, email: `${name}-${run}@staff.test` });
    staff[name] = { id: signed.staff.id, email: signed.staff.email, headers: signed.headers };
  }
  for (const [who, language, country] of [
    ['a', 'en', 'DE'],
    ['b', 'zh', 'FR'],
  ] as const) {
    buyer[who] = await signedInBuyer(db, `${who}-${run}@buyer.example`, { language, country, nick: `Buyer ${who}`, companyName: `${who.toUpperCase()} Trading`, contactName: who });
  }
  for (const [key, classcode] of [
    ['lamp', '001002'],
    ['star', '003'],
  ] as const) {
    const [row] = await db.db
      .insert(products)
      .values({ siteId: 38, code: `${key.toUpperCase()}-${run}`, classcode, name: key, nameen: key, price: 10, foreignprice: 1.5, moq: 12 })
      .returning();
    product[key] = row!.id;
  }
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
});
const asBuyer = (who: 'a' | 'b') => ({
  get: (path: string) => call('GET', path, { headers: { authorization: buyer[who].auth } }),
  post: (path: string, body?: unknown) => call('POST', path, { headers: { authorization: buyer[who].auth }, body: body ?? {} }),
});

/** A buyer submits one line of `key` through the storefront: the inquiry's id. */
async function submitted(who: 'a' | 'b', key: 'lamp' | 'star' = 'lamp') {
  const [line] = await db.db.insert(cartLines).values({ siteId: 38, customerId: buyer[who].id, productId: product[key], addNum: 120 }).returning();
  const answer = await asBuyer(who).post('/api/Order/SubmitOrder', { cartIds: [line!.id], addressId: buyer[who].addressId, idempotencyKey: randomUUID(), message: 'please quote' });
  expect(answer.status).toBe(200);
  return answer.body.data.dto.id as number;
}

const lineOf = async (orderId: number) => (await db.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!;
const quoteBody = (orderLineId: number, extra: Json = {}) => ({
  currency: 'USD',
  lines: [{ orderLineId, unitPrice: 1.25, quantity: 120, moq: 12, leadTimeDays: 30 }],
  incoterm: 'FOB',
  port: 'Ningbo',
  paymentTerms: '30% deposit',
  validUntil: day(7),
  note: 'Best price',
  ...extra,
});
const mailsTo = (address: string) => db.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(asc(outbox.id));
const timelineOf = (orderId: number) => db.db.select().from(inquiryEvents).where(eq(inquiryEvents.orderId, orderId)).orderBy(asc(inquiryEvents.id));

describe('role rules', () => {
  it('answers 401 signed out and 403 to a catalogue member on every desk call; the rules are the owner’s', async () => {
    const desk = [
      ['GET', '/api/admin/inquiries'],
      ['GET', '/api/admin/inquiries/1'],
      ['POST', '/api/admin/inquiries/1/assign'],
      ['POST', '/api/admin/inquiries/1/open'],
      ['POST', '/api/admin/inquiries/1/close'],
      ['POST', '/api/admin/inquiries/1/quotes'],
      ['POST', '/api/admin/inquiries/1/quotes/1/send'],
      ['POST', '/api/admin/inquiries/1/messages'],
      ['GET', '/api/admin/inquiry-rules'],
      ['POST', '/api/admin/inquiry-rules'],
      ['PUT', '/api/admin/inquiry-rules/1'],
      ['DELETE', '/api/admin/inquiry-rules/1'],
    ] as const;
    for (const [method, path] of desk) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, path, { body })).status).toBe(401);
      const refused = await call(method, path, { headers: staff.catalogue.headers, body });
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('role');
    }
    for (const [method, path] of desk.filter(([, path]) => path.includes('inquiry-rules'))) {
      expect((await call(method, path, { headers: staff.sales1.headers, body: method === 'GET' ? undefined : {} })).status).toBe(403);
    }
    expect((await as('sales1').get('/api/admin/inquiries')).status).toBe(200);
  });

  it('answers 401 to a visitor on the buyer calls', async () => {
    for (const path of ['/api/Order/Inquiry/1', '/api/Order/Inquiry/1/Accept', '/api/Order/Inquiry/1/Decline', '/api/Order/Inquiry/1/Question', '/api/Order/Inquiry/1/Cancel']) {
      const get = path.endsWith('/1');
      expect((await call(get ? 'GET' : 'POST', path, { body: get ? undefined : {} })).status).toBe(401);
    }
  });
});

describe('assignment rules', () => {
  it('lets the owner add, change, list and delete rules, each with an audit row, and refuses a rule with both keys or a foreign member', async () => {
    const both = await as('owner').post('/api/admin/inquiry-rules', { country: 'DE', classcode: '001', staffId: staff.sales1.id });
    expect(both.status).toBe(400);
    expect((await as('owner').post('/api/admin/inquiry-rules', { country: 'DE', staffId: staff.otherOwner.id })).body).toMatchObject({ field: 'staffId' });
    const made = await as('owner').post('/api/admin/inquiry-rules', { country: 'de', staffId: staff.sales2.id });
    expect(made.status).toBe(200);
    expect(made.body.data.dto).toMatchObject({ country: 'DE', classcode: '', staffId: staff.sales2.id, staffEmail: staff.sales2.email });
    expect(await lastAudit(db, 'assignment-rule.create')).toMatchObject({ entityId: String(made.body.data.dto.id) });
    const changed = await as('owner').put(`/api/admin/inquiry-rules/${made.body.data.dto.id}`, { country: 'DE', staffId: staff.sales1.id });
    expect(changed.body.data.dto.staffId).toBe(staff.sales1.id);
    expect(await lastAudit(db, 'assignment-rule.update')).toBeDefined();
    const topic = await as('owner').post('/api/admin/inquiry-rules', { classcode: '003', staffId: staff.sales2.id });
    const temp = await as('owner').post('/api/admin/inquiry-rules', { country: 'JP', staffId: staff.sales2.id });
    expect((await as('owner').delete(`/api/admin/inquiry-rules/${temp.body.data.dto.id}`)).status).toBe(200);
    expect(await lastAudit(db, 'assignment-rule.delete')).toBeDefined();
    const list = await as('owner').get('/api/admin/inquiry-rules');
    expect(list.body.data.dto.map((r: Json) => r.id)).toEqual([topic.body.data.dto.id, made.body.data.dto.id]);
    expect((await as('otherOwner').delete(`/api/admin/inquiry-rules/${made.body.data.dto.id}`)).status).toBe(404);
  });

  it('assigns a submitted inquiry by the rules: a topic rule wins over the country rule; no match stays unassigned', async () => {
    const byCountry = await submitted('a', 'lamp'); // DE → sales1
    const byTopic = await submitted('a', 'star'); // topic 003 → sales2, over DE → sales1
    const none = await submitted('b', 'lamp'); // FR, topic 001002: no rule
    const assignee = async (id: number) => (await db.db.select().from(orders).where(eq(orders.id, id)))[0]!.assigneeId;
    expect(await assignee(byCountry)).toBe(staff.sales1.id);
    expect(await assignee(byTopic)).toBe(staff.sales2.id);
    expect(await assignee(none)).toBeNull();
    const timeline = await timelineOf(byCountry);
    expect(timeline.map((e) => [e.event, e.fromState, e.toState, e.actorKind])).toEqual([
      ['submit', null, 'new', 'buyer'],
      ['assign', 'new', 'new', 'system'],
    ]);
  });
});

describe('who sees which inquiry', () => {
  it('shows a sales member their own and the unassigned inquiries, the owner all of the site, another site none', async () => {
    const mine = await submitted('a', 'lamp'); // sales1
    const theirs = await submitted('a', 'star'); // sales2
    const open = await submitted('b', 'lamp'); // unassigned
    const ids = async (who: keyof typeof staff) => (await as(who).get('/api/admin/inquiries?pageSize=200')).body.data.dto.list.map((r: Json) => r.id);
    expect(await ids('sales1')).toEqual(expect.arrayContaining([mine, open]));
    expect(await ids('sales1')).not.toContain(theirs);
    expect(await ids('owner')).toEqual(expect.arrayContaining([mine, theirs, open]));
    expect(await ids('otherOwner')).toEqual([]);
    const hidden = await as('sales1').get(`/api/admin/inquiries/${theirs}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.field).toBe('id');
    expect((await as('sales1').post(`/api/admin/inquiries/${theirs}/open`)).status).toBe(404);
    expect((await as('otherOwner').get(`/api/admin/inquiries/${mine}`)).status).toBe(404);
    expect((await as('sales1').get(`/api/admin/inquiries/${open}`)).status).toBe(200);
  });

  it('lets a sales member take an inquiry for themselves but not give it away; the owner assigns anyone', async () => {
    const id = await submitted('b', 'lamp');
    const refused = await as('sales1').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff.sales2.id });
    expect(refused.status).toBe(403);
    expect(refused.body.field).toBe('staffId');
    const taken = await as('sales1').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff.sales1.id });
    expect(taken.body.data.dto).toMatchObject({ assigneeId: staff.sales1.id });
    expect(await lastAudit(db, 'inquiry.assign')).toMatchObject({ entityId: String(id), after: { assigneeId: staff.sales1.id } });
    expect((await as('sales2').get(`/api/admin/inquiries/${id}`)).status).toBe(404);
    expect((await as('owner').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff.catalogue.id })).body.field).toBe('staffId');
    await as('owner').post(`/api/admin/inquiries/${id}/assign`, { staffId: staff.sales2.id });
    expect((await as('sales1').get(`/api/admin/inquiries/${id}`)).status).toBe(404);
    expect((await as('sales2').get(`/api/admin/inquiries/${id}`)).status).toBe(200);
  });
});

describe('GET /api/admin/inquiries/members', () => {
  it('lists the site’s active sales members and owners to every desk member; catalogue 403, another site none of them', async () => {
    const ids = async (who: keyof typeof staff) => (await as(who).get('/api/admin/inquiries/members')).body.data.dto.list.map((m: Json) => m.id);
    const seen = await ids('sales1');
    expect(seen).toEqual(expect.arrayContaining([staff.owner.id, staff.sales1.id, staff.sales2.id]));
    expect(seen).not.toContain(staff.catalogue.id);
    expect(seen).not.toContain(staff.otherOwner.id);
    expect(await ids('owner')).toEqual(seen);
    expect((await as('catalogue').get('/api/admin/inquiries/members')).status).toBe(403);
  });
});

describe('the unread total', () => {
  it('counts what nobody on the desk has read: a new inquiry, until a member opens it; a buyer’s question again', async () => {
    const unread = async () => (await as('sales1').get('/api/admin/inquiries?pageSize=1')).body.data.dto.unread as number;
    const before = await unread();
    const id = await submitted('a', 'lamp'); // sales1's
    expect(await unread()).toBe(before + 1);
    expect((await as('sales1').get(`/api/admin/inquiries/${id}`)).status).toBe(200);
    expect(await unread()).toBe(before);
    expect((await asBuyer('a').post(`/api/Order/Inquiry/${id}/Question`, { body: 'Can you do red?' })).status).toBe(200);
    expect(await unread()).toBe(before + 1);
  });
});

describe('GET /api/admin/inquiries', () => {
  it('filters by state, assignee, country, received days and text, pages, and counts per state', async () => {
    const id = await submitted('b', 'star');
    await as('owner').post(`/api/admin/inquiries/${id}/open`);
    const inbox = (query: string) => as('owner').get(`/api/admin/inquiries?${query}`);
    const byState = await inbox('state=in_progress');
    expect(byState.body.data.dto.list.map((r: Json) => r.id)).toContain(id);
    expect(byState.body.data.dto.list.every((r: Json) => r.state === 'in_progress')).toBe(true);
    const all = (await inbox('pageSize=1')).body.data.dto;
    expect(all.list).toHaveLength(1);
    expect(Object.values(all.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(all.total);
    expect(all.counts.in_progress).toBeGreaterThanOrEqual(1);
    expect(Object.keys(all.counts).sort()).toEqual([...INQUIRY_STATES].sort());
    expect((await inbox('country=fr')).body.data.dto.list.every((r: Json) => r.country === 'FR')).toBe(true);
    expect((await inbox(`q=${encodeURIComponent(`STAR-${run}`)}&country=FR`)).body.data.dto.list.map((r: Json) => r.id)).toContain(id);
    expect((await inbox(`q=b-${run}`)).body.data.dto.list.every((r: Json) => r.buyer.email === buyer.b.email)).toBe(true);
    expect((await inbox('assignee=none')).body.data.dto.list.every((r: Json) => r.assigneeId === null)).toBe(true);
    expect((await inbox(`assignee=${staff.sales1.id}`)).body.data.dto.list.every((r: Json) => r.assigneeId === staff.sales1.id)).toBe(true);
    expect((await inbox(`from=${day(1)}`)).body.data.dto.total).toBe(0);
    expect((await inbox(`from=${day(-1)}&to=${day(0)}`)).body.data.dto.total).toBe(all.total);
    for (const bad of ['state=open', 'from=2026-02-30', 'country=Germany', 'assignee=me', 'pageSize=201']) {
      const refused = await inbox(bad);
      expect(refused.status).toBe(400);
    }
  });
});

describe('quotes, messages and the buyer', () => {
  let id: number;
  let lineId: number;

  beforeAll(async () => {
    id = await submitted('a', 'lamp'); // sales1's
    lineId = (await lineOf(id)).id;
  });

  it('saves versions v1, v2 and never changes an earlier one; only the newest unsent version is sent', async () => {
    const v1 = await as('sales1').post(`/api/admin/inquiries/${id}/quotes`, quoteBody(lineId));
    expect(v1.status).toBe(200);
    expect(v1.body.data.dto).toMatchObject({ version: 1, sentAt: null, lines: [{ orderLineId: lineId, code: `LAMP-${run}`, unitPrice: 1.25 }] });
    const v2 = await as('sales1').post(
      `/api/admin/inquiries/${id}/quotes`,
      quoteBody(lineId, { currency: 'CNY', lines: [{ orderLineId: lineId, unitPrice: 9, quantity: 240, moq: 24, leadTimeDays: 20 }] }),
    );
    expect(v2.body.data.dto.version).toBe(2);
    expect(await lastAudit(db, 'inquiry.quote-save')).toMatchObject({ entityId: String(id) });
    const detail = (await as('sales1').get(`/api/admin/inquiries/${id}`)).body.data.dto;
    expect(detail.quotes[0]).toEqual(v1.body.data.dto);
    const older = await as('sales1').post(`/api/admin/inquiries/${id}/quotes/1/send`);
    expect(older.status).toBe(409);
    expect(older.body.field).toBe('version');
    expect((await as('sales1').post(`/api/admin/inquiries/${id}/quotes/9/send`)).status).toBe(404);
    const sent = await as('sales1').post(`/api/admin/inquiries/${id}/quotes/2/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.dto.sentAt).not.toBeNull();
    expect(await lastAudit(db, 'inquiry.quote-send')).toMatchObject({ after: { state: 'quoted', version: 2 } });
    const again = await as('sales1').post(`/api/admin/inquiries/${id}/quotes/2/send`);
    expect(again.status).toBe(409);
    // The database itself refuses to rewrite a saved version.
    await expect(
      db.db
        .update(inquiryQuotes)
        .set({ note: 'changed' })
        .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, 1))),
    ).rejects.toThrow();
    await expect(
      db.db
        .update(inquiryQuotes)
        .set({ sentAt: new Date() })
        .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, 2))),
    ).rejects.toThrow();
    const [stored] = await db.db
      .select()
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, id), eq(inquiryQuotes.version, 1)));
    expect(stored!.note).toBe('Best price');
    const mail = (await mailsTo(buyer.a.email)).at(-1)!;
    expect(mail.subject).toContain('v2');
    expect(mail.text).toContain('CNY 9.00 × 240 = 2,160.00');
  });

  it('refuses quote lines of another inquiry and a validity date that has passed', async () => {
    const other = await submitted('b', 'lamp');
    const foreign = await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody((await lineOf(other)).id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.field).toBe('lines.0.orderLineId');
    const stale = await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody(lineId, { validUntil: day(-1) }));
    expect(stale.status).toBe(400);
    expect(stale.body.field).toBe('validUntil');
  });

  it('mails a message to the buyer, never an internal note, and the buyer sees neither notes nor unsent versions', async () => {
    const before = (await mailsTo(buyer.a.email)).length;
    expect((await as('sales1').post(`/api/admin/inquiries/${id}/messages`, { body: 'Internal: margin is thin', internal: true })).status).toBe(200);
    expect(await lastAudit(db, 'inquiry.note')).toBeDefined();
    expect(await mailsTo(buyer.a.email)).toHaveLength(before);
    await as('sales1').post(`/api/admin/inquiries/${id}/messages`, { body: 'Can ship in May.' });
    expect(await lastAudit(db, 'inquiry.message')).toBeDefined();
    expect((await mailsTo(buyer.a.email)).at(-1)!.text).toContain('Can ship in May.');
    await as('sales1').post(`/api/admin/inquiries/${id}/quotes`, quoteBody(lineId, { note: 'draft v3' }));
    const view = await asBuyer('a').get(`/api/Order/Inquiry/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.data.dto).toMatchObject({ state: 'quoted', unread: true });
    expect(view.body.data.dto.quotes.map((q: Json) => q.version)).toEqual([2]);
    expect(view.body.data.dto.messages.map((m: Json) => m.body)).toEqual(['Can ship in May.']);
    expect(view.text).not.toContain('margin is thin');
    expect(view.text).not.toContain('draft v3');
    expect(view.body.data.dto.timeline.map((e: Json) => e.event)).toEqual(['submit', 'send_quote']);
    expect((await asBuyer('a').get(`/api/Order/Inquiry/${id}`)).body.data.dto.unread).toBe(false);
    const staffView = (await as('sales1').get(`/api/admin/inquiries/${id}`)).body.data.dto;
    expect(staffView.messages.map((m: Json) => m.internal)).toEqual([true, false]);
  });

  it('keeps every buyer call to the buyer’s own inquiry (another buyer gets 404)', async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', 'Accept', { version: 2 }],
      ['POST', 'Decline', { reason: 'no' }],
      ['POST', 'Question', { body: 'hi' }],
      ['POST', 'Cancel', {}],
    ] as const) {
      const answer = await call(method, `/api/Order/Inquiry/${id}${path ? `/${path}` : ''}`, { headers: { authorization: buyer.b.auth }, body });
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
  });

  it('mails the assignee the buyer’s question and takes only the version the buyer read', async () => {
    const asked = await asBuyer('a').post(`/api/Order/Inquiry/${id}/Question`, { body: 'Is a lower MOQ possible?' });
    expect(asked.body.data.dto.messages.at(-1)).toMatchObject({ authorKind: 'buyer', body: 'Is a lower MOQ possible?' });
    expect((await mailsTo(staff.sales1.email)).at(-1)!.text).toContain('Is a lower MOQ possible?');
    expect((await asBuyer('a').post(`/api/Order/Inquiry/${id}/Decline`, { reason: '' })).body.field).toBe('reason');
    const stale = await asBuyer('a').post(`/api/Order/Inquiry/${id}/Accept`, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');
    const accepted = await asBuyer('a').post(`/api/Order/Inquiry/${id}/Accept`, { version: 2 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.dto.state).toBe('accepted');
    const cancel = await asBuyer('a').post(`/api/Order/Inquiry/${id}/Cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ field: 'state', message: expect.stringContaining('accepted') });
    const closed = await as('sales1').post(`/api/admin/inquiries/${id}/close`, { reason: 'order placed' });
    expect(closed.body.data.dto.state).toBe('closed');
    expect((await as('sales1').post(`/api/admin/inquiries/${id}/messages`, { body: 'late' })).status).toBe(409);
    expect((await as('sales1').post(`/api/admin/inquiries/${id}/messages`, { body: 'archived', internal: true })).status).toBe(200);
    expect((await asBuyer('a').post(`/api/Order/Inquiry/${id}/Question`, { body: 'still there?' })).status).toBe(409);
    const timeline = (await as('sales1').get(`/api/admin/inquiries/${id}`)).body.data.dto.timeline;
    expect(timeline.map((e: Json) => `${e.event}:${e.actorKind}`)).toEqual(['submit:buyer', 'assign:system', 'send_quote:staff', 'accept:buyer', 'close:staff']);
    expect(timeline.at(-1).reason).toBe('order placed');
  });
});

describe('the state machine on every write', () => {
  /** An inquiry put straight into `state`, with v1 sent (valid a week) and v2 saved, assigned to nobody. */
  async function inquiryIn(state: InquiryState) {
    const [order] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: buyer.a.id, orderNo: `SM-${randomUUID().slice(0, 12)}`, state, staffUnread: false })
      .returning();
    const [line] = await db.db
      .insert(orderLines)
      .values({ orderId: order!.id, productId: product.lamp, code: 'L', name: 'l', nameen: 'l', price: 1, foreignprice: 1, addNum: 10 })
      .returning();
    const quote = {
      orderId: order!.id,
      currency: 'USD' as const,
      lines: [{ orderLineId: line!.id, code: 'L', unitPrice: 1, quantity: 10, moq: 1, leadTimeDays: 5 }],
      incoterm: 'FOB',
      validUntil: day(7),
    };
    await db.db.insert(inquiryQuotes).values([
      { ...quote, version: 1, sentAt: new Date() },
      { ...quote, version: 2 },
    ]);
    return order!.id;
  }

  const ACTIONS: [InquiryEvent, (id: number) => Promise<{ status: number; body: Json }>][] = [
    ['open', (id) => as('owner').post(`/api/admin/inquiries/${id}/open`)],
    ['send_quote', (id) => as('owner').post(`/api/admin/inquiries/${id}/quotes/2/send`)],
    ['close', (id) => as('owner').post(`/api/admin/inquiries/${id}/close`, {})],
    ['accept', (id) => asBuyer('a').post(`/api/Order/Inquiry/${id}/Accept`, { version: 1 })],
    ['decline', (id) => asBuyer('a').post(`/api/Order/Inquiry/${id}/Decline`, { reason: 'too dear' })],
    ['cancel', (id) => asBuyer('a').post(`/api/Order/Inquiry/${id}/Cancel`, {})],
  ];

  it('refuses every transition the machine refuses with a 409 naming the state, and makes every other', async () => {
    for (const state of INQUIRY_STATES) {
      for (const [event, act] of ACTIONS) {
        const id = await inquiryIn(state);
        const answer = await act(id);
        const [row] = await db.db.select().from(orders).where(eq(orders.id, id));
        const moved = transition(state, event);
        if (moved.ok) {
          expect([state, event, answer.status]).toEqual([state, event, 200]);
          expect(row!.state).toBe(moved.to);
          expect((await timelineOf(id)).at(-1)).toMatchObject({ event, fromState: state, toState: moved.to });
        } else {
          expect([state, event, answer.status]).toEqual([state, event, 409]);
          expect(answer.body).toMatchObject({ error: 'conflict', field: 'state', message: expect.stringContaining(state) });
          expect(row!.state).toBe(state);
          expect(await timelineOf(id)).toEqual([]);
        }
      }
    }
  }, 120_000);

  it('refuses a new quote version once the inquiry has left new, in_progress and quoted', async () => {
    for (const state of ['accepted', 'declined', 'expired', 'closed', 'cancelled'] as const) {
      const id = await inquiryIn(state);
      const answer = await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody((await lineOf(id)).id));
      expect([state, answer.status, answer.body.field]).toEqual([state, 409, 'state']);
    }
  });
});

describe('expiry', () => {
  /** Backdates an inquiry's quotes to yesterday (past the immutability trigger: test setup only). */
  async function lapse(id: number) {
    await db.db.execute(`alter table inquiry_quotes disable trigger inquiry_quotes_immutable`);
    await db.db
      .update(inquiryQuotes)
      .set({ validUntil: day(-1) })
      .where(eq(inquiryQuotes.orderId, id));
    await db.db.execute(`alter table inquiry_quotes enable trigger inquiry_quotes_immutable`);
  }

  it('expires quoted inquiries whose current sent quote has passed its date, once, as the system', async () => {
    const { expireQuotes, expireQuotesOnce } = await import('@/server/inquiries');
    const due = await submitted('b', 'star');
    const renewed = await submitted('b', 'star');
    for (const id of [due, renewed]) {
      await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody((await lineOf(id)).id, { validUntil: day(1) }));
      await as('owner').post(`/api/admin/inquiries/${id}/quotes/1/send`);
    }
    // `renewed` got v2, valid longer: its current quote has not passed.
    await as('owner').post(`/api/admin/inquiries/${renewed}/quotes`, quoteBody((await lineOf(renewed)).id, { validUntil: day(30) }));
    await as('owner').post(`/api/admin/inquiries/${renewed}/quotes/2/send`);
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await expireQuotes(db.db, new Date())).toBe(0);
    expect(await expireQuotesOnce(db.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireQuotes(db.db, later)).toBe(0);
    // The pass's lock ends with its transaction: the next pass takes it again (0 moved, not skipped).
    expect(await expireQuotesOnce(db.db, later)).toBe(0);
    const state = async (id: number) => (await db.db.select().from(orders).where(eq(orders.id, id)))[0]!.state;
    expect(await state(due)).toBe('expired');
    expect(await state(renewed)).toBe('quoted');
    const expiries = (await timelineOf(due)).filter((e) => e.event === 'expire');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ fromState: 'quoted', toState: 'expired', actorKind: 'system', actorId: null });
    expect((await asBuyer('b').get(`/api/Order/Inquiry/${due}`)).body.data.dto).toMatchObject({ state: 'expired', unread: true });
  });

  it('expires a passed quote the buyer tries to accept instead of accepting it', async () => {
    const id = await submitted('b', 'lamp');
    await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody((await lineOf(id)).id, { validUntil: day(0) }));
    await as('owner').post(`/api/admin/inquiries/${id}/quotes/1/send`);
    await lapse(id);
    const answer = await asBuyer('b').post(`/api/Order/Inquiry/${id}/Accept`, { version: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('expired');
    expect((await db.db.select().from(orders).where(eq(orders.id, id)))[0]!.state).toBe('expired');
  });

  it('runs the pass from the loop started at server start, one loop per process', async () => {
    const { startQuoteExpiryLoop, stopQuoteExpiryLoop } = await import('@/server/inquiries');
    const id = await submitted('b', 'lamp');
    await as('owner').post(`/api/admin/inquiries/${id}/quotes`, quoteBody((await lineOf(id)).id, { validUntil: day(0) }));
    await as('owner').post(`/api/admin/inquiries/${id}/quotes/1/send`);
    await lapse(id);
    startQuoteExpiryLoop(50);
    startQuoteExpiryLoop(50); // a second start (another bundle of the same process) adds no loop
    try {
      const state = async () => (await db.db.select().from(orders).where(eq(orders.id, id)))[0]!.state;
      for (let i = 0; i < 100 && (await state()) !== 'expired'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await state()).toBe('expired');
      expect((await timelineOf(id)).filter((e) => e.event === 'expire')).toHaveLength(1);
    } finally {
      stopQuoteExpiryLoop();
    }
  });

  it('keeps internal notes out of the buyer view whatever the state', async () => {
    const notes = await db.db.select().from(inquiryMessages).where(eq(inquiryMessages.internal, true));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      const [order] = await db.db.select().from(orders).where(eq(orders.id, note.orderId));
      const who = order!.customerId === buyer.a.id ? 'a' : 'b';
      expect((await asBuyer(who).get(`/api/Order/Inquiry/${note.orderId}`)).text).not.toContain(note.body);
    }
  });
});
