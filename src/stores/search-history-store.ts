import { createListStore } from './list-store';

/** How many searches the panel remembers. */
export const SEARCH_HISTORY_LIMIT = 10;

/** §3: search history holds unique strings (the newest first). */
export function rememberSearch(history: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [...history];
  return [text, ...history.filter((entry) => entry !== text)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** R3.56: stored locally under key SEARCH_HISTORY. */
export const useSearchHistoryStore = createListStore('SEARCH_HISTORY', 'history', 'remember', rememberSearch);
