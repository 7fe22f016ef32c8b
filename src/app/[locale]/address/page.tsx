import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressBook } from '@/components/account/address-book';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getAddressOptions } from '@/server/accounts/address-options';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('address') };
}

/** §2 /address (R2.08). The book itself loads in the browser: the HTML stays the same for everyone. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('address')}</PageTitle>
      <SignedInOnly>
        <AddressBook options={getAddressOptions(locale)} />
      </SignedInOnly>
    </div>
  );
}
