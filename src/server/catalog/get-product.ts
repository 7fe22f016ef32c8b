import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf, localizedName, localizedPrice } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import { priceRanges, type PriceRange } from '@/lib/pricing/price-breaks';
import type { Db } from '@/server/db/client';
import { productRowColumns } from './product-card';
import { storefrontProducts } from './storefront-products';
import { packs, productDescriptions, products, topics, units } from '@/server/db/schema';
import { breaksOf } from '@/server/pricing/product-breaks';

export interface ProductDetail {
  id: number;
  code: string;
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

/** One product in the visitor's language, or null when the id is not a product of this site. */
export async function getProductDetail(db: Db, siteId: number, id: number, locale: Locale): Promise<ProductDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select(productRowColumns)
    .from(products)
    .where(and(storefrontProducts(siteId), eq(products.id, id)))
    .limit(1);
  if (!row) return null;
  const [[topic], [description], [unit], [pack], breaks] = await Promise.all([
    db
      .select()
      .from(topics)
      .where(and(eq(topics.siteId, siteId), eq(topics.code, row.classcode)))
      .limit(1),
    db
      .select()
      .from(productDescriptions)
      .where(and(eq(productDescriptions.productId, id), eq(productDescriptions.languageFlag, languageFlagOf(locale))))
      .limit(1),
    db
      .select()
      .from(units)
      .where(and(eq(units.siteId, siteId), eq(units.code, row.unitCode)))
      .limit(1),
    db
      .select()
      .from(packs)
      .where(and(eq(packs.siteId, siteId), eq(packs.code, row.packCode)))
      .limit(1),
    breaksOf(db, siteId, [id]),
  ]);
  const price = localizedPrice(row, locale);
  return {
    id: row.id,
    code: row.code,
    name: localizedName(row, locale),
    names: { name: row.name, nameen: row.nameen },
    price,
    priceRanges: priceRanges(price, row.moq, breaks.get(id)?.[locale === 'zh' ? 'CNY' : 'USD'] ?? []),
    pics: splitPics(row.pics),
    stock: row.stock,
    moq: row.moq,
    unitCode: row.unitCode,
    unit: unit ? localizedName(unit, locale) : row.unitCode,
    packing: pack ? localizedName(pack, locale) : row.packCode,
    pcsPerCarton: row.pcsPerCarton,
    carton: { l: row.cartonLengthCm, w: row.cartonWidthCm, h: row.cartonHeightCm },
    grossWeightKg: row.grossWeightKg,
    netWeightKg: row.netWeightKg,
    barcode: row.barcode,
    material: locale === 'zh' ? row.material || row.materialen : row.materialen || row.material,
    launchtime: row.launchtime,
    topic: topic ? { code: topic.code, name: localizedName(topic, locale) } : null,
    descriptionHtml: description?.content ?? '',
  };
}
