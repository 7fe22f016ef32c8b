'use client';

import { useTranslations } from 'next-intl';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { CenteredDialog, useOverlay } from './overlay-shells';
import { RegisterForm } from './register-form';
import { SwitchPrompt } from './switch-prompt';

/** §2 centered register dialog (no sex field; Google prefill when it follows a Google sign-in). */
export function RegisterDialog() {
  const t = useTranslations('account');
  const { open, close, switchTo } = useOverlay('registerDialog');
  const google = useAccountUiStore((s) => s.google);
  return (
    <CenteredDialog open={open} onClose={close} title={t('registerTitle')} description={t('registerLead')} testId="register-dialog">
      <RegisterForm key={google?.token ?? 'plain'} variant="dialog" google={google} />
      <SwitchPrompt to="login" onClick={() => switchTo('loginDialog')} />
    </CenteredDialog>
  );
}
