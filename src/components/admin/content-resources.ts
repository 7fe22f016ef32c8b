import type { z } from 'zod';
import { accessCodeListQuery, accessCodeRowSchema, accessCodeWriteSchema, areaRuleListQuery, areaRuleRowSchema, areaRuleWriteSchema } from '@/lib/validation/admin/access';
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
} from '@/lib/validation/admin/content';
import { bannerListQuery, bannerRowSchema, bannerWriteSchema, noticeListQuery, noticeRowSchema, noticeWriteSchema } from '@/lib/validation/admin/notices-banners';
import { customerDetailSchema, customerListQuery, customerRowSchema } from '@/lib/validation/admin/customers';

// Issue 15: the content, access and customer resources, registered from the content helper's
// contracts: each becomes list/edit/create screens drawn from its schemas.

export interface SchemaResource {
  name: string;
  group: 'content' | 'access' | 'customers';
  rowSchema: z.ZodType;
  writeSchema?: z.ZodType;
  listQuery: z.ZodType;
  /** One record's fuller answer (customers' detail). */
  detailSchema?: z.ZodType;
  readOnly?: boolean;
}

export const SCHEMA_RESOURCES: readonly SchemaResource[] = [
  { name: 'faqs', group: 'content', rowSchema: faqRowSchema, writeSchema: faqWriteSchema, listQuery: faqListQuery },
  { name: 'articles', group: 'content', rowSchema: articleRowSchema, writeSchema: articleWriteSchema, listQuery: articleListQuery },
  { name: 'fairs', group: 'content', rowSchema: fairRowSchema, writeSchema: fairWriteSchema, listQuery: fairListQuery },
  { name: 'videos', group: 'content', rowSchema: videoRowSchema, writeSchema: videoWriteSchema, listQuery: videoListQuery },
  { name: 'certificates', group: 'content', rowSchema: certificateRowSchema, writeSchema: certificateWriteSchema, listQuery: certificateListQuery },
  { name: 'friend-links', group: 'content', rowSchema: friendLinkRowSchema, writeSchema: friendLinkWriteSchema, listQuery: friendLinkListQuery },
  { name: 'notices', group: 'content', rowSchema: noticeRowSchema, writeSchema: noticeWriteSchema, listQuery: noticeListQuery },
  { name: 'banners', group: 'content', rowSchema: bannerRowSchema, writeSchema: bannerWriteSchema, listQuery: bannerListQuery },
  { name: 'colours', group: 'content', rowSchema: settingItemRowSchema, writeSchema: settingItemWriteSchema, listQuery: settingItemListQuery },
  { name: 'packs', group: 'content', rowSchema: settingItemRowSchema, writeSchema: settingItemWriteSchema, listQuery: settingItemListQuery },
  { name: 'units', group: 'content', rowSchema: settingItemRowSchema, writeSchema: settingItemWriteSchema, listQuery: settingItemListQuery },
  { name: 'area-rules', group: 'access', rowSchema: areaRuleRowSchema, writeSchema: areaRuleWriteSchema, listQuery: areaRuleListQuery },
  { name: 'access-codes', group: 'access', rowSchema: accessCodeRowSchema, writeSchema: accessCodeWriteSchema, listQuery: accessCodeListQuery },
  { name: 'customers', group: 'customers', rowSchema: customerRowSchema, detailSchema: customerDetailSchema, listQuery: customerListQuery, readOnly: true },
];
