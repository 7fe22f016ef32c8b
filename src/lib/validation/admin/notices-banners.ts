import { z } from 'zod';
import { sortnum, TITLE_MAX, uploadedPath } from './content';
import { workspaceListQuery } from './workspace-list-query';

// Notices and banners (ADR 0029): contracts of the top-bar notices and the home banner pictures. Both are
// shown while `published` and inside [startsAt, endsAt) (empty = no bound), lower sortnum first.

export const NOTICE_TEXT_MAX = 300;
export const SITE_PATH_MAX = 500;

/**
 * A link inside this storefront, without its language prefix (`/exhibition/3`, `/new-products?page=1`):
 * only a path, so a notice or banner can never send a visitor to another host or run a
 * `javascript:` link. No `//` start (a scheme-relative host), no backslash, no colon, no space.
 */
export const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?#=&%+,!*()]*$/;
const sitePath = () =>
  z
    .string()
    .trim()
    .max(SITE_PATH_MAX)
    .refine((v) => v === '' || SITE_PATH.test(v), 'must be a path on this site starting with / (no scheme or host), e.g. /new-products')
    .default('')
    .meta({ description: 'A path on this site without the language prefix, e.g. /exhibition/3; empty for no link' });

const moment = (description: string) =>
  z.iso.datetime({ offset: true, error: 'must be an ISO date-time (2026-12-31T23:59:00Z)' }).nullable().default(null).meta({ widget: 'datetime', description });
const published = () => z.boolean().default(true).meta({ description: 'Shown on the storefront (inside its time window)' });

/** endsAt, when both are given, is after startsAt. */
const windowRule = <T extends { startsAt: string | null; endsAt: string | null }>(w: T) => !w.startsAt || !w.endsAt || Date.parse(w.endsAt) > Date.parse(w.startsAt);
const windowIssue = { message: 'must be after startsAt', path: ['endsAt'] };

const windowFields = {
  startsAt: moment('Shown from; empty = at once'),
  endsAt: moment('Shown until; empty = no end'),
};
const rowWindowFields = {
  startsAt: z.string().nullable().meta({ widget: 'datetime' }),
  endsAt: z.string().nullable().meta({ widget: 'datetime' }),
};

// Notices and banners are kept alike: their own fields, then where they link, their order and
// whether they are shown; a write adds the checked time window, a row the id and the stored window.
const placementFields = () => ({ link: sitePath(), sortnum: sortnum(), published: published() });
const windowedRow = <F extends z.ZodRawShape>(fields: F) => z.object({ id: z.number().int(), ...fields, ...rowWindowFields });
/** Sorted by order, id, the entry's own text or start; filtered by `published`. */
const windowedListQuery = <T extends string>(textField: T) =>
  workspaceListQuery(['sortnum', 'id', textField, 'startsAt']).extend({ published: z.enum(['true', 'false']).optional() });

// ── top-bar notices ───────────────────────────────────────────────────────────────────────────
const noticeFields = {
  text: z.string().trim().min(1, 'is required').max(NOTICE_TEXT_MAX).meta({ description: 'Chinese text' }),
  texten: z.string().trim().min(1, 'is required').max(NOTICE_TEXT_MAX).meta({ description: 'English text' }),
  ...placementFields(),
};
export const noticeWriteSchema = z
  .object({ ...noticeFields, ...windowFields })
  .refine(windowRule, windowIssue)
  .meta({ id: 'AdminNoticeWrite' });
export const noticeRowSchema = windowedRow(noticeFields).meta({ id: 'AdminNotice' });
export const noticeListQuery = windowedListQuery('text').meta({ id: 'AdminNoticeListQuery' });
export type NoticeWrite = z.infer<typeof noticeWriteSchema>;
export type NoticeRow = z.infer<typeof noticeRowSchema>;

// ── home banner pictures ─────────────────────────────────────────────────────────────────────
const bannerFields = {
  picture: uploadedPath('image')
    .refine((v) => v !== '', 'is required')
    .meta({ description: 'A picture uploaded by POST /api/admin/uploads (kind image), about 3:1' }),
  alt: z.string().trim().min(1, 'is required').max(TITLE_MAX).meta({ description: 'What the picture shows, in Chinese' }),
  alten: z.string().trim().min(1, 'is required').max(TITLE_MAX).meta({ description: 'What the picture shows, in English' }),
  title: z.string().trim().max(TITLE_MAX).default('').meta({ description: 'Caption drawn on the picture (optional)' }),
  titleen: z.string().trim().max(TITLE_MAX).default(''),
  ...placementFields(),
};
export const bannerWriteSchema = z
  .object({ ...bannerFields, ...windowFields })
  .refine(windowRule, windowIssue)
  .meta({ id: 'AdminBannerWrite' });
export const bannerRowSchema = windowedRow({ ...bannerFields, picture: z.string().meta({ widget: 'image' }) }).meta({ id: 'AdminBanner' });
export const bannerListQuery = windowedListQuery('title').meta({ id: 'AdminBannerListQuery' });
export type BannerWrite = z.infer<typeof bannerWriteSchema>;
export type BannerRow = z.infer<typeof bannerRowSchema>;
