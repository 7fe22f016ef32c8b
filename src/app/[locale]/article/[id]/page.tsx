import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { localeAlternates, singleLanguageAlternates, textExcerpt } from '@/lib/seo';
import { cached } from '@/server/catalog/cached-reads';
import { imageUrl } from '@/server/catalog/image-url';
import type { Article } from '@/server/content/articles';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The language an article is written in (§3 languageflag: 0 Chinese, 1 English, -1 all). */
const languageOf = (article: Article): Locale | null => (article.languageflag === 0 ? 'zh' : article.languageflag === 1 ? 'en' : null);

async function load({ params }: Props): Promise<Article | null> {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return null;
  const { db, siteId } = await pageContext();
  return cached.getArticle(db, siteId, Number(id));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const article = await load(props);
  if (!article) return {};
  const locale = (await props.params).locale as Locale;
  const path = `/article/${article.id}`;
  const language = languageOf(article);
  return {
    title: article.title,
    description: textExcerpt(sanitizeRichText(article.content)),
    alternates: language ? singleLanguageAlternates(path, language) : localeAlternates(path, locale),
  };
}

/** One article on its own URL (the top bar and the article list link here). */
export default async function ArticlePage(props: Props) {
  const locale = (await props.params).locale as Locale;
  setRequestLocale(locale);
  const article = await load(props);
  // A known route whose record does not exist shows the 404 page with status 404.
  if (!article) notFound();
  const t = await getTranslations('pages');
  const language = languageOf(article);
  return (
    <article className="container-x py-8" lang={language && language !== locale ? language : undefined}>
      <nav className="mb-4 text-xs text-muted">
        <Link href="/article" className="hover:text-brand">
          ← {t('allArticles')}
        </Link>
      </nav>
      <PageTitle>{article.title}</PageTitle>
      <p className="-mt-3 mb-6 text-xs text-muted">
        <time dateTime={article.createtime.toISOString()}>{article.createtime.toISOString().slice(0, 10)}</time>
      </p>
      <div className="grid gap-8 md:grid-cols-[3fr_1fr]">
        <div className="rich-text max-w-[90rem] text-sm" data-testid="article-body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(article.content) }} />
        {article.cover && (
          <img src={imageUrl(article.cover, 300)} alt="" width={300} height={300} className="order-first aspect-square w-full max-w-80 rounded-lg object-cover md:order-none" />
        )}
      </div>
    </article>
  );
}
