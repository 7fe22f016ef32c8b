// What a product list asks for, apart from how it is answered: list-products.ts finds the
// products, facet-counts.ts reads the maintained counts; both take this shape and neither imports
// the other for it.

import type { BandScale } from '@/lib/price-bands';

export type ProductOrder = 'new' | 'stock' | 'hot' | 'priceAsc' | 'priceDesc' | 'moqAsc' | 'relevance';

/** Every filter of the §7 Product call and the §2 list pages. */
export interface ProductQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  /** A topic code: the topic and its descendants (codes are hierarchical). */
  topicCode?: string;
  /** §7 topicIds: topic ids, each with its descendants. */
  topicIds?: number[];
  hasStock?: boolean;
  isHot?: boolean;
  /** Price band 0-9 on the price the locale shows (§2). */
  priceBand?: number;
  /**
   * Which bounds `priceBand` and `priceGroups` mean: the §2 (USD) bounds unless set. Storefront
   * pages set their locale's (`bandScaleOf`: CNY bands in Chinese); the §7 API keeps the §2 ones.
   */
  bandScale?: BandScale;
  /** Filter ticks (§3): colour codes, light, electric, price groups. */
  colorCodes?: string[];
  light?: boolean;
  electric?: boolean;
  priceGroups?: number[];
  orderBy?: ProductOrder;
}
