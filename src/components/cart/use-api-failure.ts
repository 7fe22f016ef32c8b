'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { isGuardedPath } from '@/components/account/route-guard';
import { usePathname, useRouter } from '@/i18n/navigation';
import { ApiRequestError } from '@/lib/api-client';
import { useUserStore } from '@/stores/user-store';

/**
 * What every cart, favorites and inquiry call does with a failure. A 401 means the server session
 * is gone: the browser signs out, asks to sign in (message.loginFirst) and leaves a page that needs
 * a customer, as the route guard would. Anything else is logged with its §8 sentence and shown as
 * the translated `message`. Answers the HTTP status (0 without one) so callers can react to 404/409.
 */
export function useApiFailure() {
  const tm = useTranslations('message');
  const pathname = usePathname();
  const router = useRouter();
  return useCallback(
    (error: unknown, logAs: string, message: string | null): number => {
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status === 401) {
        useUserStore.getState().logout();
        toast.warning(tm('loginFirst'), { id: 'login-first' });
        if (isGuardedPath(pathname)) router.replace('/');
        return status;
      }
      console.error(new Error(logAs, { cause: error }));
      if (message) toast.error(message);
      return status;
    },
    [tm, pathname, router],
  );
}
