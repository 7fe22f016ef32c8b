import { AddressBook } from '@/components/account/address-book';
import { accountPage } from '@/components/account/account-page';
import { titleMetadata } from '@/components/ui/titled-page';
import { getAddressOptions } from '@/server/accounts/address-options';

export const generateMetadata = titleMetadata('address');

/** §2 /address (R2.08). The book itself loads in the browser: the HTML stays the same for everyone. */
export default accountPage('address', (locale) => <AddressBook options={getAddressOptions(locale)} />, { signedIn: true });
