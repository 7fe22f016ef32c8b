import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { pagingOf, siteListQuery } from '@/lib/validation/common';
import { listArticlePage } from '@/server/content/articles';
import { listFairLogPage } from '@/server/content/fairs';
import { listFriendLinkPage } from '@/server/content/pages';
import { getDb } from '@/server/db/client';
import { requireSite } from '@/server/site';
import { articleQuery, articleSchema, fairLogQuery, fairLogSchema, friendLinkSchema } from './content-schemas';
import { listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { errorResponses, failingWith } from './errors';

// §7 GET /api/Article (R7.48, R7.49), /api/FairLog (R7.50, R7.51), /api/FriendLink (R7.84, R7.85):
// one page or all (isGetAll). §8 messages on failure; FairLog has none in §8, ours is 'get FairLog error'.

export const contentListsApi = new OpenAPIHono();

const listErrors = errorResponses('bad_request', 'not_found', 'unavailable');

contentListsApi.openapi(
  createRoute({
    method: 'get',
    path: '/Article',
    tags: ['Content'],
    summary: 'Articles (top bar carousel, /article)',
    description: 'By sortnum, then newest. languageflag 0/1 adds the all-language articles (-1); -1 or absent lists every article.',
    request: { query: articleQuery },
    responses: { 200: okResponse(listEnvelopeSchema(articleSchema), 'data.list of articles and the total'), ...listErrors },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { list, total } = await failingWith('get ArticleList error', async () => {
      const db = await getDb();
      return listArticlePage(db, await requireSite(db, query.userId), { languageflag: query.languageflag, flag: query.flag, paging });
    });
    return c.json(listEnvelope(list, total, paging), 200);
  },
);

contentListsApi.openapi(
  createRoute({
    method: 'get',
    path: '/FairLog',
    tags: ['Content'],
    summary: 'Trade fairs (top bar notices, /exhibition)',
    description: 'isPlan: the fair starts in the future; range: month,day,year - month,day,year. OrderBy is starttime desc (default) or asc.',
    request: { query: fairLogQuery },
    responses: { 200: okResponse(listEnvelopeSchema(fairLogSchema), 'data.list of fairs and the total'), ...listErrors },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { list, total } = await failingWith('get FairLog error', async () => {
      const db = await getDb();
      const order = query.OrderBy === 'starttime asc' ? 'asc' : 'desc';
      return listFairLogPage(db, await requireSite(db, query.userId), { order, languageFlag: query.languageFlag, paging });
    });
    return c.json(listEnvelope(list, total, paging), 200);
  },
);

contentListsApi.openapi(
  createRoute({
    method: 'get',
    path: '/FriendLink',
    tags: ['Content'],
    summary: 'Friendly links (a configurable list, R1.34)',
    description: 'By sortnum.',
    request: { query: siteListQuery },
    responses: { 200: okResponse(listEnvelopeSchema(friendLinkSchema), 'data.list of links and the total'), ...listErrors },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { list, total } = await failingWith('get FriendLink error', async () => {
      const db = await getDb();
      return listFriendLinkPage(db, await requireSite(db, query.userId), paging);
    });
    return c.json(listEnvelope(list, total, paging), 200);
  },
);
