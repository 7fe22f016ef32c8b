import { create } from 'zustand';

/** What the guest cart drawer shows: the lines, or quick order. */
export type CartDrawerView = 'cart' | 'quickOrder';

interface CartDrawerState {
  open: boolean;
  view: CartDrawerView;
  /**
   * The header badge that opened the drawer: focus goes back there when it closes,
   * also when it closed to open the sign-in dialog.
   */
  opener: HTMLElement | null;
  show(opener: HTMLElement | null, view?: CartDrawerView): void;
  setView(view: CartDrawerView): void;
  hide(): void;
}

/** Client-only state of the guest cart drawer; nothing persisted. */
export const useCartDrawerStore = create<CartDrawerState>()((set) => ({
  open: false,
  view: 'cart',
  opener: null,
  show: (opener, view = 'cart') => set({ open: true, view, opener }),
  setView: (view) => set({ view }),
  hide: () => set({ open: false }),
}));
