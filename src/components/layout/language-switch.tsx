'use client';

import { Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { queryAcrossCurrencies } from '@/lib/price-band-crossing';
import { bandScaleOf } from '@/lib/price-bands';
import type { Locale } from '@/i18n/routing';

/**
 * R2.20: toggles the /zh prefix on the current path and keeps the query — with a list's price
 * bands carried to the other currency's bands at `cnyPerUsd`, so a filtered list keeps its products.
 */
export function LanguageSwitch({ cnyPerUsd }: { cnyPerUsd: number }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useSearchParams();
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const query = queryAcrossCurrencies(Object.fromEntries(params.entries()), bandScaleOf(locale), bandScaleOf(other), cnyPerUsd);
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
