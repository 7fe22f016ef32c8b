import { ChevronDown } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PRICE_BANDS, priceBandText } from '@/lib/price-bands';
import type { TopicNode } from '@/server/catalog/topic-tree';
import { padToMultiple } from '@/lib/pad-rows';

const item = 'flex h-full items-center gap-1 px-3 font-medium whitespace-nowrap hover:text-brand focus-visible:text-brand';
const panel =
  'invisible absolute top-full z-40 mt-0 rounded-b-md border border-line bg-white opacity-0 shadow-xl transition group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100';

/** §2 main navigation, in order: Categories, In stock, Best Sellers, New, Price, Exhibition Plan (R2.35). */
export async function MainNav({ topics }: { topics: TopicNode[] }) {
  const t = await getTranslations('header');
  const locale = (await getLocale()) as Locale;
  const roots = topics.slice(0, 9);
  return (
    <nav aria-label={t('mainNav')} className="h-full">
      <ul className="flex h-full items-stretch text-sm" data-testid="main-nav">
        <li className="group relative">
          <Link href={{ pathname: '/products', query: { page: 1 } }} className={item}>
            {t('categories')} <ChevronDown size={14} aria-hidden="true" />
          </Link>
          <div className={`${panel} left-0 w-[min(92vw,110rem)] p-4`} data-testid="mega-menu">
            {/* §9: navigation submenu rows are padded to a multiple of 9. */}
            <ul className="grid grid-cols-9 gap-2">
              {padToMultiple(roots, 9).map((root, i) =>
                root ? (
                  <li key={root.code}>
                    <Link href={{ pathname: '/products', query: { title: root.name, code: root.code, page: 1 } }} className="block font-semibold text-brand hover:underline">
                      {root.name}
                    </Link>
                    <ul className="mt-2 space-y-1 text-xs text-muted">
                      {root.children.slice(0, 8).map((child) => (
                        <li key={child.code}>
                          <Link href={{ pathname: '/products', query: { title: child.name, code: child.code, page: 1 } }} className="hover:text-brand">
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={`pad-${i}`} aria-hidden="true" />
                ),
              )}
            </ul>
          </div>
        </li>
        <li>
          <Link href={{ pathname: '/instock', query: { page: 1 } }} className={item}>{t('inStock')}</Link>
        </li>
        <li>
          <Link href={{ pathname: '/hot-products', query: { page: 1 } }} className={item}>{t('bestSellers')}</Link>
        </li>
        <li>
          <Link href={{ pathname: '/new-products', query: { page: 1 } }} className={item}>{t('new')}</Link>
        </li>
        <li className="group relative">
          <Link href={{ pathname: '/price', query: { page: 1 } }} className={item}>
            {t('price')} <ChevronDown size={14} aria-hidden="true" />
          </Link>
          <ul className={`${panel} left-0 w-56 py-2`} data-testid="price-menu">
            {PRICE_BANDS.map((band) => (
              <li key={band.index}>
                <Link href={{ pathname: '/price', query: { price: band.index, page: 1 } }} className="block px-4 py-1.5 hover:bg-brand-soft hover:text-brand">
                  {priceBandText(band.index, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <Link href={{ pathname: '/exhibition', query: { page: 1 } }} className={item}>{t('exhibitionPlan')}</Link>
        </li>
      </ul>
    </nav>
  );
}
