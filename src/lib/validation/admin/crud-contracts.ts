import { accessCodeListQuery, accessCodeRowSchema, accessCodeWriteSchema, areaRuleListQuery, areaRuleRowSchema, areaRuleWriteSchema } from './access';
import {
  articleListQuery,
  articleRowSchema,
  articleWriteSchema,
  certificateListQuery,
  certificateRowSchema,
  certificateWriteSchema,
  fairListQuery,
  fairRowSchema,
  fairWriteSchema,
  faqListQuery,
  faqRowSchema,
  faqWriteSchema,
  friendLinkListQuery,
  friendLinkRowSchema,
  friendLinkWriteSchema,
  settingItemListQuery,
  settingItemRowSchema,
  settingItemWriteSchema,
  videoListQuery,
  videoRowSchema,
  videoWriteSchema,
} from './content';
import { bannerListQuery, bannerRowSchema, bannerWriteSchema, noticeListQuery, noticeRowSchema, noticeWriteSchema } from './notices-banners';

// The workspace's list/edit/create resources, each with its three shapes (the row it lists and
// edits, the body it writes, the list's query), keyed by the resource's path name
// (/api/admin/{name}, /admin/{name}). The API routes (server/api/workspace/admin-content.ts,
// admin-access.ts) and the workspace's screens (components/admin/content-resources.ts) both take
// them from here, so one resource cannot have one shape on a side and another on the other.

const settingItem = { rowSchema: settingItemRowSchema, writeSchema: settingItemWriteSchema, listQuery: settingItemListQuery };

/** Resource name → its shapes, in the order the workspace lists them. */
export const CRUD_CONTRACTS = {
  faqs: { rowSchema: faqRowSchema, writeSchema: faqWriteSchema, listQuery: faqListQuery },
  articles: { rowSchema: articleRowSchema, writeSchema: articleWriteSchema, listQuery: articleListQuery },
  fairs: { rowSchema: fairRowSchema, writeSchema: fairWriteSchema, listQuery: fairListQuery },
  videos: { rowSchema: videoRowSchema, writeSchema: videoWriteSchema, listQuery: videoListQuery },
  certificates: { rowSchema: certificateRowSchema, writeSchema: certificateWriteSchema, listQuery: certificateListQuery },
  'friend-links': { rowSchema: friendLinkRowSchema, writeSchema: friendLinkWriteSchema, listQuery: friendLinkListQuery },
  notices: { rowSchema: noticeRowSchema, writeSchema: noticeWriteSchema, listQuery: noticeListQuery },
  banners: { rowSchema: bannerRowSchema, writeSchema: bannerWriteSchema, listQuery: bannerListQuery },
  colours: settingItem,
  packs: settingItem,
  units: settingItem,
  'area-rules': { rowSchema: areaRuleRowSchema, writeSchema: areaRuleWriteSchema, listQuery: areaRuleListQuery },
  'access-codes': { rowSchema: accessCodeRowSchema, writeSchema: accessCodeWriteSchema, listQuery: accessCodeListQuery },
} as const;

export type CrudResourceName = keyof typeof CRUD_CONTRACTS;
