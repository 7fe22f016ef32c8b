'use client';

import { ChevronDown, User } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useLogout } from '@/components/account/use-session';
import { Link } from '@/i18n/navigation';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

const entry = 'flex cursor-pointer items-center justify-between gap-6 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand';

/**
 * §2 account menu. Signed in: Home, Favorites (count), Inquiry (count), Change password, Logout, Help
 * (R2.62-R2.64). Signed out: Home, Sign in, Register, Help (R2.65): those two open the centered
 * dialogs. Personal entries render after hydration only.
 */
export function UserMenu() {
  const t = useTranslations('userMenu');
  const th = useTranslations('header');
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  const openOverlay = useAccountUiStore((s) => s.open);
  const logout = useLogout();
  const signedIn = hydrated && isSignedIn(user);
  // The dialogs give focus back to the menu button: the item that opened them is gone by then.
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-brand-soft hover:text-brand" data-testid="user-menu-trigger">
        <User size={18} aria-hidden="true" />
        <span className="hidden max-w-32 truncate lg:inline">{signedIn ? t('greeting', { nick: user.nick }) : th('account')}</span>
        {/* Below lg the text is hidden: the button keeps the same name for screen readers (axe button-name). */}
        <span className="sr-only lg:hidden">{signedIn ? t('greeting', { nick: user.nick }) : th('account')}</span>
        <ChevronDown size={14} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-line bg-white p-1.5 shadow-xl" data-testid="user-menu">
          <DropdownMenu.Item asChild className={entry}>
            <Link href="/" data-testid="user-menu-home">{t('home')}</Link>
          </DropdownMenu.Item>
          {signedIn ? (
            <>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/favorites" data-testid="user-menu-favorites">
                  {t('favorites')} <span className="text-muted" data-testid="user-menu-favorites-count">{user.collectionNum}</span>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/order" data-testid="user-menu-inquiry">
                  {t('inquiry')} <span className="text-muted" data-testid="user-menu-inquiry-count">{user.orderNum}</span>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={entry}>
                <Link href="/reset" data-testid="user-menu-change-password">{t('changePassword')}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item className={entry} onSelect={() => void logout()} data-testid="user-menu-logout">
                {t('logout')}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item className={entry} onSelect={() => openOverlay('loginDialog', trigger.current)} data-testid="user-menu-signin">
                {t('signIn')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={entry} onSelect={() => openOverlay('registerDialog', trigger.current)} data-testid="user-menu-register">
                {t('register')}
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Item asChild className={entry}>
            <Link href={{ pathname: '/FAQs', query: { faq: 1 } }} data-testid="user-menu-help">{t('help')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
