'use client';

import { useAccountUiStore } from '@/stores/account-ui-store';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import type { AddressOptions } from '@/server/accounts/address-options';
import { CartView } from './cart-view';
import { GuestCartPage } from './guest-cart-page';
import { Skeleton } from './list-states';

/**
 * §2 /cart (R2.05) for everyone (ADR 0020, "the guest's /cart"): a customer's server cart with the
 * inquiry, or a guest's local cart with the way to sign in. Chosen after hydration from the stored
 * user, so the page's HTML stays the same for every visitor; right after sign-in it waits for the
 * guest lines to join the account before loading the customer's cart.
 */
export function CartPage({ options }: { options: AddressOptions }) {
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => isSignedIn(s.user));
  const merging = useAccountUiStore((s) => s.merging);
  if (!hydrated) return null;
  if (!signedIn) return <GuestCartPage />;
  return merging ? <Skeleton /> : <CartView options={options} />;
}
