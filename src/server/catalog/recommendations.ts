import type { Locale } from '@/i18n/routing';
import type { LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { findProducts } from './list-products';
import type { ProductRow } from './product-card';
import { localeOfFlag, toRecommendedProductDtos, type RecommendedProductDto } from './product-dto';
import { findProductRow } from './product-lookup';

// The recommendation lists of §7, answered in data.listdto with `pics` as an array (R3.08).
// There is no ERP behind this storefront: the two "FromERPLink" calls are served from the
// catalogue itself (see docs/ARCHITECTURE.md).

/** Topic code → its ancestors' codes, nearest first ('001002003' → ['001002', '001']). */
function ancestorCodes(code: string): string[] {
  const codes: string[] = [];
  for (let end = code.length - 3; end >= 3; end -= 3) codes.push(code.slice(0, end));
  return codes;
}

/** The rows behind the similar list: up to `size` other products of the product's topic, newest first, then its parents'. */
async function similarRows(db: Db, siteId: number, product: RailProduct, size: number, locale: Locale): Promise<ProductRow[]> {
  const picked: ProductRow[] = [];
  const seen = new Set([product.id]);
  for (const topicCode of [product.classcode, ...ancestorCodes(product.classcode)]) {
    // Ask for enough rows to skip the ones already taken (and the product itself).
    const { rows } = await findProducts(db, siteId, locale, { page: 1, pageSize: size + seen.size, topicCode, orderBy: 'new' }, 'none');
    for (const row of rows) {
      if (picked.length === size) break;
      if (!seen.has(row.id)) {
        seen.add(row.id);
        picked.push(row);
      }
    }
    if (picked.length === size) break;
  }
  return picked;
}

/** The rows behind the recommended list: the newest launches that are in stock. */
async function recommendedRows(db: Db, siteId: number, size: number, locale: Locale): Promise<ProductRow[]> {
  return (await findProducts(db, siteId, locale, { page: 1, pageSize: size, hasStock: true, orderBy: 'new' }, 'none')).rows;
}

/**
 * §7 SimilarListProduct_Tway: up to `size` other products of the product's topic, newest first,
 * filled up from the parent topic (then the grandparent) when the topic has too few.
 * Null when the product is not one of this site's.
 */
export async function similarProducts(db: Db, siteId: number, productId: number, size: number, flag: LanguageFlag): Promise<RecommendedProductDto[] | null> {
  const product = await findProductRow(db, siteId, productId);
  if (!product) return null;
  if (size === 0) return [];
  return toRecommendedProductDtos(db, siteId, await similarRows(db, siteId, product, size, localeOfFlag(flag)), flag);
}

/** The product whose page the rails sit under: its id and topic are all they need of it. */
export interface RailProduct {
  id: number;
  classcode: string;
}

/**
 * The product page's two rails (the similar list, and the recommended list with one spare to
 * drop the product itself) from the product the page has already read, with one lookup of topic
 * and unit names for both: a product page renders them on every first view.
 * §8: a failure of the similar list leaves it empty rather than failing the page.
 */
export async function productRails(
  db: Db,
  siteId: number,
  product: RailProduct,
  size: number,
  flag: LanguageFlag,
): Promise<{ similar: RecommendedProductDto[]; recommended: RecommendedProductDto[] }> {
  const locale = localeOfFlag(flag);
  const [similar, recommended] = await Promise.all([similarRows(db, siteId, product, size, locale).catch(() => []), recommendedRows(db, siteId, size + 1, locale)]);
  const dtos = await toRecommendedProductDtos(db, siteId, [...similar, ...recommended], flag);
  return { similar: dtos.slice(0, similar.length), recommended: dtos.slice(similar.length) };
}

/** §7 GetHotProductFromERPLink (PageSize 9): hot products (isHot=1, §9), best-selling first. */
export async function erpHotProducts(db: Db, siteId: number, size: number, flag: LanguageFlag): Promise<RecommendedProductDto[]> {
  const { rows } = await findProducts(db, siteId, localeOfFlag(flag), { page: 1, pageSize: size, isHot: true, orderBy: 'hot' }, 'none');
  return toRecommendedProductDtos(db, siteId, rows, flag);
}

/** §7 GetRecommendProductFromERPLink (PageSize 20): the newest launches that are in stock. */
export async function erpRecommendedProducts(db: Db, siteId: number, size: number, flag: LanguageFlag): Promise<RecommendedProductDto[]> {
  return toRecommendedProductDtos(db, siteId, await recommendedRows(db, siteId, size, localeOfFlag(flag)), flag);
}
