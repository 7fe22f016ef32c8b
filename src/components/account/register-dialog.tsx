'use client';

import { useTranslations } from 'next-intl';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { linkButton } from './form-styles';
import { CenteredDialog } from './overlay-shells';
import { RegisterForm } from './register-form';

/** §2 centered register dialog (no sex field; Google prefill when it follows a Google sign-in). */
export function RegisterDialog() {
  const t = useTranslations('account');
  const open = useAccountUiStore((s) => s.overlay === 'registerDialog');
  const google = useAccountUiStore((s) => s.google);
  const { close, open: openOverlay } = useAccountUiStore.getState();
  return (
    <CenteredDialog open={open} onClose={close} title={t('registerTitle')} description={t('registerLead')} testId="register-dialog">
      <RegisterForm key={google?.token ?? 'plain'} variant="dialog" google={google} />
      <p className="text-center text-sm text-muted">
        {t('haveAccount')}{' '}
        <button type="button" onClick={() => openOverlay('loginDialog')} className={linkButton} data-testid="register-to-login">
          {t('signInNow')}
        </button>
      </p>
    </CenteredDialog>
  );
}
