import { and, eq } from 'drizzle-orm';
import type { LanguageFlag } from '@/lib/locale-fields';
import { MAX_ROW_ID } from '@/lib/validation/catalog';
import type { Db } from '@/server/db/client';
import { productDescriptions, products } from '@/server/db/schema';
import { sanitizeRichText } from '@/server/content/rich-text';
import { productRowColumns, type ProductRow } from './product-card';
import { storefrontProducts } from './storefront-products';
import { toProductDtos, type ProductDto } from './product-dto';

/** The row of a product of this site, or null (other sites' ids are not found either). */
export async function findProductRow(db: Db, siteId: number, id: number): Promise<ProductRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) return null;
  const [row] = await db
    .select(productRowColumns)
    .from(products)
    .where(and(storefrontProducts(siteId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** §7 GET /api/Product/{id}: the product's dto, or null. */
export async function getProductDto(db: Db, siteId: number, id: number, flag: LanguageFlag): Promise<ProductDto | null> {
  const row = await findProductRow(db, siteId, id);
  if (!row) return null;
  const [dto] = await toProductDtos(db, siteId, [row], flag);
  return dto ?? null;
}

export interface ProductDescriptionInfo {
  productId: number;
  /** The language of `content`: the one asked for, or the other when only that one is written. */
  languageFlag: LanguageFlag;
  /** Sanitized HTML ('' when the product has no description). */
  content: string;
}

/** §7 GetProductDescriptionInfo (R3.12): the description in the asked language, or null for no such product. */
export async function getProductDescription(db: Db, siteId: number, productId: number, flag: LanguageFlag): Promise<ProductDescriptionInfo | null> {
  const product = await findProductRow(db, siteId, productId);
  if (!product) return null;
  const rows = await db
    .select({ languageFlag: productDescriptions.languageFlag, content: productDescriptions.content })
    .from(productDescriptions)
    .where(and(eq(productDescriptions.siteId, siteId), eq(productDescriptions.productId, productId)));
  const chosen = rows.find((r) => r.languageFlag === flag) ?? rows.find((r) => r.content.trim() !== '');
  if (!chosen) return { productId, languageFlag: flag, content: '' };
  return { productId, languageFlag: chosen.languageFlag === 0 ? 0 : 1, content: sanitizeRichText(chosen.content) };
}
