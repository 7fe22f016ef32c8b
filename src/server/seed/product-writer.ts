import { sql, type SQL } from 'drizzle-orm';
import { sharedProductColumns } from '../catalog/product-bulk-columns';
import type { Db } from '../db/schema/database';
import { productDescriptions, products } from '../db/schema';
import { unnestInsert, type UnnestColumn } from '../catalog/bulk-unnest';
import { inBatches } from './batches';
import { chineseDescription, englishDescription, LANGUAGE_EN, LANGUAGE_ZH } from './product-descriptions';
import type { ProductDraft } from './product-generator';

/** Products per unnest() statement (catalog/bulk-unnest.ts says why unnest). */
const PRODUCT_BATCH = 2000;

const PRODUCT_COLUMNS: readonly UnnestColumn<ProductDraft>[] = [
  ...sharedProductColumns<ProductDraft>(),
  [products.pics, 'text', (p) => p.pics.join(',')],
  [products.priceGroup, 'int2', (p) => p.priceGroup],
  [products.sales, 'int4', (p) => p.sales],
  // A product's row is as old as its launch, so "created" and "launched" agree.
  [products.createdAt, 'timestamptz', (p) => p.launchtime.toISOString()],
  [products.updatedAt, 'timestamptz', (p) => p.launchtime.toISOString()],
];

/** Descriptions find their product by code, so no ids need to travel back from the insert. */
function descriptionInsert(siteId: number, batch: ProductDraft[]): SQL {
  const codes = batch.flatMap((p) => [p.code, p.code]);
  const flags = batch.flatMap(() => [LANGUAGE_ZH, LANGUAGE_EN]);
  const contents = batch.flatMap((p) => [chineseDescription(p), englishDescription(p)]);
  return sql`
    INSERT INTO ${productDescriptions} (site_id, product_id, language_flag, content)
    SELECT ${siteId}::int, p.id, d.flag, d.content
    FROM unnest(${sql.param(codes)}::text[], ${sql.param(flags)}::int2[], ${sql.param(contents)}::text[]) AS d(code, flag, content)
    JOIN ${products} p ON p.site_id = ${siteId}::int AND p.code = d.code`;
}

/** Inserts products and their two descriptions (§3: language flag 0 and 1) batch by batch. */
export async function insertProducts(db: Db, siteId: number, drafts: Iterable<ProductDraft>, onProgress?: (written: number) => void): Promise<number> {
  let written = 0;
  for (const batch of inBatches(drafts, PRODUCT_BATCH)) {
    await db.execute(unnestInsert(products, siteId, PRODUCT_COLUMNS, batch));
    await db.execute(descriptionInsert(siteId, batch));
    written += batch.length;
    onProgress?.(written);
    // PGlite answers through promise callbacks only, so without this the event loop never turns
    // during the whole write and finished pictures (seed/product-images.ts) are not collected.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}
