'use client';

import { Suspense, useEffect, useState } from 'react';
import { lazyWithAllMessages } from '@/i18n/all-messages-client';
import { useAccountUiStore } from '@/stores/account-ui-store';

// Browser budget: the forms, their zod schemas and react-hook-form are a large share of
// a page's JavaScript and most visitors never open them, so they load when first needed.
// React.lazy rather than next/dynamic: its loader code (~2 kB gzip) would be on every page.
const AccountOverlaySet = lazyWithAllMessages(() => import('./account-overlay-set').then((m) => m.AccountOverlaySet));

/** R2.25: a home URL carrying an emailed reset link (`email` and `code`) opens the flow at once. */
function hasResetLink() {
  const params = new URLSearchParams(window.location.search);
  return params.has('email') && params.has('code');
}

/**
 * §2 account overlays, mounted once in the layout; `useAccountUiStore().open(...)` shows one.
 * `googleClientId` comes from the server environment (no id → no Google button).
 */
export function AccountOverlays({ googleClientId }: { googleClientId?: string }) {
  const wanted = useAccountUiStore((s) => s.overlay !== null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (wanted || hasResetLink()) setLoaded(true);
  }, [wanted]);
  return loaded || wanted ? (
    <Suspense fallback={null}>
      <AccountOverlaySet googleClientId={googleClientId} />
    </Suspense>
  ) : null;
}
