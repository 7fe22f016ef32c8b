import { OpenAPIHono } from '@hono/zod-openapi';
import { topicListQuery, topicSchema } from '@/lib/validation/catalog';
import { listTopicDtos } from '@/server/catalog/topics';
import { FAILURE } from '../kit/failures';
import { sitePageRoute } from '../kit/page-routes';

// §7 GET /api/Topic (R7.92-R7.94): the full form `isGetAll=true&orderBy=productnum desc` and the
// top form `pageSize=11&orderBy=code asc&screenStr=istop in 1` (the home topic list, R9.15).

export const catalogTopicsApi = new OpenAPIHono();

sitePageRoute(catalogTopicsApi, '/Topic', 'Catalogue', FAILURE.topics, {
  query: topicListQuery,
  summary: 'Topics as a flat, ordered list',
  description:
    'orderBy and screenStr are matched against allow-lists (anything else is a 400 naming the field). ' +
    'Every topic is its own row (children is []); /api/Home/GetAllTopic gives the tree.',
  list: [topicSchema, 'data.list of topics and the total'],
  shared: true,
  read: ({ db, siteId }, query, paging) => listTopicDtos(db, siteId, { orderBy: query.orderBy, screen: query.screenStr, paging }),
});
