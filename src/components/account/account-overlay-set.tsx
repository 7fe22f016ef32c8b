'use client';

import { AccountDrawer } from './account-drawer';
import { LoginDialog } from './login-dialog';
import { LoginDrawer } from './login-drawer';
import { RegisterDialog } from './register-dialog';
import { RegisterDrawer } from './register-drawer';
import { ResetLinkOpener } from './reset-link-opener';

/** The account overlays themselves; account-overlays.tsx loads this chunk on first use. */
export function AccountOverlaySet({ googleClientId }: { googleClientId?: string }) {
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
