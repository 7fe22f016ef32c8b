import { and, asc, count, eq, gt, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { homeBanners, notices } from '@/server/db/schema';

// Notices and banners (ADR 0029): what the storefront shows of the staff's notices and banner pictures: the
// published rows whose window holds `now`, lower sortnum first, in the page's language. Notices say
// whether the site has any row at all: a site without notice rows (a database from before
// migration 0014) keeps the fair notices; once staff have rows, hiding them all empties the top
// bar's notices on purpose. The banner is never blank: with no current picture the page shows the
// newest products.

/** How many of each the storefront draws (the top bar rotates three, §2). */
export const TOP_BAR_NOTICES = 3;
export const HOME_BANNER_PICTURES = 6;

export interface StorefrontNotice {
  id: number;
  text: string;
  /** Site-relative path ('' for none). */
  link: string;
}

export interface StorefrontBanner {
  id: number;
  /** Stored /Upload/… path; the page signs it. */
  picture: string;
  alt: string;
  title: string;
  link: string;
}

type Windowed = typeof notices | typeof homeBanners;
const shownAt = (table: Windowed, siteId: number | Placeholder, now: Date | Placeholder) =>
  and(eq(table.siteId, siteId), eq(table.published, true), or(isNull(table.startsAt), lte(table.startsAt, now)), or(isNull(table.endsAt), gt(table.endsAt, now)));

async function hasRows(db: Db, table: typeof notices, siteId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.siteId, siteId));
  return (row?.n ?? 0) > 0;
}

// Every page's layout reads the current notices: prepared once (ADR 0061).
const currentNotices = preparedRead((db) =>
  db
    .select()
    .from(notices)
    .where(shownAt(notices, sql.placeholder('siteId'), sql.placeholder('now')))
    .orderBy(asc(notices.sortnum), asc(notices.id))
    .limit(TOP_BAR_NOTICES)
    .prepare('storefront_current_notices'),
);

export async function listCurrentNotices(db: Db, siteId: number, locale: Locale, now = new Date()): Promise<{ configured: boolean; list: StorefrontNotice[] }> {
  const rows = await currentNotices(db).execute({ siteId, now });
  // A notice shown means the site has notices: the count is asked only when none is current (every page's layout reads this).
  const configured = rows.length > 0 || (await hasRows(db, notices, siteId));
  return { configured, list: rows.map((n) => ({ id: n.id, text: locale === 'zh' ? n.text : n.texten, link: n.link })) };
}

/** The banner pictures to draw; none means the page shows the newest products (so it is never blank). */
export async function listCurrentBanners(db: Db, siteId: number, locale: Locale, now = new Date()): Promise<StorefrontBanner[]> {
  const rows = await db
    .select()
    .from(homeBanners)
    .where(shownAt(homeBanners, siteId, now))
    .orderBy(asc(homeBanners.sortnum), asc(homeBanners.id))
    .limit(HOME_BANNER_PICTURES);
  return rows.map((b) => ({
    id: b.id,
    picture: b.picture,
    alt: locale === 'zh' ? b.alt : b.alten,
    title: locale === 'zh' ? b.title : b.titleen,
    link: b.link,
  }));
}
