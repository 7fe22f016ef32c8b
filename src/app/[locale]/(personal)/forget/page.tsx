import { ForgotView } from '@/components/account/page-flows';
import { accountPage } from '@/components/account/account-page';
import { titleMetadata } from '@/components/ui/titled-page';
import { env } from '@/server/env';

export const generateMetadata = titleMetadata('forget');

/** /forget: the forgotten-password steps inline (§4 steps 2-4, then sign in). */
export default accountPage('forget', () => <ForgotView googleClientId={env().GOOGLE_CLIENT_ID} />, { card: true });
