'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useApiFailure } from '@/components/cart/use-api-failure';
import { useCustomerFavoritesStore } from '@/stores/customer-favorites-store';
import { useGuestFavoritesStore } from '@/stores/guest-favorites-store';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { addFavorite, fetchFavoriteProductIds, removeFavorite } from './favorites-api';

let loading: { owner: number; promise: Promise<void> } | null = null;

/** Loads the customer's favorite ids once per sign-in, however many hearts ask at the same time. */
function loadCustomerFavorites(owner: number): Promise<void> {
  if (loading?.owner === owner) return loading.promise;
  const promise = fetchFavoriteProductIds()
    .then((ids) => useCustomerFavoritesStore.getState().setLoaded(owner, ids))
    .catch((error: unknown) => console.error(new Error('Failed to request favorites data', { cause: error }))) // §8 R8.33
    .finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  loading = { owner, promise };
  return promise;
}

/**
 * The favorite heart of one product. Guests toggle the local list (§4: an existing id is removed,
 * else appended); customers the server list, with the favorites count moving at once (+1 / −1,
 * R4.57, R4.58) and then set from the answer. `favorite` is null while a customer's list loads.
 */
export function useFavoriteToggle(productId: number) {
  const ts = useTranslations('store');
  const tf = useTranslations('favorites');
  const fail = useApiFailure();
  const hydrated = useHydrated();
  const user = useUserStore((s) => s.user);
  const customerId = hydrated && isSignedIn(user) ? user.id : null;
  const inGuestList = useGuestFavoritesStore((s) => s.ids.includes(productId));
  const owner = useCustomerFavoritesStore((s) => s.owner);
  const inServerList = useCustomerFavoritesStore((s) => (s.ids ? s.ids.includes(productId) : null));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (customerId !== null && owner !== customerId) void loadCustomerFavorites(customerId);
  }, [customerId, owner]);

  const favorite: boolean | null = !hydrated ? false : customerId === null ? inGuestList : owner === customerId ? inServerList : null;

  async function toggle(): Promise<void> {
    if (favorite === null || busy) return;
    if (customerId === null) {
      useGuestFavoritesStore.getState().toggle(productId);
      toast.success(ts(favorite ? 'removeSuccess' : 'collectionSuccess'));
      return;
    }
    const on = !favorite;
    const { mark } = useCustomerFavoritesStore.getState();
    const { bumpCount, setCounts } = useUserStore.getState();
    setBusy(true);
    mark(productId, on);
    bumpCount('collectionNum', on ? 1 : -1);
    try {
      setCounts({ collectionNum: on ? await addFavorite(productId) : await removeFavorite(productId, 'product') });
      toast.success(ts(on ? 'collectionSuccess' : 'removeSuccess'));
    } catch (error) {
      const status = fail(error, on ? 'Failed to add to favorites' : 'Failed to remove favorites data', null); // §8 R8.34, R8.35
      if (!on && status === 404) return; // already gone (another tab): the heart is right as it is
      mark(productId, !on);
      bumpCount('collectionNum', on ? -1 : 1);
      if (status !== 401) toast.error(tf(status === 409 ? 'full' : on ? 'addError' : 'removeError'));
    } finally {
      setBusy(false);
    }
  }

  return { favorite, busy, toggle };
}
