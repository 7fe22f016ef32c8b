import { OrderList } from '@/components/order/order-list';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { pageNumber } from '@/lib/page-number';
import { getAddressOptions } from '@/server/accounts/address-options';

export const generateMetadata = titleMetadata('order');

type Props = LocalePageProps & { searchParams: Promise<{ page?: string | string[] }> };

/** §2 /order (R2.05). Inquiries load in the browser; only the page number comes from the URL. */
export default async function Page({ params, searchParams }: Props) {
  const options = getAddressOptions(await pageLocale(params));
  const page = pageNumber((await searchParams).page);
  return (
    <TitledPage name="order">
      <SignedInOnly>
        <OrderList page={page} options={options} />
      </SignedInOnly>
    </TitledPage>
  );
}
