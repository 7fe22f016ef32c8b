'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';

/**
 * The content of a guarded page (R4.24-R4.28) mounts only once the route guard has
 * its answer — after hydration, from the same stored user — and only when it is "signed in". A
 * signed-out visitor's browser therefore asks the signed-in API nothing (no 401 in the console)
 * before the guard sends it home; the page's HTML stays the same for everyone.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => isSignedIn(s.user));
  return hydrated && signedIn ? children : null;
}
