'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A notice as the top bar draws it: its words in the page's language and a site path ('' for none). */
export interface TopBarNotice {
  key: number;
  text: string;
  href: string;
}

/**
 * §2 top bar, 32px: rotating notices on the left (the staff's notice rows, ADR 0029), the article
 * carousel on the right. Rotation is pure CSS (no JavaScript), paused for reduced-motion users. A
 * client component only so that the flight payload carries the six lines, not their element tree.
 */
export function TopBar({ notices, articles }: { notices: TopBarNotice[]; articles: { id: number; title: string }[] }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const lines = notices.slice(0, 3);
  const slides = articles.slice(0, 3);
  return (
    <div className="h-[32px] overflow-hidden bg-ink text-xs text-white" role="region" aria-label={t('topBar')} data-testid="top-bar">
      <div className="container-x flex h-[32px] items-center justify-between gap-6">
        <ul className="h-[32px] min-w-0 flex-1" style={{ animation: lines.length > 1 ? 'ticker-slide 15s infinite' : undefined }}>
          {lines.map((notice) => (
            <li key={notice.key} className="flex h-[32px] items-center truncate" data-testid="top-bar-notice">
              {notice.href ? (
                <Link href={notice.href} className="truncate hover:underline" lang={locale}>
                  {notice.text}
                </Link>
              ) : (
                <span className="truncate" lang={locale}>
                  {notice.text}
                </span>
              )}
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
