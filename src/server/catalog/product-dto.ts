import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cartonVolumeM3 } from '@/lib/carton';
import { currencyOf, localizedName, localizedPrice, type LanguageFlag } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import { pickFields } from '@/lib/pick-fields';
import { unitNameIn } from '@/lib/unit-quantity';
import type { ProductDto, ProductTopicRef, RecommendedProductDto } from '@/lib/validation/catalog';
import type { Db } from '@/server/db/client';
import { topics, units } from '@/server/db/schema';
import type { ProductRow } from './product-card';

// The §3 product as the JSON API sends it (R3.07): the raw fields of both languages, so a client
// may switch language without asking again, plus display fields already chosen by languageFlag.
// The shapes are the schemas of src/lib/validation/catalog.ts.

export type { ProductDto, ProductTopicRef, RecommendedProductDto };

/** What both product shapes share; they differ in `pics` (a string in lists, an array in recommendations). */
type ProductDtoFields = Omit<ProductDto, 'pics'>;

/** R3.13: flag 0 is Chinese, 1 English. */
export function localeOfFlag(flag: LanguageFlag): Locale {
  return flag === 0 ? 'zh' : 'en';
}

/** R3.13: the display fields of a product (catalogue or order snapshot), chosen by languageFlag. */
export function displayFields(row: { name: string; nameen: string; price: number; foreignprice: number }, flag: LanguageFlag) {
  const locale = localeOfFlag(flag);
  return { languageFlag: flag, displayName: localizedName(row, locale), displayPrice: localizedPrice(row, locale), currency: currencyOf(locale) };
}

/** A unit of the unit list (§1), both names. */
export interface UnitNames {
  name: string;
  nameen: string;
}

function fields(row: ProductRow, topic: ProductTopicRef | null, flag: LanguageFlag, unit: UnitNames | null = null): ProductDtoFields {
  const locale = localeOfFlag(flag);
  return {
    ...pickFields(row, ['id', 'code', 'classcode', 'keyword', 'name', 'nameen', 'price', 'foreignprice', 'stock']),
    launchtime: row.launchtime.toISOString(),
    topic,
    Tick: 0,
    isHot: row.isHot,
    moq: row.moq,
    unitCode: row.unitCode,
    unitName: unitNameIn(row.unitCode, unit, locale),
    packCode: row.packCode,
    pcsPerCarton: row.pcsPerCarton,
    cartonLengthCm: row.cartonLengthCm,
    cartonWidthCm: row.cartonWidthCm,
    cartonHeightCm: row.cartonHeightCm,
    cartonVolumeM3: cartonVolumeM3(row.cartonLengthCm, row.cartonWidthCm, row.cartonHeightCm),
    grossWeightKg: row.grossWeightKg,
    netWeightKg: row.netWeightKg,
    barcode: row.barcode,
    ...displayFields(row, flag),
  };
}

export function toProductDto(row: ProductRow, topic: ProductTopicRef | null, flag: LanguageFlag, unit: UnitNames | null = null): ProductDto {
  return { ...fields(row, topic, flag, unit), pics: splitPics(row.pics).join(',') };
}

export function toRecommendedProductDto(row: ProductRow, topic: ProductTopicRef | null, flag: LanguageFlag, unit: UnitNames | null = null): RecommendedProductDto {
  return { ...fields(row, topic, flag, unit), pics: splitPics(row.pics) };
}

/** Both names of the site's `table` rows (units, topics) whose code is one of `codes`, by code, in one query. */
async function namesByCode(db: Db, siteId: number, table: typeof units | typeof topics, codes: readonly string[]): Promise<Map<string, ProductTopicRef>> {
  const distinct = [...new Set(codes)];
  if (distinct.length === 0) return new Map();
  const found = await db
    .select({ code: table.code, name: table.name, nameen: table.nameen })
    .from(table)
    .where(and(eq(table.siteId, siteId), inArray(table.code, distinct)));
  return new Map(found.map((row) => [row.code, row]));
}

/** The units (by code) the rows are sold in. */
export const unitNamesOf = (db: Db, siteId: number, rows: readonly { unitCode: string }[]): Promise<Map<string, UnitNames>> =>
  namesByCode(
    db,
    siteId,
    units,
    rows.map((row) => row.unitCode),
  );

/** The topics (by code) the rows belong to. */
export const topicRefsOf = (db: Db, siteId: number, rows: readonly ProductRow[]): Promise<Map<string, ProductTopicRef>> =>
  namesByCode(
    db,
    siteId,
    topics,
    rows.map((row) => row.classcode),
  );

/** Rows → DTOs with their topic, pics as a string (lists) or an array (recommendations). */
export async function toProductDtos(db: Db, siteId: number, rows: readonly ProductRow[], flag: LanguageFlag): Promise<ProductDto[]> {
  const [refs, unitNames] = await Promise.all([topicRefsOf(db, siteId, rows), unitNamesOf(db, siteId, rows)]);
  return rows.map((row) => toProductDto(row, refs.get(row.classcode) ?? null, flag, unitNames.get(row.unitCode) ?? null));
}

export async function toRecommendedProductDtos(db: Db, siteId: number, rows: readonly ProductRow[], flag: LanguageFlag): Promise<RecommendedProductDto[]> {
  const [refs, unitNames] = await Promise.all([topicRefsOf(db, siteId, rows), unitNamesOf(db, siteId, rows)]);
  return rows.map((row) => toRecommendedProductDto(row, refs.get(row.classcode) ?? null, flag, unitNames.get(row.unitCode) ?? null));
}
