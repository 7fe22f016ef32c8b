'use client';

import { ChevronDown, User } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { Link, useRouter } from '@/i18n/navigation';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useHydrated } from '@/stores/use-hydrated';
import { useUserStore } from '@/stores/user-store';

const entry = 'flex cursor-pointer items-center justify-between gap-6 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand';

/**
 * §2 account menu. Signed in: Home, Favorites (count), Inquiry (count), Change password, Logout, Help.
 * Signed out: Home, Sign in, Register, Help. Rendered after hydration only (personal data).
 */
export function UserMenu() {
  const t = useTranslations('userMenu');
  const th = useTranslations('header');
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  const setUser = useUserStore((s) => s.setUser);
  const clearCart = useGuestCartStore((s) => s.clear);
  const router = useRouter();
  const signedIn = hydrated && user?.isLogin === true;

  function logout() {
    // §4: logout clears the stored user and the local cart, then goes home.
    setUser(null);
    clearCart();
    router.push('/');
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-brand-soft hover:text-brand" data-testid="user-menu-trigger">
        <User size={18} aria-hidden="true" />
        <span className="hidden max-w-32 truncate lg:inline">{signedIn ? t('greeting', { nick: user.nick }) : th('account')}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-line bg-white p-1.5 shadow-xl" data-testid="user-menu">
          <DropdownMenu.Item asChild className={entry}>
            <Link href="/">{t('home')}</Link>
          </DropdownMenu.Item>
          {signedIn ? (
            <>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/favorites">
                  {t('favorites')} <span className="text-muted">{user.collectionNum}</span>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/order">
                  {t('inquiry')} <span className="text-muted">{user.orderNum}</span>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/reset">{t('changePassword')}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={entry} onSelect={logout}>
                {t('logout')}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/login">{t('signIn')}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/register">{t('register')}</Link>
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Item asChild className={entry}>
            <Link href={{ pathname: '/FAQs', query: { faq: 1 } }}>{t('help')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
