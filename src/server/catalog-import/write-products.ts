import { sql, type SQL } from 'drizzle-orm';
import { priceBandOf } from '@/lib/price-bands';
import { sharedProductColumns } from '@/server/catalog/product-bulk-columns';
import type { Db } from '@/server/db/schema/database';
import { productDescriptions, products } from '@/server/db/schema';
import { unnestNames, unnestRows, type UnnestColumn } from '@/server/catalog/bulk-unnest';
import type { ProductState } from './catalogue-state';

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

/** Writes `rows` (created or updated) inside `tx`. */
export async function writeProducts(tx: Pick<Db, 'execute'>, siteId: number, rows: readonly ProductState[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(upsertProducts(siteId, rows));
  for (const statement of upsertDescriptions(siteId, rows)) await tx.execute(statement);
}
