'use client';

import { Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { carryBands, type BandCrossing } from '@/lib/price-band-carry';
import type { Locale } from '@/i18n/routing';

/**
 * R2.20: toggles the /zh prefix on the current path and keeps the query — with a list's price
 * bands carried to the other currency's bands (`crossing`, worked out by the server at the owner's
 * rate), so a filtered list keeps its products. The link itself names the carried bands, so a
 * new tab, a crawler or a browser without JavaScript opens the same list the click does.
 */
export function LanguageSwitch({ crossing }: { crossing: BandCrossing }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useSearchParams();
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const query = carryBands(Object.fromEntries(params.entries()), crossing);
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      aria-label={t('languageLabel')}
      lang={other}
      className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-1.5 text-sm sm:px-2 hover:bg-brand-soft hover:text-brand"
      data-testid="language-switch"
    >
      <Globe size={16} aria-hidden="true" />
      {t('language')}
    </Link>
  );
}
