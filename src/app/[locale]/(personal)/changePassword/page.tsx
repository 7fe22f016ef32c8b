import { AccountCard } from '@/components/account/account-card';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';

export const generateMetadata = titleMetadata('changePassword');

/** /changePassword (signed in only: the route guard sends visitors home, R4.27). */
export default async function Page({ params }: LocalePageProps) {
  await pageLocale(params);
  return (
    <TitledPage name="changePassword">
      <SignedInOnly>
        <AccountCard>
          <ChangePasswordForm />
        </AccountCard>
      </SignedInOnly>
    </TitledPage>
  );
}
