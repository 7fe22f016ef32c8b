import { createPersistedStore } from './persisted-store';

/** §4 guest favorites toggle: an existing id is removed, else appended; the total is the length. */
export function toggleFavorite(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

interface GuestFavoritesState {
  ids: number[];
  toggle(productId: number): void;
  clear(): void;
}

export const useGuestFavoritesStore = createPersistedStore<GuestFavoritesState>('favorites', (set) => ({
  ids: [],
  toggle: (productId) => set((s) => ({ ids: toggleFavorite(s.ids, productId) })),
  clear: () => set({ ids: [] }),
}));
