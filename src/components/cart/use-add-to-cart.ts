'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { addToServerCart } from './cart-api';
import { useApiFailure } from './use-api-failure';

/**
 * §4 add to cart: a guest's goes to the local cart (same product adds to addNum), a customer's to
 * the server cart, whose answer sets the header badge at once (R4.55, R4.56). Success shows
 * cart.addToCartSuccess (R4.51, R8.48). Answers whether it was added.
 */
export function useAddToCart() {
  const t = useTranslations('cart');
  const fail = useApiFailure();
  return useCallback(
    async (productId: number, addNum: number): Promise<boolean> => {
      if (!isSignedIn(useUserStore.getState().user)) {
        useGuestCartStore.getState().add(productId, addNum);
        toast.success(t('addToCartSuccess'));
        return true;
      }
      try {
        useUserStore.getState().setCounts({ shoppingCartNum: await addToServerCart([{ productId, addNum }]) });
        toast.success(t('addToCartSuccess'));
        return true;
      } catch (error) {
        const status = fail(error, 'Failed to add to cart.', null); // §8 R8.31
        if (status !== 401) toast.error(t(status === 409 ? 'cartFull' : status === 400 ? 'lineTooLarge' : status === 404 ? 'productGone' : 'addError'));
        return false;
      }
    },
    [t, fail],
  );
}
