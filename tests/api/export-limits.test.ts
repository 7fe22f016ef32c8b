import PDFDocument from 'pdfkit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, orderLines, orders, products } from '@/server/db/schema';
import { env, resetEnvCache } from '@/server/env';
import { EXPORT_LINE_LIMIT, exportQueueStats, resetExportQueueStats, withRenderSlot } from '@/server/exports';
import { forgive, resetRateLimits } from '@/server/security/rate-limit';
import { redisReady } from '@/server/security/redis';
import { request, type Json } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { signedInCustomers, type Who } from '../support/signed-in-customers';

// Exports are bounded. At most EXPORT_CONCURRENCY renders at once, a FIFO of at most
// EXPORT_QUEUE_LENGTH waiting at most EXPORT_QUEUE_WAIT_SECONDS, then 503 `busy` with Retry-After;
// 30 exports per customer per 10 minutes (429); at most EXPORT_LINE_LIMIT lines per file (400).

let db: TestDb;
let auth: Record<Who, string>;
let customerId: Record<Who, number>;

const SETTINGS = ['EXPORT_CONCURRENCY', 'EXPORT_QUEUE_LENGTH', 'EXPORT_QUEUE_WAIT_SECONDS', 'RATE_LIMIT_SCALE'] as const;

function setEnv(values: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const [key, value] of Object.entries(values)) process.env[key] = value;
  resetEnvCache();
}

beforeAll(async () => {
  db = await createTestDb();
  ({ auth, customerId } = await signedInCustomers(db, 'export-limits'));
  // Plenty of attempts for every test but the one about the limit.
  setEnv({ RATE_LIMIT_SCALE: '100' });
  resetRateLimits();
  // Small sheets (no pictures) keep the suite fast; the Chinese names make each PDF embed the CJK font.
  const rows = await db.db
    .insert(products)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        siteId: 38,
        code: `EL-${i}`,
        classcode: '001',
        name: `宫灯 ${i} 号`,
        nameen: `palace lantern ${i}`,
        price: 20 + i,
        foreignprice: 3 + i,
        pics: '',
      })),
    )
    .returning({ id: products.id });
  const added = await call(
    'POST',
    '/api/ShoppingCart',
    'a',
    rows.map((r) => ({ productId: r.id, addNum: 24 })),
  );
  expect(added.status).toBe(200);
  const ofB = await call('POST', '/api/ShoppingCart', 'b', [{ productId: rows[0]!.id, addNum: 24 }]);
  expect(ofB.status).toBe(200);
});
afterAll(async () => {
  for (const key of SETTINGS) delete process.env[key];
  resetEnvCache();
  resetRateLimits();
  await db.dispose();
});
afterEach(() => vi.restoreAllMocks());

const call = (method: string, path: string, who?: Who, body?: unknown) => request(method, path, { body, headers: who ? { authorization: auth[who] } : {} });

async function exportCart(who: Who, query = 'format=pdf&lang=zh') {
  const res = await call('GET', `/api/ShoppingCart/Export?${query}`, who);
  const type = res.headers.get('content-type') ?? '';
  return {
    res,
    body: type.startsWith('application/json') ? ((await res.json()) as Json) : undefined,
    bytes: type.startsWith('application/json') ? undefined : Buffer.from(await res.arrayBuffer()),
  };
}

/** Holds one render slot until released: the queue is full or slow on demand, no timing luck needed. */
function holdSlot() {
  let release!: () => void;
  const held = withRenderSlot(() => new Promise<void>((resolve) => (release = resolve)));
  return { release: async () => (release(), held) };
}

async function untilWaiting(count: number) {
  await vi.waitFor(() => expect(exportQueueStats().waiting).toBe(count), { timeout: 5_000, interval: 2 });
}

describe('the render queue', () => {
  it('runs at most EXPORT_CONCURRENCY renders at once and still finishes every export', async () => {
    // The longest wait allowed: this test is about concurrency, and 8 renders on a loaded machine
    // can take longer than the default 20 s in all.
    setEnv({ EXPORT_CONCURRENCY: '2', EXPORT_QUEUE_LENGTH: '16', EXPORT_QUEUE_WAIT_SECONDS: '300' });
    resetExportQueueStats();
    // Observed in pdfkit itself, not only in the queue's own count: a document is being drawn
    // from its font registration to its end().
    let open = 0;
    let peakOpen = 0;
    const registerFont = PDFDocument.prototype.registerFont;
    const end = PDFDocument.prototype.end;
    vi.spyOn(PDFDocument.prototype, 'registerFont').mockImplementation(function (this: PDFKit.PDFDocument, ...args: Parameters<typeof registerFont>) {
      peakOpen = Math.max(peakOpen, ++open);
      return registerFont.apply(this, args);
    });
    vi.spyOn(PDFDocument.prototype, 'end').mockImplementation(function (this: PDFKit.PDFDocument) {
      open--;
      return end.apply(this);
    });
    // Both slots held first, so all 8 exports are waiting before any renders: how they arrive
    // (each reads its session first, slower on PostgreSQL) cannot decide what the test sees.
    const held = [holdSlot(), holdSlot()];
    const pending = Promise.all(Array.from({ length: 8 }, () => exportCart('a')));
    await untilWaiting(8);
    for (const slot of held) await slot.release();
    const results = await pending;
    for (const { res, bytes } of results) {
      expect(res.status).toBe(200);
      expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stats = exportQueueStats();
    expect(stats.peakRunning).toBe(2);
    expect(stats.peakWaiting).toBe(8);
    expect(peakOpen).toBeGreaterThanOrEqual(1);
    expect(peakOpen).toBeLessThanOrEqual(2);
    expect(stats).toMatchObject({ running: 0, waiting: 0, finished: 10, rejected: 0, timedOut: 0 });
  });

  it('answers 503 busy with Retry-After when the queue is full, and serves the export that was queued', async () => {
    setEnv({ EXPORT_CONCURRENCY: '1', EXPORT_QUEUE_LENGTH: '1', EXPORT_QUEUE_WAIT_SECONDS: '20' });
    resetExportQueueStats();
    const slot = holdSlot();
    const queued = exportCart('a', 'format=xlsx&lang=en');
    await untilWaiting(1);
    const started = Date.now();
    const refused = await exportCart('a', 'format=pdf&lang=en');
    expect(Date.now() - started).toBeLessThan(1_000); // refused at once, not after the wait
    expect(refused.res.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 503, error: 'busy' });
    expect(refused.body!.message).toMatch(/try again in \d+ s/);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await slot.release();
    const served = await queued;
    expect(served.res.status).toBe(200);
    expect(exportQueueStats()).toMatchObject({ rejected: 1, running: 0, waiting: 0 });
  });

  it('answers 503 busy after EXPORT_QUEUE_WAIT_SECONDS rather than waiting on', async () => {
    setEnv({ EXPORT_CONCURRENCY: '1', EXPORT_QUEUE_LENGTH: '16', EXPORT_QUEUE_WAIT_SECONDS: '0.2' });
    resetExportQueueStats();
    const slot = holdSlot();
    const started = Date.now();
    const late = await exportCart('a', 'format=xlsx&lang=en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(late.res.status).toBe(503);
    expect(late.body).toMatchObject({ error: 'busy' });
    expect(late.res.headers.get('retry-after')).toMatch(/^\d+$/);
    await slot.release();
    expect(exportQueueStats()).toMatchObject({ timedOut: 1, waiting: 0 });
  });

  it('serves waiters in arrival order and lets a caller who gave up leave the queue', async () => {
    setEnv({ EXPORT_CONCURRENCY: '1', EXPORT_QUEUE_LENGTH: '16', EXPORT_QUEUE_WAIT_SECONDS: '20' });
    const slot = holdSlot();
    const order: number[] = [];
    const gaveUp = new AbortController();
    const first = withRenderSlot(async () => order.push(1));
    const abandoned = withRenderSlot(async () => order.push(99), gaveUp.signal);
    const third = withRenderSlot(async () => order.push(3));
    await untilWaiting(3);
    gaveUp.abort(new Error('client went away'));
    await expect(abandoned).rejects.toThrow('client went away');
    expect(exportQueueStats().waiting).toBe(2);
    await slot.release();
    await Promise.all([first, third]);
    expect(order).toEqual([1, 3]);
  });

  it('takes its settings from the validated environment', () => {
    setEnv({ EXPORT_CONCURRENCY: '2', EXPORT_QUEUE_LENGTH: '16', EXPORT_QUEUE_WAIT_SECONDS: '20' });
    expect(env()).toMatchObject({ EXPORT_CONCURRENCY: 2, EXPORT_QUEUE_LENGTH: 16, EXPORT_QUEUE_WAIT_SECONDS: 20 });
    for (const [key, value] of [
      ['EXPORT_CONCURRENCY', '0'],
      ['EXPORT_CONCURRENCY', '1.5'],
      ['EXPORT_QUEUE_LENGTH', '-1'],
      ['EXPORT_QUEUE_WAIT_SECONDS', '3600'],
    ] as const) {
      setEnv({ [key]: value });
      expect(() => env(), `${key}=${value}`).toThrow(key);
      setEnv({ EXPORT_CONCURRENCY: '2', EXPORT_QUEUE_LENGTH: '16', EXPORT_QUEUE_WAIT_SECONDS: '20' });
    }
    for (const key of SETTINGS.slice(0, 3)) delete process.env[key];
    resetEnvCache();
    expect(env()).toMatchObject({ EXPORT_CONCURRENCY: 2, EXPORT_QUEUE_LENGTH: 16, EXPORT_QUEUE_WAIT_SECONDS: 20 });
  });
});

describe('the per-customer limit', () => {
  it('answers 429 once a customer has used up the exports of the window; others are not affected', async () => {
    // RATE_LIMIT_SCALE 0.1: 3 of the 30 exports per 10 minutes, the limit's shape at a test's size.
    setEnv({ RATE_LIMIT_SCALE: '0.1' });
    resetRateLimits();
    await redisReady(); // with REDIS_URL, count in Redis from the first export
    // Redis keeps the exports of the tests above (memory counters start again at resetRateLimits).
    for (const who of ['a', 'b'] as const) await forgive('exportCustomer', `38:${customerId[who]}`);
    try {
      for (let i = 0; i < 3; i++) expect((await exportCart('b', 'format=xlsx&lang=en')).res.status).toBe(200);
      const limited = await exportCart('b', 'format=xlsx&lang=en');
      expect(limited.res.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 429, error: 'rate_limited' });
      // Inquiry exports count against the same allowance.
      const order = await call('GET', '/api/Order/999999/Export?format=pdf&lang=en', 'b');
      expect(order.status).toBe(429);
      expect((await exportCart('a', 'format=xlsx&lang=en')).res.status).toBe(200);
    } finally {
      setEnv({ RATE_LIMIT_SCALE: '100' });
      resetRateLimits();
    }
  });
});

describe('the line cap', () => {
  it(`answers 400 naming ids for a cart of more than ${EXPORT_LINE_LIMIT} lines, and exports a chosen part of it`, async () => {
    // The API keeps a cart at 200 lines, but racing adds on PostgreSQL or rows written outside
    // the API can leave more: written directly here.
    const rows = await db.db
      .insert(products)
      .values(
        Array.from({ length: EXPORT_LINE_LIMIT + 1 }, (_, i) => ({
          siteId: 39,
          code: `BIG-${i}`,
          classcode: '001',
          name: `灯 ${i}`,
          nameen: `lamp ${i}`,
          price: 1,
          foreignprice: 1,
          pics: '',
        })),
      )
      .returning({ id: products.id });
    const lines = await db.db
      .insert(cartLines)
      .values(rows.map((r) => ({ siteId: 39, customerId: customerId.c, productId: r.id, addNum: 1 })))
      .returning({ id: cartLines.id });
    const whole = await exportCart('c', 'format=xlsx&lang=en');
    expect(whole.res.status).toBe(400);
    expect(whole.body).toMatchObject({ code: 400, error: 'bad_request', field: 'ids' });
    expect(whole.body!.message).toContain(`${EXPORT_LINE_LIMIT + 1} lines`);
    const part = await exportCart('c', `format=xlsx&lang=en&ids=${lines[0]!.id},${lines[1]!.id}`);
    expect(part.res.status).toBe(200);
  });

  it(`answers 400 naming id for an inquiry of more than ${EXPORT_LINE_LIMIT} lines`, async () => {
    const [order] = await db.db.insert(orders).values({ siteId: 39, customerId: customerId.c, orderNo: 'EL-BIG-0001', language: 'en' }).returning({ id: orders.id });
    await db.db.insert(orderLines).values(
      Array.from({ length: EXPORT_LINE_LIMIT + 1 }, (_, i) => ({
        orderId: order!.id,
        productId: i + 1,
        code: `BIG-${i}`,
        name: `灯 ${i}`,
        nameen: `lamp ${i}`,
        price: 1,
        foreignprice: 1,
        addNum: 1,
      })),
    );
    const res = await call('GET', `/api/Order/${order!.id}/Export?format=pdf&lang=en`, 'c');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request', field: 'id' });
  });
});
