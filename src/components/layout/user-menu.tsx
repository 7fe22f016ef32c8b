'use client';

import { ChevronDown, User } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useLogout } from '@/components/account/use-session';
import { MenuButton, menuItemProps } from '@/components/ui/menu-button';
import { Link } from '@/i18n/navigation';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

const entry =
  'flex w-full cursor-pointer items-center justify-between gap-6 rounded px-3 py-2 text-left text-sm outline-none hover:bg-brand-soft hover:text-brand focus:bg-brand-soft focus:text-brand';

/**
 * §2 account menu. Signed in: Home, Favorites (count), Inquiry (count, and the inquiry desk's unread replies), Change password, Logout, Help
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
  const name = signedIn ? t('greeting', { nick: user.nick }) : th('account');
  // Inquiries with a supplier reply not opened yet (`|| 0`: a user stored before the count existed).
  const unread = signedIn ? user.orderUnreadNum || 0 : 0;
  // Not portalled (Radix was): z-[60] keeps the menu above the phone search row (its form is z-50).

  return (
    <MenuButton
      buttonRef={trigger}
      buttonClassName="relative flex items-center gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-brand-soft hover:text-brand"
      buttonTestId="user-menu-trigger"
      buttonLabel={
        <>
          <User size={18} aria-hidden="true" />
          <span className="hidden max-w-32 truncate lg:inline">{name}</span>
          {/* Below lg the text is hidden: the button keeps the same name for screen readers (axe button-name). */}
          <span className="sr-only lg:hidden">{name}</span>
          <ChevronDown size={14} aria-hidden="true" />
          {unread > 0 && <span className="absolute top-1 left-5 size-2 rounded-full bg-brand ring-2 ring-white" aria-hidden="true" data-testid="user-menu-unread-dot" />}
        </>
      }
      menuClassName="absolute top-full right-0 z-[60] mt-1.5 min-w-56 rounded-md border border-line bg-white p-1.5 shadow-xl"
      menuTestId="user-menu"
    >
      {({ close }) => {
        /** An entry that closes the menu, then acts (sign in, register, logout). */
        const action = (name: string, act: () => void, label: string) => (
          <button
            {...menuItemProps}
            type="button"
            className={entry}
            onClick={() => {
              close();
              act();
            }}
            data-testid={`user-menu-${name}`}
          >
            {label}
          </button>
        );
        return (
          <>
            <Link {...menuItemProps} href="/" className={entry} onClick={close} data-testid="user-menu-home">
              {t('home')}
            </Link>
            {signedIn ? (
              <>
                <Link {...menuItemProps} href="/favorites" className={entry} onClick={close} data-testid="user-menu-favorites">
                  {t('favorites')}{' '}
                  <span className="text-muted" data-testid="user-menu-favorites-count">
                    {user.collectionNum}
                  </span>
                </Link>
                <Link {...menuItemProps} href="/order" className={entry} onClick={close} data-testid="user-menu-inquiry">
                  <span className="flex min-w-0 flex-wrap items-center gap-x-2">
                    {t('inquiry')}
                    {unread > 0 && (
                      <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-white" data-testid="order-unread" data-count={unread}>
                        {t('unreadReplies', { count: unread })}
                      </span>
                    )}
                  </span>
                  <span className="text-muted" data-testid="user-menu-inquiry-count">
                    {user.orderNum}
                  </span>
                </Link>
                <Link {...menuItemProps} href="/reset" className={entry} onClick={close} data-testid="user-menu-change-password">
                  {t('changePassword')}
                </Link>
                {action('logout', () => void logout(), t('logout'))}
              </>
            ) : (
              <>
                {action('signin', () => openOverlay('loginDialog', trigger.current), t('signIn'))}
                {action('register', () => openOverlay('registerDialog', trigger.current), t('register'))}
              </>
            )}
            <Link {...menuItemProps} href={{ pathname: '/FAQs', query: { faq: 1 } }} className={entry} onClick={close} data-testid="user-menu-help">
              {t('help')}
            </Link>
          </>
        );
      }}
    </MenuButton>
  );
}
