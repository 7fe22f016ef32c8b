import { createHash } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { priceBandOf } from '@/lib/price-bands';
import * as schema from '@/server/db/schema';
import { isSeeded, resetSite, seedDatabase, SITE_TABLES } from '@/server/seed';
import { requireSite } from '@/server/site';
import { buildTopicTree } from '@/server/seed/topic-tree';
import { generateProducts } from '@/server/seed/product-generator';
import { createTestDb, type TestDb } from '../support/test-db';

const SITE = 38;
// Smaller than the default 720 so the file stays fast; every rule below holds at any size.
const PRODUCTS = 240;
const cjk = /[\u4e00-\u9fff]/;

let testDb: TestDb;
let seededBefore: boolean;
let askedBefore: string;
let askedAt: number;
type Topic = typeof schema.topics.$inferSelect;
type Product = typeof schema.products.$inferSelect;
let topics: Topic[];
let products: Product[];

beforeAll(async () => {
  testDb = await createTestDb();
  seededBefore = await isSeeded(testDb.db, SITE);
  // A request arriving before the seed caches the site as unknown for a few seconds.
  askedAt = Date.now();
  askedBefore = await requireSite(testDb.db, SITE).then(String, (error: Error) => error.message);
  await seedDatabase(testDb.db, { siteId: SITE, products: PRODUCTS });
  topics = await testDb.db.select().from(schema.topics).where(eq(schema.topics.siteId, SITE));
  products = await testDb.db.select().from(schema.products).where(eq(schema.products.siteId, SITE));
}, 120_000);

afterAll(async () => {
  await testDb?.dispose();
});

describe('seed: topic tree', () => {
  it("R3.02 fcode is the parent's code, and '' for roots", () => {
    const codes = new Set(topics.map((t) => t.code));
    for (const t of topics) {
      if (t.code.length === 3) expect(t.fcode).toBe('');
      else {
        expect(t.fcode).toBe(t.code.slice(0, -3));
        expect(codes.has(t.fcode)).toBe(true);
      }
      expect(t.code).toMatch(/^(\d{3})+$/);
    }
  });

  it('R3.04 R3.05 R3.06 codes 001, 002 and 009 are Christmas, Halloween and fall', () => {
    const byCode = new Map(topics.map((t) => [t.code, t]));
    expect(byCode.get('001')?.nameen).toBe('Christmas');
    expect(byCode.get('002')?.nameen).toBe('Halloween');
    expect(byCode.get('009')?.nameen).toMatch(/^Fall/);
    expect(byCode.get('001')?.name).toBe('圣诞');
  });

  it('has three levels, top topics 001-003 and about eleven top topics (§9 home list 11)', () => {
    expect(new Set(topics.map((t) => t.code.length))).toEqual(new Set([3, 6, 9]));
    const top = topics.filter((t) => t.istop === 1).map((t) => t.code);
    expect(top).toEqual(expect.arrayContaining(['001', '002', '003']));
    expect(top.length).toBe(11);
    for (const t of topics) expect(t.cover).toBe(`/Upload/topic/${t.code}.webp`);
  });

  it('productnum counts the products of the topic and all its descendants', () => {
    for (const t of topics) {
      expect(t.productnum).toBe(products.filter((p) => p.classcode.startsWith(t.code)).length);
    }
    expect(topics.filter((t) => t.code.length === 3).reduce((sum, t) => sum + t.productnum, 0)).toBe(PRODUCTS);
  });
});

describe('seed: products', () => {
  it('both price (CNY) and foreignprice (USD) cover all ten price bands', () => {
    const bands = (values: number[]) => new Set(values.map((v) => priceBandOf(v)));
    const all = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(bands(products.map((p) => p.price))).toEqual(all);
    expect(bands(products.map((p) => p.foreignprice))).toEqual(all);
    for (const p of products) expect(p.priceGroup).toBe(priceBandOf(p.foreignprice));
  });

  it('every product has a Chinese and an English name and a unique code', () => {
    for (const p of products) {
      expect(p.name).toMatch(cjk);
      expect(p.nameen).toMatch(/^[A-Z]/);
      expect(p.nameen).not.toMatch(cjk);
      expect(p.keyword).toMatch(cjk);
      expect(p.keyword).toMatch(/[a-z]/);
      expect(p.code).toMatch(/^LT\d{2}-\d{5}$/);
    }
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
  });

  it('every picture a product lists exists in media as a 600×600 WebP', async () => {
    const paths = [...new Set(products.flatMap((p) => p.pics.split(',')))];
    expect(products.every((p) => p.pics.split(',').length >= 1 && p.pics.split(',').length <= 3)).toBe(true);
    const rows = await testDb.db
      .select({ path: schema.media.path, contentType: schema.media.contentType, width: schema.media.width, bytes: schema.media.bytes })
      .from(schema.media)
      .where(inArray(schema.media.path, paths));
    expect(rows.map((r) => r.path).sort()).toEqual(paths.sort());
    for (const r of rows) {
      expect(r.contentType).toBe('image/webp');
      expect(r.width).toBe(600);
      expect(r.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('each product has a picture of its own (byte contents differ)', async () => {
    const covers = products.map((p) => p.pics.split(',')[0]!);
    const rows = await testDb.db.select({ bytes: schema.media.bytes }).from(schema.media).where(inArray(schema.media.path, covers));
    const hashes = new Set(rows.map((r) => createHash('sha1').update(r.bytes).digest('hex')));
    expect(hashes.size).toBe(products.length);
  });

  it('has two descriptions per product (language flag 0 and 1) with trade details', async () => {
    const rows = await testDb.db.select().from(schema.productDescriptions).where(eq(schema.productDescriptions.siteId, SITE));
    expect(rows.length).toBe(2 * products.length);
    const en = rows.find((r) => r.languageFlag === 1)!;
    const zh = rows.find((r) => r.languageFlag === 0)!;
    expect(en.content).toMatch(/<li>MOQ: \d+/);
    expect(zh.content).toMatch(/起订量/);
  });

  it('carries plausible trade data and valid EAN-13 barcodes', () => {
    for (const p of products) {
      expect(p.netWeightKg).toBeLessThan(p.grossWeightKg);
      expect(p.moq).toBeGreaterThanOrEqual(6);
      expect(p.moq).toBeLessThanOrEqual(3000);
      const digits = p.barcode.split('').map(Number);
      const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
      expect(digits[12]).toBe((10 - (sum % 10)) % 10);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.light === 1)).toBe(true);
    expect(products.some((p) => p.isHot === 1)).toBe(true);
  });

  it('builds the same catalogue every time, whatever its size (seeded PRNG)', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const names = (n: number) => [...generateProducts(buildTopicTree(), n, now)].map((p) => `${p.code} ${p.nameen} ${p.foreignprice}`);
    expect(names(50)).toEqual(names(50));
    expect(names(400).slice(0, 50)).toEqual(names(50));
  });
});

describe('seed: lists and content', () => {
  it('colour, pack and unit lists have code and name', async () => {
    for (const [table, min] of [
      [schema.colors, 12],
      [schema.packs, 8],
      [schema.units, 6],
    ] as const) {
      const rows = await testDb.db.select().from(table).where(eq(table.siteId, SITE));
      expect(rows.length).toBeGreaterThanOrEqual(min);
      for (const r of rows) {
        expect(r.code).not.toBe('');
        expect(r.name).toMatch(cjk);
        expect(r.nameen).not.toBe('');
      }
    }
  });

  it('the two October 2024 fairs exist, and planned fairs start after 2026', async () => {
    const fairs = await testDb.db.select().from(schema.fairLogs).where(eq(schema.fairLogs.siteId, SITE));
    const october = fairs.filter((f) => f.starttime.startsWith('2024-10'));
    expect(october.map((f) => [f.nameen, f.starttime, f.endtime])).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/Canton Fair, Phase 2/), '2024-10-23', '2024-10-27'],
        [expect.stringMatching(/Mega Show Part 1/), '2024-10-20', '2024-10-23'],
      ]),
    );
    expect(fairs.filter((f) => f.starttime > '2026-12-31').length).toBeGreaterThanOrEqual(3);
  });

  it('about-us says the factories are audited by BSCI and Costco, in both languages', async () => {
    const rows = await testDb.db.select().from(schema.aboutUs).where(eq(schema.aboutUs.siteId, SITE));
    expect(rows.map((r) => r.languageFlag).sort()).toEqual([0, 1]);
    for (const r of rows) expect(r.content).toMatch(/BSCI[\s\S]*Costco/);
  });

  it('has articles, FAQs per language, contact info and the demo access code', async () => {
    const articles = await testDb.db.select().from(schema.articles).where(eq(schema.articles.siteId, SITE));
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((a) => a.languageflag))).toEqual(new Set([-1, 0, 1]));
    const faqs = await testDb.db.select().from(schema.faqs).where(eq(schema.faqs.siteId, SITE));
    expect(faqs.filter((f) => f.languageflag === 0).length).toBeGreaterThanOrEqual(8);
    expect(faqs.filter((f) => f.languageflag === 1).length).toBeGreaterThanOrEqual(8);
    const contacts = await testDb.db.select().from(schema.contactInfo).where(eq(schema.contactInfo.siteId, SITE));
    expect(contacts.map((c) => c.languageFlag).sort()).toEqual([0, 1]);
    for (const c of contacts) expect(c.phone.split(',').length).toBeGreaterThanOrEqual(2);
    const [code] = await testDb.db.select().from(schema.accessCodes).where(eq(schema.accessCodes.siteId, SITE));
    expect(code?.code).toBe('LANTERN2026');
  });
});

describe('seed: idempotence and reset', () => {
  it('isSeeded is false before seeding and true after, for this site only', async () => {
    expect(seededBefore).toBe(false);
    expect(await isSeeded(testDb.db, SITE)).toBe(true);
    expect(await isSeeded(testDb.db, SITE + 1)).toBe(false);
  });

  it('a site asked for before its seed is found as soon as the seed ends', async () => {
    // The service refuses in domain words; the API answer prefixes the field (`userId: …`).
    expect(askedBefore).toBe(`no site has the id ${SITE}`);
    // As if the seed had taken no time: the cached answer has not expired by itself.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(askedAt);
    try {
      await expect(requireSite(testDb.db, SITE)).resolves.toBe(SITE);
    } finally {
      clock.mockRestore();
    }
  });

  it('seeding an already seeded site throws', async () => {
    await expect(seedDatabase(testDb.db, { siteId: SITE, products: 10 })).rejects.toThrow(/already seeded/);
  });

  it('SITE_TABLES lists every table that carries site_id', () => {
    const withSite = Object.values(schema)
      .filter((value) => isTable(value) && 'site_id' in Object.fromEntries(Object.values(getTableColumns(value)).map((c) => [c.name, c])))
      .map((table) => getTableName(table as never));
    expect(SITE_TABLES.map((t) => getTableName(t)).sort()).toEqual(withSite.sort());
  });

  it('resetSite removes every row of the site and the pictures the seed stored, and the site is unknown at once', async () => {
    await requireSite(testDb.db, SITE); // cached as known
    await resetSite(testDb.db, SITE);
    expect(await isSeeded(testDb.db, SITE)).toBe(false);
    await expect(requireSite(testDb.db, SITE)).rejects.toThrow(`no site has the id ${SITE}`);
    for (const table of SITE_TABLES) {
      const [row] = await testDb.db.select({ n: count() }).from(table).where(eq(table.siteId, SITE));
      expect(row?.n, getTableName(table)).toBe(0);
    }
    const [media] = await testDb.db.select({ n: count() }).from(schema.media);
    expect(media?.n).toBe(0);
  });
});
