'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { apiGet } from '@/lib/api-client';
import type { MenuTopic } from '@/lib/menu-topics';

// The mega menu and the side drawer share one fetch of /api/Home/Menu per page
// address (locale + catalogue revision). Server rendering and hydration see no tree, so the
// catalogue HTML stays the same for every visitor and carries no category tree at all.

const trees = new Map<string, MenuTopic[]>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Starts the fetch once per URL; a failed fetch may be tried again on the next intent. */
export function loadMenuTopics(url: string): void {
  if (trees.has(url) || pending.has(url)) return;
  const request = apiGet<{ data: { listTopic: MenuTopic[] } }>(url)
    .then((body) => {
      trees.set(url, body.data.listTopic);
      for (const listener of listeners) listener();
    })
    .catch(() => undefined) // §8: the menu stays empty; the next hover or focus asks again
    .finally(() => pending.delete(url));
  pending.set(url, request);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tree once loaded (undefined before, and always during server rendering and hydration). */
export function useMenuTopics(url: string): MenuTopic[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => trees.get(url),
    () => undefined,
  );
}

/** Loads the tree when the browser is idle after the page has loaded, so a first hover finds it ready. */
export function usePreloadMenuTopics(url: string): void {
  useEffect(() => {
    const load = () => loadMenuTopics(url);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 4_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, [url]);
}
