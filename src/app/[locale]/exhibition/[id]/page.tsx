import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getFair } from '@/server/content/fairs';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

export default async function FairPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('pages');
  const { db, siteId } = await pageContext();
  const fair = /^\d{1,9}$/.test(id) ? await getFair(db, siteId, Number(id), locale as Locale) : null;
  if (!fair) notFound();
  return (
    <div className="container-x py-8">
      <PageTitle>{fair.name}</PageTitle>
      <p className="text-base text-muted">
        {fair.city} · {fair.range}
      </p>
      {fair.booth && <p className="mt-1 text-base text-brand">{t('booth', { booth: fair.booth })}</p>}
      <div className="rich-text mt-6 max-w-[110rem] text-sm" dangerouslySetInnerHTML={{ __html: sanitizeRichText(fair.content) }} />
    </div>
  );
}
