import { FavoritesView } from '@/components/favorites/favorites-view';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { pageLocale, TitledPage, titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { pageNumber } from '@/lib/page-number';

export const generateMetadata = titleMetadata('favorites');

type Props = LocalePageProps & { searchParams: Promise<{ page?: string | string[] }> };

/** §2 /favorites (R2.05). The list loads in the browser; only the page number comes from the URL. */
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const page = pageNumber((await searchParams).page);
  return (
    <TitledPage name="favorites">
      <SignedInOnly>
        <FavoritesView page={page} />
      </SignedInOnly>
    </TitledPage>
  );
}
