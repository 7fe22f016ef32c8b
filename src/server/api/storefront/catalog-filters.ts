import { OpenAPIHono } from '@hono/zod-openapi';
import { filterTicksSchema, productFilterTicksQuery } from '@/lib/validation/catalog';
import { cached } from '@/server/catalog/cached-reads';
import { productFiltersOf } from '@/server/catalog/product-api-query';
import { localeOfFlag } from '@/server/catalog/product-dto';
import { findTopicByCode } from '@/server/catalog/topics';
import { dataEnvelope, dataEnvelopeSchema } from '../kit/envelope';
import { AppError } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 GET /api/Product/GetFilter (R7.68, R7.69; ticks R3.16-R3.19). Mounted by catalog-products.ts,
// ahead of /Product/{id}.

export const catalogFiltersApi = new OpenAPIHono();

const route = apiRoute('get', '/Product/GetFilter', { query: productFilterTicksQuery }, 'Catalogue', {
  summary: 'Filter ticks with their product counts',
  description:
    'Takes the filters of /api/Product. Tick is the number of products matching the filters with that value; the ' +
    "counts of one kind leave that kind's own ticks out (ticking Red still shows how many Gold products there are). " +
    'listLight and listElectric hold the entry light 1 (absent when no product qualifies). sessionGuid is an opaque ' +
    'client id, echoed back; nothing is stored.',
  ok: [dataEnvelopeSchema(filterTicksSchema), 'data: listColor, listLight, listElectric, listPrice'],
  errors: READ_ERRORS,
  shared: true,
});

siteRoute(catalogFiltersApi, route, FAILURE.productTicks, async (c, { site }) => {
  const query = c.req.valid('query');
  const { db, siteId } = await site(query.userId);
  if (query.code && !(await findTopicByCode(db, siteId, query.code))) {
    throw new AppError('not_found', `code: no topic has the code ${query.code}`, { field: 'code' });
  }
  const ticks = await cached.getFilterTickLists(db, siteId, localeOfFlag(query.languageFlag), productFiltersOf(query));
  return c.json(dataEnvelope({ sessionGuid: query.sessionGuid ?? null, ...ticks }), 200);
});
