import { create } from 'zustand';

/** Adds or removes one product id (no duplicates). */
export function markFavorite(ids: readonly number[], productId: number, on: boolean): number[] {
  const rest = ids.filter((id) => id !== productId);
  return on ? [...rest, productId] : rest;
}

interface CustomerFavoritesState {
  /** The customer the ids belong to; another sign-in starts over. */
  owner: number | null;
  /** Product ids of the server favorites; null until loaded. */
  ids: number[] | null;
  setLoaded(owner: number, ids: number[]): void;
  mark(productId: number, on: boolean): void;
  reset(): void;
}

/**
 * The signed-in customer's favorite product ids, for the product page's heart (§4: customers'
 * favorites live on the server). Memory only: loaded once per sign-in, then kept in step with
 * every add and remove made in this tab.
 */
export const useCustomerFavoritesStore = create<CustomerFavoritesState>()((set) => ({
  owner: null,
  ids: null,
  setLoaded: (owner, ids) => set({ owner, ids }),
  mark: (productId, on) => set((s) => (s.ids ? { ids: markFavorite(s.ids, productId, on) } : s)),
  reset: () => set({ owner: null, ids: null }),
}));
