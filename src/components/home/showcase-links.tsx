import { Box, ExternalLink, Play } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { env } from '@/server/env';

/** §2 home: video tile (to /video) and external links to the 3D showroom and two online stores. */
export async function ShowcaseLinks() {
  const t = await getTranslations('home');
  const { SHOWROOM_URL, STORE_URL_ALIBABA, STORE_URL_MADE_IN_CHINA } = env();
  const external = [
    { href: SHOWROOM_URL, title: t('showroom'), lead: t('showroomLead'), icon: Box },
    { href: STORE_URL_ALIBABA, title: t('storeOne'), lead: t('externalLinks'), icon: ExternalLink },
    { href: STORE_URL_MADE_IN_CHINA, title: t('storeTwo'), lead: t('externalLinks'), icon: ExternalLink },
  ];
  return (
    <section aria-label={t('externalLinks')} className="grid gap-4 md:grid-cols-4">
      <Link href="/video" className="flex items-center gap-4 rounded-lg bg-ink p-5 text-white hover:bg-black" data-testid="video-tile">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand"><Play size={22} aria-hidden="true" /></span>
        <span>
          <span className="block font-semibold">{t('video')}</span>
          <span className="text-xs text-white/70">{t('videoLead')}</span>
        </span>
      </Link>
      {external.map(({ href, title, lead, icon: Icon }) => (
        <a key={href} href={href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-4 rounded-lg border border-line p-5 hover:border-brand" data-testid="external-link">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-soft text-brand"><Icon size={22} aria-hidden="true" /></span>
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="text-xs text-muted">{lead}</span>
          </span>
        </a>
      ))}
    </section>
  );
}
