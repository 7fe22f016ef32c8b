'use client';

import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { MEGA_MENU_CHILDREN, MEGA_MENU_ROOTS, type MenuTopic } from '@/lib/menu-topics';
import { bandScaleOf, bandsOf, priceBandText } from '@/lib/price-bands';
import { padToMultiple } from '@/lib/pad-rows';
import { loadMenuTopics, useMenuTopics } from './menu-topics-store';

// `.nav-item`, `.nav-panel`, `.band-link`: globals.css (every page draws them).
const item = 'nav-item';
const panel = 'nav-panel';

/**
 * §2 main navigation, in order: Categories, In stock, Best Sellers, New, Price, Exhibition Plan (R2.35).
 * A client component: the page's flight payload carries only `menuUrl`, and the
 * category tree arrives as JSON on the first hover or focus of Categories (or when the browser idles).
 */
export function MainNav({ menuUrl }: { menuUrl: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const topics = useMenuTopics(menuUrl);
  const load = () => loadMenuTopics(menuUrl);
  return (
    <nav aria-label={t('mainNav')} className="h-full">
      <ul className="flex h-full items-stretch text-sm" data-testid="main-nav">
        <li className="group relative" onPointerEnter={load} onFocus={load}>
          <Link href={{ pathname: '/products', query: { page: 1 } }} className={item}>
            {t('categories')} <ChevronDown size={14} aria-hidden="true" />
          </Link>
          {/* Not shown until the tree is here (no empty box without JavaScript); absolutely placed, so it shifts nothing. */}
          <div className={`${panel} left-0 w-[min(92vw,190rem)] p-4 ${topics ? '' : 'hidden'}`} data-testid="mega-menu">
            {topics && <MegaMenuColumns topics={topics} />}
          </div>
        </li>
        <li>
          <Link href={{ pathname: '/instock', query: { page: 1 } }} className={item}>
            {t('inStock')}
          </Link>
        </li>
        <li>
          <Link href={{ pathname: '/hot-products', query: { page: 1 } }} className={item}>
            {t('bestSellers')}
          </Link>
        </li>
        <li>
          <Link href={{ pathname: '/new-products', query: { page: 1 } }} className={item}>
            {t('new')}
          </Link>
        </li>
        <li className="group relative">
          <Link href={{ pathname: '/price', query: { page: 1 } }} className={item}>
            {t('price')} <ChevronDown size={14} aria-hidden="true" />
          </Link>
          <ul className={`${panel} left-0 w-56 py-2`} data-testid="price-menu">
            {bandsOf(bandScaleOf(locale)).map((band) => (
              <li key={band.index}>
                <Link href={{ pathname: '/price', query: { price: band.index, page: 1 } }} className="band-link">
                  {priceBandText(band.index, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <Link href={{ pathname: '/exhibition', query: { page: 1 } }} className={item}>
            {t('exhibitionPlan')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** §9: navigation submenu rows are padded to a multiple of 9. */
function MegaMenuColumns({ topics }: { topics: MenuTopic[] }) {
  const t = useTranslations('header');
  return (
    <ul className="grid grid-cols-9 gap-2">
      {padToMultiple(topics.slice(0, MEGA_MENU_ROOTS), MEGA_MENU_ROOTS).map((root, i) =>
        root ? (
          <li key={root.code}>
            <Link href={{ pathname: '/products', query: { title: root.name, code: root.code, page: 1 } }} className="block font-semibold text-brand hover:underline">
              {root.name}
            </Link>
            <ul className="mt-2 space-y-1 text-xs text-muted">
              {root.children.slice(0, MEGA_MENU_CHILDREN).map((child) => (
                <li key={child.code}>
                  <Link href={{ pathname: '/products', query: { title: child.name, code: child.code, page: 1 } }} className="hover:text-brand">
                    {child.name}
                  </Link>
                </li>
              ))}
              {/* Past the §9 eight, one link to the whole category, so no subtopic is out of reach. */}
              {root.children.length > MEGA_MENU_CHILDREN && (
                <li>
                  <Link
                    href={{ pathname: '/products', query: { title: root.name, code: root.code, page: 1 } }}
                    className="font-medium text-brand hover:underline"
                    data-testid="mega-menu-more"
                  >
                    {t('moreInTopic', { name: root.name, count: root.children.length - MEGA_MENU_CHILDREN })}
                  </Link>
                </li>
              )}
            </ul>
          </li>
        ) : (
          <li key={`pad-${i}`} aria-hidden="true" />
        ),
      )}
    </ul>
  );
}
