import { setRequestLocale } from 'next-intl/server';
import { listMetadata, ProductListPage } from '@/components/catalog/product-list-page';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = listMetadata('hot-products');

export default async function Page({ params, searchParams }: Props) {
  setRequestLocale((await params).locale as Locale);
  return <ProductListPage kind="hot-products" searchParams={await searchParams} />;
}
