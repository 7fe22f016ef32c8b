import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import accessEn from '../../messages/admin/access.en.json';
import accessZh from '../../messages/admin/access.zh.json';
import contentEn from '../../messages/admin/content.en.json';
import contentZh from '../../messages/admin/content.zh.json';
import customersEn from '../../messages/admin/customers.en.json';
import customersZh from '../../messages/admin/customers.zh.json';
import * as access from '@/lib/validation/admin/access';
import * as content from '@/lib/validation/admin/content';
import { CRUD_CONTRACTS } from '@/lib/validation/admin/crud-contracts';
import * as customers from '@/lib/validation/admin/customers';

// The workspace screens are drawn from the contracts and labelled from these files, so
// every field of a write or row schema has a label in both languages.

type Labels = { resources: Record<string, { name: string; fields: Record<string, string> }> };
const fieldsOf = (schema: z.ZodType) => Object.keys((schema as unknown as z.ZodObject).shape);

const RESOURCES: [Labels, Labels, string, z.ZodType[]][] = [
  [contentZh, contentEn, 'about', [content.aboutWriteSchema]],
  [contentZh, contentEn, 'contact', [content.contactWriteSchema]],
  [contentZh, contentEn, 'faqs', [content.faqWriteSchema, content.faqRowSchema]],
  [contentZh, contentEn, 'articles', [content.articleWriteSchema, content.articleRowSchema]],
  [contentZh, contentEn, 'fairs', [content.fairRowSchema]],
  [contentZh, contentEn, 'videos', [content.videoWriteSchema, content.videoRowSchema]],
  [contentZh, contentEn, 'certificates', [content.certificateWriteSchema, content.certificateRowSchema]],
  [contentZh, contentEn, 'friend-links', [content.friendLinkWriteSchema, content.friendLinkRowSchema]],
  // The three lists share one contract; CRUD_CONTRACTS gives it under each list's resource name.
  [contentZh, contentEn, 'colours', [CRUD_CONTRACTS.colours.writeSchema, CRUD_CONTRACTS.colours.rowSchema]],
  [contentZh, contentEn, 'packs', [CRUD_CONTRACTS.packs.writeSchema]],
  [contentZh, contentEn, 'units', [CRUD_CONTRACTS.units.writeSchema]],
  [contentZh, contentEn, 'uploads', [content.uploadFormSchema, content.uploadResultSchema]],
  [accessZh, accessEn, 'area-rules', [access.areaRuleRowSchema]],
  [accessZh, accessEn, 'access-codes', [access.accessCodeRowSchema, access.accessCodeGenerateSchema, access.generatedAccessCodeSchema]],
  [customersZh, customersEn, 'customers', [customers.customerDetailSchema]],
];

describe('workspace labels of the content, access and customer areas', () => {
  it.each(RESOURCES)('labels every field of %#: the resource name and each field in Chinese and English', (zh, en, resource, schemas) => {
    for (const labels of [zh, en]) {
      const entry = labels.resources[resource];
      expect(entry?.name, resource).toBeTruthy();
      for (const schema of schemas) for (const field of fieldsOf(schema)) expect(entry!.fields[field], `${resource}.${field}`).toBeTruthy();
    }
  });
});
