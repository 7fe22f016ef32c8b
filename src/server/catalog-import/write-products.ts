import { sql, type SQL } from 'drizzle-orm';
import { priceBandOf } from '@/lib/price-bands';
import { sharedProductColumns } from '@/server/catalog/product-bulk-columns';
import type { Db } from '@/server/db/schema/database';
import { productDescriptions, productPriceBreaks, products } from '@/server/db/schema';
import { unnestNames, unnestRows, type UnnestColumn } from '@/server/catalog/bulk-unnest';
import type { ProductState } from './catalogue-state';
import type { RowBreaks } from './plan-breaks';

// One batch of imported products in two statements: an upsert by (site, item code) of
// every product row through unnest() — one bound array per column, as the seed writes 100,000
// products — and one upsert of both descriptions. The catalogue revision triggers (migration
// 0005) fire once per statement, so the storefront's caches follow the import.

const COLUMNS: readonly UnnestColumn<ProductState>[] = [
  ...sharedProductColumns<ProductState>(),
  [products.pics, 'text', (p) => p.pics],
  [products.isNew, 'int2', (p) => p.isNew],
  [products.priceGroup, 'int2', (p) => priceBandOf(p.foreignprice) ?? 0],
  [products.published, 'bool', (p) => p.published],
];

function upsertProducts(siteId: number, rows: readonly ProductState[]): SQL {
  const updates = sql.join(
    COLUMNS.filter(([column]) => column.name !== 'code').map(([column]) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return sql`INSERT INTO ${products} (site_id, ${unnestNames(COLUMNS)}) SELECT ${siteId}::int, * FROM ${unnestRows(COLUMNS, rows)}
    ON CONFLICT (site_id, code) DO UPDATE SET ${updates}, updated_at = now()`;
}

/** Descriptions find their product by code; an empty one is removed rather than stored. */
function upsertDescriptions(siteId: number, rows: readonly ProductState[]): SQL[] {
  const codes = rows.flatMap((p) => [p.code, p.code]);
  const flags = rows.flatMap(() => [0, 1]);
  const contents = rows.flatMap((p) => [p.descriptionZh, p.descriptionEn]);
  const input = sql`unnest(${sql.param(codes)}::text[], ${sql.param(flags)}::int2[], ${sql.param(contents)}::text[]) AS d(code, flag, content)`;
  return [
    sql`INSERT INTO ${productDescriptions} (site_id, product_id, language_flag, content)
      SELECT ${siteId}::int, p.id, d.flag, d.content FROM ${input}
      JOIN ${products} p ON p.site_id = ${siteId}::int AND p.code = d.code
      WHERE d.content <> ''
      ON CONFLICT (product_id, language_flag) DO UPDATE SET content = excluded.content
      WHERE ${productDescriptions}.content IS DISTINCT FROM excluded.content`,
    sql`DELETE FROM ${productDescriptions} pd USING ${input}, ${products} p
      WHERE d.content = '' AND p.site_id = ${siteId}::int AND p.code = d.code AND pd.product_id = p.id AND pd.language_flag = d.flag`,
  ];
}

/**
 * Quantity breaks (ADR 0055): each row's breaks in a currency its sheet has columns for replace
 * the product's breaks in that currency (an empty list removes them); other currencies are left
 * alone. Checked by the plan already (`breakProblems`), so nothing here can refuse a row.
 */
function replaceBreaks(siteId: number, rows: readonly { code: string; breaks: RowBreaks }[]): SQL[] {
  const replaced = rows.flatMap((r) => (Object.keys(r.breaks) as ('USD' | 'CNY')[]).map((currency) => ({ code: r.code, currency })));
  if (replaced.length === 0) return [];
  const written = rows.flatMap((r) => Object.entries(r.breaks).flatMap(([currency, list]) => list.map((b) => ({ code: r.code, currency, minQty: b.minQty, price: b.price }))));
  const statements = [
    sql`DELETE FROM ${productPriceBreaks} b USING unnest(${sql.param(replaced.map((r) => r.code))}::text[], ${sql.param(replaced.map((r) => r.currency))}::text[]) AS d(code, currency), ${products} p
      WHERE p.site_id = ${siteId}::int AND p.code = d.code AND b.product_id = p.id AND b.currency = d.currency`,
  ];
  if (written.length > 0)
    statements.push(sql`INSERT INTO ${productPriceBreaks} (site_id, product_id, currency, min_qty, price)
      SELECT ${siteId}::int, p.id, d.currency, d.min_qty, d.price
      FROM unnest(${sql.param(written.map((w) => w.code))}::text[], ${sql.param(written.map((w) => w.currency))}::text[], ${sql.param(written.map((w) => w.minQty))}::int4[], ${sql.param(written.map((w) => w.price))}::numeric[]) AS d(code, currency, min_qty, price)
      JOIN ${products} p ON p.site_id = ${siteId}::int AND p.code = d.code`);
  return statements;
}

/** Writes `rows` (created or updated) inside `tx`, with their quantity breaks. */
export async function writeProducts(tx: Pick<Db, 'execute'>, siteId: number, rows: readonly { state: ProductState; breaks?: RowBreaks }[]): Promise<void> {
  if (rows.length === 0) return;
  const states = rows.map((r) => r.state);
  await tx.execute(upsertProducts(siteId, states));
  for (const statement of upsertDescriptions(siteId, states)) await tx.execute(statement);
  for (const statement of replaceBreaks(
    siteId,
    rows.map((r) => ({ code: r.state.code, breaks: r.breaks ?? {} })),
  ))
    await tx.execute(statement);
}
