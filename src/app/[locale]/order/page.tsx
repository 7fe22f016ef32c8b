import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderList } from '@/components/order/order-list';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';
import { getAddressOptions } from '@/server/accounts/address-options';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('order') };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** §2 /order (R2.05). Inquiries load in the browser; only the page number comes from the URL. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { page } = await searchParams;
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('order')}</PageTitle>
      <SignedInOnly>
        <OrderList page={pageNumber(page)} options={getAddressOptions(locale)} />
      </SignedInOnly>
    </div>
  );
}

function pageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
