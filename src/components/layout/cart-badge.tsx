'use client';

import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useHydrated } from '@/stores/use-hydrated';
import { useUserStore } from '@/stores/user-store';

/** Header cart badge: the server count when signed in, else the guest cart's distinct items (§4). */
export function CartBadge() {
  const t = useTranslations('header');
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  const guestCount = useGuestCartStore((s) => s.items.length);
  const count = hydrated ? (user?.isLogin ? user.shoppingCartNum : guestCount) : 0;
  return (
    <Link href="/cart" className="relative grid size-10 place-items-center rounded-md hover:bg-brand-soft hover:text-brand" aria-label={t('cartCount', { count })} data-testid="cart-badge">
      <ShoppingCart size={22} aria-hidden="true" />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs leading-5 font-bold text-white" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
