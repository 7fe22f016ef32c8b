import type { LanguageFlag } from '@/lib/locale-fields';
import { AppError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { findProducts } from './list-products';
import type { ProductOrder } from './product-query';
import type { ProductFilters } from './product-api-query';
import { localeOfFlag, toProductDtos, type ProductDto } from './product-dto';
import { findTopicByCode } from './topics';

export interface ProductListRequest {
  filters: ProductFilters;
  page: number;
  pageSize: number;
  orderBy?: ProductOrder;
  flag: LanguageFlag;
  /** The query field that carries filters.topicCode, named by the 404 of an unknown topic. */
  topicField?: string;
}

/**
 * One page of a site's products as DTOs (§7 /api/Product, GetByTopicCode), through findProducts.
 * An unknown topic code is a 404 naming its field: an empty list would hide a broken link.
 */
export async function listProductDtos(db: Db, siteId: number, request: ProductListRequest): Promise<{ list: ProductDto[]; total: number }> {
  const { filters, flag } = request;
  if (filters.topicCode && !(await findTopicByCode(db, siteId, filters.topicCode))) {
    const field = request.topicField ?? 'code';
    throw new AppError('not_found', `${field}: no topic has the code ${filters.topicCode}`, { field });
  }
  const { rows, total } = await findProducts(db, siteId, localeOfFlag(flag), {
    ...filters,
    page: request.page,
    pageSize: request.pageSize,
    orderBy: request.orderBy,
  });
  return { list: await toProductDtos(db, siteId, rows, flag), total };
}
