import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { linkButton } from '@/components/account/form-styles';
import { RegisterForm } from '@/components/account/register-form';
import { PageTitle } from '@/components/ui/page-title';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('register') };
}

/** /register: the register form inline (the drawer's fields, sex included). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  const ta = await getTranslations('account');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('register')}</PageTitle>
      <AccountCard>
        <RegisterForm variant="drawer" />
        <p className="text-center text-sm text-muted">
          {ta('haveAccount')} <Link href="/login" className={linkButton} data-testid="register-to-login">{ta('signInNow')}</Link>
        </p>
      </AccountCard>
    </div>
  );
}
