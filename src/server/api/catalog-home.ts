import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { allTopicsQuery, homeQuery } from '@/lib/validation/catalog';
import { cached } from '@/server/catalog/cached-reads';
import { getDb } from '@/server/db/client';
import { requireSite } from '@/server/site';
import { dataEnvelope, dataEnvelopeSchema, productDtoSchema, topicSchema } from './catalog-schemas';
import { okResponse } from './envelope';
import { errorResponses, failingWith } from './errors';

// §7 GET /api/Home (R7.42, R3.54) and GET /api/Home/GetAllTopic (R7.43, R7.44).

export const catalogHomeApi = new OpenAPIHono();

const homeRoute = createRoute({
  method: 'get',
  path: '/Home',
  tags: ['Catalogue'],
  summary: 'Home info: newest products and the home topic tiles',
  description:
    'data.listNewProduct: the 8 newest launches (pics comma-separated); data.listTopic: the 11 top topics by code, ' +
    'as /api/Topic?pageSize=11&orderBy=code asc&screenStr=istop in 1. Other home sections have their own calls ' +
    '(TopSellingProduct, Product?isHot=1, Product?hasStock=1&orderBy=stock desc, Product/GetByTopicCode).',
  request: { query: homeQuery },
  responses: {
    200: okResponse(
      dataEnvelopeSchema(z.object({ listNewProduct: z.array(productDtoSchema), listTopic: z.array(topicSchema) })),
      'Home info',
    ),
    ...errorResponses('bad_request', 'not_found', 'unavailable'),
  },
});

catalogHomeApi.openapi(homeRoute, async (c) => {
  const query = c.req.valid('query');
  // §8: a failed home call is the page's 'init page error'.
  const info = await failingWith('init page error', async () => {
    const db = await getDb();
    return cached.getHomeInfo(db, await requireSite(db, query.userId), query.languageFlag);
  });
  return c.json(dataEnvelope(info), 200);
});

const allTopicsRoute = createRoute({
  method: 'get',
  path: '/Home/GetAllTopic',
  tags: ['Catalogue'],
  summary: 'Every topic as a tree',
  description: 'data.listTopic: root topics with nested children, siblings by sortnum then code. Picture paths here are not signed (§7).',
  request: { query: allTopicsQuery },
  responses: {
    200: okResponse(dataEnvelopeSchema(z.object({ listTopic: z.array(topicSchema) })), 'The topic tree'),
    ...errorResponses('bad_request', 'not_found', 'unavailable'),
  },
});

catalogHomeApi.openapi(allTopicsRoute, async (c) => {
  const query = c.req.valid('query');
  const listTopic = await failingWith('Failed to request column information.', async () => {
    const db = await getDb();
    return cached.getTopicDtoTree(db, await requireSite(db, query.userId));
  });
  return c.json(dataEnvelope({ listTopic }), 200);
});
