import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';

export interface ArticleSummary {
  id: number;
  title: string;
  cover: string;
  content: string;
  flag: number;
  createtime: Date;
}

/** Articles for the visitor's language, including those for all languages (§3: languageflag -1). */
export async function listArticles(db: Db, siteId: number, locale: Locale, options: { carouselOnly?: boolean } = {}): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.siteId, siteId),
        inArray(articles.languageflag, [languageFlagOf(locale), -1]),
        options.carouselOnly ? eq(articles.flag, 1) : undefined,
      ),
    )
    .orderBy(desc(articles.sortnum), desc(articles.createtime));
  return rows.map((r) => ({ id: r.id, title: r.title, cover: r.cover, content: r.content, flag: r.flag, createtime: r.createtime }));
}
