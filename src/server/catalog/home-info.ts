import type { LanguageFlag } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { findProducts } from './list-products';
import { localeOfFlag, toProductDtos, type ProductDto } from './product-dto';
import { listTopicDtos, type TopicDto } from './topics';

/** §2 new-product banner size. */
export const HOME_NEW_PRODUCTS = 8;
/** §9 / R9.15: the home topic list holds 11. */
export const HOME_TOPICS = 11;

export interface HomeInfo {
  /** The newest launches (R3.54). */
  listNewProduct: ProductDto[];
  /** The home topic tiles: the top topics (istop 1) by code, as /api/Topic's top form (R9.15). */
  listTopic: TopicDto[];
}

/**
 * §7 GET /api/Home. The other home sections have calls of their own (TopSellingProduct, Product
 * with isHot=1 or hasStock=1, GetByTopicCode for the seasonal groups), so home info holds only
 * what §3 names.
 */
export async function getHomeInfo(db: Db, siteId: number, flag: LanguageFlag): Promise<HomeInfo> {
  const [newest, topTopics] = await Promise.all([
    findProducts(db, siteId, localeOfFlag(flag), { page: 1, pageSize: HOME_NEW_PRODUCTS, orderBy: 'new' }, 'none'),
    listTopicDtos(db, siteId, { orderBy: 'code asc', screen: 'istop in 1', paging: { all: false, page: 1, pageSize: HOME_TOPICS } }),
  ]);
  return { listNewProduct: await toProductDtos(db, siteId, newest.rows, flag), listTopic: topTopics.list };
}
