import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist, type PersistOptions } from 'zustand/middleware';

/**
 * A zustand store kept in the browser's localStorage under `key` (as JSON) and restored from it at
 * start: the client state the spec names a storage key for (R3.23 user, R3.56 SEARCH_HISTORY, §3
 * cart, favorites, viewed). `options` adds to zustand's persist options (e.g. `partialize`).
 */
export function createPersistedStore<S, P = S>(key: string, initializer: StateCreator<S, [], [['zustand/persist', P]]>, options?: Omit<PersistOptions<S, P>, 'name' | 'storage'>) {
  return create<S>()(persist(initializer, { name: key, storage: createJSONStorage(() => localStorage), ...options }));
}
