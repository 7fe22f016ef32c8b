'use client';

import { Suspense } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { knownWithoutPrices } from './personal-prices-none';

// Browser budget (ADR 0053): a guest and a buyer known to hold no price list load nothing more
// than this; the code that asks and draws loads only for a signed-in buyer.
const PersonalPrices = lazyWithAllMessages(() => import('./personal-prices').then((m) => m.PersonalPrices));

/** The signed-in buyer's own prices on the catalogue page's cards and product price (after load). */
export function PersonalPricesLoader() {
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  if (!hydrated || !isSignedIn(user) || knownWithoutPrices(user.id)) return null;
  return (
    <Suspense fallback={null}>
      <PersonalPrices userId={user.id} />
    </Suspense>
  );
}
