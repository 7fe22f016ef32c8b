import { ChangePasswordForm } from '@/components/account/change-password-form';
import { accountPage } from '@/components/account/account-page';
import { titleMetadata } from '@/components/ui/titled-page';

export const generateMetadata = titleMetadata('changePassword');

/** /changePassword (signed in only: the route guard sends visitors home, R4.27). */
export default accountPage('changePassword', () => <ChangePasswordForm />, { card: true, signedIn: true });
