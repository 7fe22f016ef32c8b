import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { breakProblems, type PriceBreak } from '@/lib/pricing/price-breaks';
import type {
  BulkBreakStep,
  ProductBreaksValues,
  ProductBulkBreaksParsed,
  ProductBulkBreaksResult,
  ProductBulkBreaksUndo,
  ProductBulkBreaksUndoResult,
} from '@/lib/validation/admin/product-bulk-breaks';
import { productsOf, type ProductTableRow } from '@/server/catalog/admin/product-record';
import type { Audit } from '@/server/catalog/admin/product-writes';
import type { Db } from '@/server/db/client';
import { productPriceBreaks } from '@/server/db/schema';
import { breaksOf, type BreaksByCurrency } from './product-breaks';

// "Set quantity breaks" for a selection (ADR 0055): each product's breaks from one set of ranges,
// a percentage off that product's own list price, half-up to the cent. A product whose breaks
// would break the rules (a range at or below its MOQ, a price no lower than the range before it
// once rounded, no list price in that currency) is skipped with the reason, never half-changed;
// the others are written in one transaction, each with its own 'product.bulk' audit row (breaks
// before and after), and can be put back by the session's undo like any bulk edit.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Skip = ProductBulkBreaksResult['skipped'][number];

const listPriceOf = (row: ProductTableRow, currency: QuoteCurrency) => (currency === 'CNY' ? row.price : row.foreignprice);

/** `price` less `percentOff` %, rounded half-up to the cent, exactly (integer cents and basis points). */
export function priceOff(price: number, percentOff: number): number {
  const cents = BigInt(Math.round(price * 100));
  const keep = BigInt(10_000 - Math.round(percentOff * 100));
  return Number((cents * keep + 5_000n) / 10_000n) / 100;
}

/** A product's breaks in one currency from the ranges, or why it cannot take them. */
function breaksFor(row: ProductTableRow, currency: QuoteCurrency, steps: readonly BulkBreakStep[]): { breaks: PriceBreak[] } | { reason: Skip['reason'] } {
  const listPrice = listPriceOf(row, currency);
  if (steps.length > 0 && listPrice <= 0) return { reason: 'no_list_price' };
  const breaks = [...steps].sort((a, b) => a.minQty - b.minQty).map((s) => ({ minQty: s.minQty, price: priceOff(listPrice, s.percentOff) }));
  const [problem] = breakProblems(listPrice, row.moq, breaks);
  if (problem?.kind === 'at_or_below_moq') return { reason: 'at_or_below_moq' };
  // A price rounded to the list price (or 0) is no cheaper: the only other way ranges from valid steps fail.
  if (problem || breaks.some((b) => b.price <= 0)) return { reason: 'not_cheaper' };
  return { breaks };
}

const touched = (change: ProductBulkBreaksParsed['breaks']) => (['USD', 'CNY'] as const).filter((c) => change[c] !== undefined);

const valuesOf = (breaks: BreaksByCurrency | undefined, currencies: readonly QuoteCurrency[]): ProductBreaksValues =>
  Object.fromEntries(currencies.map((c) => [c, breaks?.[c] ?? []]));

/** Replaces each product's breaks in the currencies given (an empty list removes them). */
async function writeBreaks(tx: Tx, siteId: number, rows: readonly { id: number; values: ProductBreaksValues }[]): Promise<void> {
  for (const currency of ['USD', 'CNY'] as const) {
    const own = rows.filter((r) => r.values[currency] !== undefined);
    if (own.length === 0) continue;
    await tx.delete(productPriceBreaks).where(
      and(
        eq(productPriceBreaks.siteId, siteId),
        eq(productPriceBreaks.currency, currency),
        inArray(
          productPriceBreaks.productId,
          own.map((r) => r.id),
        ),
      ),
    );
    const values = own.flatMap((r) => r.values[currency]!.map((b) => ({ siteId, productId: r.id, currency, minQty: b.minQty, price: b.price })));
    if (values.length > 0) await tx.insert(productPriceBreaks).values(values);
  }
}

async function auditEach(
  tx: Tx,
  audit: Audit,
  rows: readonly { id: number; before: ProductBreaksValues; after: ProductBreaksValues }[],
  action: 'product.bulk' | 'product.bulk-undo',
) {
  for (const r of rows) await audit({ action, entity: 'product', entityId: r.id, before: { breaks: r.before }, after: { breaks: r.after } }, tx);
}

/** POST /api/admin/products/bulk/breaks (a preview when `preview`). */
export async function bulkSetBreaks(db: Db, siteId: number, { ids, breaks: change, preview }: ProductBulkBreaksParsed, audit: Audit): Promise<ProductBulkBreaksResult> {
  return db.transaction(async (tx) => {
    const rows = await productsOf(tx, siteId, ids);
    const current = await breaksOf(tx, siteId, ids);
    const currencies = touched(change);
    const products: ProductBulkBreaksResult['products'] = [];
    const skipped: Skip[] = [];
    for (const row of rows) {
      const words = { id: row.id, itemno: row.code, name: row.name, nameen: row.nameen };
      const after: ProductBreaksValues = {};
      let skip: Skip | null = null;
      for (const currency of currencies) {
        const found = breaksFor(row, currency, change[currency]!);
        if ('reason' in found) {
          skip = { ...words, currency, reason: found.reason, moq: row.moq };
          break;
        }
        after[currency] = found.breaks;
      }
      if (skip) skipped.push(skip);
      else products.push({ ...words, moq: row.moq, listPrice: { USD: row.foreignprice, CNY: row.price }, before: valuesOf(current.get(row.id), currencies), after });
    }
    if (!preview && products.length > 0) {
      await writeBreaks(
        tx,
        siteId,
        products.map((p) => ({ id: p.id, values: p.after })),
      );
      await auditEach(tx, audit, products, 'product.bulk');
    }
    return { changed: preview ? 0 : products.length, preview, products, skipped };
  });
}

const sameBreaks = (a: readonly PriceBreak[] = [], b: readonly PriceBreak[] = []) =>
  a.length === b.length && a.every((x, i) => x.minQty === b[i]!.minQty && x.price === b[i]!.price);

/**
 * The undo of the session's last "set quantity breaks": each product's breaks back to `before`,
 * only where they are still `after` (a colleague's change since is kept, and listed in `skipped`).
 * The values pass the same schema as any break, and are checked against the product's MOQ and
 * list price as they are now (a product whose MOQ was raised since is skipped too).
 */
export async function undoBulkBreaks(db: Db, siteId: number, { products: sent }: ProductBulkBreaksUndo, audit: Audit): Promise<ProductBulkBreaksUndoResult> {
  return db.transaction(async (tx) => {
    const ids = sent.map((p) => p.id);
    const rows = new Map((await productsOf(tx, siteId, ids)).map((r) => [r.id, r]));
    const current = await breaksOf(tx, siteId, ids);
    const restore: { id: number; before: ProductBreaksValues; after: ProductBreaksValues }[] = [];
    const skipped: number[] = [];
    for (const p of sent) {
      const row = rows.get(p.id)!;
      const currencies = (['USD', 'CNY'] as const).filter((c) => p.after[c] !== undefined);
      const unchanged = currencies.every((c) => sameBreaks(current.get(p.id)?.[c], p.after[c]));
      const valid = currencies.every((c) => breakProblems(listPriceOf(row, c), row.moq, p.before[c] ?? []).length === 0);
      if (unchanged && valid) restore.push({ id: p.id, before: p.after, after: Object.fromEntries(currencies.map((c) => [c, p.before[c] ?? []])) });
      else skipped.push(p.id);
    }
    await writeBreaks(
      tx,
      siteId,
      restore.map((r) => ({ id: r.id, values: r.after })),
    );
    await auditEach(tx, audit, restore, 'product.bulk-undo');
    return { changed: restore.length, skipped };
  });
}
