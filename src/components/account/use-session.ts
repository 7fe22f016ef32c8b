'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { usePathname, useRouter } from '@/i18n/navigation';
import { ApiRequestError } from '@/lib/api-client';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { useGuestCartStore } from '@/stores/guest-cart-store';
import { useGuestFavoritesStore } from '@/stores/guest-favorites-store';
import { toStoredUser, useUserStore } from '@/stores/user-store';
import { accountNums, logout as logoutCall, type UserDto } from './account-api';
import { useMergeGuestData } from './use-merge-guest-data';

/**
 * §4 counts refresh (GetAccountNums). A 401 means the server session is gone: the stored user is
 * cleared. Other failures keep the stored counts (R8.28 is reported, not shown).
 */
export async function refreshAccountCounts(): Promise<void> {
  const { user, countsVersion } = useUserStore.getState();
  if (!user) return;
  try {
    useUserStore.getState().setCountsIfUnchanged(countsVersion, await accountNums());
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) useUserStore.getState().logout();
    else console.error(new Error('get user base error.', { cause: error }));
  }
}

/**
 * §4: after sign-in or registration: store the user, close the overlay, say so, go home (or to
 * /cart), merge the guest cart and favorites into the account (its answer carries the
 * counts), else refresh counts.
 */
export function useCompleteSignIn() {
  const t = useTranslations('account');
  const router = useRouter();
  const mergeGuestData = useMergeGuestData();
  return useCallback(
    (dto: UserDto, kind: 'login' | 'register') => {
      const toCart = useAccountUiStore.getState().afterSignIn === '/cart';
      useUserStore.getState().setUser(toStoredUser(dto));
      useAccountUiStore.getState().close();
      toast.success(t(kind === 'login' ? 'loginSuccess' : 'registerSuccess'));
      const merging = mergeGuestData().then((merged) => (merged ? undefined : refreshAccountCounts()));
      // Signing in from the guest cart drawer leads to /cart — once the merge is done,
      // so the page loads the cart with the guest's lines in it.
      if (toCart) void merging.then(() => router.push('/cart'));
      else router.push('/');
    },
    [t, router, mergeGuestData],
  );
}

/** §4 logout: end the server session, clear the stored user, guest cart and favorites, go home. */
export function useLogout() {
  const t = useTranslations('account');
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(async () => {
    // The local sign-out happens even when the call fails: the visitor asked to leave.
    await logoutCall().catch((error: unknown) => console.error(error));
    useUserStore.getState().logout();
    useGuestCartStore.getState().clear();
    useGuestFavoritesStore.getState().clear();
    useAccountUiStore.getState().close();
    toast.success(t('logoutSuccess'));
    if (pathname === '/') router.refresh();
    else router.push('/');
  }, [t, router, pathname]);
}
