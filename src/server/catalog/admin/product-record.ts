import { and, eq, inArray } from 'drizzle-orm';
import { splitPics } from '@/lib/media-url';
import { priceBandOf } from '@/lib/price-bands';
import { pickFields } from '@/lib/pick-fields';
import { TRADE_FIELDS } from '@/lib/product-trade-fields';
import type { ProductListRow, ProductRow, ProductWrite } from '@/lib/validation/admin/products';
import { sanitizeRichText } from '@/server/content/rich-text';
import type { Db } from '@/server/db/client';
import { productDescriptions, products, topics } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { buildSearchDocument } from '../search';

// The workspace's view of a product and back: the contract's names (itemno, topicId, pictures,
// hot/new booleans) against the table's (code, classcode, pics, smallints), and the columns the
// storefront derives from the editable ones (search document, USD price group).

export type ProductTableRow = typeof products.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** §3 language flags of product_descriptions. */
export const DESCRIPTION_ZH = 0;
export const DESCRIPTION_EN = 1;

/**
 * Signed picture links the API answered (`/Upload/x.webp?e=…&s=…`, R7.09) come back inside rich
 * text the editor kept: store the plain path, which is signed afresh on every answer.
 */
export function unsignUploadLinks(html: string): string {
  return html.replace(/(\/Upload\/[A-Za-z0-9._\-/]+)\?e=\d+(?:&amp;|&)s=[A-Za-z0-9_-]+/g, '$1');
}

/** Rich text as it is stored: links unsigned, then through the storefront's sanitizer. */
export const storedRichText = (html: string) => (html.trim() === '' ? '' : sanitizeRichText(unsignUploadLinks(html)));

/** The topic code of `topicId` on the site, or a 400 naming `field`. */
export async function topicCodeOf(db: Executor, siteId: number, topicId: number, input = 'topicId'): Promise<string> {
  const [topic] = await db
    .select({ code: topics.code })
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.id, topicId)))
    .limit(1);
  if (!topic) throw new DomainError('bad_request', `no topic has the id ${topicId}`, { input, topicId });
  return topic.code;
}

/** The trade data, copied as it is in both directions; columnsOf and toProductRow map only the rest. */
const SAME_NAMED = TRADE_FIELDS satisfies readonly SpeltAlike[];
type SpeltAlike = keyof ProductWrite & keyof ProductTableRow;

/** The product table's columns for a write body (without site, code checks or descriptions). */
export function columnsOf(body: ProductWrite, classcode: string) {
  return {
    code: body.itemno,
    classcode,
    keyword: body.keyword,
    name: body.name,
    nameen: body.nameen,
    pics: body.pictures.join(','),
    ...pickFields(body, SAME_NAMED),
    light: body.light ? 1 : 0,
    electric: body.electric ? 1 : 0,
    isHot: body.hot ? 1 : 0,
    isNew: body.new ? 1 : 0,
    published: body.published,
    // Derived as the seed derives them: the USD price band (§3 filter tick) and the search document.
    priceGroup: priceBandOf(body.foreignprice) ?? 0,
    searchDoc: buildSearchDocument({ code: body.itemno, name: body.name, nameen: body.nameen, keyword: body.keyword }),
    ...(body.launchtime ? { launchtime: new Date(body.launchtime) } : {}),
  };
}

/** Writes both descriptions (sanitized) of a product, replacing what it had. */
export async function writeDescriptions(db: Executor, siteId: number, productId: number, body: Pick<ProductWrite, 'description' | 'descriptionen'>) {
  await db.delete(productDescriptions).where(and(eq(productDescriptions.siteId, siteId), eq(productDescriptions.productId, productId)));
  await db.insert(productDescriptions).values([
    { siteId, productId, languageFlag: DESCRIPTION_ZH, content: storedRichText(body.description) },
    { siteId, productId, languageFlag: DESCRIPTION_EN, content: storedRichText(body.descriptionen) },
  ]);
}

/** The contract row of a table row: its topic id and both descriptions looked up. */
export async function toProductRow(db: Executor, row: ProductTableRow): Promise<ProductRow> {
  const [[topic], descriptions] = await Promise.all([
    db
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.siteId, row.siteId), eq(topics.code, row.classcode)))
      .limit(1),
    db
      .select({ languageFlag: productDescriptions.languageFlag, content: productDescriptions.content })
      .from(productDescriptions)
      .where(and(eq(productDescriptions.siteId, row.siteId), eq(productDescriptions.productId, row.id))),
  ]);
  const description = (flag: number) => descriptions.find((d) => d.languageFlag === flag)?.content ?? '';
  return {
    id: row.id,
    itemno: row.code,
    name: row.name,
    nameen: row.nameen,
    keyword: row.keyword,
    // A product whose topic was removed by SQL keeps its code; 0 tells the screen to pick one.
    topicId: topic?.id ?? 0,
    topicCode: row.classcode,
    ...pickFields(row, SAME_NAMED),
    light: row.light === 1,
    electric: row.electric === 1,
    pictures: splitPics(row.pics),
    description: description(DESCRIPTION_ZH),
    descriptionen: description(DESCRIPTION_EN),
    hot: row.isHot === 1,
    new: row.isNew === 1,
    launchtime: row.launchtime.toISOString(),
    published: row.published,
    sales: row.sales,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns one list line reads (no descriptions, search vectors or carton data). */
export const listColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  nameen: products.nameen,
  pics: products.pics,
  price: products.price,
  foreignprice: products.foreignprice,
  stock: products.stock,
  published: products.published,
  isHot: products.isHot,
  isNew: products.isNew,
  updatedAt: products.updatedAt,
};

type ListTableRow = { [K in keyof typeof listColumns]: ProductTableRow[K] };

/** What the product list and a bulk change show of a product: prices, stock and its three switches. */
export function salesValues(row: Pick<ProductTableRow, 'price' | 'foreignprice' | 'stock' | 'published' | 'isHot' | 'isNew'>) {
  return { price: row.price, foreignprice: row.foreignprice, stock: row.stock, published: row.published, hot: row.isHot === 1, new: row.isNew === 1 };
}

export function toListRow(row: ListTableRow): ProductListRow {
  return {
    id: row.id,
    itemno: row.code,
    name: row.name,
    nameen: row.nameen,
    picture: splitPics(row.pics)[0] ?? '',
    ...salesValues(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The site's product `id` (locked for the write when `forUpdate`), or a 404 naming `id`. */
export async function productOf(db: Executor, siteId: number, id: number, forUpdate = false): Promise<ProductTableRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, id)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new DomainError('record_not_found', `no product has the id ${id}`, { input: 'id', id });
  return row;
}

/** The site's products among `ids`, or a 404 naming `ids` with the first unknown id. */
export async function productsOf(db: Executor, siteId: number, ids: readonly number[]): Promise<ProductTableRow[]> {
  const distinct = [...new Set(ids)];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, distinct)))
    .orderBy(products.id)
    .for('update');
  if (rows.length !== distinct.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = distinct.find((id) => !found.has(id));
    throw new DomainError('not_found', `no product has the id ${missing}`, { input: 'ids' });
  }
  return rows;
}
