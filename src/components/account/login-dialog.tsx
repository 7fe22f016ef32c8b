'use client';

import { useTranslations } from 'next-intl';
import { AuthSlides, STEP_TITLES } from './auth-slides';
import { CenteredDialog, useOverlay } from './overlay-shells';
import { useDialogFlow } from './reset-flow';
import { SwitchPrompt } from './switch-prompt';

/** §2 centered login dialog: sign in, the forgot-password steps (sliding) and Google sign-in. */
export function LoginDialog({ googleClientId }: { googleClientId?: string }) {
  const t = useTranslations('account');
  const { open, close, switchTo } = useOverlay('loginDialog');
  const flow = useDialogFlow();
  return (
    <CenteredDialog open={open} onClose={close} title={t(STEP_TITLES[flow.step])} testId="login-dialog">
      <AuthSlides flow={flow} heading={false} googleClientId={googleClientId} signInFooter={<SwitchPrompt to="register" onClick={() => switchTo('registerDialog')} />} />
    </CenteredDialog>
  );
}
