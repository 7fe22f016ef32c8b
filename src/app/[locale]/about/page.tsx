import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/server/catalog/image-url';
import { getAboutUs, listCertificates } from '@/server/content/pages';
import { sanitizeRichText } from '@/server/content/rich-text';
import { pageContext } from '@/server/pages/page-context';

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const { db, siteId } = await pageContext();
  const [about, certificates] = await Promise.all([getAboutUs(db, siteId, locale), listCertificates(db, siteId, locale)]);
  return (
    <div className="container-x py-8">
      <PageTitle>{about?.title ?? t('about')}</PageTitle>
      {about && <div className="rich-text max-w-[110rem] text-base" dangerouslySetInnerHTML={{ __html: sanitizeRichText(about.content) }} />}
      <ul className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
        {certificates.map((c) => (
          <li key={c.id} className="text-center text-sm">
            <img src={imageUrl(c.file, 300)} alt={c.name} width={300} height={300} loading="lazy" className="aspect-square w-full rounded-lg border border-line object-cover" />
            <p className="mt-2 font-semibold">{c.name}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
