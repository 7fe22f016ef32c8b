import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/accounts/passwords';
import { startSession } from '@/server/accounts/sessions';
import { addresses, cartLines, customers, orderLines, orders, outbox, products, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call, solvedCaptcha, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The workspace's customer calls (role sales) — a catalogue member cannot open them;
// list, detail, disable/enable (a disabled buyer cannot sign in and its sessions end), reset mail.

let db: TestDb;
let sales: Record<string, string>;
let catalogue: Record<string, string>;
let owner: Record<string, string>;
const run = randomUUID().slice(0, 8);
const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let anna: typeof customers.$inferSelect;
let bob: typeof customers.$inferSelect;
let stranger: typeof customers.$inferSelect;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  sales = (await signedInStaff(db, 'sales')).headers;
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  owner = (await signedInStaff(db, 'owner')).headers;
  await db.db.insert(sites).values({ id: 39, name: '其他', nameen: 'Other' }).onConflictDoNothing();
  const pwdHash = await hashPassword('abc123');
  anna = (
    await db.db
      .insert(customers)
      .values({ siteId: 38, email: `anna${run}@nordic.example`, nick: 'Anna', companyName: 'Nordic Imports AB', pwdHash, language: 'en' })
      .returning()
  )[0]!;
  bob = (
    await db.db
      .insert(customers)
      .values({ siteId: 38, email: `bob${run}@gifts.example`, nick: 'Bob', companyName: 'Gift Box GmbH', pwdHash, language: 'zh' })
      .returning()
  )[0]!;
  stranger = (
    await db.db
      .insert(customers)
      .values({ siteId: 39, email: `c${run}@other.example`, nick: 'C', pwdHash })
      .returning()
  )[0]!;
  await db.db.insert(addresses).values([
    { siteId: 38, customerId: anna.id, contactName: 'Anna', phone: '+46 1', country: 'SE', addressLine: 'Storgatan 1', isDefault: true },
    { siteId: 38, customerId: bob.id, contactName: 'Bob', phone: '+49 1', country: 'DE', addressLine: 'Hauptstr. 2' },
  ]);
  const [lamp] = await db.db
    .insert(products)
    .values({ siteId: 38, code: `LT-${run}`, classcode: '001', name: '灯笼', nameen: 'Lantern', price: 10, foreignprice: 1.5 })
    .returning();
  await db.db.insert(cartLines).values({ siteId: 38, customerId: anna.id, productId: lamp!.id, addNum: 240 });
  const [order] = await db.db
    .insert(orders)
    .values({ siteId: 38, customerId: anna.id, orderNo: `Q${run}`, totalPrice: 2400, totalForeignPrice: 360 })
    .returning();
  await db.db.insert(orderLines).values({ orderId: order!.id, productId: lamp!.id, code: lamp!.code, name: '灯笼', nameen: 'Lantern', price: 10, foreignprice: 1.5, addNum: 240 });
});
afterAll(() => db.dispose());

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string) => call('POST', path, { headers }),
});
const login = async (email: string) =>
  call('POST', '/api/Customer/Login', { headers: { 'x-forwarded-for': ip }, body: { userId: 38, email, pwd: 'abc123', ...(await solvedCaptcha(db)) } });
const accountNums = (customerId: number, onlineGuid: string) => call('GET', '/api/Customer/GetAccountNums', { headers: { authorization: `${customerId},${onlineGuid}` } });

describe('role rules', () => {
  it('nobody signed out sees the customers, and a catalogue member gets 403 on every customer call', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/1'],
      ['POST', '/api/admin/customers/1/disable'],
      ['POST', '/api/admin/customers/1/enable'],
      ['POST', '/api/admin/customers/1/reset-link'],
    ] as const) {
      expect((await call(method, path)).status).toBe(401);
      const refused = await call(method, path, { headers: catalogue });
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('role');
    }
    expect((await as(owner).get('/api/admin/customers')).status).toBe(200);
  });
});

describe('GET /api/admin/customers', () => {
  it('pages the site’s buyers and searches email, company and name', async () => {
    const all = await as(sales).get('/api/admin/customers?pageSize=1&sort=email&order=asc');
    expect(all.body.data.searchListResourceParamaters).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(all.body.data.list[0]).toMatchObject({ id: anna.id, companyName: 'Nordic Imports AB', country: 'SE', disabled: false });
    for (const q of ['gmbh', 'BOB', 'gifts.example']) {
      expect((await as(sales).get(`/api/admin/customers?q=${q}`)).body.data.list.map((c: Json) => c.id)).toEqual([bob.id]);
    }
  });

  it('filters by country and disabled, and refuses a bad filter with 400 naming it', async () => {
    expect((await as(sales).get('/api/admin/customers?country=de')).body.data.list.map((c: Json) => c.id)).toEqual([bob.id]);
    expect((await as(sales).get('/api/admin/customers?disabled=true')).body.data.list).toEqual([]);
    for (const [query, field] of [
      ['country=Germany', 'country'],
      ['disabled=maybe', 'disabled'],
      ['pageSize=500', 'pageSize'],
      ['page=0', 'page'],
    ]) {
      const answer = await as(sales).get(`/api/admin/customers?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('answers company, country, addresses, the cart and the inquiries', async () => {
    const detail = (await as(sales).get(`/api/admin/customers/${anna.id}`)).body.data.dto;
    expect(detail).toMatchObject({ email: anna.email, companyName: 'Nordic Imports AB', country: 'SE', favorites: 0 });
    expect(detail.addresses).toEqual([expect.objectContaining({ country: 'SE', addressLine: 'Storgatan 1', isDefault: true })]);
    expect(detail.cart).toMatchObject({ count: 1, pieces: 240, items: [expect.objectContaining({ code: `LT-${run}`, nameen: 'Lantern', addNum: 240 })] });
    expect(detail.orders).toMatchObject({ count: 1, recent: [expect.objectContaining({ orderNo: `Q${run}`, lines: 1, totalPrice: 2400 })] });
  });

  it("answers 404 naming id for another site's buyer or an unknown id, 400 for a bad id", async () => {
    for (const id of [stranger.id, 999_999]) {
      const answer = await as(sales).get(`/api/admin/customers/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
    expect((await as(sales).get('/api/admin/customers/abc')).body.field).toBe('id');
  });
});

describe('disable and enable', () => {
  it('a disabled buyer’s sessions end and it cannot sign in; enabled again, it can (both audited)', async () => {
    const session = await startSession(db.db, 38, bob.id, true);
    expect((await accountNums(bob.id, session.onlineGuid)).status).toBe(200);
    expect((await login(bob.email)).status).toBe(200);

    const disabled = await as(sales).post(`/api/admin/customers/${bob.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.dto).toMatchObject({ id: bob.id, disabled: true });
    expect(await lastAudit(db, 'customer.disable')).toMatchObject({ entityId: String(bob.id), before: expect.objectContaining({ disabled: false }) });
    expect((await accountNums(bob.id, session.onlineGuid)).status).toBe(401);
    const refused = await login(bob.email);
    expect(refused.status).toBe(403);
    expect((await as(sales).get('/api/admin/customers?disabled=true')).body.data.list.map((c: Json) => c.id)).toEqual([bob.id]);

    const enabled = await as(sales).post(`/api/admin/customers/${bob.id}/enable`);
    expect(enabled.body.data.dto.disabled).toBe(false);
    expect(await lastAudit(db, 'customer.enable')).toMatchObject({ entityId: String(bob.id) });
    expect((await login(bob.email)).status).toBe(200);
    // The sessions that ended stay ended.
    expect((await accountNums(bob.id, session.onlineGuid)).status).toBe(401);
  });

  it("answers 404 naming id for another site's buyer", async () => {
    for (const action of ['disable', 'enable', 'reset-link']) {
      const answer = await as(sales).post(`/api/admin/customers/${stranger.id}/${action}`);
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
    const [row] = await db.db.select().from(customers).where(eq(customers.id, stranger.id));
    expect(row!.disabledAt).toBeNull();
  });
});

describe('POST /api/admin/customers/{id}/reset-link', () => {
  it('sends the storefront’s reset mail in the buyer’s language, audited', async () => {
    const answer = await as(sales).post(`/api/admin/customers/${bob.id}/reset-link`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.dto).toMatchObject({ id: bob.id, email: bob.email });
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, bob.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toBeDefined();
    expect(mail!.text).toMatch(/\/zh\/\?/);
    expect(await lastAudit(db, 'customer.reset-link')).toMatchObject({ entityId: String(bob.id) });
  });
});
