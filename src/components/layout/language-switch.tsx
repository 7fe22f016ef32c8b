'use client';

import { Globe } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';

/** R2.20: toggles the /zh prefix on the current path and keeps the query. */
export function LanguageSwitch() {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const params = useSearchParams();
  const other = locale === 'zh' ? 'en' : 'zh';
  return (
    <Link
      href={{ pathname, query: Object.fromEntries(params.entries()) }}
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
