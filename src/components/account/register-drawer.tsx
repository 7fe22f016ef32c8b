'use client';

import { useTranslations } from 'next-intl';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { linkButton } from './form-styles';
import { SideDrawer } from './overlay-shells';
import { RegisterForm } from './register-form';

/** §2 register drawer: the full §3 drawer form, sex included. */
export function RegisterDrawer() {
  const t = useTranslations('account');
  const open = useAccountUiStore((s) => s.overlay === 'registerDrawer');
  const { close, open: openOverlay } = useAccountUiStore.getState();
  return (
    <SideDrawer open={open} onClose={close} title={t('registerTitle')} description={t('registerLead')} testId="register-drawer">
      <RegisterForm variant="drawer" />
      <p className="text-center text-sm text-muted">
        {t('haveAccount')}{' '}
        <button type="button" onClick={() => openOverlay('loginDrawer')} className={linkButton} data-testid="register-to-login">
          {t('signInNow')}
        </button>
      </p>
    </SideDrawer>
  );
}
