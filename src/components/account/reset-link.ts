'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { resetCodeSchema } from '@/lib/validation/account';
import { isValidEmail } from '@/lib/validation/email';
import type { ResetFlowState } from '@/stores/account-ui-store';
import { useUserStore } from '@/stores/user-store';
import { checkResetCode } from './account-api';

export interface ResetLink {
  email: string;
  code: string;
}

/** The `email` and `code` of an emailed reset link, when the query holds both. */
export function readResetLink(params: URLSearchParams): ResetLink | null {
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  return email && code ? { email, code } : null;
}

/** The code is used once: a reload must not check it again. */
function dropLinkFromUrl() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('email') && !url.searchParams.has('code')) return;
  url.searchParams.delete('email');
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * §4 emailed reset link: the code is checked at once; success → step 4 (set the new password),
 * failure → step 2 with the email prefilled (R4.38, R4.39). A stored user gets the
 * 'to reset your password' warning first (R4.42).
 */
export function useFollowResetLink() {
  const t = useTranslations('account');
  return useCallback(
    async (link: ResetLink, go: (patch: Partial<ResetFlowState>) => void) => {
      dropLinkFromUrl();
      if (useUserStore.getState().user?.isLogin) toast.warning(t('resetWhileSignedIn'), { id: 'reset-signed-in' });
      const email = isValidEmail(link.email) ? link.email : '';
      const code = resetCodeSchema.safeParse(link.code);
      go({ step: 'code', email, code: code.success ? code.data : '', sentAt: null });
      try {
        if (!email || !code.success) throw new Error('malformed reset link');
        await checkResetCode(email, code.data);
        toast.success(t('codePassed'));
        go({ step: 'newPassword' });
      } catch {
        toast.error(t('codeError'));
        go({ step: 'email', code: '' });
      }
    },
    [t],
  );
}
