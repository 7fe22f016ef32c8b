'use client';

import { Heart, KeyRound, LogOut, MapPin, MessageSquareText, ShoppingCart, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { SideDrawer } from './overlay-shells';
import { useLogout } from './use-session';

const row = 'flex items-center gap-3 rounded-md px-3 py-3 text-sm hover:bg-brand-soft hover:text-brand';

/** §2 account drawer (signed in): who is signed in, the personal counts, the account pages, logout. */
export function AccountDrawer() {
  const t = useTranslations('account');
  const tm = useTranslations('userMenu');
  const user = useUserStore((s) => s.user);
  const open = useAccountUiStore((s) => s.overlay === 'accountDrawer') && isSignedIn(user);
  const close = useAccountUiStore((s) => s.close);
  const logout = useLogout();
  if (!isSignedIn(user)) return null;
  // Inquiries with a supplier reply not opened yet, as in the header's account menu.
  const unread = user.orderUnreadNum || 0;
  const counts = [
    { href: '/favorites', label: t('favorites'), value: user.collectionNum, icon: Heart, id: 'favorites' },
    { href: '/cart', label: t('cart'), value: user.shoppingCartNum, icon: ShoppingCart, id: 'cart' },
    { href: '/order', label: t('inquiries'), value: user.orderNum, icon: MessageSquareText, id: 'orders' },
  ] as const;
  return (
    <SideDrawer open={open} onClose={close} title={t('accountTitle')} testId="account-drawer">
      <div className="flex items-center gap-4 rounded-lg bg-paper p-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-brand text-white">
          <UserRound size={28} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold" data-testid="account-nick">
            {user.nick}
          </p>
          {user.email && (
            <p className="truncate text-sm text-muted" data-testid="account-email">
              {user.email}
            </p>
          )}
        </div>
      </div>
      <ul className="grid grid-cols-3 gap-2 text-center" data-testid="account-counts">
        {counts.map(({ href, label, value, id }) => (
          <li key={id}>
            <Link href={href} onClick={close} className="block rounded-md border border-line p-3 hover:border-brand" data-testid={`account-count-${id}`}>
              <span className="block text-2xl font-bold text-brand">{value}</span>
              <span className="text-xs text-muted">{label}</span>
              {id === 'orders' && unread > 0 && (
                <span className="mt-1 block rounded-full bg-brand px-1.5 text-xs font-semibold text-white" data-testid="account-unread" data-count={unread}>
                  {tm('unreadReplies', { count: unread })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={t('accountTitle')} className="flex flex-col">
        {counts.map(({ href, label, icon: Icon, id }) => (
          <Link key={id} href={href} onClick={close} className={row} data-testid={`account-link-${id}`}>
            <Icon size={18} aria-hidden="true" /> {label}
          </Link>
        ))}
        <Link href="/address" onClick={close} className={row} data-testid="account-link-address">
          <MapPin size={18} aria-hidden="true" /> {t('address')}
        </Link>
        <Link href="/reset" onClick={close} className={row} data-testid="account-link-password">
          <KeyRound size={18} aria-hidden="true" /> {t('changePassword')}
        </Link>
      </nav>
      <button
        type="button"
        onClick={() => void logout()}
        className="mt-auto inline-flex h-11 items-center justify-center gap-2 rounded-md border border-brand text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="account-logout"
      >
        <LogOut size={18} aria-hidden="true" /> {t('logout')}
      </button>
    </SideDrawer>
  );
}
