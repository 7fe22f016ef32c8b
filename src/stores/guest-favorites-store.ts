import { createListStore } from './list-store';

/** §4 guest favorites toggle: an existing id is removed, else appended; the total is the length. */
export function toggleFavorite(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

/** §3 local favorites (key `favorites`): product ids, toggled by toggleFavorite. */
export const useGuestFavoritesStore = createListStore('favorites', 'ids', 'toggle', toggleFavorite);
