import { pageLocale, TitledPage, type LocalePageProps } from '@/components/ui/titled-page';
import { Link, permanentRedirect } from '@/i18n/navigation';
import { cached } from '@/server/catalog/cached-reads';
import { imageUrl } from '@/server/catalog/image-url';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

type Props = LocalePageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** R2.03 the article list; each article links to its own page, /article/{id}. */
export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  // Old links (/article?id=10, the top bar's until now) go to the article's own URL.
  const { id } = await searchParams;
  if (typeof id === 'string' && /^\d{1,9}$/.test(id)) permanentRedirect({ href: `/article/${id}`, locale });
  const { db, siteId } = await pageContext();
  const articles = await cached.listArticles(db, siteId, locale);
  return (
    <TitledPage name="article">
      <div className="space-y-10">
        {articles.map((a) => (
          <article key={a.id} id={`article-${a.id}`} className="grid gap-6 md:grid-cols-[1fr_3fr]">
            {a.cover && <img src={imageUrl(a.cover, 300)} alt="" width={300} height={300} loading="lazy" className="aspect-square w-full rounded-lg object-cover" />}
            <div>
              <h2 className="text-xl font-semibold">
                <Link href={`/article/${a.id}`} className="hover:text-brand">
                  {a.title}
                </Link>
              </h2>
              <p className="text-xs text-muted">{a.createtime.toISOString().slice(0, 10)}</p>
              <div className="rich-text text-sm" dangerouslySetInnerHTML={{ __html: sanitizeRichText(a.content) }} />
            </div>
          </article>
        ))}
      </div>
    </TitledPage>
  );
}
