import { getLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { menuPath } from '@/lib/menu-topics';
import { crossingToOtherLanguage } from '@/lib/price-band-crossing';
import { currentCatalogRevision } from '@/server/cache/page-cache-link';
import { cached } from '@/server/catalog/cached-reads';
import { pageContext } from '@/server/pages/page-context';
import { CartBadge } from './cart-badge';
import { CategoryDrawer } from './category-drawer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** §2 header: logo, main navigation, search box, user menu, cart badge (R2.32). */
export async function Header() {
  // The mega menu and the drawer fetch the category tree from this one URL; it names
  // the catalogue revision, so a write gives the pages rendered after it a new URL.
  const locale = await getLocale();
  const menuUrl = menuPath(locale, currentCatalogRevision() ?? '');
  const { db, siteId } = await pageContext();
  const crossing = crossingToOtherLanguage(locale, await cached.bandCrossingRate(db, siteId));
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white" data-testid="site-header">
      <div className="container-x flex h-18 items-center gap-2 sm:gap-4">
        <CategoryDrawer menuUrl={menuUrl} />
        <Logo />
        {/* On phones the search box takes its own row below (see the md:hidden row). */}
        <div className="hidden flex-1 justify-center px-2 md:flex">
          <SearchBox />
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <Suspense fallback={null}>
            <LanguageSwitch crossing={crossing} />
          </Suspense>
          <UserMenu />
          <CartBadge />
        </div>
      </div>
      <div className="container-x pb-2 md:hidden">
        <SearchBox />
      </div>
      <div className="container-x hidden h-12 border-t border-line md:block">
        <MainNav menuUrl={menuUrl} />
      </div>
    </header>
  );
}
