'use client';

import { ArrowLeft, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useOpenerFocus } from '@/components/ui/opener-focus';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { useCartDrawerStore } from '@/stores/cart-drawer-store';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { GuestCartView } from './guest-cart-view';
import { QuickOrderPanel } from './quick-order/quick-order-panel';

/**
 * The guest's cart, opened from the header badge (/cart shows the same view as a page, ADR 0020).
 * A Radix dialog like the other drawers (focus trap, Escape, focus back on the badge). The header
 * loads this chunk on first open only (the browser budget of ADR 0012).
 */
export function CartDrawer() {
  const t = useTranslations('cartDrawer');
  const tq = useTranslations('quickOrder');
  const open = useCartDrawerStore((s) => s.open);
  const view = useCartDrawerStore((s) => s.view);
  const count = useGuestCartStore((s) => s.items.length);
  const { hide, setView } = useCartDrawerStore.getState();
  const focus = useOpenerFocus(() => useCartDrawerStore.getState().opener);
  const quickOrderButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);

  // Back from quick order: focus the button that went there (its view had gone from the page).
  useEffect(() => {
    if (view === 'cart' && cameBack.current) quickOrderButton.current?.focus();
    cameBack.current = view === 'quickOrder';
  }, [view]);

  function signIn() {
    const badge = useCartDrawerStore.getState().opener;
    hide();
    // §2 centered login dialog; after sign-in the guest lines merge and the buyer lands on /cart.
    useAccountUiStore.getState().open('loginDialog', badge, '/cart');
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && hide()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            // Closed to open the sign-in dialog: that dialog takes focus, and returns it to the badge.
            if (useAccountUiStore.getState().overlay) event.preventDefault();
            else focus.onCloseAutoFocus(event);
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-[64rem] flex-col bg-white shadow-2xl outline-none"
          data-testid="cart-drawer"
          data-view={view}
        >
          <div className="flex items-center gap-2 border-b border-line px-5 py-4 sm:px-6">
            {view === 'quickOrder' && (
              <button
                type="button"
                onClick={() => setView('cart')}
                className="grid size-9 shrink-0 place-items-center rounded-md hover:bg-paper"
                aria-label={t('back')}
                data-testid="drawer-back"
              >
                <ArrowLeft size={20} aria-hidden="true" />
              </button>
            )}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-bold">{view === 'quickOrder' ? tq('title') : t('title', { count })}</Dialog.Title>
              <Dialog.Description className="sr-only">{view === 'quickOrder' ? tq('intro') : t('description')}</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-md hover:bg-paper" aria-label={t('close')} data-testid="drawer-close">
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {view === 'quickOrder' ? (
            <QuickOrderPanel onAdded={() => setView('cart')} />
          ) : (
            <GuestCartView quickOrderRef={quickOrderButton} onQuickOrder={() => setView('quickOrder')} onSignIn={() => signIn()} onLeave={hide} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
