import { createPersistedStore } from './persisted-store';

/** A recently viewed product, kept with both names so either locale can show it. */
export interface ViewedItem {
  id: number;
  code: string;
  name: string;
  nameen: string;
  cover: string;
}

/** §4 / §9: the viewed list keeps 8 slots. */
export const VIEWED_SLOTS = 8;

/**
 * §4 viewed list: a new view moves to the front and removes its duplicate; the list keeps 8 slots
 * padded with empty placeholders (null); null resets it.
 */
export function pushViewed(list: readonly (ViewedItem | null)[], item: ViewedItem | null): (ViewedItem | null)[] {
  if (item === null) return Array<null>(VIEWED_SLOTS).fill(null);
  const rest = list.filter((entry): entry is ViewedItem => entry !== null && entry.id !== item.id);
  const items = [item, ...rest].slice(0, VIEWED_SLOTS);
  return [...items, ...Array<null>(VIEWED_SLOTS - items.length).fill(null)];
}

interface ViewedState {
  slots: (ViewedItem | null)[];
  view(item: ViewedItem | null): void;
}

export const useViewedStore = createPersistedStore<ViewedState>('viewed', (set) => ({
  slots: pushViewed([], null),
  view: (item) => set((s) => ({ slots: pushViewed(s.slots, item) })),
}));
