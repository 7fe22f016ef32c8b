import { FavoritesView } from '@/components/favorites/favorites-view';
import { accountPage } from '@/components/account/account-page';
import { titleMetadata, type LocalePageProps } from '@/components/ui/titled-page';
import { pageNumber } from '@/lib/page-number';

export const generateMetadata = titleMetadata('favorites');

type Props = LocalePageProps & { searchParams: Promise<{ page?: string | string[] }> };

/** §2 /favorites (R2.05). The list loads in the browser; only the page number comes from the URL. */
export default accountPage<Props>('favorites', async (_locale, { searchParams }) => <FavoritesView page={pageNumber((await searchParams).page)} />, { signedIn: true });
