import { OpenAPIHono } from '@hono/zod-openapi';
import {
  productDescriptionQuery,
  productDescriptionSchema,
  productDetailQuery,
  productDtoSchema,
  productIdPath,
  productListQuery,
  productsByTopicQuery,
} from '@/lib/validation/catalog';
import { productFiltersOf, PRODUCT_ORDER_OF } from '@/server/catalog/product-api-query';
import { cached } from '@/server/catalog/cached-reads';
import { catalogFiltersApi } from './catalog-filters';
import { catalogLookupApi } from './catalog-lookup';
import { catalogRecommendationsApi } from './catalog-recommendations';
import { dataEnvelope, dataEnvelopeSchema, dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { sitePageRoute } from '../kit/page-routes';
import { AppError } from '@/server/errors';
import { renamed, withFields } from '../kit/domain-answers';
import { FAILURE } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 GET /api/Product (R7.52, R7.53), /api/Product/GetByTopicCode (R7.54, R7.55),
// /api/Product/{id} (R7.56, R7.57) and /api/ProductDescription/GetProductDescriptionInfo (R7.58).
// §8: a failed list is 'Get product list error.', any other product read 'Get products error.'.

export const catalogProductsApi = new OpenAPIHono();

sitePageRoute(catalogProductsApi, '/Product', 'Catalogue', FAILURE.productList, {
  query: productListQuery,
  summary: 'Products: one page under the given filters',
  description:
    'Filters combine with AND; ticks of one kind (ColorCode, price_group) with OR. PageSize 0 answers an empty list ' +
    'without reading the database (§5). An unknown topic code is a 404 naming code.',
  list: [productDtoSchema, 'data.list of products (pics comma-separated) and the total'],
  emptyUnread: true,
  shared: true,
  read: ({ db, siteId }, query) =>
    // The topic filter travels as `code` in this call.
    withFields(renamed({ topicCode: 'code' }), () =>
      cached.listProductDtos(db, siteId, {
        filters: productFiltersOf(query),
        page: query.page,
        pageSize: query.PageSize,
        orderBy: query.orderBy && PRODUCT_ORDER_OF[query.orderBy],
        flag: query.languageFlag,
      }),
    ),
});

sitePageRoute(catalogProductsApi, '/Product/GetByTopicCode', 'Catalogue', FAILURE.products, {
  query: productsByTopicQuery,
  summary: "A topic's products (topic lists hold 20, newest first)",
  description: 'The topic and its sub-topics. An unknown topicCode is a 404 naming topicCode.',
  list: [productDtoSchema, 'data.list of products and the total'],
  emptyUnread: true,
  shared: true,
  read: ({ db, siteId }, query) =>
    cached.listProductDtos(db, siteId, {
      filters: { topicCode: query.topicCode },
      page: query.page,
      pageSize: query.PageSize,
      orderBy: PRODUCT_ORDER_OF[query.OrderBy],
      flag: query.languageFlag,
    }),
});

const descriptionRoute = apiRoute('get', '/ProductDescription/GetProductDescriptionInfo', { query: productDescriptionQuery }, 'Catalogue', {
  summary: "A product's description in one language",
  description: "data is { productId, languageFlag, content } (R3.12: the client reads data). When the asked language has no text the other language's is sent, with its flag.",
  ok: [dataEnvelopeSchema(productDescriptionSchema), 'The description'],
  errors: READ_ERRORS,
  shared: true,
});

siteRoute(catalogProductsApi, descriptionRoute, FAILURE.products, async (c, { site }) => {
  const query = c.req.valid('query');
  const { db, siteId } = await site(query.userId);
  const description = await cached.getProductDescription(db, siteId, query.productId, query.languageFlag);
  if (!description) throw new AppError('not_found', `productId: no product has the id ${query.productId}`, { field: 'productId' });
  return c.json(dataEnvelope(description), 200);
});

// Hono tries routes in the order they were added, so every static /Product/<Name> path must be
// registered before /Product/{id} below, or {id} would catch it (and answer 400 naming id).
catalogProductsApi.route('/', catalogFiltersApi);
catalogProductsApi.route('/', catalogRecommendationsApi);
catalogProductsApi.route('/', catalogLookupApi); // POST /Product/ByCodes, /Product/ByIds (quick order, the guest cart)

const detailRoute = apiRoute('get', '/Product/{id}', { params: productIdPath, query: productDetailQuery }, 'Catalogue', {
  summary: 'One product',
  description: "data.dto. A non-numeric id is a 400 naming id; another site's or an unknown id a 404 naming id.",
  ok: [dtoEnvelopeSchema(productDtoSchema), 'data.dto: the product (pics comma-separated)'],
  errors: READ_ERRORS,
  shared: true,
});

siteRoute(catalogProductsApi, detailRoute, FAILURE.products, async (c, { site }) => {
  const { id } = c.req.valid('param');
  const query = c.req.valid('query');
  const { db, siteId } = await site(query.userId);
  const dto = await cached.getProductDto(db, siteId, id, query.languageFlag);
  if (!dto) throw new AppError('not_found', `id: no product has the id ${id}`, { field: 'id' });
  return c.json(dtoEnvelope(dto), 200);
});
