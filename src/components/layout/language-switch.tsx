'use client';

import { Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { bandScaleOf } from '@/lib/price-bands';
import type { Locale } from '@/i18n/routing';

/**
 * R2.20: toggles the /zh prefix on the current path and keeps the query — with a list's price
 * bands carried to the other currency's bands at `cnyPerUsd`, so a filtered list keeps its products.
 * The conversion loads on the click that needs it: every page ships this header, and the
 * catalogue's JavaScript budget has no room for code most pages never run.
 */
export function LanguageSwitch({ cnyPerUsd }: { cnyPerUsd: number }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const query = Object.fromEntries(params.entries());
  const carryBands = (event: MouseEvent<HTMLAnchorElement>) => {
    if (query.group === undefined && query.price === undefined) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void import('@/lib/price-band-crossing').then(({ queryAcrossCurrencies }) =>
      router.push({ pathname, query: queryAcrossCurrencies(query, bandScaleOf(locale), bandScaleOf(other), cnyPerUsd) }, { locale: other }),
    );
  };
  return (
    <Link
      href={{ pathname, query }}
      onClick={carryBands}
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
