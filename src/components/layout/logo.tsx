'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A client component only to keep its picture out of every flight payload. */
export function Logo() {
  const t = useTranslations('header');
  const brand = useTranslations('brand');
  return (
    // The name comes from the sr-only text ("Lantern Gifts home"), which holds the visible brand
    // name: an aria-label would hide the tagline from the name and fail WCAG 2.5.3 (label in name).
    <Link href="/" className="flex shrink-0 items-center gap-2 text-brand">
      <svg viewBox="0 0 32 40" width="28" height="35" aria-hidden="true">
        <rect x="13" y="0" width="6" height="4" rx="1" fill="currentColor" />
        <path d="M16 4v3" stroke="currentColor" strokeWidth="2" />
        <ellipse cx="16" cy="22" rx="13" ry="14" fill="currentColor" />
        <path d="M16 8c-5 4-5 24 0 28M16 8c5 4 5 24 0 28M4 22h24" stroke="#fff" strokeOpacity=".55" strokeWidth="1.4" fill="none" />
        <rect x="11" y="35" width="10" height="4" rx="1" fill="#c9a227" />
      </svg>
      <span aria-hidden="true" className="text-lg leading-none font-bold tracking-tight whitespace-nowrap sm:text-xl">
        {brand('name')}
        <span className="hidden text-xs font-normal tracking-wide text-muted sm:block">{brand('tagline')}</span>
      </span>
      <span className="sr-only">{t('logoAlt')}</span>
    </Link>
  );
}
