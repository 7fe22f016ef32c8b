'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { GuestCartView } from './guest-cart-view';

// Quick order's panel and dialog load when the guest first opens it.
const QuickOrderDialog = dynamic(() => import('./quick-order/quick-order-dialog').then((m) => m.QuickOrderDialog), { ssr: false });

/**
 * /cart for a guest (ADR 0020, "the guest's /cart"): the cart kept in this browser, shown by the
 * drawer's own view laid out as a page, with quick order; sending needs an account, so "Sign in"
 * and "Create an account" lead back here once the guest lines have joined it.
 */
export function GuestCartPage() {
  const [quickOrder, setQuickOrder] = useState<boolean | null>(null); // null: never opened, not loaded
  const quickOrderOpener = useRef<HTMLElement | null>(null);
  return (
    <>
      <GuestCartView
        layout="page"
        onSignIn={(opener) => useAccountUiStore.getState().open('loginDialog', opener, '/cart')}
        onRegister={(opener) => useAccountUiStore.getState().open('registerDialog', opener, '/cart')}
        onQuickOrder={(opener) => {
          quickOrderOpener.current = opener;
          setQuickOrder(true);
        }}
        onLeave={() => undefined}
      />
      {/* The guest's lines go to the local cart, which the view above follows by itself. */}
      {quickOrder !== null && <QuickOrderDialog open={quickOrder} onOpenChange={setQuickOrder} onAdded={() => undefined} opener={() => quickOrderOpener.current} />}
    </>
  );
}
