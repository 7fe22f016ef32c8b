'use client';

import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { readResetLink, useFollowResetLink } from './reset-link';

/** §2 / R2.25: / or /zh opened with `email` and `code` opens the reset flow in the login dialog. */
export function ResetLinkOpener() {
  const pathname = usePathname();
  const follow = useFollowResetLink();
  useEffect(() => {
    if (pathname !== '/' && pathname !== '/home') return;
    const link = readResetLink(new URLSearchParams(window.location.search));
    if (!link) return;
    const { openReset, setFlow } = useAccountUiStore.getState();
    openReset({ step: 'code', email: link.email });
    void follow(link, setFlow);
  }, [pathname, follow]);
  return null;
}
