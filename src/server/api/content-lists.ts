import { OpenAPIHono } from '@hono/zod-openapi';
import { pagingOf, siteListQuery } from '@/lib/validation/common';
import { listArticlePage } from '@/server/content/articles';
import { listFairLogPage } from '@/server/content/fairs';
import { listFriendLinkPage } from '@/server/content/pages';
import { articleQuery, articleSchema, fairLogQuery, fairLogSchema, friendLinkSchema } from './content-schemas';
import { listEnvelope, listEnvelopeSchema } from './envelope';
import { FAILURE } from './failures';
import { siteRoute } from './route';
import { apiRoute, READ_ERRORS } from './route-doc';

// §7 GET /api/Article (R7.48, R7.49), /api/FairLog (R7.50, R7.51), /api/FriendLink (R7.84, R7.85):
// one page or all (isGetAll). §8 messages on failure; FairLog has none in §8, ours is 'get FairLog error'.

export const contentListsApi = new OpenAPIHono();

siteRoute(
  contentListsApi,
  apiRoute('get', '/Article', { query: articleQuery }, 'Content', {
    summary: 'Articles (top bar carousel, /article)',
    description: 'By sortnum, then newest. languageflag 0/1 adds the all-language articles (-1); -1 or absent lists every article.',
    ok: [listEnvelopeSchema(articleSchema), 'data.list of articles and the total'],
    errors: READ_ERRORS,
  }),
  FAILURE.articles,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { db, siteId } = await site(query.userId);
    const { list, total } = await listArticlePage(db, siteId, { languageflag: query.languageflag, flag: query.flag, paging });
    return c.json(listEnvelope(list, total, paging), 200);
  },
);

siteRoute(
  contentListsApi,
  apiRoute('get', '/FairLog', { query: fairLogQuery }, 'Content', {
    summary: 'Trade fairs (top bar notices, /exhibition)',
    description: 'isPlan: the fair starts in the future; range: month,day,year - month,day,year. OrderBy is starttime desc (default) or asc.',
    ok: [listEnvelopeSchema(fairLogSchema), 'data.list of fairs and the total'],
    errors: READ_ERRORS,
  }),
  FAILURE.fairs,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const order = query.OrderBy === 'starttime asc' ? 'asc' : 'desc';
    const { db, siteId } = await site(query.userId);
    const { list, total } = await listFairLogPage(db, siteId, { order, languageFlag: query.languageFlag, paging });
    return c.json(listEnvelope(list, total, paging), 200);
  },
);

siteRoute(
  contentListsApi,
  apiRoute('get', '/FriendLink', { query: siteListQuery }, 'Content', {
    summary: 'Friendly links (a configurable list, R1.34)',
    description: 'By sortnum.',
    ok: [listEnvelopeSchema(friendLinkSchema), 'data.list of links and the total'],
    errors: READ_ERRORS,
  }),
  FAILURE.friendLinks,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { db, siteId } = await site(query.userId);
    const { list, total } = await listFriendLinkPage(db, siteId, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  },
);
