import { OpenAPIHono, z } from '@hono/zod-openapi';
import { allTopicsQuery, homeQuery, productDtoSchema, topicSchema } from '@/lib/validation/catalog';
import { cached } from '@/server/catalog/cached-reads';
import { dataEnvelope, dataEnvelopeSchema } from '../kit/envelope';
import { FAILURE } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 GET /api/Home (R7.42, R3.54) and GET /api/Home/GetAllTopic (R7.43, R7.44).

export const catalogHomeApi = new OpenAPIHono();

const homeRoute = apiRoute('get', '/Home', { query: homeQuery }, 'Catalogue', {
  summary: 'Home info: newest products and the home topic tiles',
  description:
    'data.listNewProduct: the 8 newest launches (pics comma-separated); data.listTopic: the 11 top topics by code, ' +
    'as /api/Topic?pageSize=11&orderBy=code asc&screenStr=istop in 1. Other home sections have their own calls ' +
    '(TopSellingProduct, Product?isHot=1, Product?hasStock=1&orderBy=stock desc, Product/GetByTopicCode).',
  ok: [dataEnvelopeSchema(z.object({ listNewProduct: z.array(productDtoSchema), listTopic: z.array(topicSchema) })), 'Home info'],
  errors: READ_ERRORS,
  shared: true,
});

// §8: a failed home call is the page's 'init page error'.
siteRoute(catalogHomeApi, homeRoute, FAILURE.home, async (c, { site }) => {
  const query = c.req.valid('query');
  const { db, siteId } = await site(query.userId);
  const info = await cached.getHomeInfo(db, siteId, query.languageFlag);
  return c.json(dataEnvelope(info), 200);
});

const allTopicsRoute = apiRoute('get', '/Home/GetAllTopic', { query: allTopicsQuery }, 'Catalogue', {
  summary: 'Every topic as a tree',
  description: 'data.listTopic: root topics with nested children, siblings by sortnum then code. Picture paths here are not signed (§7).',
  ok: [dataEnvelopeSchema(z.object({ listTopic: z.array(topicSchema) })), 'The topic tree'],
  errors: READ_ERRORS,
  shared: true,
});

siteRoute(catalogHomeApi, allTopicsRoute, FAILURE.topics, async (c, { site }) => {
  const { db, siteId } = await site(c.req.valid('query').userId);
  const listTopic = await cached.getTopicDtoTree(db, siteId);
  return c.json(dataEnvelope({ listTopic }), 200);
});
