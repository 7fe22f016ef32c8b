import { asksNoRows, pagingOf } from '@/lib/validation/common';
import { OpenAPIHono } from '@hono/zod-openapi';
import { productDtoSchema, productShortListQuery, recommendedProductSchema, similarProductsQuery, topSellingQuery } from '@/lib/validation/catalog';
import { erpHotProducts, erpRecommendedProducts, similarProducts } from '@/server/catalog/recommendations';
import { topSellingProducts } from '@/server/catalog/top-selling';
import { listdtoEnvelope, listdtoEnvelopeSchema, listEnvelope, listEnvelopeSchema } from '../kit/envelope';
import { AppError, DomainError } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 recommendation calls: SimilarListProduct_Tway (R7.60, R7.61), GetHotProductFromERPLink
// (R7.62, R7.63), GetRecommendProductFromERPLink (R7.64, R7.65) in data.listdto with pics as an
// array (R3.08); TopSellingProduct (R7.66, R7.67) in data.list. Mounted by catalog-products.ts,
// ahead of /Product/{id}.

export const catalogRecommendationsApi = new OpenAPIHono();

/**
 * §8 (R8.42, R8.43): a failed top-selling or similar-product read answers an empty list, not an
 * error; the failure is logged. Bad input (400, unknown site or product 404) still answers as such.
 */
async function emptyOnFailure<T>(what: string, empty: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || error instanceof DomainError) throw error;
    console.error(`[api] ${what} failed; answering an empty list`, error);
    return empty;
  }
}

const similarRoute = apiRoute('get', '/Product/SimilarListProduct_Tway', { query: similarProductsQuery }, 'Catalogue', {
  summary: 'Products similar to one product',
  description:
    "Up to PageSize (default 6) other products of the product's topic, newest first, filled up from the parent topic. " +
    'The detail page pads or cuts the list to 6 (R9.07). A failed read answers an empty list (§8).',
  ok: [listdtoEnvelopeSchema(recommendedProductSchema), 'data.listdto (pics arrays)'],
  errors: ['bad_request', 'not_found'],
});

siteRoute(catalogRecommendationsApi, similarRoute, null, async (c, { site }) => {
  const query = c.req.valid('query');
  if (query.PageSize === 0) return c.json(listdtoEnvelope([]), 200); // §5, R5.28: PageSize 0 asks for no rows
  const list = await emptyOnFailure('similar products', [], async () => {
    const { db, siteId } = await site(query.userId);
    const similar = await similarProducts(db, siteId, query.productId, query.PageSize, query.languageFlag);
    if (!similar) throw new AppError('not_found', `productId: no product has the id ${query.productId}`, { field: 'productId' });
    return similar;
  });
  return c.json(listdtoEnvelope(list), 200);
});

const erpLists = [
  {
    path: '/Product/GetHotProductFromERPLink',
    size: 9,
    summary: 'Hot products (the ERP hot list)',
    description: 'No ERP is connected: hot products (isHot=1) by units sold, most first. PageSize default 9 (§9).',
    read: erpHotProducts,
  },
  {
    path: '/Product/GetRecommendProductFromERPLink',
    size: 20,
    summary: 'Recommended products (the ERP recommendation list)',
    description: 'No ERP is connected: the newest launches that are in stock. PageSize default 20 (§9).',
    read: erpRecommendedProducts,
  },
] as const;

for (const spec of erpLists) {
  const route = apiRoute('get', spec.path, { query: productShortListQuery(spec.size) }, 'Catalogue', {
    summary: spec.summary,
    description: spec.description,
    ok: [listdtoEnvelopeSchema(recommendedProductSchema), 'data.listdto (pics arrays)'],
    errors: READ_ERRORS,
  });
  siteRoute(catalogRecommendationsApi, route, FAILURE.products, async (c, { site }) => {
    const query = c.req.valid('query');
    if (query.PageSize === 0) return c.json(listdtoEnvelope([]), 200); // §5, R5.28: PageSize 0 asks for no rows
    const { db, siteId } = await site(query.userId);
    const list = await spec.read(db, siteId, query.PageSize, query.languageFlag);
    return c.json(listdtoEnvelope(list), 200);
  });
}

const topSellingRoute = apiRoute('get', '/TopSellingProduct', { query: topSellingQuery }, 'Catalogue', {
  summary: 'Top-selling products',
  description: 'Products by units sold, most first; PageSize default 8 (§9). A failed read answers an empty list (§8).',
  ok: [listEnvelopeSchema(productDtoSchema), 'data.list of products (pics comma-separated) and the total'],
  errors: ['bad_request', 'not_found'],
});

siteRoute(catalogRecommendationsApi, topSellingRoute, null, async (c, { site }) => {
  const query = c.req.valid('query');
  const paging = pagingOf(query);
  if (asksNoRows(paging)) return c.json(listEnvelope([], 0, paging), 200); // §5, R5.28
  const { list, total } = await emptyOnFailure('top-selling products', { list: [], total: 0 }, async () => {
    const { db, siteId } = await site(query.userId);
    return topSellingProducts(db, siteId, { page: query.page, pageSize: query.PageSize }, query.languageFlag);
  });
  return c.json(listEnvelope(list, total, paging), 200);
});
