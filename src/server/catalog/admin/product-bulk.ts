import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { priceBandOf } from '@/lib/price-bands';
import type { PriceMove, ProductBulkParsed, ProductBulkResult, ProductBulkRow, ProductBulkUndo, ProductBulkValues, StockMove } from '@/lib/validation/admin/product-bulk';
import { PRODUCT_PRICE_MAX } from '@/lib/validation/admin/products';
import { INT4_MAX } from '@/lib/validation/limits';
import type { Db } from '@/server/db/client';
import { products, topics } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { productsOf, salesValues, topicCodeOf, type ProductTableRow } from './product-record';
import type { Audit } from './product-writes';

// POST /api/admin/products/bulk: one change to up to 1,000 products in one transaction and one
// UPDATE (the facet and productnum triggers then run once). Each product gets its own
// 'product.bulk' audit row with only the fields the change touched, before and after, so the
// audit log filtered to one product shows its price history like any single edit. A preview runs
// the same computation and writes nothing; a change that would push one product out of bounds
// (a price below 0, stock below 0) refuses the whole selection, naming the product.

type Field = keyof ProductBulkValues;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A price × (1 + p/100), to the cent (half away from zero), never below 0. */
export function adjustedPrice(price: number, percent: number): number {
  const cents = Math.round(price * 100 * (1 + percent / 100) + Number.EPSILON);
  return Math.max(0, cents) / 100;
}

const cents = (value: number) => Math.round(value * 100);

/** The price after a move, or null when it would leave 0 … PRODUCT_PRICE_MAX. */
export function movedPrice(price: number, move: PriceMove): number | null {
  const next = move.mode === 'set' ? move.value : move.mode === 'add' ? (cents(price) + cents(move.value)) / 100 : adjustedPrice(price, move.value);
  return next < 0 || next > PRODUCT_PRICE_MAX ? null : next;
}

export function movedStock(stock: number, move: StockMove): number | null {
  const next = move.mode === 'set' ? move.value : stock + move.value;
  return next < 0 || next > INT4_MAX ? null : next;
}

interface Current {
  row: ProductTableRow;
  values: Required<ProductBulkValues>;
}

async function topicIdsByCode(tx: Tx, siteId: number, codes: readonly string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await tx
    .select({ id: topics.id, code: topics.code })
    .from(topics)
    .where(and(eq(topics.siteId, siteId), inArray(topics.code, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function currentOf(tx: Tx, siteId: number, ids: readonly number[]): Promise<Current[]> {
  const rows = await productsOf(tx, siteId, ids);
  const topicIds = await topicIdsByCode(
    tx,
    siteId,
    rows.map((r) => r.classcode),
  );
  return rows.map((row) => ({
    row,
    values: {
      ...salesValues(row),
      moq: row.moq,
      topicId: topicIds.get(row.classcode) ?? 0,
    },
  }));
}

const pick = (values: Required<ProductBulkValues>, fields: readonly Field[]): ProductBulkValues => Object.fromEntries(fields.map((f) => [f, values[f]]));

function outOfBounds(field: 'price' | 'foreignprice' | 'stock', row: ProductTableRow): DomainError {
  const what = field === 'stock' ? 'the stock below 0' : 'the price below 0 or above 10,000,000';
  return new DomainError('bad_request', `would make ${what} for ${row.code}`, { input: `change.${field}`, productId: row.id });
}

/** Each product's touched values after the change (throws naming the first product pushed out of bounds). */
function applied(current: Current[], change: ProductBulkParsed['change']): Required<ProductBulkValues>[] {
  return current.map(({ row, values }) => {
    const next = { ...values };
    for (const field of ['price', 'foreignprice'] as const) {
      const move = change[field];
      if (!move) continue;
      const moved = movedPrice(values[field], move);
      if (moved === null) throw outOfBounds(field, row);
      next[field] = moved;
    }
    if (change.stock) {
      const moved = movedStock(values.stock, change.stock);
      if (moved === null) throw outOfBounds('stock', row);
      next.stock = moved;
    }
    for (const field of ['moq', 'hot', 'new', 'published', 'topicId'] as const) {
      if (change[field] !== undefined) Object.assign(next, { [field]: change[field] });
    }
    return next;
  });
}

/** The table columns of the touched fields, each as `column = v.column` over an unnest of arrays. */
const COLUMNS: Record<Field, { column: string; type: string; of: (v: Required<ProductBulkValues>, classcode: string) => unknown }> = {
  price: { column: 'price', type: 'numeric', of: (v) => v.price },
  foreignprice: { column: 'foreignprice', type: 'numeric', of: (v) => v.foreignprice },
  stock: { column: 'stock', type: 'int4', of: (v) => v.stock },
  moq: { column: 'moq', type: 'int4', of: (v) => v.moq },
  hot: { column: 'is_hot', type: 'int2', of: (v) => (v.hot ? 1 : 0) },
  new: { column: 'is_new', type: 'int2', of: (v) => (v.new ? 1 : 0) },
  published: { column: 'published', type: 'bool', of: (v) => v.published },
  topicId: { column: 'classcode', type: 'text', of: (_v, classcode) => classcode },
};

async function writeValues(tx: Tx, siteId: number, rows: { id: number; values: Required<ProductBulkValues>; classcode: string }[], fields: readonly Field[]) {
  if (!rows.length || !fields.length) return;
  const columns = fields.map((f) => ({ ...COLUMNS[f], values: rows.map((r) => COLUMNS[f].of(r.values, r.classcode)) }));
  // The USD price band (the §3 filter tick) moves with the USD price.
  if (fields.includes('foreignprice')) columns.push({ column: 'price_group', type: 'int2', of: () => 0, values: rows.map((r) => priceBandOf(r.values.foreignprice) ?? 0) });
  const sets: SQL[] = columns.map((c) => sql.raw(`${c.column} = v.${c.column}`));
  const arrays: SQL[] = columns.map((c) => sql`${sql.param(c.values)}::${sql.raw(c.type)}[]`);
  await tx.execute(sql`
    UPDATE ${products} p SET ${sql.join(sets, sql`, `)}, updated_at = ${new Date().toISOString()}::timestamptz
    FROM unnest(${sql.param(rows.map((r) => r.id))}::int4[], ${sql.join(arrays, sql`, `)}) AS v(id, ${sql.raw(columns.map((c) => c.column).join(', '))})
    WHERE p.site_id = ${siteId} AND p.id = v.id`);
}

function answerRow(row: ProductTableRow, before: ProductBulkValues, after: ProductBulkValues): ProductBulkRow {
  return { id: row.id, itemno: row.code, name: row.name, nameen: row.nameen, before, after };
}

async function auditEach(tx: Tx, audit: Audit, rows: ProductBulkRow[], action: 'product.bulk' | 'product.bulk-undo') {
  for (const r of rows) await audit({ action, entity: 'product', entityId: r.id, before: r.before, after: r.after }, tx);
}

export async function bulkEditProducts(db: Db, siteId: number, { ids, change, preview }: ProductBulkParsed, audit: Audit): Promise<ProductBulkResult> {
  return db.transaction(async (tx) => {
    const fields = (Object.keys(change) as Field[]).filter((f) => change[f] !== undefined);
    const classcode = change.topicId === undefined ? undefined : await topicCodeOf(tx, siteId, change.topicId, 'change.topicId');
    const current = await currentOf(tx, siteId, ids);
    const next = applied(current, change);
    const rows = current.map((c, i) => answerRow(c.row, pick(c.values, fields), pick(next[i]!, fields)));
    if (!preview) {
      await writeValues(
        tx,
        siteId,
        current.map((c, i) => ({ id: c.row.id, values: next[i]!, classcode: classcode ?? c.row.classcode })),
        fields,
      );
      await auditEach(tx, audit, rows, 'product.bulk');
    }
    return { ids: rows.map((r) => r.id), changed: preview ? 0 : rows.length, preview, products: rows, skipped: [] };
  });
}

const sameValues = (a: ProductBulkValues, b: ProductBulkValues, fields: readonly Field[]) => fields.every((f) => a[f] === b[f]);

/**
 * The undo of a bulk edit in this session: each product back to its `before` values, but only where
 * it still has the `after` values (a colleague's edit since then is kept, and the product is
 * answered in `skipped`). Audited per product as 'product.bulk-undo'.
 */
export async function undoBulkEdit(db: Db, siteId: number, { products: sent }: ProductBulkUndo, audit: Audit): Promise<ProductBulkResult> {
  return db.transaction(async (tx) => {
    const current = await currentOf(
      tx,
      siteId,
      sent.map((p) => p.id),
    );
    const byId = new Map(current.map((c) => [c.row.id, c]));
    const fields = [...new Set(sent.flatMap((p) => Object.keys(p.before) as Field[]))];
    const restoreTopics = [...new Set(sent.map((p) => p.before.topicId).filter((id): id is number => id !== undefined))];
    const codeOf = new Map<number, string>();
    for (const id of restoreTopics) codeOf.set(id, await topicCodeOf(tx, siteId, id, 'products.before.topicId'));
    const written: ProductBulkRow[] = [];
    const skipped: number[] = [];
    const toWrite: { id: number; values: Required<ProductBulkValues>; classcode: string }[] = [];
    for (const p of sent) {
      const c = byId.get(p.id)!;
      const touched = Object.keys(p.before) as Field[];
      if (!sameValues(c.values, p.after, touched)) {
        skipped.push(p.id);
        continue;
      }
      const values = { ...c.values, ...p.before };
      toWrite.push({ id: p.id, values, classcode: p.before.topicId === undefined ? c.row.classcode : codeOf.get(p.before.topicId)! });
      written.push(answerRow(c.row, pick(c.values, touched), pick(values, touched)));
    }
    await writeValues(tx, siteId, toWrite, fields);
    await auditEach(tx, audit, written, 'product.bulk-undo');
    return { ids: written.map((r) => r.id), changed: written.length, preview: false, products: written, skipped };
  });
}
