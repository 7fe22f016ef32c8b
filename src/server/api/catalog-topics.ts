import { pagingOf } from '@/lib/validation/common';
import { OpenAPIHono } from '@hono/zod-openapi';
import { topicListQuery, topicSchema } from '@/lib/validation/catalog';
import { listTopicDtos } from '@/server/catalog/topics';
import { listEnvelope, listEnvelopeSchema } from './envelope';
import { FAILURE } from './failures';
import { siteRoute } from './route';
import { apiRoute, READ_ERRORS } from './route-doc';

// §7 GET /api/Topic (R7.92-R7.94): the full form `isGetAll=true&orderBy=productnum desc` and the
// top form `pageSize=11&orderBy=code asc&screenStr=istop in 1` (the home topic list, R9.15).

export const catalogTopicsApi = new OpenAPIHono();

const route = apiRoute('get', '/Topic', { query: topicListQuery }, 'Catalogue', {
  summary: 'Topics as a flat, ordered list',
  description:
    'orderBy and screenStr are matched against allow-lists (anything else is a 400 naming the field). ' +
    'Every topic is its own row (children is []); /api/Home/GetAllTopic gives the tree.',
  ok: [listEnvelopeSchema(topicSchema), 'data.list of topics and the total'],
  errors: READ_ERRORS,
});

siteRoute(catalogTopicsApi, route, FAILURE.topics, async (c, { site }) => {
  const query = c.req.valid('query');
  const paging = pagingOf(query);
  const { db, siteId } = await site(query.userId);
  const { list, total } = await listTopicDtos(db, siteId, { orderBy: query.orderBy, screen: query.screenStr, paging });
  return c.json(listEnvelope(list, total, paging), 200);
});
