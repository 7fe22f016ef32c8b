import { type BannerRow, type BannerWrite, type NoticeRow, type NoticeWrite } from '@/lib/validation/admin/notices-banners';
import { unsignedPath } from '@/lib/validation/admin/content';
import { homeBanners, notices } from '@/server/db/schema';
import type { SiteResource } from './site-table-crud';

// Issue 15 (ADR 0029): how the notices and home-banner tables map to their workspace contracts.
// Both tables renew the catalogue revision (migration 0014), so a write reaches the storefront's
// cached pages within 2 s like every other content write.

type R = Record<string, unknown>;
const text = (row: R, key: string) => {
  const value = row[key];
  return typeof value === 'string' ? value : '';
};
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const dateOf = (value: string | null) => (value ? new Date(value) : null);

type Scheduled = Pick<NoticeWrite, 'link' | 'sortnum' | 'published' | 'startsAt' | 'endsAt'>;

/** The fields both tables carry: where the item links, its place, and when it is shown. */
const scheduledRow = (r: R): Scheduled => ({
  link: text(r, 'link'),
  sortnum: Number(r.sortnum ?? 0),
  published: r.published === true,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
});
const scheduledValues = (w: Scheduled) => ({ link: w.link, sortnum: w.sortnum, published: w.published, startsAt: dateOf(w.startsAt), endsAt: dateOf(w.endsAt) });

export const noticeResource: SiteResource<NoticeRow, NoticeWrite> = {
  entity: 'notice',
  table: notices,
  toRow: (r) => ({
    id: Number(r.id),
    text: text(r, 'text'),
    texten: text(r, 'texten'),
    ...scheduledRow(r),
  }),
  toValues: (w) => ({ text: w.text, texten: w.texten, ...scheduledValues(w) }),
  sortColumns: { sortnum: notices.sortnum, id: notices.id, text: notices.text, startsAt: notices.startsAt },
  searchColumns: [notices.text, notices.texten, notices.link],
};

export const bannerResource: SiteResource<BannerRow, BannerWrite> = {
  entity: 'banner',
  table: homeBanners,
  toRow: (r) => ({
    id: Number(r.id),
    picture: text(r, 'picture'),
    alt: text(r, 'alt'),
    alten: text(r, 'alten'),
    title: text(r, 'title'),
    titleen: text(r, 'titleen'),
    ...scheduledRow(r),
  }),
  toValues: (w) => ({
    // The workspace reads rows back with signed links (R7.09): the plain path is stored.
    picture: unsignedPath(w.picture),
    alt: w.alt,
    alten: w.alten,
    title: w.title,
    titleen: w.titleen,
    ...scheduledValues(w),
  }),
  sortColumns: { sortnum: homeBanners.sortnum, id: homeBanners.id, title: homeBanners.title, startsAt: homeBanners.startsAt },
  searchColumns: [homeBanners.title, homeBanners.titleen, homeBanners.alt, homeBanners.alten],
};
