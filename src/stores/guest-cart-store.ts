import { createPersistedStore } from './persisted-store';

/** §3 local cart item: productId and addNum. */
export interface GuestCartItem {
  productId: number;
  addNum: number;
}

interface GuestCartState {
  items: GuestCartItem[];
  add(productId: number, addNum: number): void;
  /** Quick order: several products at once, each merged like add(). */
  addMany(list: readonly GuestCartItem[]): void;
  /** The cart drawer's quantity box; the line keeps its place. */
  setQuantity(productId: number, addNum: number): void;
  remove(productId: number): void;
  clear(): void;
}

/** §4 guest cart: the same productId adds to addNum, a new one is appended. */
export function mergeIntoCart(items: GuestCartItem[], productId: number, addNum: number): GuestCartItem[] {
  return items.some((i) => i.productId === productId) ? items.map((i) => (i.productId === productId ? { ...i, addNum: i.addNum + addNum } : i)) : [...items, { productId, addNum }];
}

export const useGuestCartStore = createPersistedStore<GuestCartState>('cart', (set) => ({
  items: [],
  add: (productId, addNum) => set((s) => ({ items: mergeIntoCart(s.items, productId, addNum) })),
  addMany: (list) => set((s) => ({ items: list.reduce((items, item) => mergeIntoCart(items, item.productId, item.addNum), s.items) })),
  setQuantity: (productId, addNum) => set((s) => ({ items: s.items.map((i) => (i.productId === productId ? { ...i, addNum } : i)) })),
  remove: (productId) => set((s) => ({ items: s.items.filter((i) => i.productId !== productId) })),
  clear: () => set({ items: [] }),
}));
