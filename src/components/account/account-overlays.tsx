'use client';

import { AccountDrawer } from './account-drawer';
import { LoginDialog } from './login-dialog';
import { LoginDrawer } from './login-drawer';
import { RegisterDialog } from './register-dialog';
import { RegisterDrawer } from './register-drawer';
import { ResetLinkOpener } from './reset-link-opener';

/**
 * §2 account overlays, mounted once in the layout; `useAccountUiStore().open(...)` shows one.
 * `googleClientId` comes from the server environment (no id → no Google button).
 */
export function AccountOverlays({ googleClientId }: { googleClientId?: string }) {
  return (
    <>
      <LoginDrawer googleClientId={googleClientId} />
      <RegisterDrawer />
      <AccountDrawer />
      <LoginDialog googleClientId={googleClientId} />
      <RegisterDialog />
      <ResetLinkOpener />
    </>
  );
}
