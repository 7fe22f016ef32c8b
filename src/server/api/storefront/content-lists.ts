import { OpenAPIHono } from '@hono/zod-openapi';
import { siteListQuery } from '@/lib/validation/common';
import { listArticlePage } from '@/server/content/articles';
import { listFairLogPage } from '@/server/content/fairs';
import { listFriendLinkPage } from '@/server/content/pages';
import { articleQuery, articleSchema, fairLogQuery, fairLogSchema, friendLinkSchema } from './content-schemas';
import { FAILURE } from '../kit/failures';
import { sitePageRoute } from '../kit/page-routes';

// §7 GET /api/Article (R7.48, R7.49), /api/FairLog (R7.50, R7.51), /api/FriendLink (R7.84, R7.85):
// one page or all (isGetAll). §8 messages on failure; FairLog has none in §8, ours is 'get FairLog error'.

export const contentListsApi = new OpenAPIHono();

sitePageRoute(contentListsApi, '/Article', 'Content', FAILURE.articles, {
  query: articleQuery,
  summary: 'Articles (top bar carousel, /article)',
  description: 'By sortnum, then newest. languageflag 0/1 adds the all-language articles (-1); -1 or absent lists every article.',
  list: [articleSchema, 'data.list of articles and the total'],
  read: ({ db, siteId }, query, paging) => listArticlePage(db, siteId, { languageflag: query.languageflag, flag: query.flag, paging }),
});

sitePageRoute(contentListsApi, '/FairLog', 'Content', FAILURE.fairs, {
  query: fairLogQuery,
  summary: 'Trade fairs (top bar notices, /exhibition)',
  description: 'isPlan: the fair starts in the future; range: month,day,year - month,day,year. OrderBy is starttime desc (default) or asc.',
  list: [fairLogSchema, 'data.list of fairs and the total'],
  read: ({ db, siteId }, query, paging) => {
    const order = query.OrderBy === 'starttime asc' ? 'asc' : 'desc';
    return listFairLogPage(db, siteId, { order, languageFlag: query.languageFlag, paging });
  },
});

sitePageRoute(contentListsApi, '/FriendLink', 'Content', FAILURE.friendLinks, {
  query: siteListQuery,
  summary: 'Friendly links (a configurable list, R1.34)',
  description: 'By sortnum.',
  list: [friendLinkSchema, 'data.list of links and the total'],
  read: ({ db, siteId }, _query, paging) => listFriendLinkPage(db, siteId, paging),
});
