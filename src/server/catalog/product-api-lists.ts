import type { LanguageFlag } from '@/lib/locale-fields';
import { DomainError } from '@/server/errors';
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
}

/**
 * One page of a site's products as DTOs (§7 /api/Product, GetByTopicCode), through findProducts.
 * An unknown topic code is a 404 naming its field: an empty list would hide a broken link.
 */
export async function listProductDtos(db: Db, siteId: number, request: ProductListRequest): Promise<{ list: ProductDto[]; total: number }> {
  const { filters, flag } = request;
  if (filters.topicCode && !(await findTopicByCode(db, siteId, filters.topicCode))) {
    throw new DomainError('not_found', `no topic has the code ${filters.topicCode}`, { input: 'topicCode', topicCode: filters.topicCode });
  }
  const { rows, total } = await findProducts(db, siteId, localeOfFlag(flag), {
    ...filters,
    page: request.page,
    pageSize: request.pageSize,
    orderBy: request.orderBy,
  });
  return { list: await toProductDtos(db, siteId, rows, flag), total };
}
