import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readToken } from '@/server/cache/catalog-watch';
import { bandCrossingRate } from '@/server/catalog/band-rate';
import { readScopeCounts } from '@/server/catalog/facet-counts';
import { listArticles } from '@/server/content/articles';
import { getContactInfo } from '@/server/content/contact-info';
import { listCurrentNotices } from '@/server/content/notices-banners';
import { preparedRead } from '@/server/db/prepared';
import { articles, catalogFacetCounts, catalogRevision, exchangeRates, notices } from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

// The small reads every page makes are prepared once per database handle (ADR 0061). They must
// answer exactly what the same query built per call answers, see every write at once (a prepared
// statement keeps a plan, never rows), and on PostgreSQL run as named statements.

const SITE = 38;
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: SITE, products: 60 });
});
afterAll(async () => {
  await db.dispose();
});

describe('prepared page reads', () => {
  it('answer what the same query built per call answers, in both languages', async () => {
    const now = new Date();
    for (const locale of ['en', 'zh'] as const) {
      const flag = locale === 'zh' ? 0 : 1;
      const plainNotices = await db.db
        .select()
        .from(notices)
        .where(
          and(eq(notices.siteId, SITE), eq(notices.published, true), or(isNull(notices.startsAt), lte(notices.startsAt, now)), or(isNull(notices.endsAt), gt(notices.endsAt, now))),
        )
        .orderBy(asc(notices.sortnum), asc(notices.id))
        .limit(3);
      expect((await listCurrentNotices(db.db, SITE, locale, now)).list.map((n) => n.id)).toEqual(plainNotices.map((n) => n.id));
      const plainArticles = await db.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.siteId, SITE), inArray(articles.languageflag, [flag, -1])))
        .orderBy(desc(articles.sortnum), desc(articles.createtime));
      expect((await listArticles(db.db, SITE, locale)).map((a) => a.id)).toEqual(plainArticles.map((a) => a.id));
      expect((await listArticles(db.db, SITE, locale, { carouselOnly: true })).every((a) => a.flag === 1)).toBe(true);
      expect((await getContactInfo(db.db, SITE, locale))?.email).toContain('@');
    }
    const scope = await readScopeCounts(db.db, SITE, 'all');
    const plainTotal = await db.db
      .select({ n: catalogFacetCounts.n })
      .from(catalogFacetCounts)
      .where(and(eq(catalogFacetCounts.siteId, SITE), eq(catalogFacetCounts.scope, 'all'), eq(catalogFacetCounts.facet, 'total')));
    expect(scope.total).toBe(plainTotal[0]!.n);
    expect(scope.total).toBeGreaterThan(0);
    const [token] = await db.db.select({ token: catalogRevision.token }).from(catalogRevision).where(eq(catalogRevision.id, 1));
    expect(await readToken(db.db)).toBe(token!.token);
  });

  it('see every write at once: a new notice, a new exchange rate', async () => {
    const before = await listCurrentNotices(db.db, SITE, 'en');
    const rateBefore = await bandCrossingRate(db.db, SITE);
    const [notice] = await db.db
      .insert(notices)
      .values({ siteId: SITE, text: '新品到货', texten: 'Prepared-read probe notice', link: '', sortnum: -100, published: true })
      .returning({ id: notices.id });
    await db.db.insert(exchangeRates).values({ siteId: SITE, cnyPerUsd: '7.4321', setAt: new Date(Date.now() + 60_000) });
    const after = await listCurrentNotices(db.db, SITE, 'en');
    expect(after.list[0]).toMatchObject({ id: notice!.id, text: 'Prepared-read probe notice' });
    expect(after.list.length).toBe(Math.min(3, before.list.length + 1));
    expect(await bandCrossingRate(db.db, SITE)).toBe(7.4321);
    expect(rateBefore).not.toBe(7.4321);
  });

  it('are built once per database handle, and a transaction gets its own', async () => {
    let builds = 0;
    const read = preparedRead((database) => {
      builds++;
      return database
        .select({ token: catalogRevision.token })
        .from(catalogRevision)
        .where(eq(catalogRevision.id, sql.placeholder('id')))
        .prepare('prepared_read_probe');
    });
    const [first] = await read(db.db).execute({ id: 1 });
    await read(db.db).execute({ id: 1 });
    expect(builds).toBe(1);
    await db.db.transaction(async (tx) => {
      const [inside] = await read(tx).execute({ id: 1 });
      expect(inside?.token).toBe(first?.token);
    });
    expect(builds).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('run as named statements on PostgreSQL', async () => {
    // One transaction is one connection: the statements it prepared are that session's.
    const names = await db.db.transaction(async (tx) => {
      await listCurrentNotices(tx, SITE, 'en');
      await getContactInfo(tx, SITE, 'zh');
      await readToken(tx);
      const result = (await tx.execute(sql`select name from pg_prepared_statements order by name`)) as { rows: { name: string }[] };
      return result.rows.map((row) => row.name);
    });
    expect(names).toEqual(expect.arrayContaining(['catalog_revision_token', 'storefront_contact_info', 'storefront_current_notices']));
  });
});
