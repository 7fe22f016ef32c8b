'use client';

import { useTranslations } from 'next-intl';
import { SideDrawer, useOverlay } from './overlay-shells';
import { RegisterForm } from './register-form';
import { SwitchPrompt } from './switch-prompt';

/** §2 register drawer: the full §3 drawer form, sex included. */
export function RegisterDrawer() {
  const t = useTranslations('account');
  const { open, close, switchTo } = useOverlay('registerDrawer');
  return (
    <SideDrawer open={open} onClose={close} title={t('registerTitle')} description={t('registerLead')} testId="register-drawer">
      <RegisterForm variant="drawer" />
      <SwitchPrompt to="login" onClick={() => switchTo('loginDrawer')} />
    </SideDrawer>
  );
}
