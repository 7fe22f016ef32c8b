import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { fairRange, fairRangeText, isPlan } from '@/lib/fair-dates';
import { localizedName } from '@/lib/locale-fields';
import type { Paging } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import { fairLogs } from '@/server/db/schema';
import { pagedList } from './paged-list';
import { sanitizeRichText } from './rich-text';

export interface Fair {
  id: number;
  name: string;
  city: string;
  booth: string;
  starttime: string;
  endtime: string;
  range: string;
  isPlan: boolean;
  content: string;
  cover: string;
}

type FairRow = typeof fairLogs.$inferSelect;

function toFair(row: FairRow, locale: Locale, now: Date): Fair {
  return {
    id: row.id,
    name: localizedName(row, locale),
    city: locale === 'zh' ? row.city : row.cityen,
    booth: row.booth,
    starttime: row.starttime,
    endtime: row.endtime,
    // Pages read the dates in the visitor's words; the §7 call keeps the spec's form (toFairLogDto).
    range: fairRangeText(row.starttime, row.endtime, locale),
    isPlan: isPlan(row.starttime, now),
    content: locale === 'zh' ? row.content : row.contenten,
    cover: row.cover,
  };
}

/** All fairs, newest start first (§7 FairLog: OrderBy starttime desc). */
export async function listFairs(db: Db, siteId: number, locale: Locale, now = new Date()): Promise<Fair[]> {
  const rows = await db.select().from(fairLogs).where(eq(fairLogs.siteId, siteId)).orderBy(desc(fairLogs.starttime));
  return rows.map((row) => toFair(row, locale, now));
}

export async function getFair(db: Db, siteId: number, id: number, locale: Locale, now = new Date()): Promise<Fair | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select()
    .from(fairLogs)
    .where(and(eq(fairLogs.siteId, siteId), eq(fairLogs.id, id)))
    .limit(1);
  return row ? toFair(row, locale, now) : null;
}

/** §7 GET /api/FairLog item: both languages, the derived isPlan and display range (R3.35-R3.37). */
export interface FairLogDto {
  id: number;
  name: string;
  nameen: string;
  city: string;
  cityen: string;
  booth: string;
  starttime: string;
  endtime: string;
  isPlan: boolean;
  range: string;
  content: string;
  contenten: string;
  cover: string;
  languageFlag: 0 | 1;
  displayName: string;
  displayCity: string;
}

export interface FairLogListOptions {
  order: 'asc' | 'desc';
  languageFlag: 0 | 1;
  paging: Paging;
}

function toFairLogDto(row: FairRow, languageFlag: 0 | 1, now: Date): FairLogDto {
  const locale: Locale = languageFlag === 0 ? 'zh' : 'en';
  return {
    id: row.id,
    name: row.name,
    nameen: row.nameen,
    city: row.city,
    cityen: row.cityen,
    booth: row.booth,
    starttime: row.starttime,
    endtime: row.endtime,
    isPlan: isPlan(row.starttime, now),
    range: fairRange(row.starttime, row.endtime),
    content: sanitizeRichText(row.content),
    contenten: sanitizeRichText(row.contenten),
    cover: row.cover,
    languageFlag,
    displayName: localizedName(row, locale),
    displayCity: (locale === 'zh' ? row.city : row.cityen) || row.cityen || row.city,
  };
}

/** One page (or all) of a site's fairs by start date (§7 FairLog: OrderBy starttime desc). */
export async function listFairLogPage(db: Db, siteId: number, options: FairLogListOptions, now = new Date()): Promise<{ list: FairLogDto[]; total: number }> {
  const where = eq(fairLogs.siteId, siteId);
  const order = options.order === 'asc' ? [asc(fairLogs.starttime), asc(fairLogs.id)] : [desc(fairLogs.starttime), desc(fairLogs.id)];
  const query = () =>
    db
      .select()
      .from(fairLogs)
      .where(where)
      .orderBy(...order)
      .$dynamic();
  const page = await pagedList(
    options.paging,
    (window) => (window ? query().limit(window.limit).offset(window.offset) : query()),
    async () => (await db.select({ total: count() }).from(fairLogs).where(where))[0]!.total,
  );
  return { total: page.total, list: page.list.map((row) => toFairLogDto(row, options.languageFlag, now)) };
}
