import { AddressBook } from '@/components/account/address-book';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { getAddressOptions } from '@/server/accounts/address-options';

export const generateMetadata = titleMetadata('address');

/** §2 /address (R2.08). The book itself loads in the browser: the HTML stays the same for everyone. */
export default async function Page({ params }: LocalePageProps) {
  const options = getAddressOptions(await pageLocale(params));
  return (
    <TitledPage name="address">
      <SignedInOnly>
        <AddressBook options={options} />
      </SignedInOnly>
    </TitledPage>
  );
}
