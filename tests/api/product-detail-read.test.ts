import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageFlagOf } from '@/lib/locale-fields';
import { getProductDetail } from '@/server/catalog/get-product';
import { packs, productDescriptions, products, topics, units } from '@/server/db/schema';
import { saveBreaks } from '@/server/pricing/product-breaks';
import { seedDatabase } from '@/server/seed';
import { createTestDb, type TestDb } from '../support/test-db';

// The product page's read: one statement joins the topic, unit and packing names, the description
// and the breaks of the visitor's currency to the product. These tests hold it to what the
// separate tables say, in both languages, with and without the joined rows.

let db: TestDb;
let product: typeof products.$inferSelect;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 40 });
  const [first] = await db.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, 38), gt(products.foreignprice, 1)))
    .orderBy(asc(products.id))
    .limit(1);
  product = first!;
  // Saved out of order: the read must sort them.
  await saveBreaks(db.db, 38, product.id, 'USD', [
    { minQty: product.moq * 10, price: Math.round(product.foreignprice * 80) / 100 },
    { minQty: product.moq * 5, price: Math.round(product.foreignprice * 90) / 100 },
  ]);
  await saveBreaks(db.db, 38, product.id, 'CNY', [{ minQty: product.moq * 20, price: Math.round(product.price * 85) / 100 }]);
});

afterAll(async () => {
  await db.dispose();
});

async function joined(locale: 'en' | 'zh') {
  const flag = languageFlagOf(locale);
  const pick = <T extends { name: string; nameen: string }>(row: T | undefined) => (row ? (locale === 'zh' ? row.name : row.nameen) : undefined);
  const [topic] = await db.db
    .select()
    .from(topics)
    .where(and(eq(topics.siteId, 38), eq(topics.code, product.classcode)));
  const [unit] = await db.db
    .select()
    .from(units)
    .where(and(eq(units.siteId, 38), eq(units.code, product.unitCode)));
  const [pack] = await db.db
    .select()
    .from(packs)
    .where(and(eq(packs.siteId, 38), eq(packs.code, product.packCode)));
  const [description] = await db.db
    .select()
    .from(productDescriptions)
    .where(and(eq(productDescriptions.productId, product.id), eq(productDescriptions.languageFlag, flag)));
  return { topic: pick(topic), unit: pick(unit), pack: pick(pack), description: description?.content ?? '' };
}

describe('the product page read', () => {
  it('names the topic, unit and packing and carries the description of the visitor language', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const detail = (await getProductDetail(db.db, 38, product.id, locale))!;
      const expected = await joined(locale);
      expect(detail.topic).toEqual({ code: product.classcode, name: expected.topic });
      expect(detail.unit).toBe(expected.unit);
      expect(detail.packing).toBe(expected.pack);
      expect(detail.descriptionHtml).toBe(expected.description);
      expect(detail.classcode).toBe(product.classcode);
    }
  });

  it('ranges the prices with the breaks of the visitor currency only, lowest quantity first', async () => {
    const en = (await getProductDetail(db.db, 38, product.id, 'en'))!;
    expect(en.priceRanges).toEqual([
      { fromQty: product.moq, toQty: product.moq * 5 - 1, price: product.foreignprice },
      { fromQty: product.moq * 5, toQty: product.moq * 10 - 1, price: Math.round(product.foreignprice * 90) / 100 },
      { fromQty: product.moq * 10, toQty: null, price: Math.round(product.foreignprice * 80) / 100 },
    ]);
    const zh = (await getProductDetail(db.db, 38, product.id, 'zh'))!;
    expect(zh.priceRanges).toEqual([
      { fromQty: product.moq, toQty: product.moq * 20 - 1, price: product.price },
      { fromQty: product.moq * 20, toQty: null, price: Math.round(product.price * 85) / 100 },
    ]);
  });

  it('falls back to the codes when the unit, packing or topic row is missing, and to no description', async () => {
    const [other] = await db.db.select().from(products).where(eq(products.siteId, 38)).orderBy(asc(products.id)).offset(1).limit(1);
    await db.db.update(products).set({ unitCode: 'ZZ', packCode: 'QQ', classcode: '999999' }).where(eq(products.id, other!.id));
    await db.db.delete(productDescriptions).where(eq(productDescriptions.productId, other!.id));
    const detail = (await getProductDetail(db.db, 38, other!.id, 'en'))!;
    expect(detail).toMatchObject({ unit: 'ZZ', packing: 'QQ', topic: null, descriptionHtml: '', priceRanges: [{ fromQty: other!.moq, toQty: null, price: other!.foreignprice }] });
  });

  it('answers null for another site, an unpublished product and an id that is not a product', async () => {
    expect(await getProductDetail(db.db, 39, product.id, 'en')).toBeNull();
    expect(await getProductDetail(db.db, 38, 999_999, 'en')).toBeNull();
    const [hidden] = await db.db.select().from(products).where(eq(products.siteId, 38)).orderBy(asc(products.id)).offset(2).limit(1);
    await db.db.update(products).set({ published: false }).where(eq(products.id, hidden!.id));
    expect(await getProductDetail(db.db, 38, hidden!.id, 'en')).toBeNull();
  });
});
