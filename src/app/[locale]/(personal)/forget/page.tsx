import { AccountCard } from '@/components/account/account-card';
import { ForgotView } from '@/components/account/page-flows';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { env } from '@/server/env';

export const generateMetadata = titleMetadata('forget');

/** /forget: the forgotten-password steps inline (§4 steps 2-4, then sign in). */
export default async function Page({ params }: LocalePageProps) {
  await pageLocale(params);
  return (
    <TitledPage name="forget">
      <AccountCard>
        <ForgotView googleClientId={env().GOOGLE_CLIENT_ID} />
      </AccountCard>
    </TitledPage>
  );
}
