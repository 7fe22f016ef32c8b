import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/schema/database';
import { colors, packs, productDescriptions, products, topics, units } from '@/server/db/schema';
import { TRADE_FIELDS } from '@/lib/product-trade-fields';

// What the import compares the file with: the site's products of the file's item codes (with
// both descriptions), and the lists a cell may name (topics, colours, units, packing).

/** Every field an import writes, as stored. */
export interface ProductState {
  code: string;
  classcode: string;
  keyword: string;
  name: string;
  nameen: string;
  pics: string;
  price: number;
  foreignprice: number;
  stock: number;
  moq: number;
  unitCode: string;
  packCode: string;
  pcsPerCarton: number;
  cartonLengthCm: number;
  cartonWidthCm: number;
  cartonHeightCm: number;
  grossWeightKg: number;
  netWeightKg: number;
  barcode: string;
  material: string;
  materialen: string;
  colorCode: string;
  light: number;
  electric: number;
  isHot: number;
  isNew: number;
  launchtime: Date;
  published: boolean;
  descriptionZh: string;
  descriptionEn: string;
}

export const STATE_FIELDS = [
  'classcode',
  'keyword',
  'name',
  'nameen',
  'pics',
  ...TRADE_FIELDS,
  'light',
  'electric',
  'isHot',
  'isNew',
  'launchtime',
  'published',
  'descriptionZh',
  'descriptionEn',
] as const satisfies readonly (keyof ProductState)[];

/**
 * Launch times agree within a second (a spreadsheet's date cell is a day fraction: milliseconds
 * do not survive the trip); text ignores surrounding spaces (a cell is read trimmed).
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return Math.abs(a.getTime() - b.getTime()) < 1000;
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  return a === b;
}

export const sameState = (a: ProductState, b: ProductState) => STATE_FIELDS.every((field) => sameValue(a[field], b[field]));

const LANGUAGE_ZH = 0;
const LANGUAGE_EN = 1;

/** The state fields stored on the product row itself (the descriptions live in product_descriptions). */
type RowField = Exclude<(typeof STATE_FIELDS)[number], 'descriptionZh' | 'descriptionEn'>;
const ROW_FIELDS = STATE_FIELDS.filter((field): field is RowField => field !== 'descriptionZh' && field !== 'descriptionEn');

/** The columns a product's state is read from: its id and code, then every stored state field. */
export const productStateColumns = {
  id: products.id,
  code: products.code,
  ...(Object.fromEntries(ROW_FIELDS.map((field) => [field, products[field]])) as { [F in RowField]: (typeof products)[F] }),
};

type StateRow = { [K in keyof typeof productStateColumns]: (typeof productStateColumns)[K]['_']['data'] };

/** Adds both descriptions to product rows (one query for the whole list). */
export async function withDescriptions(db: Db, siteId: number, rows: StateRow[]): Promise<(ProductState & { id: number })[]> {
  const ids = rows.map((r) => r.id);
  const texts = ids.length
    ? await db
        .select({ productId: productDescriptions.productId, flag: productDescriptions.languageFlag, content: productDescriptions.content })
        .from(productDescriptions)
        .where(and(eq(productDescriptions.siteId, siteId), sql`${productDescriptions.productId} = ANY(${sql.param(ids)}::int[])`))
    : [];
  const zh = new Map<number, string>();
  const en = new Map<number, string>();
  for (const t of texts) (t.flag === LANGUAGE_EN ? en : t.flag === LANGUAGE_ZH ? zh : new Map()).set(t.productId, t.content);
  return rows.map((r) => ({
    ...r,
    price: Number(r.price),
    foreignprice: Number(r.foreignprice),
    cartonLengthCm: Number(r.cartonLengthCm),
    cartonWidthCm: Number(r.cartonWidthCm),
    cartonHeightCm: Number(r.cartonHeightCm),
    grossWeightKg: Number(r.grossWeightKg),
    netWeightKg: Number(r.netWeightKg),
    descriptionZh: zh.get(r.id) ?? '',
    descriptionEn: en.get(r.id) ?? '',
  }));
}

/** The site's products whose code is one of `codes`, by code. */
export async function productsByCode(db: Db, siteId: number, codes: readonly string[]): Promise<Map<string, ProductState & { id: number }>> {
  const found = new Map<string, ProductState & { id: number }>();
  const CHUNK = 5000;
  for (let i = 0; i < codes.length; i += CHUNK) {
    const chunk = codes.slice(i, i + CHUNK);
    const rows = await db
      .select(productStateColumns)
      .from(products)
      .where(and(eq(products.siteId, siteId), sql`${products.code} = ANY(${sql.param(chunk)}::text[])`));
    for (const row of await withDescriptions(db, siteId, rows)) found.set(row.code, row);
  }
  return found;
}

export interface NamedEntry {
  id: number;
  code: string;
  name: string;
  nameen: string;
}

export interface Lists {
  topics: NamedEntry[];
  colors: NamedEntry[];
  units: NamedEntry[];
  packs: NamedEntry[];
}

export async function loadLists(db: Db, siteId: number): Promise<Lists> {
  const read = (table: typeof topics | typeof colors) =>
    db.select({ id: table.id, code: table.code, name: table.name, nameen: table.nameen }).from(table).where(eq(table.siteId, siteId));
  const [t, c, u, p] = await Promise.all([read(topics), read(colors), read(units), read(packs)]);
  return { topics: t, colors: c, units: u, packs: p };
}
