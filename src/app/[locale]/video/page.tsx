import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/server/catalog/image-url';
import { listVideos } from '@/server/content/pages';
import { pageContext } from '@/server/page-context';

export default async function VideoPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('pages');
  const { db, siteId } = await pageContext();
  const videos = await listVideos(db, siteId, locale);
  return (
    <div className="container-x py-8">
      <PageTitle>{t('video')}</PageTitle>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((v) => (
          <li key={v.id} className="overflow-hidden rounded-lg border border-line">
            <img src={imageUrl(v.cover, 300)} alt="" width={300} height={300} loading="lazy" className="aspect-video w-full object-cover" />
            <p className="p-3 font-semibold">{v.title}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
