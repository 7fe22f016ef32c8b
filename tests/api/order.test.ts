import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@/server/accounts/sessions';
import { addresses, cartLines, customers, orderLines, orders, outbox, products, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call as callApi, type Json } from '../support/api-suite';
import { withBrokenDb } from '../support/broken-db';
import { createTestDb, type TestDb } from '../support/test-db';
import { hideMailLog } from '../support/quiet-mail-log';

// §7 Order (R7.86-R7.89): SubmitOrder turns selected cart lines into an inquiry (one transaction,
// snapshot, logistics, idempotency key, emails after commit) and GET /api/Order lists them.

let db: TestDb;
type Who = 'a' | 'b' | 'c';
/** A (English) and B (Chinese) on site 38, C on site 39. */
const auth: Record<Who, string> = { a: '', b: '', c: '' };
const customerId: Record<Who, number> = { a: 0, b: 0, c: 0 };
const email = (who: Who) => `${who}@inquiry.example.com`;
const addressId: Record<Who, number> = { a: 0, b: 0, c: 0 };
const p: Record<string, number> = {};

const packing = { pcsPerCarton: 12, cartonLengthCm: 60, cartonWidthCm: 40, cartonHeightCm: 50, grossWeightKg: 8 };

let restoreLog: () => void;
beforeAll(async () => {
  // Without SMTP_URL the outbox logs every mail; the assertions read the outbox table instead.
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '别的站', nameen: 'Other site' },
  ]);
  for (const [who, siteId, language] of [
    ['a', 38, 'en'],
    ['b', 38, 'zh'],
    ['c', 39, 'en'],
  ] as const) {
    const [row] = await db.db
      .insert(customers)
      .values({ siteId, email: email(who), nick: `Buyer ${who.toUpperCase()}`, companyName: `${who.toUpperCase()} Imports <b>Ltd</b>`, language })
      .returning({ id: customers.id });
    const session = await startSession(db.db, siteId, row!.id, true);
    customerId[who] = row!.id;
    auth[who] = `${row!.id},${session.onlineGuid}`;
    const [address] = await db.db
      .insert(addresses)
      .values({
        siteId,
        customerId: row!.id,
        contactName: `Anna <${who}>`,
        phone: '+49 40 1234567',
        country: 'DE',
        city: 'Hamburg',
        addressLine: 'Speicherstadt 12',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    addressId[who] = address!.id;
  }
  const add = async (key: string, siteId: number, fields: Partial<typeof products.$inferInsert>) => {
    const [row] = await db.db
      .insert(products)
      .values({
        siteId,
        code: key.toUpperCase(),
        classcode: '001',
        name: `${key} 灯笼`,
        nameen: `${key} lantern`,
        price: 36,
        foreignprice: 5.2,
        pics: `/Upload/product/${key}.webp,/Upload/product/${key}-b.webp`,
        moq: 24,
        ...packing,
        ...fields,
      })
      .returning({ id: products.id });
    p[key] = row!.id;
  };
  await add('paper', 38, {});
  await add('glass', 38, { price: 12.5, foreignprice: 1.75, moq: 200, pcsPerCarton: 50, cartonLengthCm: 50, cartonWidthCm: 50, cartonHeightCm: 40, grossWeightKg: 10 });
  await add('silk', 38, {});
  await add('boom', 38, {});
  await add('other', 39, {});
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.CONTAINER_20GP_M3;
  resetEnvCache();
});

async function call(method: string, path: string, who?: Who, body?: unknown) {
  const answer = await callApi(method, path, { body, headers: who ? { authorization: auth[who] } : {} });
  return { ...answer, replayed: answer.headers.get('idempotent-replayed') };
}

/** Puts products in the customer's cart; answers the line ids in the order given. */
async function cart(who: Who, items: [number, number][]): Promise<number[]> {
  const res = await call(
    'POST',
    '/api/ShoppingCart',
    who,
    items.map(([productId, addNum]) => ({ productId, addNum })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.listdto.map((l: Json) => l.id);
}

const submit = (who: Who, body: Json) => call('POST', '/api/Order/SubmitOrder', who, { addressId: addressId[who], idempotencyKey: randomUUID(), message: '', ...body });
const ordersOf = (who: Who) => db.db.select().from(orders).where(eq(orders.customerId, customerId[who])).orderBy(asc(orders.id));
const cartOf = (who: Who) => db.db.select().from(cartLines).where(eq(cartLines.customerId, customerId[who]));
const mails = () => db.db.select().from(outbox).orderBy(asc(outbox.id));

describe('POST /api/Order/SubmitOrder', () => {
  let first: Json;

  it('R7.86 R7.87 stores the inquiry with a snapshot and its logistics, and answers the §8 success message', async () => {
    const [paper, glass] = await cart('a', [
      [p.paper!, 30],
      [p.glass!, 100],
      [p.silk!, 12],
    ]);
    const res = await submit('a', { cartIds: [paper, glass], message: 'Please quote FOB Ningbo <script>alert(1)</script>', language: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your inquiry has been sent');
    first = res.body.data.dto;
    expect(first.orderNo).toMatch(/^LT-\d{8}-[A-HJ-NP-Z2-9]{6}$/);
    expect(first).toMatchObject({
      status: 'submitted',
      language: 'en',
      message: 'Please quote FOB Ningbo <script>alert(1)</script>',
      // 30 × 36 + 100 × 12.5 CNY; 30 × 5.2 + 100 × 1.75 USD
      totalPrice: 2330,
      totalForeignPrice: 331,
      displayTotal: 331,
      currency: 'USD',
      // 30 pcs / 12 → 3 cartons of 0.12 m³ and 8 kg; 100 / 50 → 2 cartons of 0.1 m³ and 10 kg
      totalCartons: 5,
      totalVolumeM3: 0.56,
      totalGrossKg: 44,
      lineCount: 2,
      address: { id: addressId.a, contactName: 'Anna <a>', city: 'Hamburg', country: 'DE' },
    });
    expect(first.containerFill.map((c: Json) => [c.code, c.volumePct, c.weightPct])).toEqual([
      ['20GP', 2, 0.2],
      ['40GP', 1, 0.2],
      ['40HQ', 0.8, 0.2],
    ]);
    const [line1, line2] = first.listOrderDetailDTO;
    expect(line1).toMatchObject({ productId: p.paper, addNum: 30, cartons: 3, volumeM3: 0.36, grossKg: 24, moq: 24, belowMoq: false, linePrice: 1080, lineForeignPrice: 156 });
    expect(line2).toMatchObject({ productId: p.glass, addNum: 100, cartons: 2, volumeM3: 0.2, grossKg: 20, moq: 200, belowMoq: true });
    expect(line1.productDTO).toMatchObject({
      id: p.paper,
      code: 'PAPER',
      name: 'paper 灯笼',
      nameen: 'paper lantern',
      price: 36,
      foreignprice: 5.2,
      displayName: 'paper lantern',
      listUserFieldDataUseDTO: [],
    });
    expect(line1.productDTO.pics).toContain('/Upload/product/paper.webp');
    expect(line1.productDTO.pics).not.toContain('paper-b');
  });

  it('takes the submitted lines out of the cart and keeps the others', async () => {
    expect((await cartOf('a')).map((l) => l.productId)).toEqual([p.silk]);
  });

  it("sends the buyer a confirmation in the buyer's language and the supplier a notification (default zh); no SMTP → 'logged'", async () => {
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const buyer = sent.find((m) => m.toAddress === email('a'))!;
    const supplier = sent.find((m) => m.toAddress === 'sales@lantern-gifts.example')!;
    expect(buyer.status).toBe('logged');
    expect(supplier.status).toBe('logged');
    expect(buyer.subject).toBe(`Your inquiry ${first.orderNo} has been sent — Lantern Gifts`);
    expect(buyer.text).toContain('paper lantern');
    expect(buyer.text).toContain('below MOQ 200');
    expect(supplier.subject).toBe(`新询盘 ${first.orderNo}，来自 A Imports <b>Ltd</b>`);
    expect(supplier.text).toContain('paper 灯笼');
    expect(supplier.text).toContain(email('a'));
    for (const mail of [buyer, supplier]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).toContain('Anna &lt;a&gt;');
      expect(mail.html).not.toContain('<b>Ltd</b>');
    }
  });

  it('sends a Chinese buyer the Chinese confirmation', async () => {
    const [line] = await cart('b', [[p.paper!, 24]]);
    const res = await submit('b', { cartIds: [line] });
    expect(res.status).toBe(200);
    expect(res.body.data.dto).toMatchObject({ language: 'zh', currency: 'CNY', displayTotal: 864 });
    const [buyer] = (await mails()).filter((m) => m.toAddress === email('b'));
    expect(buyer!.subject).toBe(`您的询盘 ${res.body.data.dto.orderNo} 已发送 —— 灯笼礼品`);
  });

  it('creates one inquiry for a retried submit with the same idempotency key, answers the same order and mails once', async () => {
    const mailsBefore = (await mails()).length;
    const [line] = await cart('a', [[p.paper!, 48]]);
    const key = randomUUID();
    const one = await submit('a', { cartIds: [line], idempotencyKey: key });
    const two = await submit('a', { cartIds: [line], idempotencyKey: key });
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.data.dto.id).toBe(one.body.data.dto.id);
    expect(two.body.data.dto.orderNo).toBe(one.body.data.dto.orderNo);
    expect(one.replayed).toBeNull();
    expect(two.replayed).toBe('true');
    expect((await ordersOf('a')).filter((o) => o.idempotencyKey === key)).toHaveLength(1);
    expect((await mails()).length).toBe(mailsBefore + 2);
  });

  it('creates one inquiry for a double click (two submits at once with one key)', async () => {
    const [line] = await cart('a', [[p.glass!, 200]]);
    const key = randomUUID();
    const before = (await ordersOf('a')).length;
    const answers = await Promise.all([submit('a', { cartIds: [line], idempotencyKey: key }), submit('a', { cartIds: [line], idempotencyKey: key })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0].body.data.dto.id).toBe(answers[1].body.data.dto.id);
    expect((await ordersOf('a')).length).toBe(before + 1);
  });

  it.each([
    [{ cartIds: [] }, 'cartIds'],
    [{ cartIds: undefined }, 'cartIds'],
    [{ cartIds: [0] }, 'cartIds.0'],
    [{ cartIds: 'abc' }, 'cartIds'],
    [{ cartIds: [1], addressId: undefined }, 'addressId'],
    [{ cartIds: [1], idempotencyKey: 'not-a-uuid' }, 'idempotencyKey'],
    [{ cartIds: [1], message: 'x'.repeat(2001) }, 'message'],
    [{ cartIds: [1], language: 'de' }, 'language'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await submit('a', body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("answers 404 naming cartIds when B submits A's cart line, and A's line stays", async () => {
    const [line] = await cart('a', [[p.paper!, 10]]);
    const before = (await ordersOf('b')).length;
    for (const who of ['b', 'c'] as const) {
      const res = await submit(who, { cartIds: [line] });
      expect(res.status).toBe(404);
      expect(res.body.field).toBe('cartIds');
    }
    const [own] = await cart('b', [[p.silk!, 5]]);
    const mixed = await submit('b', { cartIds: [own, line] });
    expect(mixed.status).toBe(404);
    expect((await cartOf('a')).map((l) => l.id)).toContain(line);
    expect((await cartOf('b')).map((l) => l.id)).toContain(own);
    expect((await ordersOf('b')).length).toBe(before);
    expect((await submit('a', { cartIds: [2_147_483_647] })).status).toBe(404);
    expect((await submit('a', { cartIds: [3_000_000_000] })).body).toMatchObject({ code: 400, field: 'cartIds.0' });
  });

  it("answers 404 naming addressId for B's address or a deleted one, and writes nothing", async () => {
    const [line] = await cart('a', [[p.glass!, 10]]);
    const before = (await ordersOf('a')).length;
    const res = await submit('a', { cartIds: [line], addressId: addressId.b });
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('addressId');
    const [gone] = await db.db
      .insert(addresses)
      .values({ siteId: 38, customerId: customerId.a, contactName: 'Old', phone: '12345', country: 'DE', city: 'Bremen', addressLine: 'Alt 1', deletedAt: new Date() })
      .returning({ id: addresses.id });
    expect((await submit('a', { cartIds: [line], addressId: gone!.id })).status).toBe(404);
    expect((await ordersOf('a')).length).toBe(before);
    expect((await cartOf('a')).map((l) => l.id)).toContain(line);
  });

  it('writes no half order when a line fails: no order, no lines, the cart intact, no mail', async () => {
    // A trigger makes the order_lines insert fail for one product, after the order row is written.
    await db.db.execute(
      sql.raw(`CREATE FUNCTION fail_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.code = 'BOOM' THEN RAISE EXCEPTION 'line failed'; END IF; RETURN NEW; END $$`),
    );
    await db.db.execute(sql.raw('CREATE TRIGGER order_lines_boom BEFORE INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION fail_boom()'));
    try {
      await db.db.delete(cartLines).where(eq(cartLines.customerId, customerId.b));
      const ids = await cart('b', [
        [p.paper!, 24],
        [p.boom!, 24],
      ]);
      const ordersBefore = await db.db.select({ id: orders.id }).from(orders);
      const linesBefore = await db.db.select({ id: orderLines.id }).from(orderLines);
      const mailsBefore = (await mails()).length;
      const quiet = console.error;
      console.error = () => {};
      const res = await submit('b', { cartIds: ids }).finally(() => (console.error = quiet));
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Failed to submit the inquiry.');
      expect(await db.db.select({ id: orders.id }).from(orders)).toEqual(ordersBefore);
      expect(await db.db.select({ id: orderLines.id }).from(orderLines)).toEqual(linesBefore);
      expect((await cartOf('b')).map((l) => l.id).sort()).toEqual([...ids].sort());
      expect((await mails()).length).toBe(mailsBefore);
    } finally {
      await db.db.execute(sql.raw('DROP TRIGGER order_lines_boom ON order_lines'));
      await db.db.execute(sql.raw('DROP FUNCTION fail_boom()'));
    }
  });

  it('does not fail the inquiry when the mail server is down: the mails wait in the outbox', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const quiet = console.warn;
    console.warn = () => {};
    try {
      const [line] = await cart('a', [[p.silk!, 12]]);
      const res = await submit('a', { cartIds: [line] });
      expect(res.status).toBe(200);
      const latest = (await mails()).slice(-2);
      expect(latest.map((m) => m.status)).toEqual(['pending', 'pending']);
      expect(latest.map((m) => m.subject).join(' ')).toContain(res.body.data.dto.orderNo);
    } finally {
      console.warn = quiet;
    }
  });

  it('uses the configured container capacities', async () => {
    process.env.CONTAINER_20GP_M3 = '0.36';
    resetEnvCache();
    await db.db.delete(cartLines).where(eq(cartLines.customerId, customerId.a));
    const [line] = await cart('a', [[p.paper!, 30]]);
    const res = await submit('a', { cartIds: [line] });
    expect(res.body.data.dto.containerFill[0]).toMatchObject({ code: '20GP', volumeM3: 0.36, volumePct: 100, needed: 1 });
  });
});

describe('GET /api/Order', () => {
  it('R7.88 R7.89 R3.46 lists the inquiries newest first with listOrderDetailDTO and productDTO, and the total', async () => {
    const mine = await ordersOf('a');
    const res = await call('GET', '/api/Order?userId=38&page=1&PageSize=2', 'a');
    expect(res.status).toBe(200);
    const { list, searchListResourceParamaters } = res.body.data;
    expect(searchListResourceParamaters.total).toBe(mine.length);
    expect(list.map((o: Json) => o.id)).toEqual(
      mine
        .slice(-2)
        .map((o) => o.id)
        .reverse(),
    );
    expect(list[0].listOrderDetailDTO[0].productDTO).toMatchObject({ code: expect.any(String), nameen: expect.any(String), pics: expect.stringContaining('/Upload/product/') });
    const all = await call('GET', '/api/Order?isGetAll=true', 'a');
    expect(all.body.data.list).toHaveLength(mine.length);
  });

  it('keeps the submit-time price and name after the product changes', async () => {
    await db.db.update(products).set({ price: 99, foreignprice: 15, nameen: 'renamed lantern' }).where(eq(products.id, p.paper!));
    const all = await call('GET', '/api/Order?isGetAll=true&languageFlag=1', 'a');
    const firstOrder = all.body.data.list.at(-1);
    expect(firstOrder.totalPrice).toBe(2330);
    expect(firstOrder.listOrderDetailDTO[0]).toMatchObject({
      price: 36,
      foreignprice: 5.2,
      productDTO: { price: 36, foreignprice: 5.2, nameen: 'paper lantern', displayPrice: 5.2 },
    });
  });

  it("shows B none of A's inquiries, a site-39 session none of site 38, and GET /api/Order/{id} of another customer is 404", async () => {
    const [aOrder] = await ordersOf('a');
    const b = await call('GET', '/api/Order?isGetAll=true', 'b');
    expect(b.body.data.list.every((o: Json) => o.id !== aOrder!.id)).toBe(true);
    expect((await call('GET', '/api/Order', 'c')).body.data.searchListResourceParamaters.total).toBe(0);
    const own = await call('GET', `/api/Order/${aOrder!.id}?languageFlag=0`, 'a');
    expect(own.body.data.dto).toMatchObject({ id: aOrder!.id, currency: 'CNY', displayTotal: 2330 });
    for (const who of ['b', 'c'] as const) {
      const res = await call('GET', `/api/Order/${aOrder!.id}`, who);
      expect(res.status).toBe(404);
      expect(res.body.field).toBe('id');
    }
  });

  it('R6.05 answers 401 without a session, and R8.37 the §8 message when the database fails', async () => {
    expect((await call('GET', '/api/Order')).status).toBe(401);
    expect((await call('POST', '/api/Order/SubmitOrder', undefined, { cartIds: [] })).status).toBe(401);
    await withBrokenDb(db, async () => {
      const res = await call('GET', '/api/Order', 'a');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('get OrderList error');
    });
  });
});
