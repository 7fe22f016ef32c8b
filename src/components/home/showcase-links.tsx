import { Box, ExternalLink, Play } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { VideoPlayer } from '@/components/content/video-player';
import { Link } from '@/i18n/navigation';
import type { VideoItem } from '@/server/content/pages';
import { env } from '@/server/env';

/**
 * §2 home: the video tile (R2.77: the first video, playable here, and a link to /video, R2.15)
 * beside the external links to the 3D showroom and two online stores.
 */
export async function ShowcaseLinks({ video }: { video: VideoItem | undefined }) {
  const t = await getTranslations('home');
  const { SHOWROOM_URL, STORE_URL_ALIBABA, STORE_URL_MADE_IN_CHINA } = env();
  const external = [
    { href: SHOWROOM_URL, title: t('showroom'), lead: t('showroomLead'), icon: Box },
    { href: STORE_URL_ALIBABA, title: t('storeOne'), lead: t('externalLinks'), icon: ExternalLink },
    { href: STORE_URL_MADE_IN_CHINA, title: t('storeTwo'), lead: t('externalLinks'), icon: ExternalLink },
  ];
  const watchAll = (
    <Link href="/video" className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark" data-testid="video-tile">
      <Play size={16} aria-hidden="true" /> {t('watch')}
    </Link>
  );
  return (
    <section aria-label={t('externalLinks')} className="grid gap-4 lg:grid-cols-2">
      <div className="overflow-hidden rounded-lg bg-ink text-white" data-testid="video-showcase">
        {video && <VideoPlayer video={video} titleId="home-video-title" />}
        <div className="flex flex-wrap items-center justify-between gap-4 p-5">
          <div className="min-w-0">
            <h2 className="font-semibold">{t('video')}</h2>
            <p id="home-video-title" className="text-xs text-white/70">{video?.title ?? t('videoLead')}</p>
          </div>
          {watchAll}
        </div>
      </div>
      <div className="grid gap-4">
        {external.map(({ href, title, lead, icon: Icon }) => (
          <a key={href} href={href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-4 rounded-lg border border-line p-5 hover:border-brand" data-testid="external-link">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-soft text-brand"><Icon size={22} aria-hidden="true" /></span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="text-xs text-muted">{lead}</span>
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
