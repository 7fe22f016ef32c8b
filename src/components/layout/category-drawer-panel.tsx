'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { LazyPicture } from '@/components/ui/lazy-picture';
import { Link } from '@/i18n/navigation';
import type { MenuTopic } from '@/lib/menu-topics';
import { padToMultiple } from '@/lib/pad-rows';
import { useHydrated } from '@/stores/use-hydrated';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { DrawerMainNav } from './drawer-main-nav';
import { useMenuTopics } from './menu-topics-store';

const NO_TOPICS: MenuTopic[] = [];

type Props = { menuUrl: string; open: boolean; setOpen(open: boolean): void; trigger: RefObject<HTMLButtonElement | null> };

/**
 * The side drawer itself (category-drawer.tsx loads this chunk, Radix with it, on the first
 * hover, focus or click of its button). Opened from state rather than a
 * Dialog.Trigger, so focus goes back to the button by hand when it closes.
 */
export default function CategoryDrawerPanel({ menuUrl, open, setOpen, trigger }: Props) {
  const t = useTranslations('drawer');
  const th = useTranslations('header');
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => isSignedIn(s.user)) && hydrated;
  // Signed in, the drawer's button opens the account drawer; signed out, the login drawer (R2.55).
  const account = signedIn
    ? { overlay: 'accountDrawer' as const, label: t('myAccount'), testId: 'drawer-account', look: 'border border-brand text-brand hover:bg-brand-soft' }
    : { overlay: 'loginDrawer' as const, label: t('signIn'), testId: 'drawer-signin', look: 'bg-brand text-white hover:bg-brand-dark' };
  const openOverlay = useAccountUiStore((s) => s.open);
  const topics = useMenuTopics(menuUrl) ?? NO_TOPICS;
  const [active, setActive] = useState<string | undefined>(undefined);
  const current = topics.find((topic) => topic.code === active) ?? topics[0];
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(100vw,110rem)] flex-col bg-white shadow-2xl"
          data-testid="category-drawer"
          onCloseAutoFocus={(event) => {
            if (!trigger.current?.isConnected) return;
            event.preventDefault();
            trigger.current.focus({ preventScroll: true });
          }}
        >
          <div className="flex items-center justify-between border-b border-line px-6 py-4">
            <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
            <Dialog.Description className="sr-only">{th('categories')}</Dialog.Description>
            <Dialog.Close className="grid size-9 place-items-center rounded-md hover:bg-paper" aria-label={t('close')}>
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <DrawerMainNav onNavigate={close} />
          <div className="flex min-h-0 flex-1">
            <ul className="w-1/3 max-w-72 overflow-y-auto border-r border-line py-2" aria-busy={topics.length ? undefined : true}>
              {topics.map((topic) => (
                <li key={topic.code}>
                  <button
                    type="button"
                    onMouseEnter={() => setActive(topic.code)}
                    onFocus={() => setActive(topic.code)}
                    onClick={() => setActive(topic.code)}
                    className={`w-full px-6 py-2.5 text-left text-sm ${topic.code === current?.code ? 'bg-brand-soft font-semibold text-brand' : 'hover:bg-paper'}`}
                  >
                    {topic.name}
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex-1 overflow-y-auto p-6">
              {current && (
                <>
                  <Link
                    href={{ pathname: '/products', query: { title: current.name, code: current.code, page: 1 } }}
                    onClick={close}
                    className="text-sm font-semibold text-brand hover:underline"
                  >
                    {t('viewAll')} · {current.name}
                  </Link>
                  {/* §9: sidebar rows are padded to a multiple of 8. */}
                  <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {padToMultiple(current.children, 8).map((child, i) =>
                      child ? (
                        <li key={child.code}>
                          <Link
                            href={{ pathname: '/products', query: { title: child.name, code: child.code, page: 1 } }}
                            onClick={close}
                            className="group block text-center text-xs"
                            data-testid="drawer-tile"
                          >
                            <LazyPicture src={child.cover} size={200} className="aspect-square w-full rounded-md bg-paper object-cover transition group-hover:opacity-85" />
                            <span className="mt-1 block truncate group-hover:text-brand">{child.name}</span>
                          </Link>
                        </li>
                      ) : (
                        <li key={`pad-${i}`} aria-hidden="true" className="hidden sm:block" />
                      ),
                    )}
                  </ul>
                </>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4 border-t border-line px-6 py-4 text-sm">
            <Link href="/about" onClick={close} className="hover:text-brand">
              {t('aboutUs')}
            </Link>
            <Link href="/contact" onClick={close} className="hover:text-brand">
              {t('contactUs')}
            </Link>
            {/* §2: Favorites only when signed in (R2.54); Sign In opens the login drawer (R2.55). */}
            {signedIn && (
              <Link href="/favorites" onClick={close} className="hover:text-brand" data-testid="drawer-favorites">
                {t('favorites')}
              </Link>
            )}
            <button
              type="button"
              onClick={() => {
                close();
                openOverlay(account.overlay, trigger.current);
              }}
              className={`ml-auto rounded-md px-5 py-2 font-semibold ${account.look}`}
              data-testid={account.testId}
            >
              {account.label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
