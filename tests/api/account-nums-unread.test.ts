import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orderLines, products } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call, type Json } from '../support/api-suite';
import { hideMailLog } from '../support/quiet-mail-log';
import { signedInBuyer, type SignedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// The account menu counts the inquiries with a supplier reply the buyer has not opened
// (GetAccountNums `orderUnreadNum`): a sent quote or a message raises it, the buyer's read of the
// inquiry lowers it, and one buyer's inquiries never count for another.

let db: TestDb;
let restoreLog: () => void;
let staffHeaders: Record<string, string>;
const buyer: Record<'a' | 'b', SignedInBuyer> = {} as never;
let productId = 0;
const run = randomUUID().slice(0, 6);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  staffHeaders = (await signedInStaff(db, 'owner', { email: `owner-${run}@staff.test` })).headers;
  for (const who of ['a', 'b'] as const) buyer[who] = await signedInBuyer(db, `${who}-${run}@buyer.example`, { nick: who });
  const [product] = await db.db
    .insert(products)
    .values({ siteId: 38, code: `UNREAD-${run}`, classcode: '001', name: 'lamp', nameen: 'lamp', price: 10, foreignprice: 1.5, moq: 12 })
    .returning();
  productId = product!.id;
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const asBuyer = (who: 'a' | 'b') => ({
  get: (path: string) => call('GET', path, { headers: { authorization: buyer[who].auth } }),
  post: (path: string, body: unknown) => call('POST', path, { headers: { authorization: buyer[who].auth }, body }),
});
const asStaff = (path: string, body: unknown = {}) => call('POST', path, { headers: staffHeaders, body });

async function submitted(who: 'a' | 'b') {
  const [line] = await db.db.insert(cartLines).values({ siteId: 38, customerId: buyer[who].id, productId, addNum: 120 }).returning();
  const answer = await asBuyer(who).post('/api/Order/SubmitOrder', { cartIds: [line!.id], addressId: buyer[who].addressId, idempotencyKey: randomUUID() });
  expect(answer.status).toBe(200);
  return answer.body.data.dto.id as number;
}

async function quoteSent(id: number) {
  const [line] = await db.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const saved = await asStaff(`/api/admin/inquiries/${id}/quotes`, {
    currency: 'USD',
    lines: [{ orderLineId: line!.id, unitPrice: 1.25, quantity: 120, moq: 12, leadTimeDays: 30 }],
    incoterm: 'FOB',
    port: 'Ningbo',
    validUntil: day(7),
  });
  expect(saved.status).toBe(200);
  expect((await asStaff(`/api/admin/inquiries/${id}/quotes/${saved.body.data.dto.version}/send`)).status).toBe(200);
}

async function unreadOf(who: 'a' | 'b'): Promise<number> {
  const answer = await asBuyer(who).get('/api/Customer/GetAccountNums');
  expect(answer.status).toBe(200);
  return answer.body.data.dto.orderUnreadNum;
}

describe('GetAccountNums orderUnreadNum', () => {
  it('counts an inquiry once a quote is sent, and no longer once the buyer has read it', async () => {
    const id = await submitted('a');
    expect(await unreadOf('a')).toBe(0);
    await quoteSent(id);
    expect(await unreadOf('a')).toBe(1);
    const listed = (await asBuyer('a').get('/api/Order?page=1&PageSize=5')).body.data.list.find((o: Json) => o.id === id);
    expect(listed).toMatchObject({ state: 'quoted', unread: true });
    expect((await asBuyer('a').get(`/api/Order/Inquiry/${id}`)).body.data.dto.unread).toBe(true);
    expect(await unreadOf('a')).toBe(0);
    expect((await asBuyer('a').get('/api/Order?page=1&PageSize=5')).body.data.list.find((o: Json) => o.id === id)).toMatchObject({ state: 'quoted', unread: false });
  });

  it('counts a supplier message, not the buyer’s own question', async () => {
    const id = await submitted('a');
    expect((await asBuyer('a').post(`/api/Order/Inquiry/${id}/Question`, { body: 'Lower MOQ?' })).status).toBe(200);
    expect(await unreadOf('a')).toBe(0);
    expect((await asStaff(`/api/admin/inquiries/${id}/messages`, { body: 'Yes, 6 pieces.' })).status).toBe(200);
    expect(await unreadOf('a')).toBe(1);
    await asBuyer('a').get(`/api/Order/Inquiry/${id}`);
    expect(await unreadOf('a')).toBe(0);
  });

  it('never counts another customer’s inquiry, read or unread', async () => {
    const mine = await submitted('a');
    const theirs = await submitted('b');
    await quoteSent(theirs);
    expect(await unreadOf('a')).toBe(0);
    expect(await unreadOf('b')).toBe(1);
    await quoteSent(mine);
    expect(await unreadOf('a')).toBe(1);
    // A's attempt to read B's inquiry is a 404 and clears nothing.
    expect((await asBuyer('a').get(`/api/Order/Inquiry/${theirs}`)).status).toBe(404);
    expect(await unreadOf('b')).toBe(1);
    await asBuyer('b').get(`/api/Order/Inquiry/${theirs}`);
    expect(await unreadOf('b')).toBe(0);
    expect(await unreadOf('a')).toBe(1);
  });
});
