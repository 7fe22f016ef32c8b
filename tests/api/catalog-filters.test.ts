import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initFilterTicks, initTicks, updateFilterTicks, updateTicks, type ColorTick, type FilterTicks, type LightTick, type PriceGroupTick } from '@/server/catalog/filter-ticks';
import { priceBandOf } from '@/lib/price-bands';
import { products, topics } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { getJson } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { withBrokenDb as brokenDb } from '../support/broken-db';

// GET /api/Product/GetFilter on a seeded catalogue: every Tick is compared with the total
// /api/Product gives for the same filters plus that value, and with a direct SQL count.
// Then the §4 tick rules (pure functions).

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 120 });
});

afterAll(async () => {
  await db.dispose();
});

async function ticks(query = ''): Promise<FilterTicks & { sessionGuid: string | null }> {
  const { status, body } = await getJson(`/api/Product/GetFilter?userId=38${query ? `&${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function total(query: string): Promise<number> {
  const { status, body } = await getJson(`/api/Product?userId=38&PageSize=1&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.searchListResourceParamaters.total;
}

/** A query string without one parameter (the dimension being counted). */
function without(query: string, key: string): string {
  return query
    .split('&')
    .filter((part) => part && !part.startsWith(`${key}=`))
    .join('&');
}

const yes = (list: LightTick[]) => list.find((t) => t.light === 1)?.Tick ?? 0;

/** Every Tick equals /api/Product's total for the filters (minus that tick kind's own) plus the value. */
async function expectTicksMatchLists(query: string) {
  const data = await ticks(query);
  for (const tick of data.listColor) {
    expect(tick.Tick, `ColorCode ${tick.ColorCode} under ${query}`).toBe(await total(`${without(query, 'ColorCode')}&ColorCode=${tick.ColorCode}`));
  }
  for (const tick of data.listPrice) {
    expect(tick.Tick, `price_group ${tick.price_group} under ${query}`).toBe(await total(`${without(query, 'price_group')}&price_group=${tick.price_group}`));
  }
  // light 1 is the only value; it is left out when no product of the list qualifies.
  expect(yes(data.listLight)).toBe(await total(`${without(query, 'light')}&light=1`));
  expect(yes(data.listElectric)).toBe(await total(`${without(query, 'electric')}&electric=1`));
  expect([...data.listLight, ...data.listElectric].every((t) => t.light === 1 && t.Tick > 0)).toBe(true);
  return data;
}

const withBrokenDb = <T>(work: () => Promise<T>) => brokenDb(db, work);

describe('GET /api/Product/GetFilter', () => {
  it('R7.68 R7.69 R3.16 R3.17 R3.18 R3.19 answers listColor, listLight, listElectric and listPrice with their fields', async () => {
    const data = await ticks('sessionGuid=0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(data.sessionGuid).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(data.listColor.length).toBeGreaterThan(3);
    for (const tick of data.listColor) expect(Object.keys(tick).sort()).toEqual(['ColorCode', 'Tick', 'name', 'nameen']);
    expect(data.listLight).toEqual([{ light: 1, Tick: expect.any(Number) }]);
    expect(data.listElectric).toEqual([{ light: 1, Tick: expect.any(Number) }]);
    for (const tick of data.listPrice) expect(Object.keys(tick).sort()).toEqual(['Tick', 'price_group']);
    expect(data.listColor.find((t) => t.ColorCode === 'RD')).toMatchObject({ name: '红色', nameen: 'Red' });
  });

  it('Tick counts equal direct SQL counts of the products with each value; colours follow the colour list order', async () => {
    const data = await ticks();
    const count = async (where: ReturnType<typeof eq>) =>
      Number(
        (
          await db.db
            .select({ n: sql<number>`count(*)::int` })
            .from(products)
            .where(and(eq(products.siteId, 38), where))
        )[0]!.n,
      );
    for (const tick of data.listColor) expect(tick.Tick).toBe(await count(eq(products.colorCode, tick.ColorCode)));
    for (const tick of data.listPrice) expect(tick.Tick).toBe(await count(eq(products.priceGroup, tick.price_group)));
    expect(yes(data.listLight)).toBe(await count(eq(products.light, 1)));
    expect(yes(data.listElectric)).toBe(await count(eq(products.electric, 1)));
    expect(yes(data.listLight)).toBeGreaterThan(0);
    // Every product has one colour and one price group, so each list sums to the catalogue.
    expect(data.listColor.reduce((n, t) => n + t.Tick, 0)).toBe(120);
    expect(data.listPrice.reduce((n, t) => n + t.Tick, 0)).toBe(120);
    expect(data.listColor.every((t) => t.Tick > 0)).toBe(true);
    const order = (await getJson('/api/Color?isGetAll=true')).body.data.list.map((c: { code: string }) => c.code);
    const codes = data.listColor.map((t) => t.ColorCode);
    expect(codes).toEqual(order.filter((code: string) => codes.includes(code)));
  });

  it('price groups are bands of the price the languageFlag shows: CNY for 0, USD for 1', async () => {
    const rows = await db.db.select({ price: products.price, foreignprice: products.foreignprice }).from(products).where(eq(products.siteId, 38));
    const bandCounts = (prices: number[]) => {
      const counts = new Map<number, number>();
      for (const price of prices) counts.set(priceBandOf(price) ?? 0, (counts.get(priceBandOf(price) ?? 0) ?? 0) + 1);
      return counts;
    };
    for (const [flag, prices] of [
      [0, rows.map((r) => r.price)],
      [1, rows.map((r) => r.foreignprice)],
    ] as const) {
      const data = await ticks(`languageFlag=${flag}`);
      expect(new Map(data.listPrice.map((t) => [t.price_group, t.Tick])), `languageFlag=${flag}`).toEqual(bandCounts([...prices]));
      // Filtering by a group lists exactly the products whose shown price is in that band.
      const group = data.listPrice[0]!;
      const { body } = await getJson(`/api/Product?userId=38&PageSize=100&languageFlag=${flag}&price_group=${group.price_group}`);
      expect(body.data.searchListResourceParamaters.total).toBe(group.Tick);
      expect(body.data.list.length).toBe(Math.min(group.Tick, 100));
      for (const p of body.data.list as { displayPrice: number }[]) expect(priceBandOf(p.displayPrice) ?? 0).toBe(group.price_group);
    }
    // The two currencies really do band differently on this catalogue.
    expect(bandCounts(rows.map((r) => r.price))).not.toEqual(bandCounts(rows.map((r) => r.foreignprice)));
  });

  it.each([
    '',
    'code=001',
    'hasStock=1&isHot=1',
    'price=4',
    'price=9&languageFlag=0',
    'ColorCode=RD',
    'ColorCode=RD,GD&light=1',
    'price_group=0,1&hasStock=1',
    'light=1&electric=1',
    'code=002&ColorCode=OR&price_group=2',
  ])('Ticks under "%s" equal the totals of /api/Product with that tick added', async (query) => {
    await expectTicksMatchLists(query);
  });

  it('counts under topicIds and keyword like the list does', async () => {
    const [root] = await db.db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.siteId, 38), eq(topics.code, '003')));
    await expectTicksMatchLists(`topicIds=${root!.id}`);
    const [row] = await db.db.select({ code: products.code, nameen: products.nameen }).from(products).where(eq(products.siteId, 38)).limit(1);
    await expectTicksMatchLists(`keyword=${encodeURIComponent(row!.code)}`);
    await expectTicksMatchLists(`keyword=${encodeURIComponent(row!.nameen.split(/[ ,]+/)[0]!)}`);
  });

  it("a tick kind's counts leave its own ticks out, so other colours stay countable while Red is ticked", async () => {
    const all = await ticks('code=001');
    const red = await ticks('code=001&ColorCode=RD');
    expect(red.listColor).toEqual(all.listColor);
    // Other kinds narrow to the red products.
    expect(red.listPrice.reduce((n, t) => n + t.Tick, 0)).toBe(all.listColor.find((t) => t.ColorCode === 'RD')?.Tick ?? 0);
  });

  it('narrowing filters never raise a count', async () => {
    const all = await ticks();
    const narrow = await ticks('hasStock=1&code=001');
    for (const tick of narrow.listColor) expect(tick.Tick).toBeLessThanOrEqual(all.listColor.find((t) => t.ColorCode === tick.ColorCode)!.Tick);
  });

  it('is routed ahead of /api/Product/{id}, whatever the case of the path', async () => {
    const { status, body } = await getJson('/api/product/getfilter?userId=38');
    expect(status).toBe(200);
    expect(body.data.listColor).toBeDefined();
  });

  it('answers an unknown topic code with 404 naming code', async () => {
    const { status, body } = await getJson('/api/Product/GetFilter?code=777');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'not_found', field: 'code' });
  });

  it.each([
    ['sessionGuid=not-a-guid', 'sessionGuid'],
    ['ColorCode=RD,%27', 'ColorCode'],
    ['price_group=a', 'price_group'],
    ['price=11', 'price'],
    ['hasStock=x', 'hasStock'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const { status, body } = await getJson(`/api/Product/GetFilter?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, error: 'bad_request', field });
  });

  it('R8.25 answers a failed read with 503 and the §8 message', async () => {
    const { status, body } = await withBrokenDb(() => getJson('/api/Product/GetFilter?userId=38'));
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: 'unavailable', message: 'Get product ticks error.' });
  });
});

describe('§4 tick rules', () => {
  const color = (ColorCode: string, Tick: number): ColorTick => ({ ColorCode, Tick, name: ColorCode, nameen: ColorCode });

  it('R4.65 on init keeps only the ticks with a nonzero Tick', () => {
    expect(initTicks([color('RD', 3), color('GD', 0), color('BL', 1)])).toEqual([color('RD', 3), color('BL', 1)]);
    expect(
      initTicks<PriceGroupTick>([
        { price_group: 0, Tick: 0 },
        { price_group: 9, Tick: 2 },
      ]),
    ).toEqual([{ price_group: 9, Tick: 2 }]);
    expect(initTicks(null)).toEqual([]);
  });

  it('R4.66 on update refreshes each existing tick from the new result, keeping the list order', () => {
    const existing = [color('RD', 3), color('GD', 5)];
    const fresh = [color('GD', 2), color('RD', 1), color('BL', 4)];
    expect(updateTicks(existing, fresh)).toEqual([color('RD', 1), color('GD', 2)]);
    expect(existing).toEqual([color('RD', 3), color('GD', 5)]); // not mutated
  });

  it('R4.67 on update sets an existing tick missing from the new result to 0', () => {
    const light: LightTick[] = [{ light: 1, Tick: 7 }];
    expect(updateTicks(light, [])).toEqual([{ light: 1, Tick: 0 }]);
    expect(updateTicks([color('RD', 3), color('GD', 5)], [color('GD', 4)])).toEqual([color('RD', 0), color('GD', 4)]);
    expect(updateTicks<PriceGroupTick>([{ price_group: 2, Tick: 1 }], undefined)).toEqual([{ price_group: 2, Tick: 0 }]);
  });

  it('R4.65 R4.66 R4.67 apply to all four lists of a GetFilter answer', async () => {
    const first = initFilterTicks(await ticks('code=001'));
    expect([...first.listColor, ...first.listPrice].every((t) => t.Tick > 0)).toBe(true);
    const next = updateFilterTicks(first, await ticks('code=001&hasStock=1&ColorCode=RD'));
    expect(next.listColor.map((t) => t.ColorCode)).toEqual(first.listColor.map((t) => t.ColorCode));
    const fresh = await ticks('code=001&hasStock=1&ColorCode=RD');
    for (const tick of next.listPrice) {
      expect(tick.Tick).toBe(fresh.listPrice.find((t) => t.price_group === tick.price_group)?.Tick ?? 0);
    }
  });
});
