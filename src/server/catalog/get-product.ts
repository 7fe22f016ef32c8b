import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf, localizedName, localizedPrice } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import { priceRanges, type PriceRange } from '@/lib/pricing/price-breaks';
import type { Db } from '@/server/db/client';
import { productRowColumns } from './product-card';
import { storefrontProducts } from './storefront-products';
import { packs, productDescriptions, productPriceBreaks, products, topics, units } from '@/server/db/schema';

export interface ProductDetail {
  id: number;
  code: string;
  /** Its topic's code (the rails below the product read its topic and parents). */
  classcode: string;
  name: string;
  /** Both names, for lists kept in the browser that either locale shows (recently viewed). */
  names: { name: string; nameen: string };
  price: number;
  /** The price by quantity in the visitor's currency, from the MOQ (one range when the product has no breaks; ADR 0052). */
  priceRanges: PriceRange[];
  pics: string[];
  stock: number;
  moq: number;
  /** The unit list's code and the unit's localized name. */
  unitCode: string;
  unit: string;
  packing: string;
  pcsPerCarton: number;
  carton: { l: number; w: number; h: number };
  grossWeightKg: number;
  netWeightKg: number;
  barcode: string;
  /** What it is made of, in the visitor's language (the other language's when only that is known). */
  material: string;
  launchtime: Date;
  topic: { code: string; name: string } | null;
  descriptionHtml: string;
}

/**
 * One product in the visitor's language, or null when the id is not a product of this site.
 * One statement: the topic, unit and packing names, the description and the breaks of the
 * visitor's currency come joined to the product, because every first view of a product page
 * pays for each round trip (a small read costs about as much again as its work in the embedded
 * database).
 */
export async function getProductDetail(db: Db, siteId: number, id: number, locale: Locale): Promise<ProductDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const currency = locale === 'zh' ? 'CNY' : 'USD';
  const breaks = sql<
    [number, number | string][]
  >`(select coalesce(json_agg(json_build_array(${productPriceBreaks.minQty}, ${productPriceBreaks.price}) order by ${productPriceBreaks.minQty}), '[]'::json)
    from ${productPriceBreaks} where ${productPriceBreaks.siteId} = ${siteId} and ${productPriceBreaks.productId} = ${products.id} and ${productPriceBreaks.currency} = ${currency})`;
  const [found] = await db
    .select({
      row: productRowColumns,
      topicCode: topics.code,
      topicName: topics.name,
      topicNameen: topics.nameen,
      unitName: units.name,
      unitNameen: units.nameen,
      packName: packs.name,
      packNameen: packs.nameen,
      description: productDescriptions.content,
      breaks,
    })
    .from(products)
    .leftJoin(topics, and(eq(topics.siteId, siteId), eq(topics.code, products.classcode)))
    .leftJoin(units, and(eq(units.siteId, siteId), eq(units.code, products.unitCode)))
    .leftJoin(packs, and(eq(packs.siteId, siteId), eq(packs.code, products.packCode)))
    .leftJoin(productDescriptions, and(eq(productDescriptions.productId, products.id), eq(productDescriptions.languageFlag, languageFlagOf(locale))))
    .where(and(storefrontProducts(siteId), eq(products.id, id)))
    .limit(1);
  if (!found) return null;
  const { row } = found;
  const price = localizedPrice(row, locale);
  const named = (name: string | null, nameen: string | null, fallback: string) => (name === null || nameen === null ? fallback : localizedName({ name, nameen }, locale));
  return {
    id: row.id,
    code: row.code,
    classcode: row.classcode,
    name: localizedName(row, locale),
    names: { name: row.name, nameen: row.nameen },
    price,
    // numeric(12,4) inside JSON: a number on both drivers; Number() keeps it one if a driver ever sends text.
    priceRanges: priceRanges(
      price,
      row.moq,
      found.breaks.map(([minQty, value]) => ({ minQty, price: Number(value) })),
    ),
    pics: splitPics(row.pics),
    stock: row.stock,
    moq: row.moq,
    unitCode: row.unitCode,
    unit: named(found.unitName, found.unitNameen, row.unitCode),
    packing: named(found.packName, found.packNameen, row.packCode),
    pcsPerCarton: row.pcsPerCarton,
    carton: { l: row.cartonLengthCm, w: row.cartonWidthCm, h: row.cartonHeightCm },
    grossWeightKg: row.grossWeightKg,
    netWeightKg: row.netWeightKg,
    barcode: row.barcode,
    material: locale === 'zh' ? row.material || row.materialen : row.materialen || row.material,
    launchtime: row.launchtime,
    topic: found.topicCode === null ? null : { code: found.topicCode, name: named(found.topicName, found.topicNameen, found.topicCode) },
    descriptionHtml: found.description ?? '',
  };
}
