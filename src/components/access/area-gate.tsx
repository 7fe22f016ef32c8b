'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { apiGet, ApiRequestError } from '@/lib/api-client';
import { afterAccessCode, openWhileRestricted, storedRestriction, useAreaStore } from './area-state';

/** §9 / R9.22: the access-code redirect waits 500 ms after the 403. */
export const ACCESS_CODE_REDIRECT_DELAY_MS = 500;

// Once per page load (R4.18): the layout, and so this gate, stays mounted across client navigations.
let checkStarted = false;

/**
 * §4 area check, run when the header loads: a 403 from CheckUserArea marks the visit restricted
 * and, after 500 ms, opens /accessCode?checked=1 (R4.19, R4.20). While restricted every page but
 * /contact goes to /accessCode (R4.21, R4.22); when not, /accessCode goes home (R4.23), or to the
 * page the server's gate stopped them at (ADR 0046). Any other
 * answer (network error, 503) leaves the visitor where they are.
 */
export function AreaGate() {
  const pathname = usePathname();
  const router = useRouter();
  const restricted = useAreaStore((state) => state.restricted);

  useEffect(() => {
    if (checkStarted) return;
    checkStarted = true;
    const { setRestricted } = useAreaStore.getState();
    if (storedRestriction()) setRestricted(true);
    apiGet('/api/AreaLimit/CheckUserArea')
      .then(() => setRestricted(false))
      .catch((error: unknown) => {
        if (!(error instanceof ApiRequestError) || error.status !== 403) return;
        // An access code accepted in the meantime (the server's gate sends visitors straight to
        // /accessCode, so the form can beat the 500 ms) has the last word.
        setTimeout(() => {
          if (useAreaStore.getState().restricted !== false) setRestricted(true);
        }, ACCESS_CODE_REDIRECT_DELAY_MS);
      });
  }, []);

  useEffect(() => {
    if (restricted === true && !openWhileRestricted(pathname)) router.replace({ pathname: '/accessCode', query: { checked: '1' } });
    else if (restricted === false && pathname === '/accessCode') router.replace(afterAccessCode());
  }, [restricted, pathname, router]);

  return null;
}
