import type { ProductFilterQuery, ProductOrderText } from '@/lib/validation/catalog';
import type { ProductOrder, ProductQuery } from './product-query';

// The validated §7 query of /api/Product (and GetFilter, GetByTopicCode) → findProducts' ProductQuery.

/** Allow-listed orderBy text → findProducts ordering (the text itself never reaches SQL). */
export const PRODUCT_ORDER_OF: Record<ProductOrderText, ProductOrder> = {
  'launchtime desc': 'new',
  'stock desc': 'stock',
  'sales desc': 'hot',
  'price asc': 'priceAsc',
  'price desc': 'priceDesc',
  'moq asc': 'moqAsc',
  relevance: 'relevance',
};

/** The filters of a ProductQuery (everything but paging and order). */
export type ProductFilters = Omit<ProductQuery, 'page' | 'pageSize' | 'orderBy'>;

export function productFiltersOf(q: Omit<ProductFilterQuery, 'userId' | 'languageFlag' | 'title'>): ProductFilters {
  return {
    keyword: q.keyword,
    topicCode: q.code,
    topicIds: q.topicIds,
    hasStock: q.hasStock || undefined,
    isHot: q.isHot || undefined,
    priceBand: q.price,
    colorCodes: q.ColorCode,
    light: q.light || undefined,
    electric: q.electric || undefined,
    priceGroups: q.price_group,
  };
}
