'use client';

import { Box, ExternalLink, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** The three external addresses (SHOWROOM_URL, STORE_URL_ALIBABA, STORE_URL_MADE_IN_CHINA). */
export interface ShowcaseUrls {
  showroom: string;
  storeOne: string;
  storeTwo: string;
}

/**
 * §2 home: the video tile (R2.77: the first video, playable here, and a link to /video, R2.15)
 * beside the external links to the 3D showroom and two online stores. A client component:
 * the flight payload carries the addresses and the server-rendered player, not the tree.
 */
export function ShowcaseLinks({ player, videoTitle, urls }: { player: ReactNode; videoTitle: string | undefined; urls: ShowcaseUrls }) {
  const t = useTranslations('home');
  const external = [
    { href: urls.showroom, title: t('showroom'), lead: t('showroomLead'), icon: Box },
    { href: urls.storeOne, title: t('storeOne'), lead: t('externalLinks'), icon: ExternalLink },
    { href: urls.storeTwo, title: t('storeTwo'), lead: t('externalLinks'), icon: ExternalLink },
  ];
  const watchAll = (
    <Link
      href="/video"
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      data-testid="video-tile"
    >
      <Play size={16} aria-hidden="true" /> {t('watch')}
    </Link>
  );
  return (
    <section aria-label={t('externalLinks')} className="grid gap-4 lg:grid-cols-2">
      <div className="overflow-hidden rounded-lg bg-ink text-white" data-testid="video-showcase">
        {player}
        <div className="flex flex-wrap items-center justify-between gap-4 p-5">
          <div className="min-w-0">
            <h2 className="font-semibold">{t('video')}</h2>
            <p id="home-video-title" className="text-xs text-white/70">
              {videoTitle ?? t('videoLead')}
            </p>
          </div>
          {watchAll}
        </div>
      </div>
      <div className="grid gap-4">
        {external.map(({ href, title, lead, icon: Icon }) => (
          <a
            key={href}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-4 rounded-lg border border-line p-5 hover:border-brand"
            data-testid="external-link"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
              <Icon size={22} aria-hidden="true" />
            </span>
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
