import { Suspense } from 'react';
import type { TopicNode } from '@/server/catalog/topic-tree';
import { imageUrl } from '@/server/catalog/image-url';
import { CartBadge } from './cart-badge';
import { CategoryDrawer } from './category-drawer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** §2 header: logo, main navigation, search box, user menu, cart badge (R2.32). */
export async function Header({ topics }: { topics: TopicNode[] }) {
  const drawerTopics = topics.map((t) => ({
    code: t.code,
    name: t.name,
    cover: imageUrl(t.cover, 200),
    // Client component: pictures arrive already signed (§7).
    children: t.children.map((c) => ({ code: c.code, name: c.name, cover: imageUrl(c.cover, 200) })),
  }));
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white" data-testid="site-header">
      <div className="container-x flex h-18 items-center gap-2 sm:gap-4">
        <CategoryDrawer topics={drawerTopics} />
        <Logo />
        {/* On phones the search box takes its own row below (see the md:hidden row). */}
        <div className="hidden flex-1 justify-center px-2 md:flex">
          <SearchBox />
        </div>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
          <UserMenu />
          <CartBadge />
        </div>
      </div>
      <div className="container-x pb-2 md:hidden">
        <SearchBox />
      </div>
      <div className="container-x hidden h-12 border-t border-line md:block">
        <MainNav topics={topics} />
      </div>
    </header>
  );
}
