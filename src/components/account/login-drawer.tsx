'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { linkButton } from './form-styles';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { SideDrawer } from './overlay-shells';

/** §2 login drawer (opened from the side drawer's Sign In button). */
export function LoginDrawer({ googleClientId }: { googleClientId?: string }) {
  const t = useTranslations('account');
  const open = useAccountUiStore((s) => s.overlay === 'loginDrawer');
  const { close, open: openOverlay } = useAccountUiStore.getState();
  return (
    <SideDrawer open={open} onClose={close} title={t('signInTitle')} description={t('signInLead')} testId="login-drawer">
      <LoginForm
        forgot={
          <Link href="/forget" onClick={close} className={linkButton} data-testid="login-to-forgot">
            {t('forgot')}
          </Link>
        }
      />
      <GoogleButton clientId={googleClientId} />
      <p className="text-center text-sm text-muted">
        {t('noAccount')}{' '}
        <button type="button" onClick={() => openOverlay('registerDrawer')} className={linkButton} data-testid="login-to-register">
          {t('registerNow')}
        </button>
      </p>
    </SideDrawer>
  );
}
