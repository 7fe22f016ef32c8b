import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Paging } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { articles } from '@/server/db/schema';
import { pagedList } from './paged-list';
import { sanitizeRichText } from './rich-text';

export interface ArticleSummary {
  id: number;
  title: string;
  cover: string;
  content: string;
  flag: number;
  createtime: Date;
}

const articlesOf = (db: Db, carouselOnly: boolean) =>
  db
    .select()
    .from(articles)
    .where(
      and(eq(articles.siteId, sql.placeholder('siteId')), inArray(articles.languageflag, [sql.placeholder('languageFlag'), -1]), carouselOnly ? eq(articles.flag, 1) : undefined),
    )
    .orderBy(desc(articles.sortnum), desc(articles.createtime));
// The top bar of every page reads the carousel's: both lists prepared once (ADR 0061).
const carouselArticles = preparedRead((db) => articlesOf(db, true).prepare('storefront_carousel_articles'));
const allArticles = preparedRead((db) => articlesOf(db, false).prepare('storefront_articles'));

/** Articles for the visitor's language, including those for all languages (§3: languageflag -1). */
export async function listArticles(db: Db, siteId: number, locale: Locale, options: { carouselOnly?: boolean } = {}): Promise<ArticleSummary[]> {
  const rows = await (options.carouselOnly ? carouselArticles : allArticles)(db).execute({ siteId, languageFlag: languageFlagOf(locale) });
  return rows.map((r) => ({ id: r.id, title: r.title, cover: r.cover, content: r.content, flag: r.flag, createtime: r.createtime }));
}

export interface Article extends ArticleSummary {
  /** §3: 0 Chinese, 1 English, -1 every language (R3.33, R3.34). */
  languageflag: number;
}

/** One article of the site by id, whatever its language (its page says which), or null. */
export async function getArticle(db: Db, siteId: number, id: number): Promise<Article | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [r] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.id, id)))
    .limit(1);
  return r ? { id: r.id, title: r.title, cover: r.cover, content: r.content, flag: r.flag, createtime: r.createtime, languageflag: r.languageflag } : null;
}

/** §7 GET /api/Article item: the row with its rich text sanitized (R3.33). */
export interface ArticleDto {
  id: number;
  title: string;
  cover: string;
  content: string;
  languageflag: number;
  flag: number;
  sortnum: number;
  createtime: string;
}

export interface ArticleListOptions {
  /** 0 Chinese or 1 English (each with the all-language articles), -1 every article (R3.34). */
  languageflag: -1 | 0 | 1;
  /** 1: only the top bar's carousel articles. */
  flag?: 0 | 1;
  paging: Paging;
}

/** One page (or all) of a site's articles for the API, by sortnum then newest. */
export async function listArticlePage(db: Db, siteId: number, options: ArticleListOptions): Promise<{ list: ArticleDto[]; total: number }> {
  const where = and(
    eq(articles.siteId, siteId),
    options.languageflag === -1 ? undefined : inArray(articles.languageflag, [options.languageflag, -1]),
    options.flag === undefined ? undefined : eq(articles.flag, options.flag),
  );
  const query = () => db.select().from(articles).where(where).orderBy(desc(articles.sortnum), desc(articles.createtime), desc(articles.id)).$dynamic();
  const page = await pagedList(
    options.paging,
    (window) => (window ? query().limit(window.limit).offset(window.offset) : query()),
    async () => (await db.select({ total: count() }).from(articles).where(where))[0]!.total,
  );
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      title: r.title,
      cover: r.cover,
      content: sanitizeRichText(r.content),
      languageflag: r.languageflag,
      flag: r.flag,
      sortnum: r.sortnum,
      createtime: r.createtime.toISOString(),
    })),
  };
}
