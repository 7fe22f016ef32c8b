import { z } from 'zod';
import { bilingual, textFields } from '../common';
import { isoDay } from './workspace-fields';
import { workspaceListQuery } from './workspace-list-query';

// Contracts of the workspace's content screens (about us, contact, FAQs, articles, fairs,
// videos, certificates, friend links, the colour/pack/unit lists) and of the content upload. The
// routes validate with them, the OpenAPI document shows them, and the generic workspace screens
// are drawn from them (`.meta({ widget })` where the type alone does not say which input to use).
// The top-bar notices and the home banner have tables of their own (./notices-banners.ts, ADR 0029).

export const TITLE_MAX = 200;
export const RICH_TEXT_MAX = 200_000;
export const URL_MAX = 2000;
export const MEDIA_PATH_MAX = 512;
export const SORTNUM_MAX = 1_000_000;

const title = (max = TITLE_MAX) => z.string().trim().min(1, 'is required').max(max);
const optionalTitle = (max = TITLE_MAX) => z.string().trim().max(max).default('');
const richText = () => z.string().max(RICH_TEXT_MAX).meta({ widget: 'richtext' });
export const sortnum = () => z.number().int().min(-SORTNUM_MAX).max(SORTNUM_MAX).default(0).meta({ description: 'Display order: lower first' });

/** A file stored by POST /api/admin/uploads: its `/Upload/…` path ('' for none). */
export const UPLOAD_PATH = /^\/Upload\/[A-Za-z0-9._\-/]+$/;
/**
 * Every JSON answer signs its /Upload/ paths (§7 R7.09: `?e=<expiry>&s=<signature>`), so a row read
 * from the workspace comes back with signed links: a write accepts them and stores the plain path.
 */
const SIGNED_QUERY = /\?e=\d+&s=[A-Za-z0-9_-]+$/;
export const unsignedPath = (value: string) => (value.startsWith('/Upload/') ? value.replace(SIGNED_QUERY, '') : value);
const isUploadPath = (value: string) => {
  const path = unsignedPath(value);
  return UPLOAD_PATH.test(path) && !path.includes('..');
};
export const uploadedPath = (widget: 'image' | 'file' | 'video' | 'captions') =>
  z
    .string()
    .trim()
    .max(MEDIA_PATH_MAX)
    .refine((v) => v === '' || isUploadPath(v), 'must be a path answered by POST /api/admin/uploads (/Upload/…)')
    .default('')
    .meta({ widget });
/** A caption track: a WebVTT file the upload stored (kind `captions`, so its bytes began with WEBVTT). */
const captionsPath = () =>
  z
    .string()
    .trim()
    .max(MEDIA_PATH_MAX)
    .refine((v) => v === '' || (isUploadPath(v) && /\.vtt$/i.test(unsignedPath(v))), 'must be a WebVTT file (.vtt) answered by POST /api/admin/uploads')
    .default('')
    .meta({ widget: 'captions' });
const webLink = () =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(URL_MAX)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'must be an http(s) link');

/** Languages a row is shown in: articles may be in every language (§3 languageflag -1). */
export const CONTENT_LANGUAGES = ['zh', 'en'] as const;
export const ARTICLE_LANGUAGES = ['all', 'zh', 'en'] as const;

/**
 * About us and contact are one record per site, read and written whole: the row is the write body
 * itself, named `Admin<name>` in the OpenAPI document beside the body's `Admin<name>Write`.
 */
const siteRecord = <S extends z.ZodRawShape>(name: string, shape: S) => {
  const writeSchema = z.object(shape).meta({ id: `Admin${name}Write` });
  return [writeSchema, writeSchema.meta({ id: `Admin${name}` })] as const;
};

// ── about us: one record per site (a title and rich text per language) ──────────────────────────
export const [aboutWriteSchema, aboutRowSchema] = siteRecord('About', {
  title: title(),
  content: richText(),
  titleen: title(),
  contenten: richText(),
});
export type AboutWrite = z.infer<typeof aboutWriteSchema>;
export type AboutRow = z.infer<typeof aboutRowSchema>;

// ── contact info: one record per site; the company name and address per language ────────────────
export const [contactWriteSchema, contactRowSchema] = siteRecord('Contact', {
  tel: title(60),
  phone: optionalTitle(200).meta({ description: 'Mobile numbers, comma separated (§3)' }),
  email: z.email().max(254),
  chatLink: z
    .string()
    .trim()
    .max(URL_MAX)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'must be an http(s) link')
    .default(''),
  ...bilingual('companyname', optionalTitle),
  ...bilingual('companyaddress', () => title(500).meta({ widget: 'textarea' })),
});
export type ContactWrite = z.infer<typeof contactWriteSchema>;
export type ContactRow = z.infer<typeof contactRowSchema>;

// ── FAQs ──────────────────────────────────────────────────────────────────────────────────────
export const faqWriteSchema = z
  .object({
    language: z.enum(CONTENT_LANGUAGES),
    question: title(500).meta({ widget: 'textarea' }),
    answer: z.string().min(1, 'is required').max(RICH_TEXT_MAX).meta({ widget: 'richtext' }),
    sortnum: sortnum(),
  })
  .meta({ id: 'AdminFaqWrite' });
export const faqRowSchema = faqWriteSchema.extend({ id: z.number().int() }).meta({ id: 'AdminFaq' });
export const faqListQuery = workspaceListQuery(['sortnum', 'id', 'question'])
  .extend({ language: z.enum(CONTENT_LANGUAGES).optional() })
  .meta({ id: 'AdminFaqListQuery' });
export type FaqWrite = z.infer<typeof faqWriteSchema>;
export type FaqRow = z.infer<typeof faqRowSchema>;

// ── articles: rich text in one language or all; `carousel` puts it in the top bar (§3 flag) ─────
export const articleWriteSchema = z
  .object({
    title: title(),
    language: z.enum(ARTICLE_LANGUAGES).default('all'),
    content: richText(),
    cover: uploadedPath('image'),
    carousel: z.boolean().default(false).meta({ description: 'Shown in the top-bar carousel' }),
    sortnum: sortnum(),
  })
  .meta({ id: 'AdminArticleWrite' });
export const articleRowSchema = articleWriteSchema.extend({ id: z.number().int(), createtime: z.string().meta({ widget: 'readonly' }) }).meta({ id: 'AdminArticle' });
export const articleListQuery = workspaceListQuery(['createtime', 'sortnum', 'id', 'title'], 'desc')
  .extend({ language: z.enum(ARTICLE_LANGUAGES).optional() })
  .meta({ id: 'AdminArticleListQuery' });
export type ArticleWrite = z.infer<typeof articleWriteSchema>;
export type ArticleRow = z.infer<typeof articleRowSchema>;

// ── fairs ─────────────────────────────────────────────────────────────────────────────────────
const isoDate = () => isoDay.meta({ widget: 'date' });
export const fairWriteSchema = z
  .object({
    ...bilingual('name', title),
    ...bilingual('city', optionalTitle),
    booth: optionalTitle(),
    starttime: isoDate(),
    endtime: isoDate(),
    ...bilingual('content', () => z.string().max(RICH_TEXT_MAX).default('').meta({ widget: 'richtext' })),
    cover: uploadedPath('image'),
  })
  .refine((f) => f.endtime >= f.starttime, { message: 'must not be before starttime', path: ['endtime'] })
  .meta({ id: 'AdminFairWrite' });
export const fairRowSchema = z
  .object({
    id: z.number().int(),
    ...textFields('name', 'nameen', 'city', 'cityen', 'booth', 'starttime', 'endtime', 'content', 'contenten', 'cover'),
  })
  .meta({ id: 'AdminFair' });
export const fairListQuery = workspaceListQuery(['starttime', 'id', 'name'], 'desc').meta({ id: 'AdminFairListQuery' });
export type FairWrite = z.infer<typeof fairWriteSchema>;
export type FairRow = z.infer<typeof fairRowSchema>;

// ── videos: an uploaded mp4/webm (or an http(s) link), a poster, WebVTT captions per language ────
export const videoWriteSchema = z
  .object({
    ...bilingual('title', title),
    url: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(URL_MAX)
      .refine((v) => isUploadPath(v) || /^https:\/\/[^\s]+$/i.test(v), 'must be an uploaded video (/Upload/…) or an https link')
      .meta({ widget: 'video' }),
    cover: uploadedPath('image').meta({ description: 'Poster picture' }),
    captions: captionsPath().meta({ description: 'Chinese WebVTT captions' }),
    captionsen: captionsPath().meta({ description: 'English WebVTT captions' }),
    sortnum: sortnum(),
  })
  .meta({ id: 'AdminVideoWrite' });
export const videoRowSchema = videoWriteSchema.extend({ id: z.number().int() }).meta({ id: 'AdminVideo' });
export const videoListQuery = workspaceListQuery(['sortnum', 'id', 'title']).meta({ id: 'AdminVideoListQuery' });
export type VideoWrite = z.infer<typeof videoWriteSchema>;
export type VideoRow = z.infer<typeof videoRowSchema>;

// ── certificates: a PDF or a picture ─────────────────────────────────────────────────────────
export const certificateWriteSchema = z
  .object({
    ...bilingual('name', title),
    file: uploadedPath('file').refine((v) => v !== '', 'is required'),
    sortnum: sortnum(),
  })
  .meta({ id: 'AdminCertificateWrite' });
export const certificateRowSchema = certificateWriteSchema.extend({ id: z.number().int(), file: z.string() }).meta({ id: 'AdminCertificate' });
export const certificateListQuery = workspaceListQuery(['sortnum', 'id', 'name']).meta({ id: 'AdminCertificateListQuery' });
export type CertificateWrite = z.infer<typeof certificateWriteSchema>;
export type CertificateRow = z.infer<typeof certificateRowSchema>;

// ── friend links ─────────────────────────────────────────────────────────────────────────────
export const friendLinkWriteSchema = z.object({ ...bilingual('name', title), url: webLink(), sortnum: sortnum() }).meta({ id: 'AdminFriendLinkWrite' });
export const friendLinkRowSchema = friendLinkWriteSchema.extend({ id: z.number().int() }).meta({ id: 'AdminFriendLink' });
export const friendLinkListQuery = workspaceListQuery(['sortnum', 'id', 'name']).meta({ id: 'AdminFriendLinkListQuery' });
export type FriendLinkWrite = z.infer<typeof friendLinkWriteSchema>;
export type FriendLinkRow = z.infer<typeof friendLinkRowSchema>;

// ── colour, pack and unit lists (§1, §3): a code and a bilingual name each ───────────────────────
export const SETTING_LISTS = ['colours', 'packs', 'units'] as const;
export type SettingListName = (typeof SETTING_LISTS)[number];
export const settingItemWriteSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(40)
      .regex(/^[\p{L}\p{N}._\- ]+$/u, 'may hold letters, digits, space, dot, dash and underscore'),
    ...bilingual('name', title),
    sortnum: sortnum(),
  })
  .meta({ id: 'AdminSettingItemWrite' });
export const settingItemRowSchema = settingItemWriteSchema.extend({ id: z.number().int() }).meta({ id: 'AdminSettingItem' });
export const settingItemListQuery = workspaceListQuery(['sortnum', 'code', 'id', 'name']).meta({ id: 'AdminSettingItemListQuery' });
export type SettingItemWrite = z.infer<typeof settingItemWriteSchema>;
export type SettingItemRow = z.infer<typeof settingItemRowSchema>;

// ── uploads: POST /api/admin/uploads (multipart `file` + `kind`) → { path } ──────────────────────
export const UPLOAD_KINDS = ['image', 'video', 'pdf', 'captions'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Largest file of each kind (bytes): checked on the body before it is read whole. */
export const UPLOAD_LIMIT_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  captions: 1024 * 1024,
};
export const uploadFormSchema = z
  .object({
    kind: z.enum(UPLOAD_KINDS).meta({ description: 'image (JPEG/PNG/WebP/GIF/AVIF), video (mp4/webm), pdf, or captions (WebVTT)' }),
    file: z.any().meta({ type: 'string', format: 'binary', description: 'The file' }),
  })
  .meta({ id: 'AdminUploadForm' });
export const uploadResultSchema = z
  .object({
    path: z.string().meta({ description: 'The stored /Upload/… path to put in a write body' }),
    contentType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'AdminUpload' });
export type UploadResult = z.infer<typeof uploadResultSchema>;
