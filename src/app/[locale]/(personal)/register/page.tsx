import { accountPage } from '@/components/account/account-page';
import { RegisterForm } from '@/components/account/register-form';
import { SwitchPrompt } from '@/components/account/switch-prompt';
import { titleMetadata } from '@/components/ui/titled-page';

export const generateMetadata = titleMetadata('register');

/** /register: the register form inline (the drawer's fields, sex included). */
export default accountPage(
  'register',
  () => (
    <>
      <RegisterForm variant="drawer" />
      <SwitchPrompt to="login" href="/login" />
    </>
  ),
  { card: true },
);
