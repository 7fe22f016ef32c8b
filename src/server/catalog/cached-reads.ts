import { cachedCatalogRead } from '@/server/cache/catalog-cache';
import { getContactInfo } from '@/server/content/contact-info';
import { getArticle, listArticles } from '@/server/content/articles';
import { listFairs } from '@/server/content/fairs';
import { listCurrentBanners, listCurrentNotices } from '@/server/content/notices-banners';
import { listVideos } from '@/server/content/pages';
import { listSettingItems } from '@/server/settings';
import { bandCrossingRate } from './band-rate';
import { getFacets } from './facets';
import { getFilterTickLists } from './filter-tick-lists';
import { getProductDetail } from './get-product';
import { getHomeInfo } from './home-info';
import { getHomeSections } from './home-sections';
import { listProducts } from './list-products';
import { listProductDtos } from './product-api-lists';
import { getProductDescription, getProductDto } from './product-lookup';
import { productRails } from './recommendations';
import { getTopicTree } from './topic-tree';
import { getTopicDtoTree } from './topics';

// The catalogue reads that pages and the JSON API share between visitors, answered from Next's
// data cache (src/server/cache/catalog-cache.ts). Same signatures as the plain reads.
export const cached = {
  listProducts: cachedCatalogRead('listProducts', listProducts),
  getFacets: cachedCatalogRead('getFacets', getFacets),
  listSettingItems: cachedCatalogRead('listSettingItems', listSettingItems),
  getProductDetail: cachedCatalogRead('getProductDetail', getProductDetail),
  getHomeSections: cachedCatalogRead('getHomeSections', getHomeSections),
  productRails: cachedCatalogRead('productRails', productRails),
  getTopicTree: cachedCatalogRead('getTopicTree', getTopicTree),
  getContactInfo: cachedCatalogRead('getContactInfo', getContactInfo),
  listFairs: cachedCatalogRead('listFairs', (db, siteId, locale: Parameters<typeof listFairs>[2]) => listFairs(db, siteId, locale)),
  listArticles: cachedCatalogRead('listArticles', listArticles),
  // The clock is not an argument: a notice or banner crossing its start or end shows within the
  // 5-minute bound of every cached read (catalog-cache.ts), like a fair's "upcoming" flag.
  listCurrentNotices: cachedCatalogRead('listCurrentNotices', (db, siteId, locale: Parameters<typeof listCurrentNotices>[2]) => listCurrentNotices(db, siteId, locale)),
  listCurrentBanners: cachedCatalogRead('listCurrentBanners', (db, siteId, locale: Parameters<typeof listCurrentBanners>[2]) => listCurrentBanners(db, siteId, locale)),
  getArticle: cachedCatalogRead('getArticle', getArticle),
  listVideos: cachedCatalogRead('listVideos', listVideos),
  listProductDtos: cachedCatalogRead('listProductDtos', listProductDtos),
  getProductDto: cachedCatalogRead('getProductDto', getProductDto),
  getProductDescription: cachedCatalogRead('getProductDescription', getProductDescription),
  getHomeInfo: cachedCatalogRead('getHomeInfo', getHomeInfo),
  getTopicDtoTree: cachedCatalogRead('getTopicDtoTree', getTopicDtoTree),
  getFilterTickLists: cachedCatalogRead('getFilterTickLists', getFilterTickLists),
  bandCrossingRate: cachedCatalogRead('bandCrossingRate', bandCrossingRate),
};
