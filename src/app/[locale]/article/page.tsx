import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/server/catalog/image-url';
import { listArticles } from '@/server/content/articles';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/page-context';

export default async function ArticlePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const { db, siteId } = await pageContext();
  const articles = await listArticles(db, siteId, locale);
  return (
    <div className="container-x py-8">
      <PageTitle>{t('article')}</PageTitle>
      <div className="space-y-10">
        {articles.map((a) => (
          <article key={a.id} id={`article-${a.id}`} className="grid gap-6 md:grid-cols-[1fr_3fr]">
            {a.cover && <img src={imageUrl(a.cover, 300)} alt="" width={300} height={300} loading="lazy" className="aspect-square w-full rounded-lg object-cover" />}
            <div>
              <h2 className="text-xl font-semibold">{a.title}</h2>
              <p className="text-xs text-muted">{a.createtime.toISOString().slice(0, 10)}</p>
              <div className="rich-text text-sm" dangerouslySetInnerHTML={{ __html: sanitizeRichText(a.content) }} />
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
