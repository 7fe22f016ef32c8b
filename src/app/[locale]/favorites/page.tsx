import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesView } from '@/components/favorites/favorites-view';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('favorites') };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** §2 /favorites (R2.05). The list loads in the browser; only the page number comes from the URL. */
export default async function Page({ params, searchParams }: Props) {
  setRequestLocale((await params).locale as Locale);
  const { page } = await searchParams;
  const t = await getTranslations('pages');
  return (
    <div className="container-x py-8">
      <PageTitle>{t('favorites')}</PageTitle>
      <SignedInOnly>
        <FavoritesView page={pageNumber(page)} />
      </SignedInOnly>
    </div>
  );
}

function pageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
