import type { Locale } from '@/i18n/routing';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Envelope } from '@/lib/validation/envelope';
import type { FavoriteItemDto } from '@/lib/validation/favorite';

// The §7 Collection calls (R7.79-R7.83), typed at this boundary. Every answer carries the new
// favorites count, so the header and account menu are set rather than guessed.

export type FavoriteItem = FavoriteItemDto;
type CountReply = Envelope<{ collectionNum: number }>;

const COLLECTION = '/api/Collection';

export interface FavoritesPage {
  list: FavoriteItem[];
  total: number;
}

export async function fetchFavorites(locale: Locale, page: number, pageSize: number): Promise<FavoritesPage> {
  const { data } = await apiGet<Envelope<{ list: FavoriteItem[]; searchListResourceParamaters: { total: number } }>>(COLLECTION, {
    page,
    PageSize: pageSize,
    languageFlag: languageFlagOf(locale),
  });
  return { list: data.list, total: data.searchListResourceParamaters.total };
}

/** Every favorite's product id (the product page's heart needs membership, not pictures). */
export async function fetchFavoriteProductIds(): Promise<number[]> {
  const { data } = await apiGet<Envelope<{ list: { productid: number }[] }>>(COLLECTION, { isGetAll: 'true' });
  return data.list.map((item) => item.productid);
}

/** R7.81/R7.82: adding an existing favorite is idempotent; answers the new count. */
export async function addFavorite(productid: number): Promise<number> {
  return (await apiPost<CountReply>(COLLECTION, { productid })).data.collectionNum;
}

/** R7.83: by favorite id (the favorites page) or by product id (the product page's heart). */
export async function removeFavorite(id: number, by: 'favorite' | 'product'): Promise<number> {
  return (await apiDelete<CountReply>(`${COLLECTION}/${id}${by === 'product' ? '?by=product' : ''}`)).data.collectionNum;
}
