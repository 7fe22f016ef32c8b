import { z } from '@hono/zod-openapi';
import { languageFlagDefaultParam } from '@/lib/validation/catalog';
import { numberFromText, siteListQuery, textFields, userIdParam } from '@/lib/validation/common';

// Queries and answers of the §7 content calls (ContactUs, AboutUs, CertificateFile, Article,
// FairLog, FriendLink). They are read-only API queries, so they live beside the routes.

export const languageQuery = z.object({ languageFlag: languageFlagDefaultParam, userId: userIdParam });

export const certificateQuery = siteListQuery.extend({ languageFlag: languageFlagDefaultParam });

/** R7.49 plus §3's languageflag (-1 = all languages) and flag (1 = carousel articles). */
export const articleQuery = siteListQuery.extend({
  languageflag: z
    .preprocess(numberFromText, z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'must be -1, 0 or 1' }).default(-1))
    .meta({ description: 'Articles of 0 Chinese or 1 English (each with the all-language ones); -1 (default): every article (R3.34).', example: 1 }),
  flag: z
    .preprocess(numberFromText, z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' }).optional())
    .meta({ description: "1: only the top bar's carousel articles, 0: only the others; absent: all.", example: 1 }),
});

/** §7 FairLog `OrderBy starttime desc`: matched against an allow-list, never sent to SQL as text. */
const FAIR_ORDERS = ['starttime desc', 'starttime asc'] as const;
const normalizeOrder = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return text === '' ? undefined : text === 'starttime' ? 'starttime asc' : text;
};

export const fairLogQuery = siteListQuery.extend({
  OrderBy: z
    .preprocess(normalizeOrder, z.enum(FAIR_ORDERS, { error: "must be 'starttime desc' or 'starttime asc'" }).default('starttime desc'))
    .meta({ description: "'starttime desc' (default, newest first) or 'starttime asc'.", example: 'starttime desc' }),
  languageFlag: languageFlagDefaultParam,
});

export const contactDtoSchema = z
  .object({
    tel: z.string().openapi({ example: '+86-579-8555-0123' }),
    phone: z.string().openapi({ description: 'Several numbers, comma separated (R3.39)', example: '+86 138 5792 0168,+86 159 5791 3366' }),
    email: z.string(),
    companyaddress: z.string(),
    companyname: z.string(),
    chatLink: z.string().openapi({ description: "Online chat link ('' when none is configured)" }),
    languageFlag: z.union([z.literal(0), z.literal(1)]),
  })
  .openapi('ContactUs');

export const aboutDtoSchema = z
  .object({
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitized HTML' }),
    languageFlag: z.union([z.literal(0), z.literal(1)]),
  })
  .openapi('AboutUs');

const auditSchema = z.enum(['BSCI', 'Costco']);

export const certificateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameen: z.string(),
    displayName: z.string().openapi({ description: 'The name in the asked language' }),
    file: z.string().openapi({ description: 'Signed /Upload/ link of the scan (R7.09)' }),
    sortnum: z.number().int(),
    audit: auditSchema.nullable().openapi({ description: 'The §1 audit this certificate proves, if any' }),
  })
  .openapi('CertificateFile');

export const auditClaimSchema = z
  .object({
    audits: z.array(auditSchema).openapi({ description: 'Audits backed by a certificate of the site' }),
    text: z.string().openapi({ description: "The claim in the asked language ('' when no audit is backed)", example: 'Factories audited by BSCI and Costco' }),
  })
  .openapi('AuditClaim');

export const articleSchema = z
  .object({
    id: z.number().int(),
    ...textFields('title', 'cover'),
    content: z.string().openapi({ description: 'Sanitized HTML' }),
    languageflag: z.number().int().openapi({ description: '0 Chinese, 1 English, -1 all languages' }),
    flag: z.number().int().openapi({ description: '1: shown in the top bar carousel' }),
    sortnum: z.number().int(),
    createtime: z.string(),
  })
  .openapi('Article');

export const fairLogSchema = z
  .object({
    id: z.number().int(),
    ...textFields('name', 'nameen', 'city', 'cityen', 'booth'),
    starttime: z.string().openapi({ description: 'ISO date', example: '2024-10-23' }),
    endtime: z.string().openapi({ description: 'ISO date', example: '2024-10-27' }),
    isPlan: z.boolean().openapi({ description: 'The start is in the future (R3.36)' }),
    range: z.string().openapi({ description: 'month,day,year - month,day,year (R3.37)', example: '10,23,2024 - 10,27,2024' }),
    content: z.string().openapi({ description: 'Sanitized HTML (Chinese)' }),
    contenten: z.string().openapi({ description: 'Sanitized HTML (English)' }),
    cover: z.string(),
    languageFlag: z.union([z.literal(0), z.literal(1)]),
    displayName: z.string(),
    displayCity: z.string(),
  })
  .openapi('FairLog');

export const friendLinkSchema = z.object({ id: z.number().int(), name: z.string(), nameen: z.string(), url: z.string(), sortnum: z.number().int() }).openapi('FriendLink');
