'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { PageTitle } from '@/components/ui/page-title';
import { useHydrated } from '@/stores/use-hydrated';
import { isSignedIn, useUserStore } from '@/stores/user-store';
import { AccountCard } from './account-card';
import { AuthSlides } from './auth-slides';
import { ChangePasswordForm } from './change-password-form';
import { linkButton } from './form-styles';
import { usePageFlow } from './reset-flow';
import type { ResetLink } from './reset-link';
import { useFollowResetLink } from './reset-link';

function RegisterLink() {
  const t = useTranslations('account');
  return (
    <p className="text-center text-sm text-muted">
      {t('noAccount')}{' '}
      <Link href="/register" className={linkButton} data-testid="login-to-register">
        {t('registerNow')}
      </Link>
    </p>
  );
}

/** /forget: the forgotten-password steps, starting at the email (step 2). */
export function ForgotView({ googleClientId }: { googleClientId?: string }) {
  const flow = usePageFlow({ step: 'email' });
  return <AuthSlides flow={flow} googleClientId={googleClientId} signInFooter={<RegisterLink />} />;
}

/**
 * /reset serves both: signed in → the change-password form; signed out (or opened from an emailed
 * link) → the reset steps, the link's code checked at once (R2.07, R4.38). Decided after
 * hydration: the server HTML is the same for every visitor.
 */
export function ResetView({ link, googleClientId }: { link: ResetLink | null; googleClientId?: string }) {
  const t = useTranslations('pages');
  const hydrated = useHydrated();
  const signedIn = useUserStore((s) => isSignedIn(s.user));
  const flow = usePageFlow({ step: link ? 'code' : 'email', email: link?.email ?? '' });
  const follow = useFollowResetLink();
  const followed = useRef(false);
  const { go } = flow;
  useEffect(() => {
    if (!link || followed.current) return;
    followed.current = true;
    void follow(link, go);
  }, [link, follow, go]);

  if (hydrated && signedIn && !link) {
    return (
      <>
        <PageTitle>{t('changePassword')}</PageTitle>
        <AccountCard>
          <ChangePasswordForm />
        </AccountCard>
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('reset')}</PageTitle>
      <AccountCard>{hydrated ? <AuthSlides flow={flow} googleClientId={googleClientId} signInFooter={<RegisterLink />} /> : <div className="h-64" />}</AccountCard>
    </>
  );
}
