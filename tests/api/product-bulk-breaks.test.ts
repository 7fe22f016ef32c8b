import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOff } from '@/server/pricing/bulk-breaks';
import { auditLog, topics } from '@/server/db/schema';
import { breaksOf, saveBreaks } from '@/server/pricing/product-breaks';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// POST /api/admin/products/bulk/breaks and /bulk/breaks/undo (ADR 0055): ranges as a percent off
// each product's own list price, half-up to the cent; a preview that writes nothing; products
// whose breaks would be invalid skipped with the reason and left as they were; one audit row per
// product; an undo that keeps a colleague's later change.

let db: TestDb;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let topicId: number;
let seq = 0;

/** A product as a clerk enters it from a factory's sheet. */
async function create(fields: Json = {}): Promise<Json> {
  seq += 1;
  const body = { itemno: `MUG-${300 + seq}`, name: `马克杯${seq}号`, nameen: `Mug no. ${seq}`, topicId, price: 14.35, foreignprice: 1.99, stock: 500, moq: 100, ...fields };
  const answer = await call('POST', '/api/admin/products', { headers: catalogue, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.dto as Json;
}

const setBreaks = (body: Json, headers = catalogue) => call('POST', '/api/admin/products/bulk/breaks', { headers, body });
const breaksOfId = async (id: number) => (await breaksOf(db.db, 38, [id])).get(id) ?? { USD: [], CNY: [] };

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  const [topic] = await db.db.insert(topics).values({ siteId: 38, code: '001', fcode: '', name: '杯子', nameen: 'Mugs' }).returning();
  topicId = topic!.id;
});
afterAll(() => db.dispose());

describe('a percent off the list price, to the cent', () => {
  it('rounds half-up exactly, where binary floating point would round down', () => {
    expect(priceOff(1.1, 5)).toBe(1.05); // 1.045
    expect(priceOff(1.99, 5)).toBe(1.89); // 1.8905
    expect(priceOff(14.35, 7.5)).toBe(13.27); // 13.27375
    expect(priceOff(0.05, 5)).toBe(0.05); // 0.0475
  });
});

describe('set quantity breaks on a selection', () => {
  it('previews each product’s prices and the skipped products with why, writes nothing; applying writes and audits each', async () => {
    const a = await create();
    const b = await create({ foreignprice: 1.1, price: 7.9, moq: 50 });
    const highMoq = await create({ moq: 600 });
    const cheap = await create({ foreignprice: 0.05, price: 0.36, moq: 10 });
    await saveBreaks(db.db, 38, highMoq.id, 'USD', [{ minQty: 1200, price: 1.8 }]);
    const body = {
      ids: [a.id, b.id, highMoq.id, cheap.id],
      breaks: {
        USD: [
          { minQty: 1000, percentOff: 10 },
          { minQty: 500, percentOff: 5 },
        ],
        CNY: [{ minQty: 500, percentOff: 5 }],
      },
    };
    const preview = await setBreaks({ ...body, preview: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.dto).toEqual({
      changed: 0,
      preview: true,
      products: [
        {
          id: a.id,
          itemno: a.itemno,
          name: a.name,
          nameen: a.nameen,
          moq: 100,
          listPrice: { USD: 1.99, CNY: 14.35 },
          before: { USD: [], CNY: [] },
          after: {
            USD: [
              { minQty: 500, price: 1.89 },
              { minQty: 1000, price: 1.79 },
            ],
            CNY: [{ minQty: 500, price: 13.63 }],
          },
        },
        expect.objectContaining({
          id: b.id,
          after: {
            USD: [
              { minQty: 500, price: 1.05 },
              { minQty: 1000, price: 0.99 },
            ],
            CNY: [{ minQty: 500, price: 7.51 }],
          },
        }),
      ],
      skipped: [
        { id: highMoq.id, itemno: highMoq.itemno, name: highMoq.name, nameen: highMoq.nameen, currency: 'USD', reason: 'at_or_below_moq', moq: 600 },
        { id: cheap.id, itemno: cheap.itemno, name: cheap.name, nameen: cheap.nameen, currency: 'USD', reason: 'not_cheaper', moq: 10 },
      ],
    });
    expect(await breaksOfId(a.id)).toEqual({ USD: [], CNY: [] });

    const applied = await setBreaks(body);
    expect(applied.body.data.dto).toMatchObject({ changed: 2, preview: false });
    expect(await breaksOfId(b.id)).toEqual({
      USD: [
        { minQty: 500, price: 1.05 },
        { minQty: 1000, price: 0.99 },
      ],
      CNY: [{ minQty: 500, price: 7.51 }],
    });
    // Skipped products keep what they had.
    expect(await breaksOfId(highMoq.id)).toEqual({ USD: [{ minQty: 1200, price: 1.8 }], CNY: [] });
    expect(await breaksOfId(cheap.id)).toEqual({ USD: [], CNY: [] });
    const audits = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk'), inArray(auditLog.entityId, [a.id, b.id, highMoq.id, cheap.id])))
      .orderBy(asc(auditLog.entityId));
    expect(audits.map((r) => [Number(r.entityId), r.before, r.after])).toEqual([
      [a.id, { breaks: { USD: [], CNY: [] } }, { breaks: applied.body.data.dto.products[0].after }],
      [b.id, { breaks: { USD: [], CNY: [] } }, { breaks: applied.body.data.dto.products[1].after }],
    ]);
  });

  it('touches only the currencies given: an empty list removes that currency’s breaks, the other stays', async () => {
    const p = await create();
    await saveBreaks(db.db, 38, p.id, 'USD', [{ minQty: 500, price: 1.9 }]);
    await saveBreaks(db.db, 38, p.id, 'CNY', [{ minQty: 500, price: 13 }]);
    expect((await setBreaks({ ids: [p.id], breaks: { CNY: [] } })).body.data.dto).toMatchObject({ changed: 1 });
    expect(await breaksOfId(p.id)).toEqual({ USD: [{ minQty: 500, price: 1.9 }], CNY: [] });
  });

  it('refuses ranges no product could take, naming the field; unknown products with 404; sales with 403', async () => {
    const p = await create();
    for (const [breaks, field] of [
      [{}, 'breaks'],
      [{ USD: [{ minQty: 1, percentOff: 5 }] }, 'breaks.USD.0.minQty'],
      [{ USD: [{ minQty: 500, percentOff: 100 }] }, 'breaks.USD.0.percentOff'],
      [{ USD: [{ minQty: 500, percentOff: 5.555 }] }, 'breaks.USD.0.percentOff'],
      [
        {
          USD: [
            { minQty: 500, percentOff: 10 },
            { minQty: 1000, percentOff: 5 },
          ],
        },
        'breaks.USD.1.percentOff',
      ],
      [
        {
          CNY: [
            { minQty: 500, percentOff: 5 },
            { minQty: 500, percentOff: 8 },
          ],
        },
        'breaks.CNY',
      ],
      [{ USD: Array.from({ length: 5 }, (_, i) => ({ minQty: 200 * (i + 1), percentOff: i + 1 })) }, 'breaks.USD'],
    ] as const) {
      const answer = await setBreaks({ ids: [p.id], breaks });
      expect(answer.status, JSON.stringify(breaks)).toBe(400);
      expect(String(answer.body.field)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    const missing = await setBreaks({ ids: [p.id, 2_000_000], breaks: { USD: [] } });
    expect([missing.status, missing.body.field]).toEqual([404, 'ids']);
    expect((await setBreaks({ ids: [p.id], breaks: { USD: [] } }, sales)).status).toBe(403);
  });
});

describe('undo of set quantity breaks', () => {
  it('puts back the breaks, keeps a colleague’s later change, and audits each product restored', async () => {
    const a = await create();
    const b = await create();
    await saveBreaks(db.db, 38, a.id, 'USD', [{ minQty: 2000, price: 1.5 }]);
    const done = (await setBreaks({ ids: [a.id, b.id], breaks: { USD: [{ minQty: 500, percentOff: 5 }] } })).body.data.dto;
    await saveBreaks(db.db, 38, b.id, 'USD', [{ minQty: 800, price: 1.7 }]);
    const undo = await call('POST', '/api/admin/products/bulk/breaks/undo', {
      headers: catalogue,
      body: { products: done.products.map(({ id, before, after }: Json) => ({ id, before, after })) },
    });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body.data.dto).toEqual({ changed: 1, skipped: [b.id] });
    expect(await breaksOfId(a.id)).toEqual({ USD: [{ minQty: 2000, price: 1.5 }], CNY: [] });
    expect(await breaksOfId(b.id)).toEqual({ USD: [{ minQty: 800, price: 1.7 }], CNY: [] });
    const [audit] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk-undo'), eq(auditLog.entityId, a.id)));
    expect(audit).toMatchObject({ before: { breaks: { USD: [{ minQty: 500, price: 1.89 }] } }, after: { breaks: { USD: [{ minQty: 2000, price: 1.5 }] } } });
  });
});
