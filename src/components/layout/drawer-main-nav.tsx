'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The §2 main navigation after Categories (R2.35), in its order; the drawer itself is Categories. */
const ENTRIES = [
  { key: 'inStock', pathname: '/instock' },
  { key: 'bestSellers', pathname: '/hot-products' },
  { key: 'new', pathname: '/new-products' },
  { key: 'price', pathname: '/price' },
  { key: 'exhibitionPlan', pathname: '/exhibition' },
] as const;

/**
 * Below 768 px the header's navigation row is hidden (md:block in header.tsx), so the
 * side drawer carries its entries there; from 768 px the row has them and this stays hidden.
 */
export function DrawerMainNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('header');
  return (
    <nav aria-label={t('mainNav')} className="border-b border-line px-6 py-3 md:hidden" data-testid="drawer-main-nav">
      <ul className="flex flex-wrap gap-2">
        {ENTRIES.map(({ key, pathname }) => (
          <li key={key}>
            <Link
              href={{ pathname, query: { page: 1 } }}
              onClick={onNavigate}
              className="inline-flex h-9 items-center rounded-full border border-line px-4 text-sm font-medium hover:border-brand hover:text-brand"
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
