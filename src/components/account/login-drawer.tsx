'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { linkButton } from './form-styles';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { SideDrawer, useOverlay } from './overlay-shells';
import { SwitchPrompt } from './switch-prompt';

/** §2 login drawer (opened from the side drawer's Sign In button). */
export function LoginDrawer({ googleClientId }: { googleClientId?: string }) {
  const t = useTranslations('account');
  const { open, close, switchTo } = useOverlay('loginDrawer');
  const forgot = (
    <Link href="/forget" onClick={close} className={linkButton} data-testid="login-to-forgot">
      {t('forgot')}
    </Link>
  );
  return (
    <SideDrawer open={open} onClose={close} title={t('signInTitle')} description={t('signInLead')} testId="login-drawer">
      <LoginForm forgot={forgot} />
      <GoogleButton clientId={googleClientId} />
      <SwitchPrompt to="register" onClick={() => switchTo('registerDrawer')} />
    </SideDrawer>
  );
}
