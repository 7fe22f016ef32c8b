import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { fairRange, isPlan } from '@/lib/fair-dates';
import { localizedName } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { fairLogs } from '@/server/db/schema';

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
    range: fairRange(row.starttime, row.endtime),
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
  const [row] = await db.select().from(fairLogs).where(and(eq(fairLogs.siteId, siteId), eq(fairLogs.id, id))).limit(1);
  return row ? toFair(row, locale, now) : null;
}
