import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { Db } from '@/server/db/client';

/** The tag of every cached catalogue read; catalog-watch.ts expires it on any catalogue write. */
export const CATALOG_TAG = 'catalog';

/**
 * Upper bound on how old a cached read can get without a catalogue write, in seconds: the home
 * page's top sellers and a fair's "upcoming" flag move with orders and the clock, not with
 * catalogue writes. After it, Next serves the old value once and refreshes it in the background.
 */
const MAX_AGE_S = 300;

// The catalogue's current token (catalog-watch.ts), part of every key: a read that raced a write
// is stored under the old token and never served once the watcher has seen the new one.
const TOKEN = Symbol.for('lantern.catalog-token');
type TokenHolder = { [TOKEN]?: string };
export function noteCatalogToken(token: string | undefined): void {
  (globalThis as TokenHolder)[TOKEN] = token;
}

/** Inside `next start`/`next dev` only: tests and scripts read the database directly. */
function cacheEnabled(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs' && process.env.CATALOG_CACHE !== 'off';
}

// unstable_cache stores JSON; Dates (launch and article times) come back as Dates.
const DATE = '\u0000date:';
export function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? DATE + raw.toISOString() : v;
  });
}
// The marker as JSON.stringify writes it (U+0000 escaped).
const DATE_IN_JSON = JSON.stringify(DATE).slice(1, -1);
export function decode<R>(text: string): R {
  // A reviver makes JSON.parse several times slower, and most reads (the API's product lists and
  // details carry ISO strings) hold no Date at all.
  if (!text.includes(DATE_IN_JSON)) return JSON.parse(text) as R;
  return JSON.parse(text, (_key, v: unknown) => (typeof v === 'string' && v.startsWith(DATE) ? new Date(v.slice(DATE.length)) : v)) as R;
}

/**
 * A catalogue read (db, siteId, …args) answered from Next's data cache, keyed by its
 * name, the site and its arguments, tagged `catalog`. Only for reads whose answer depends on
 * nothing but those: never anything of a visitor, a customer or a session.
 */
export function cachedCatalogRead<A extends unknown[], R>(
  name: string,
  read: (db: Db, siteId: number, ...args: A) => Promise<R>,
): (db: Db, siteId: number, ...args: A) => Promise<R> {
  const load = async (db: Db, siteId: number, args: A): Promise<R> => {
    if (!cacheEnabled()) return read(db, siteId, ...args);
    const cached = unstable_cache(
      async () => encode((await read(db, siteId, ...args)) ?? null),
      [name, (globalThis as TokenHolder)[TOKEN] ?? '', String(siteId), JSON.stringify(args)],
      {
        tags: [CATALOG_TAG],
        revalidate: MAX_AGE_S,
      },
    );
    return decode<R>(await cached());
  };
  return (db, siteId, ...args) => {
    const reads = readsOfThisRendering();
    const key = `${name}\u0000${siteId}\u0000${JSON.stringify(args)}`;
    let pending = reads.get(key) as Promise<R> | undefined;
    if (!pending) {
      pending = load(db, siteId, args);
      reads.set(key, pending);
    }
    return pending;
  };
}

/**
 * The reads one page rendering has made, by name and arguments: a topic list's metadata and body
 * both look its topic up in the tree, and the second asks again for nothing (neither the database
 * nor the data cache's decoding). React's request cache: a new map per rendering, and outside a
 * rendering (API routes, scripts, tests) a new one per call, so nothing is shared there.
 * Callers share the answer's objects within the rendering: they read them, never change them.
 */
const readsOfThisRendering = cache(() => new Map<string, Promise<unknown>>());
