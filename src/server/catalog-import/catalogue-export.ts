import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueExportQuery } from '@/lib/validation/admin/import';
import type { Db } from '@/server/db/schema/database';
import { productPriceBreaks, products, topics } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { breaksOf, type BreaksByCurrency } from '@/server/pricing/product-breaks';
import { loadLists, productStateColumns, withDescriptions, type NamedEntry, type ProductState } from './catalogue-state';
import { normalizeHeader } from './columns';
import { SHEET_NAMES, breakKey, productColumns, styleHeader, writeGuide, type SheetBreakColumn } from './sheet-layout';

// GET /api/admin/export: the catalogue, or the product list's filtered selection, in
// the import template's shape, so export → edit in Excel → import is a round trip (an unedited
// export imports as all skipped). Streamed: rows are read 1,000 at a time by id and written
// through exceljs's streaming writer, so memory stays flat at 100,000 products. Pictures are
// written as their /Upload/ paths, which the import accepts as pictures already on this site.

const PAGE = 1000;
/**
 * Break columns per currency at most (ADR 0055). A catalogue whose breaks start at more distinct
 * quantities exports none in that currency: a column missing for some products' quantities would
 * make a re-import remove those breaks, while no columns leave every break alone.
 */
export const EXPORT_BREAK_COLUMNS_MAX = 20;

/** One column per distinct break quantity of the selection, per currency, lowest first (USD first). */
async function breakColumnsOf(db: Db, where: SQL | undefined): Promise<SheetBreakColumn[]> {
  const rows = await db
    .selectDistinct({ currency: productPriceBreaks.currency, minQty: productPriceBreaks.minQty })
    .from(productPriceBreaks)
    .innerJoin(products, eq(products.id, productPriceBreaks.productId))
    .where(where)
    .orderBy(asc(productPriceBreaks.currency), asc(productPriceBreaks.minQty));
  return (['USD', 'CNY'] as const).flatMap((currency) => {
    const own = rows.filter((r) => r.currency === currency);
    return own.length <= EXPORT_BREAK_COLUMNS_MAX ? own : [];
  });
}

function breakValues(columns: readonly SheetBreakColumn[], breaks: BreaksByCurrency | undefined) {
  return Object.fromEntries(columns.map((c) => [breakKey(c), breaks?.[c.currency].find((b) => b.minQty === c.minQty)?.price ?? null]));
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function filterOf(db: Db, siteId: number, query: CatalogueExportQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(products.siteId, siteId)];
  if (query.q) conditions.push(or(ilike(products.code, like(query.q)), ilike(products.name, like(query.q)), ilike(products.nameen, like(query.q))));
  if (query.topicId) {
    const [topic] = await db
      .select({ code: topics.code })
      .from(topics)
      .where(and(eq(topics.siteId, siteId), eq(topics.id, query.topicId)));
    if (!topic) throw new DomainError('not_found', `no topic ${query.topicId}`, { input: 'topicId' });
    conditions.push(sql`${products.classcode} LIKE ${`${topic.code}%`}`);
  }
  if (query.published) conditions.push(eq(products.published, query.published === '1'));
  if (query.hot) conditions.push(eq(products.isHot, query.hot === '1' ? 1 : 0));
  if (query.stock) conditions.push(query.stock === '1' ? gt(products.stock, 0) : lte(products.stock, 0));
  // The staff's "new" flag (is_new, the column the workspace list filters by), as in the file.
  if (query.new) conditions.push(eq(products.isNew, query.new === '1' ? 1 : 0));
  return and(...conditions);
}

/** The topic as the file names it: its name when that finds it again on import, else its code. */
function topicNames(entries: readonly NamedEntry[], lang: 'zh' | 'en'): Map<string, string> {
  const uses = new Map<string, number>();
  for (const t of entries) for (const n of new Set([t.name, t.nameen].map(normalizeHeader))) uses.set(n, (uses.get(n) ?? 0) + 1);
  const codes = new Set(entries.map((t) => t.code.toLowerCase()));
  return new Map(
    entries.map((t) => {
      const name = (lang === 'zh' ? t.name || t.nameen : t.nameen || t.name).trim();
      const unique = name && uses.get(normalizeHeader(name)) === 1 && !codes.has(name.toLowerCase()) && !/^\d+$/.test(name);
      return [t.code, unique ? name : t.code];
    }),
  );
}

function rowValues(p: ProductState, topicName: ReadonlyMap<string, string>) {
  const blank = (s: string) => (s === '' ? null : s);
  return {
    code: p.code,
    name: blank(p.name),
    nameen: blank(p.nameen),
    price: p.price,
    foreignprice: p.foreignprice,
    stock: p.stock,
    moq: p.moq,
    unit: blank(p.unitCode),
    pack: blank(p.packCode),
    pcsPerCarton: p.pcsPerCarton,
    cartonLengthCm: p.cartonLengthCm,
    cartonWidthCm: p.cartonWidthCm,
    cartonHeightCm: p.cartonHeightCm,
    grossWeightKg: p.grossWeightKg,
    netWeightKg: p.netWeightKg,
    barcode: blank(p.barcode),
    keyword: blank(p.keyword),
    color: blank(p.colorCode),
    material: blank(p.material),
    materialen: blank(p.materialen),
    light: p.light,
    electric: p.electric,
    topics: blank(topicName.get(p.classcode) ?? p.classcode),
    pictures: blank(p.pics.split(',').filter(Boolean).join(', ')),
    descriptionZh: blank(p.descriptionZh),
    descriptionEn: blank(p.descriptionEn),
    hot: p.isHot,
    new: p.isNew,
    launchtime: p.launchtime,
    published: p.published ? 1 : 0,
  };
}

async function writeExport(db: Db, siteId: number, query: CatalogueExportQuery, where: SQL | undefined, out: PassThrough): Promise<void> {
  const lang = query.lang;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEET_NAMES[lang].products, { views: [{ state: 'frozen', ySplit: 1 }] });
  const breakColumns = await breakColumnsOf(db, where);
  sheet.columns = productColumns(lang, breakColumns);
  styleHeader(sheet.getRow(1));
  const topicName = topicNames((await loadLists(db, siteId)).topics, lang);
  let after = 0;
  for (;;) {
    const page = await db
      .select(productStateColumns)
      .from(products)
      .where(and(where, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (page.length === 0) break;
    const breaks = breakColumns.length
      ? await breaksOf(
          db,
          siteId,
          page.map((p) => p.id),
        )
      : new Map<number, BreaksByCurrency>();
    for (const p of await withDescriptions(db, siteId, page)) sheet.addRow({ ...rowValues(p, topicName), ...breakValues(breakColumns, breaks.get(p.id)) }).commit();
    after = page.at(-1)!.id;
    if (page.length < PAGE) break;
  }
  sheet.commit();
  writeGuide(workbook.addWorksheet(SHEET_NAMES[lang].guide), lang, true);
  await workbook.commit();
}

/** The export as a stream; bad filters fail before the first byte. */
export async function exportCatalogue(db: Db, siteId: number, query: CatalogueExportQuery): Promise<Readable> {
  const where = await filterOf(db, siteId, query);
  const out = new PassThrough();
  writeExport(db, siteId, query, where, out).catch((error: unknown) => {
    console.error('[export] catalogue export failed:', error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
