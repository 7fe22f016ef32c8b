import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchCatalog } from '@/server/cache/catalog-watch';
import { catalogRevision, colors, pageVisits, products, sites } from '@/server/db/schema';
import { createTestDb, type TestDb } from '../support/test-db';

const STORE = Symbol.for('lantern.next-cache');
let db: TestDb;

async function token(): Promise<string> {
  const [row] = await db.db.select({ token: catalogRevision.token }).from(catalogRevision).where(eq(catalogRevision.id, 1));
  return row!.token;
}

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼', nameen: 'Lantern' });
});
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[STORE];
  await db.dispose();
});

describe('catalogue writes expire the cached catalogue reads', () => {
  it('gives the catalogue a new token on every write to a table the pages show, and not on a customer write', async () => {
    const first = await token();
    await db.db.insert(colors).values({ siteId: 38, code: 'RED', name: '红色', nameen: 'Red' });
    const second = await token();
    expect(second).not.toBe(first);
    await db.db.update(sites).set({ nameen: 'Lantern Gifts' }).where(eq(sites.id, 38));
    expect(await token()).not.toBe(second);
    const third = await token();
    await db.db.insert(pageVisits).values({ siteId: 38, pageName: 'home' });
    expect(await token()).toBe(third);
  });

  it('renews the token for a catalogue statement that matched no row, but not for a write rolled back', async () => {
    const before = await token();
    await db.db.update(products).set({ stock: 1 }).where(eq(products.id, -1));
    const after = await token();
    expect(after).not.toBe(before); // statement triggers: a no-op write still counts (cheap, safe)
    await db.db
      .transaction(async (tx) => {
        await tx.insert(colors).values({ siteId: 38, code: 'BLUE', name: '蓝色', nameen: 'Blue' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await token()).toBe(after);
  });

  it('makes the watcher expire the tag `catalog` in the cache store once it sees the new token', async () => {
    const expired: string[][] = [];
    (globalThis as Record<symbol, unknown>)[STORE] = { revalidateTags: (tags: string[]) => expired.push(tags) };
    const stop = watchCatalog(db.db, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(expired).toEqual([]); // the first token read is the baseline, not a change
      await db.db.insert(colors).values({ siteId: 38, code: 'GREEN', name: '绿色', nameen: 'Green' });
      await expect.poll(() => expired.length, { timeout: 2_000 }).toBeGreaterThan(0);
      expect(expired[0]).toEqual(['catalog']);
    } finally {
      stop();
    }
  });
});
