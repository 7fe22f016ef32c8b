import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, topics } from '@/server/db/schema';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// POST /api/admin/products/bulk and /bulk/undo: validation naming the field, a preview that writes
// nothing, one transaction (a product pushed out of bounds refuses the whole selection), one audit
// row per product with its touched fields before and after, and an undo that keeps colleagues' edits.

let db: TestDb;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;
const topic: Record<string, number> = {};
let seq = 0;

async function addTopic(siteId: number, code: string) {
  const [row] = await db.db
    .insert(topics)
    .values({ siteId, code, fcode: '', name: `类${code}`, nameen: `Topic ${code}` })
    .returning();
  return row!.id;
}

/** A product as a catalogue clerk would enter it from a factory's price sheet. */
async function create(fields: Json = {}, headers = catalogue): Promise<Json> {
  seq += 1;
  const body = {
    itemno: `YW-${2400 + seq}`,
    name: `宫灯${seq}号`,
    nameen: `Palace lantern no. ${seq}`,
    topicId: topic.lanterns,
    price: 36.5,
    foreignprice: 5.2,
    stock: 120,
    moq: 24,
    ...fields,
  };
  const answer = await call('POST', '/api/admin/products', { headers, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.dto as Json;
}

const rowOf = async (id: number) => (await db.db.select().from(products).where(eq(products.id, id)))[0]!;
const bulk = (body: Json, headers = catalogue) => call('POST', '/api/admin/products/bulk', { headers, body });

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
  topic.lanterns = await addTopic(38, '001');
  topic.candles = await addTopic(38, '002');
  topic.foreign = await addTopic(39, '001');
});
afterAll(() => db.dispose());

describe('bulk edit', () => {
  it('previews the before → after of every selected product and writes nothing', async () => {
    const a = await create({ price: 10, foreignprice: 1.99, moq: 12 });
    const b = await create({ price: 0.05, foreignprice: 0.33, moq: 48 });
    const answer = await bulk({ ids: [a.id, b.id], change: { price: { mode: 'percent', value: 12.5 }, moq: 100 }, preview: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toMatchObject({
      preview: true,
      changed: 0,
      products: [
        { id: a.id, itemno: a.itemno, before: { price: 10, moq: 12 }, after: { price: 11.25, moq: 100 } },
        { id: b.id, before: { price: 0.05, moq: 48 }, after: { price: 0.06, moq: 100 } },
      ],
    });
    expect(await rowOf(a.id)).toMatchObject({ price: 10, moq: 12 });
    expect(await db.db.select().from(auditLog).where(eq(auditLog.action, 'product.bulk'))).toHaveLength(0);
  });

  it('sets, adds and takes percentages per currency to the cent, sets stock and MOQ, one audit row per product', async () => {
    const a = await create({ price: 10, foreignprice: 1.99, stock: 5 });
    const b = await create({ price: 20.1, foreignprice: 3, stock: 0 });
    const change = { price: { mode: 'add', value: -0.15 }, foreignprice: { mode: 'percent', value: -10 }, stock: { mode: 'add', value: 30 }, moq: 96 };
    const answer = await bulk({ ids: [a.id, b.id], change });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toMatchObject({ ids: [a.id, b.id], changed: 2, preview: false });
    expect(await rowOf(a.id)).toMatchObject({ price: 9.85, foreignprice: 1.79, stock: 35, moq: 96 });
    expect(await rowOf(b.id)).toMatchObject({ price: 19.95, foreignprice: 2.7, stock: 30, moq: 96, priceGroup: expect.any(Number) });
    const rows = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk'), inArray(auditLog.entityId, [String(a.id), String(b.id)])))
      .orderBy(asc(auditLog.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      entity: 'product',
      entityId: String(a.id),
      before: { price: 10, foreignprice: 1.99, stock: 5, moq: 24 },
      after: { price: 9.85, foreignprice: 1.79, stock: 35, moq: 96 },
    });
    const set = await bulk({ ids: [a.id], change: { price: { mode: 'set', value: 12 }, stock: { mode: 'set', value: 0 } } });
    expect(set.status, set.text).toBe(200);
    expect(await rowOf(a.id)).toMatchObject({ price: 12, foreignprice: 1.79, stock: 0 });
  });

  it('moves to a topic and sets hot, new and published in one change', async () => {
    const a = await create({ hot: true });
    const answer = await bulk({ ids: [a.id], change: { topicId: topic.candles, hot: false, new: true, published: false } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto.products[0]).toMatchObject({
      before: { topicId: topic.lanterns, hot: true, new: false, published: true },
      after: { topicId: topic.candles, hot: false, new: true, published: false },
    });
    expect(await rowOf(a.id)).toMatchObject({ classcode: '002', isHot: 0, isNew: 1, published: false });
  });

  it('refuses bad changes with a 400 naming the field and changes nothing', async () => {
    const a = await create({ price: 5, stock: 10 });
    const foreign = await create({ topicId: topic.foreign }, otherSite);
    for (const [sent, field] of [
      [{ ids: [], change: { hot: false } }, 'ids'],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), change: { hot: false } }, 'ids'],
      [{ ids: [a.id], change: {} }, 'change'],
      [{ ids: [a.id], change: { price: { mode: 'percent', value: -91 } } }, 'change.price.value'],
      [{ ids: [a.id], change: { price: { mode: 'percent', value: 501 } } }, 'change.price.value'],
      [{ ids: [a.id], change: { price: { mode: 'set', value: 1.005 } } }, 'change.price.value'],
      [{ ids: [a.id], change: { price: { mode: 'add', value: 0 } } }, 'change.price.value'],
      [{ ids: [a.id], change: { price: { mode: 'double', value: 2 } } }, 'change.price.mode'],
      [{ ids: [a.id], change: { stock: { mode: 'set', value: -1 } } }, 'change.stock.value'],
      [{ ids: [a.id], change: { stock: { mode: 'add', value: 1.5 } } }, 'change.stock.value'],
      [{ ids: [a.id], change: { moq: 0 } }, 'change.moq'],
      [{ ids: [a.id], change: { moq: '96' } }, 'change.moq'],
      [{ ids: [a.id], change: { sales: 5 } }, 'change'],
      [{ ids: [a.id], change: { price: { mode: 'add', value: -5.01 } } }, 'change.price'],
      [{ ids: [a.id], change: { stock: { mode: 'add', value: -11 } } }, 'change.stock'],
      [{ ids: [a.id], change: { topicId: topic.foreign } }, 'change.topicId'],
    ] as const) {
      const answer = await bulk(sent);
      expect(answer.status, JSON.stringify(sent).slice(0, 80)).toBe(400);
      expect(String(answer.body.field), JSON.stringify(sent).slice(0, 80)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    const notMine = await bulk({ ids: [a.id, foreign.id], change: { moq: 2 } });
    expect(notMine.status).toBe(404);
    expect(notMine.body.field).toBe('ids');
    expect(await rowOf(a.id)).toMatchObject({ price: 5, stock: 10, moq: 24 });
    expect(await bulk({ ids: [a.id], change: { moq: 2 } }, sales).then((r) => r.status)).toBe(403);
  });

  it('is one transaction: one product pushed below 0 refuses the whole selection, naming it', async () => {
    const cheap = await create({ price: 1 });
    const dear = await create({ price: 50 });
    const answer = await bulk({ ids: [dear.id, cheap.id], change: { price: { mode: 'add', value: -2 }, moq: 6 } });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('change.price');
    expect(answer.body.message).toContain(cheap.itemno);
    expect(await rowOf(dear.id)).toMatchObject({ price: 50, moq: 24 });
    expect(await rowOf(cheap.id)).toMatchObject({ price: 1, moq: 24 });
  });
});

describe('undo of a bulk edit', () => {
  it('restores the previous values, keeps a colleague’s later edit, and audits each restored product', async () => {
    const a = await create({ moq: 10, stock: 7 });
    const b = await create({ moq: 20, stock: 8 });
    const done = await bulk({ ids: [a.id, b.id], change: { moq: 500, stock: { mode: 'set', value: 1000 } } });
    expect(done.status, done.text).toBe(200);
    // A colleague edits b's MOQ after the bulk edit: the undo must not throw their work away.
    await db.db.update(products).set({ moq: 72 }).where(eq(products.id, b.id));
    const undo = await call('POST', '/api/admin/products/bulk/undo', {
      headers: catalogue,
      body: { products: done.body.data.dto.products.map((p: Json) => ({ id: p.id, before: p.before, after: p.after })) },
    });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body.data.dto).toMatchObject({ ids: [a.id], changed: 1, skipped: [b.id] });
    expect(await rowOf(a.id)).toMatchObject({ moq: 10, stock: 7 });
    expect(await rowOf(b.id)).toMatchObject({ moq: 72, stock: 1000 });
    const [row] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk-undo'), eq(auditLog.entityId, String(a.id))));
    expect(row).toMatchObject({ before: { moq: 500, stock: 1000 }, after: { moq: 10, stock: 7 } });
  });

  it('refuses values out of bounds and another site’s products', async () => {
    const a = await create();
    const foreign = await create({ topicId: topic.foreign }, otherSite);
    const bad = await call('POST', '/api/admin/products/bulk/undo', { headers: catalogue, body: { products: [{ id: a.id, before: { moq: 0 }, after: { moq: 24 } }] } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.field)).toMatch(/^products\.0\.before\.moq/);
    const other = await call('POST', '/api/admin/products/bulk/undo', { headers: catalogue, body: { products: [{ id: foreign.id, before: { moq: 1 }, after: { moq: 24 } }] } });
    expect(other.status).toBe(404);
    expect((await rowOf(foreign.id)).moq).toBe(24);
  });
});
