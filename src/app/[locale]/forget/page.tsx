import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { ForgotView } from '@/components/account/page-flows';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { env } from '@/server/env';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('forget') };
}

/** /forget: the forgotten-password steps inline (§4 steps 2-4, then sign in). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('forget')}</PageTitle>
      <AccountCard>
        <ForgotView googleClientId={env().GOOGLE_CLIENT_ID} />
      </AccountCard>
    </div>
  );
}
