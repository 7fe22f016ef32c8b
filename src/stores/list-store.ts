import { createPersistedStore } from './persisted-store';

/** A list kept in localStorage under `key`: the list as `field`, its one change as `action`, and `clear`. */
export type ListState<F extends string, A extends string, T, V> = { [K in F]: T[] } & { [K in A]: (value: V) => void } & { clear(): void };

/**
 * The stores of §3 that are one list with one rule (guest favorites toggle, search history
 * remembers): the rule is a pure function, tested on its own; the store only keeps and persists
 * the list. The field names are the persisted shape, so they stay what earlier builds stored.
 */
export function createListStore<F extends string, A extends string, T, V>(key: string, field: F, action: A, change: (list: readonly T[], value: V) => T[]) {
  type State = ListState<F, A, T, V>;
  const listOf = (state: State) => (state as unknown as Record<F, T[]>)[field];
  const withList = (list: T[]) => ({ [field]: list }) as Partial<State>;
  return createPersistedStore<State>(
    key,
    (set) => ({ [field]: [], [action]: (value: V) => set((s) => withList(change(listOf(s), value))), clear: () => set(withList([])) }) as State,
  );
}
