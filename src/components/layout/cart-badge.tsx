'use client';

import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { Link } from '@/i18n/navigation';
import { useCartDrawerStore } from '@/stores/cart-drawer-store';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

// Browser budget: the drawer, its lines and quick order load on first open.
const CartDrawer = lazyWithAllMessages(() => import('@/components/cart/cart-drawer').then((m) => m.CartDrawer));

const badgeClass = 'relative grid size-10 place-items-center rounded-md hover:bg-brand-soft hover:text-brand';

/**
 * Header cart badge: the server count when signed in, else the guest cart's distinct items (§4).
 * A customer's badge links to /cart; a guest's opens the cart drawer, since the §4
 * route guard keeps /cart for customers. Before hydration it is the link for everyone, so the
 * catalogue HTML stays the same for every visitor.
 */
export function CartBadge() {
  const t = useTranslations('header');
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  const guestCount = useGuestCartStore((s) => s.items.length);
  const drawerOpen = useCartDrawerStore((s) => s.open);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const guest = hydrated && !isSignedIn(user);
  const count = hydrated ? (isSignedIn(user) ? user.shoppingCartNum : guestCount) : 0;
  // An empty cart (every first view) reads a plain message: a plural compiles an ICU format, and
  // the first one on a page costs ~40 ms of main thread while Chromium loads its number data.
  const label = count === 0 ? t('cartEmpty') : t('cartCount', { count });

  useEffect(() => {
    if (drawerOpen && guest) setDrawerLoaded(true);
    // Signed in meanwhile (another tab, the sign-in dialog): the drawer is not theirs any more.
    if (drawerOpen && hydrated && !guest) useCartDrawerStore.getState().hide();
  }, [drawerOpen, guest, hydrated]);

  const content = (
    <>
      <ShoppingCart size={22} aria-hidden="true" />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs leading-5 font-bold text-white" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  if (!guest) {
    return (
      <Link href="/cart" className={badgeClass} aria-label={label} data-testid="cart-badge">
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={badgeClass}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        // Fetch the chunk while the pointer is on its way, so the click opens at once.
        onPointerEnter={CartDrawer.preload}
        onFocus={CartDrawer.preload}
        onClick={(event) => useCartDrawerStore.getState().show(event.currentTarget)}
        data-testid="cart-badge"
      >
        {content}
      </button>
      {(drawerLoaded || drawerOpen) && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
