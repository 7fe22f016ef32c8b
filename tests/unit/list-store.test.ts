import { beforeAll, describe, expect, it, vi } from 'vitest';

// The guest favorites and the search history are stores of one list (src/stores/list-store.ts):
// what they keep in localStorage must stay the shape earlier builds wrote, or a returning
// visitor's favorites and searches would vanish.

const saved = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
    removeItem: (key: string) => void saved.delete(key),
  });
});

describe('list stores in localStorage', () => {
  it('R4.52 toggles guest favorites under key favorites as { ids }', async () => {
    const { useGuestFavoritesStore } = await import('@/stores/guest-favorites-store');
    useGuestFavoritesStore.getState().toggle(7);
    useGuestFavoritesStore.getState().toggle(9);
    useGuestFavoritesStore.getState().toggle(7);
    expect(useGuestFavoritesStore.getState().ids).toEqual([9]);
    expect(JSON.parse(saved.get('favorites')!).state).toEqual({ ids: [9] });
    useGuestFavoritesStore.getState().clear();
    expect(JSON.parse(saved.get('favorites')!).state).toEqual({ ids: [] });
  });

  it('R3.56 remembers searches under key SEARCH_HISTORY as { history }, newest first', async () => {
    const { useSearchHistoryStore } = await import('@/stores/search-history-store');
    useSearchHistoryStore.getState().remember('lantern');
    useSearchHistoryStore.getState().remember(' star ');
    useSearchHistoryStore.getState().remember('lantern');
    expect(JSON.parse(saved.get('SEARCH_HISTORY')!).state).toEqual({ history: ['lantern', 'star'] });
    useSearchHistoryStore.getState().clear();
    expect(useSearchHistoryStore.getState().history).toEqual([]);
  });
});
