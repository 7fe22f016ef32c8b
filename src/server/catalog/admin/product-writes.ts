import { and, eq } from 'drizzle-orm';
import { PRODUCT_CODE_MAX } from '@/lib/validation/limits';
import type { ProductRow, ProductWrite } from '@/lib/validation/admin/products';
import { splitPics } from '@/lib/media-url';
import type { Db } from '@/server/db/client';
import { productDescriptions, products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { buildSearchDocument } from '../search';
import type { AuditEntry } from '@/server/staff/audit';
import { assertStoredPictures, deleteUnusedPictures } from './picture-use';
import { columnsOf, productOf, toProductRow, topicCodeOf, writeDescriptions } from './product-record';

// One product's workspace writes. Each runs in one transaction with its audit row,
// so the storefront (catalogue revision triggers, ADR 0006) sees the change and the log together.

export type Audit = (entry: AuditEntry, tx?: Pick<Db, 'insert'>) => Promise<void>;

const codeTaken = (code: string) => new DomainError('conflict', `another product has the item code ${code}`, { input: 'itemno' });

async function assertCodeFree(db: Db, siteId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.code, code)))
    .limit(1);
  if (row && row.id !== exceptId) throw codeTaken(code);
}

/** A unique-index race lost between the check and the write still answers 409, not 500. */
function uniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guarded<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

export async function getAdminProduct(db: Db, siteId: number, id: number): Promise<ProductRow> {
  return toProductRow(db, await productOf(db, siteId, id));
}

export async function createProduct(db: Db, siteId: number, body: ProductWrite, audit: Audit): Promise<ProductRow> {
  await assertStoredPictures(db, body.pictures, new Set());
  return guarded(body.itemno, () =>
    db.transaction(async (tx) => {
      const classcode = await topicCodeOf(tx, siteId, body.topicId);
      await assertCodeFree(tx, siteId, body.itemno);
      const [row] = await tx
        .insert(products)
        .values({ siteId, ...columnsOf(body, classcode) })
        .returning();
      await writeDescriptions(tx, siteId, row!.id, body);
      const created = await toProductRow(tx, row!);
      await audit({ action: 'product.create', entity: 'product', entityId: row!.id, before: null, after: created }, tx);
      return created;
    }),
  );
}

export async function updateProduct(db: Db, siteId: number, id: number, body: ProductWrite, audit: Audit): Promise<ProductRow> {
  const current = await productOf(db, siteId, id);
  await assertStoredPictures(db, body.pictures, new Set(splitPics(current.pics)));
  const updated = await guarded(body.itemno, () =>
    db.transaction(async (tx) => {
      const before = await toProductRow(tx, await productOf(tx, siteId, id, true));
      const classcode = await topicCodeOf(tx, siteId, body.topicId);
      await assertCodeFree(tx, siteId, body.itemno, id);
      const [row] = await tx
        .update(products)
        .set({ ...columnsOf(body, classcode), updatedAt: new Date() })
        .where(and(eq(products.siteId, siteId), eq(products.id, id)))
        .returning();
      await writeDescriptions(tx, siteId, id, body);
      const after = await toProductRow(tx, row!);
      await audit({ action: 'product.update', entity: 'product', entityId: id, before, after }, tx);
      return { before, after };
    }),
  );
  const kept = new Set(updated.after.pictures);
  await deleteUnusedPictures(
    db,
    siteId,
    id,
    updated.before.pictures.filter((p) => !kept.has(p)),
  );
  return updated.after;
}

export async function deleteProduct(db: Db, siteId: number, id: number, audit: Audit): Promise<ProductRow> {
  const deleted = await db.transaction(async (tx) => {
    const before = await toProductRow(tx, await productOf(tx, siteId, id, true));
    // Cart lines, favorites and descriptions go with the product (foreign keys ON DELETE CASCADE).
    await tx.delete(products).where(and(eq(products.siteId, siteId), eq(products.id, id)));
    await audit({ action: 'product.delete', entity: 'product', entityId: id, before, after: null }, tx);
    return before;
  });
  await deleteUnusedPictures(db, siteId, id, deleted.pictures);
  return deleted;
}

/** `CODE-copy`, or `CODE-copy2`, `-copy3`… when taken; cut so the whole stays within the code limit. */
async function freeCopyCode(db: Db, siteId: number, code: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '-copy' : `-copy${n}`;
    const candidate = code.slice(0, PRODUCT_CODE_MAX - suffix.length) + suffix;
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.code, candidate)))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new DomainError('conflict', `no free copy code for ${code}`, { input: 'itemno' });
}

/** A copy of the product (pictures shared, descriptions copied), unpublished, with a `-copy` item code. */
export async function duplicateProduct(db: Db, siteId: number, id: number, audit: Audit): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const source = await productOf(tx, siteId, id);
    const code = await freeCopyCode(tx, siteId, source.code);
    const { id: _id, createdAt: _created, updatedAt: _updated, searchVector: _v, searchTypoVector: _t, ...columns } = source;
    const searchDoc = buildSearchDocument({ code, name: source.name, nameen: source.nameen, keyword: source.keyword });
    const [row] = await tx
      .insert(products)
      .values({ ...columns, code, published: false, sales: 0, searchDoc })
      .returning();
    const descriptions = await tx
      .select({ languageFlag: productDescriptions.languageFlag, content: productDescriptions.content })
      .from(productDescriptions)
      .where(and(eq(productDescriptions.siteId, siteId), eq(productDescriptions.productId, id)));
    if (descriptions.length) await tx.insert(productDescriptions).values(descriptions.map((d) => ({ siteId, productId: row!.id, ...d })));
    const created = await toProductRow(tx, row!);
    await audit({ action: 'product.duplicate', entity: 'product', entityId: row!.id, before: { from: id }, after: created }, tx);
    return created;
  });
}
