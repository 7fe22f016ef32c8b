'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

/**
 * §4 / R4.24-R4.28: the pages that need a signed-in customer. /cart is not among them: a guest
 * sees the cart kept in the browser there, and sending it needs sign-in (ADR 0020, "the guest's
 * /cart" — our reading of R4.25).
 */
export const GUARDED_PATHS = ['/order', '/favorites', '/changePassword', '/address'] as const;

export function isGuardedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return GUARDED_PATHS.some((guarded) => path === guarded.toLowerCase() || path.startsWith(`${guarded.toLowerCase()}/`));
}

/**
 * §4 route guard: a signed-out visitor on a guarded page is warned (message.loginFirst) and sent
 * to / — after in-app navigation (R4.29) and, by the agreed reading, on a direct load too. It runs
 * on page changes only: signing out on a guarded page goes home without this warning.
 */
export function RouteGuard() {
  const t = useTranslations('message');
  const pathname = usePathname();
  const router = useRouter();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !isGuardedPath(pathname) || isSignedIn(useUserStore.getState().user)) return;
    toast.warning(t('loginFirst'), { id: 'login-first' });
    router.replace('/');
  }, [hydrated, pathname, router, t]);
  return null;
}
