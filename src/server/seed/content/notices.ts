import { announcedFairs, fairNoticeLink, fairNoticeText } from '@/server/content/fair-notices';
import { listFairs } from '@/server/content/fairs';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';

/**
 * Notices and banners (ADR 0029): the top bar's notices as rows — the fairs it announced before staff could
 * write notices (upcoming first, then October 2024, R1.27), so a fresh shop looks as it did. An
 * upcoming fair's notice ends the day after the fair; the October 2024 ones stay (R1.27).
 * The home banner is not seeded: with no banner rows it shows the newest products, as before.
 */
export async function insertNotices(db: Db, siteId: number): Promise<void> {
  const [zh, en] = await Promise.all([listFairs(db, siteId, 'zh'), listFairs(db, siteId, 'en')]);
  const english = new Map(en.map((fair) => [fair.id, fair]));
  const rows = announcedFairs(zh).map((fair, i) => ({
    siteId,
    text: fairNoticeText(fair, 'zh'),
    texten: fairNoticeText(english.get(fair.id) ?? fair, 'en'),
    link: fairNoticeLink(fair),
    sortnum: (i + 1) * 10,
    endsAt: fair.isPlan ? new Date(Date.parse(`${fair.endtime}T00:00:00Z`) + 86_400_000) : null,
  }));
  if (rows.length) await db.insert(notices).values(rows);
}
