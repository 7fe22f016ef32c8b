import { AccountCard } from '@/components/account/account-card';
import { RegisterForm } from '@/components/account/register-form';
import { SwitchPrompt } from '@/components/account/switch-prompt';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';

export const generateMetadata = titleMetadata('register');

/** /register: the register form inline (the drawer's fields, sex included). */
export default async function Page({ params }: LocalePageProps) {
  await pageLocale(params);
  return (
    <TitledPage name="register">
      <AccountCard>
        <RegisterForm variant="drawer" />
        <SwitchPrompt to="login" href="/login" />
      </AccountCard>
    </TitledPage>
  );
}
