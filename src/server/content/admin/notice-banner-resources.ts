import type { CrudAuditEntity } from '@/lib/audit-actions';
import { type BannerRow, type BannerWrite, type NoticeRow, type NoticeWrite } from '@/lib/validation/admin/notices-banners';
import { unsignedPath } from '@/lib/validation/admin/content';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { homeBanners, notices } from '@/server/db/schema';
import type { SiteResource } from './site-table-crud';

// Notices and banners (ADR 0029): how the notices and home-banner tables map to their workspace contracts.
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

type PlacedTable = typeof notices | typeof homeBanners;

/** What a notice and a banner each add: their own fields of a row and a write, their text sort key and searched columns. */
interface OwnFields<Own, Write> {
  row: (r: R) => Own;
  values: (w: Write) => R;
  sortColumns: Record<string, AnyPgColumn>;
  searchColumns: AnyPgColumn[];
}

/** A row is its id, the table's own fields, then the placement; sorted by order, id, own text or start. */
function placedResource<Own, Write extends Scheduled>(
  entity: CrudAuditEntity,
  table: PlacedTable,
  own: OwnFields<Own, Write>,
): SiteResource<{ id: number } & Own & Scheduled, Write> {
  return {
    entity,
    table,
    toRow: (r) => ({ id: Number(r.id), ...own.row(r), ...scheduledRow(r) }),
    toValues: (w) => ({ ...own.values(w), ...scheduledValues(w) }),
    sortColumns: { sortnum: table.sortnum, id: table.id, ...own.sortColumns, startsAt: table.startsAt },
    searchColumns: own.searchColumns,
  };
}

export const noticeResource: SiteResource<NoticeRow, NoticeWrite> = placedResource('notice', notices, {
  row: (r) => ({ text: text(r, 'text'), texten: text(r, 'texten') }),
  values: (w: NoticeWrite) => ({ text: w.text, texten: w.texten }),
  sortColumns: { text: notices.text },
  searchColumns: [notices.text, notices.texten, notices.link],
});

export const bannerResource: SiteResource<BannerRow, BannerWrite> = placedResource('banner', homeBanners, {
  row: (r) => ({
    picture: text(r, 'picture'),
    alt: text(r, 'alt'),
    alten: text(r, 'alten'),
    title: text(r, 'title'),
    titleen: text(r, 'titleen'),
  }),
  values: (w: BannerWrite) => ({
    // The workspace reads rows back with signed links (R7.09): the plain path is stored.
    picture: unsignedPath(w.picture),
    alt: w.alt,
    alten: w.alten,
    title: w.title,
    titleen: w.titleen,
  }),
  sortColumns: { title: homeBanners.title },
  searchColumns: [homeBanners.title, homeBanners.titleen, homeBanners.alt, homeBanners.alten],
});
