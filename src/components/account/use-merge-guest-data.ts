'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { useCustomerFavoritesStore } from '@/stores/customer-favorites-store';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useGuestFavoritesStore } from '@/stores/guest-favorites-store';
import { useUserStore } from '@/stores/user-store';
import { mergeGuest } from './account-api';

/**
 * §4: right after sign-in or registration the guest cart and favorites join the account
 * (quantities added, no duplicate lines). The local copies are cleared only after a 200, so a
 * failed merge loses nothing; the counts come from the answer. Answers whether it merged (false:
 * nothing to merge, or the merge failed — the caller then refreshes the counts itself).
 */
export function useMergeGuestData() {
  const t = useTranslations('cart');
  return useCallback(async (): Promise<boolean> => {
    // A new session: favorite hearts reload the server list.
    useCustomerFavoritesStore.getState().reset();
    const cart = useGuestCartStore.getState().items;
    const favorites = useGuestFavoritesStore.getState().ids;
    if (cart.length === 0 && favorites.length === 0) return false;
    useAccountUiStore.getState().setMerging(true);
    try {
      const result = await mergeGuest(cart, favorites);
      useGuestCartStore.getState().clear();
      useGuestFavoritesStore.getState().clear();
      useCustomerFavoritesStore.getState().reset();
      const { collectionNum, shoppingCartNum, orderNum, orderUnreadNum } = result;
      useUserStore.getState().setCounts({ collectionNum, shoppingCartNum, orderNum, orderUnreadNum });
      const skipped = new Set([...result.skippedCart, ...result.skippedFavorites]).size;
      if (skipped > 0) toast.info(t('mergeSkipped', { count: skipped }));
      if (result.cappedCart.length > 0) toast.info(t('mergeCapped', { count: result.cappedCart.length }));
      return true;
    } catch (error) {
      // The guest copies stay in the browser; the next sign-in tries again.
      console.error(new Error('Failed to add to cart.', { cause: error }));
      return false;
    } finally {
      useAccountUiStore.getState().setMerging(false);
    }
  }, [t]);
}
