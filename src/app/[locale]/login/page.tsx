import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { linkButton } from '@/components/account/form-styles';
import { GoogleButton } from '@/components/account/google-button';
import { LoginForm } from '@/components/account/login-form';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { env } from '@/server/env';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('login') };
}

/** /login: the login form inline, with the ways to register and to recover a password. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  const ta = await getTranslations('account');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('login')}</PageTitle>
      <AccountCard>
        <LoginForm forgot={<Link href="/forget" className={linkButton} data-testid="login-to-forgot">{ta('forgot')}</Link>} />
        <GoogleButton clientId={env().GOOGLE_CLIENT_ID} />
        <p className="text-center text-sm text-muted">
          {ta('noAccount')} <Link href="/register" className={linkButton} data-testid="login-to-register">{ta('registerNow')}</Link>
        </p>
      </AccountCard>
    </div>
  );
}
