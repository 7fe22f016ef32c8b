'use client';

import { useTranslations } from 'next-intl';
import { useAccountUiStore } from '@/stores/account-ui-store';
import { AuthSlides, STEP_TITLES } from './auth-slides';
import { linkButton } from './form-styles';
import { CenteredDialog } from './overlay-shells';
import { useDialogFlow } from './reset-flow';

/** §2 centered login dialog: sign in, the forgot-password steps (sliding) and Google sign-in. */
export function LoginDialog({ googleClientId }: { googleClientId?: string }) {
  const t = useTranslations('account');
  const open = useAccountUiStore((s) => s.overlay === 'loginDialog');
  const { close, open: openOverlay } = useAccountUiStore.getState();
  const flow = useDialogFlow();
  return (
    <CenteredDialog open={open} onClose={close} title={t(STEP_TITLES[flow.step])} testId="login-dialog">
      <AuthSlides
        flow={flow}
        heading={false}
        googleClientId={googleClientId}
        signInFooter={
          <p className="text-center text-sm text-muted">
            {t('noAccount')}{' '}
            <button type="button" onClick={() => openOverlay('registerDialog')} className={linkButton} data-testid="login-to-register">
              {t('registerNow')}
            </button>
          </p>
        }
      />
    </CenteredDialog>
  );
}
