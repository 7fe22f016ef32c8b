// What the proxy needs of the rendered-page cache that the front server keeps
// (scripts/server/page-cache.mjs; docs/adr/0004-page-cache-in-the-front.md).
// Both run in one process: the front puts the store on globalThis, the proxy finds it there.
// Under a bare `next start` there is no store and every page renders per request, as before.

const STORE = Symbol.for('lantern.page-cache');
const TOKEN = Symbol.for('lantern.catalog-token');

/** The header by which the proxy tells the front what to do with Next's answer (page-response.mjs). */
export const PAGE_HEADER = 'x-lantern-page';

/**
 * The nonce a cached page's CSP template carries; the front replaces `'nonce-lantern-entry'` with
 * the entry's own script sources (its nonce and the hashes of its inline scripts).
 */
export const ENTRY_NONCE = 'lantern-entry';

/**
 * Set by the front on Next's RSC requests (scripts/server/route-memo.mjs): Next strips its own
 * `RSC` header and `_rsc` parameter before the proxy runs, so the proxy cannot see them itself.
 */
export const FLIGHT_HEADER = 'x-lantern-flight';

/**
 * The front's question on a public catalogue call it could keep, and the API's answer: the
 * revision the shared answer was read under (scripts/server/api-memo.mjs, ADR 0060).
 */
export const SHARE_ASK_HEADER = 'x-lantern-share-ask';
export const SHARED_HEADER = 'x-lantern-shared';

export type PageDecision = { action: 'hit'; ticket: string } | { action: 'fill' };

interface PageCacheStore {
  decide(key: string, revision: string): Promise<PageDecision>;
}

type Holder = { [STORE]?: PageCacheStore; [TOKEN]?: string };

export function pageCacheStore(): PageCacheStore | undefined {
  return (globalThis as Holder)[STORE];
}

/**
 * The catalogue revision the watcher last read (src/server/cache/catalog-watch.ts). Undefined
 * until the database is open: pages are then rendered per request and not stored.
 */
export function currentCatalogRevision(): string | undefined {
  return (globalThis as Holder)[TOKEN];
}

/** The marker of a fill: the front stores the rendering under this key, revision and nonce. */
export function fillMarker(key: string, revision: string, nonce: string): string {
  return `fill ${encodeURIComponent(key)} ${encodeURIComponent(revision)} ${encodeURIComponent(nonce)}`;
}

export function hitMarker(ticket: string): string {
  return `hit ${ticket}`;
}
