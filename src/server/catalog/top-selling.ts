import type { LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { findProducts } from './list-products';
import { localeOfFlag, toProductDtos, type ProductDto } from './product-dto';

/** §7 TopSellingProduct (PageSize 8, §9): products by units sold, most first. */
export async function topSellingProducts(db: Db, siteId: number, paging: { page: number; pageSize: number }, flag: LanguageFlag): Promise<{ list: ProductDto[]; total: number }> {
  const { rows, total } = await findProducts(db, siteId, localeOfFlag(flag), { ...paging, orderBy: 'hot' });
  return { list: await toProductDtos(db, siteId, rows, flag), total };
}
