import { createPersistedStore } from './persisted-store';

/** How many searches the panel remembers. */
export const SEARCH_HISTORY_LIMIT = 10;

/** §3: search history holds unique strings (the newest first). */
export function rememberSearch(history: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [...history];
  return [text, ...history.filter((entry) => entry !== text)].slice(0, SEARCH_HISTORY_LIMIT);
}

interface SearchHistoryState {
  history: string[];
  remember(keyword: string): void;
  clear(): void;
}

/** R3.56: stored locally under key SEARCH_HISTORY. */
export const useSearchHistoryStore = createPersistedStore<SearchHistoryState>('SEARCH_HISTORY', (set) => ({
  history: [],
  remember: (keyword) => set((s) => ({ history: rememberSearch(s.history, keyword) })),
  clear: () => set({ history: [] }),
}));
