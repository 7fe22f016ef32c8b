import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('changePassword') };
}

/** /changePassword (signed in only: the route guard sends visitors home, R4.27). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('changePassword')}</PageTitle>
      <SignedInOnly>
        <AccountCard>
          <ChangePasswordForm />
        </AccountCard>
      </SignedInOnly>
    </div>
  );
}
