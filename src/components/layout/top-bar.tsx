'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export interface TopBarFair {
  id: number;
  name: string;
  city: string;
  range: string;
  booth: string;
}

/**
 * §2 top bar, 32px: rotating fair notices on the left, the article carousel on the right.
 * Rotation is pure CSS (no JavaScript), paused for reduced-motion users. A client component only so
 * that the flight payload carries the six notices, not their element tree (issue 13 §3).
 */
export function TopBar({ fairs, articles }: { fairs: TopBarFair[]; articles: { id: number; title: string }[] }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const notices = fairs.slice(0, 3);
  const slides = articles.slice(0, 3);
  return (
    <div className="h-[32px] overflow-hidden bg-ink text-xs text-white" role="region" aria-label={t('topBar')} data-testid="top-bar">
      <div className="container-x flex h-[32px] items-center justify-between gap-6">
        <ul className="h-[32px] min-w-0 flex-1" style={{ animation: notices.length > 1 ? 'ticker-slide 15s infinite' : undefined }}>
          {notices.map((fair) => (
            <li key={fair.id} className="flex h-[32px] items-center truncate">
              <Link href={`/exhibition/${fair.id}`} className="truncate hover:underline" lang={locale}>
                {t('fairNotice', { name: fair.name, city: fair.city, range: fair.range, booth: fair.booth })}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="hidden h-[32px] max-w-[45%] md:block" style={{ animation: slides.length > 1 ? 'ticker-slide 15s 2.5s infinite' : undefined }}>
          {slides.map((article) => (
            <li key={article.id} className="flex h-[32px] items-center justify-end truncate text-white/80">
              <Link href={`/article/${article.id}`} className="truncate hover:text-white">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
