'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { CustomerListPage } from '@/components/cart/customer-list-page';
import { CUSTOMER_LISTS } from '@/components/cart/customer-lists';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { useApiFailure } from '@/components/cart/use-api-failure';
import { useCustomerList, type ListPage } from '@/components/cart/use-customer-list';
import { useRouter } from '@/i18n/navigation';
import { useCustomerFavoritesStore } from '@/stores/customer-favorites-store';
import { useUserStore } from '@/stores/user-store';
import { FavoriteCard } from './favorite-card';
import { fetchFavorites, removeFavorite, type FavoriteItem } from './favorites-api';

const FAVORITES_PAGE_SIZE = CUSTOMER_LISTS.favorites.pageSize;

/** §2 /favorites (R2.05): the signed-in customer's favorites, paged, newest first; remove, add to cart. */
export function FavoritesView({ page }: { page: number }) {
  const t = useTranslations('favorites');
  const ts = useTranslations('store');
  const locale = useLocale();
  const router = useRouter();
  const fail = useApiFailure();
  const addToCart = useAddToCart();
  const [busyId, setBusyId] = useState<number | null>(null);
  const fetchPage = useCallback(() => fetchFavorites(locale, page, FAVORITES_PAGE_SIZE), [locale, page]);
  // A page past the last (say, after removing the only favorite of the last page) goes to the last page.
  const accept = useCallback(
    (result: ListPage<FavoriteItem>) => {
      const lastPage = Math.max(1, Math.ceil(result.total / FAVORITES_PAGE_SIZE));
      if (result.list.length > 0 || page <= lastPage) return true;
      router.replace({ pathname: '/favorites', query: { page: String(lastPage) } });
      return false;
    },
    [page, router],
  );
  // §8 R8.33
  const favorites = useCustomerList({ fetchPage, count: 'collectionNum', logAs: 'Failed to request favorites data', accept });
  const { list, load } = favorites;

  async function work(item: FavoriteItem, task: () => Promise<void>) {
    setBusyId(item.id);
    await task();
    setBusyId(null);
  }

  const remove = (item: FavoriteItem) =>
    work(item, async () => {
      try {
        useUserStore.getState().setCounts({ collectionNum: await removeFavorite(item.id, 'favorite') });
        useCustomerFavoritesStore.getState().mark(item.productid, false);
        toast.success(ts('removeSuccess'));
      } catch (error) {
        if (fail(error, 'Failed to remove favorites data', null) !== 404) toast.error(t('removeError')); // §8 R8.35
      }
      await load();
    });

  const add = (item: FavoriteItem) => work(item, async () => void (await addToCart(item.productid, Math.max(1, item.productDTO.moq))));

  return (
    <CustomerListPage name="favorites" list={favorites} page={page} emptyAction={t('browseProducts')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5">
        {list.map((item) => (
          <li key={item.id} className="flex">
            <FavoriteCard item={item} busy={busyId === item.id} onRemove={() => void remove(item)} onAddToCart={() => void add(item)} />
          </li>
        ))}
      </ul>
    </CustomerListPage>
  );
}
