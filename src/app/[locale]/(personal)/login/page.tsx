import { getTranslations } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { linkButton } from '@/components/account/form-styles';
import { GoogleButton } from '@/components/account/google-button';
import { LoginForm } from '@/components/account/login-form';
import { SwitchPrompt } from '@/components/account/switch-prompt';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { Link } from '@/i18n/navigation';
import { env } from '@/server/env';

export const generateMetadata = titleMetadata('login');

/** /login: the login form inline, with the ways to register and to recover a password. */
export default async function Page({ params }: LocalePageProps) {
  await pageLocale(params);
  const ta = await getTranslations('account');
  return (
    <TitledPage name="login">
      <AccountCard>
        <LoginForm
          forgot={
            <Link href="/forget" className={linkButton} data-testid="login-to-forgot">
              {ta('forgot')}
            </Link>
          }
        />
        <GoogleButton clientId={env().GOOGLE_CLIENT_ID} />
        <SwitchPrompt to="register" href="/register" />
      </AccountCard>
    </TitledPage>
  );
}
