import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listFairs } from '@/server/content/fairs';
import { pageContext } from '@/server/pages/page-context';

/** Fair plans (§3 fair log): upcoming (isPlan) first, then past fairs, newest first. */
export default async function ExhibitionPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const { db, siteId } = await pageContext();
  const fairs = await listFairs(db, siteId, locale);
  const groups = [
    { title: t('upcoming'), fairs: fairs.filter((f) => f.isPlan).reverse() },
    { title: t('past'), fairs: fairs.filter((f) => !f.isPlan) },
  ];
  return (
    <div className="container-x py-8">
      <PageTitle>{t('exhibition')}</PageTitle>
      {groups.map((group) => (
        <section key={group.title} className="mb-10">
          <h2 className="mb-4 text-xl font-semibold">{group.title}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {group.fairs.map((fair) => (
              <li key={fair.id}>
                <Link href={`/exhibition/${fair.id}`} className="block rounded-lg border border-line p-5 hover:border-brand" data-testid="fair">
                  <p className="text-lg font-semibold">{fair.name}</p>
                  <p className="text-sm text-muted">
                    {fair.city} · {fair.range}
                  </p>
                  {fair.booth && <p className="mt-1 text-sm text-brand">{t('booth', { booth: fair.booth })}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
