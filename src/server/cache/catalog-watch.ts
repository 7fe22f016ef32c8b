import { eq } from 'drizzle-orm';
import { preparedRead } from '@/server/db/prepared';
import type { Db } from '@/server/db/client';
import { catalogRevision } from '@/server/db/schema';
import { CATALOG_TAG, noteCatalogToken } from './catalog-cache';

/**
 * How often the token is read. A catalogue write shows on the pages within this time plus one
 * render; a scaled-out cluster must show it within 2 s on every process, so the poll leaves room for the
 * render (at 2 s, pages of a loaded cluster showed writes after 2.1–2.6 s). One indexed one-row read a second.
 */
const POLL_MS = 1_000;

type CacheStore = { revalidateTags(tags: string[]): void };
const STORE = Symbol.for('lantern.next-cache');
const WATCH = Symbol.for('lantern.catalog-watch');

/** Expires every cached catalogue read (the store of next-cache-handler.cjs, when Next loaded it). */
export function expireCatalogCache(): void {
  (globalThis as { [STORE]?: CacheStore })[STORE]?.revalidateTags([CATALOG_TAG]);
}

// Read every second by the watch and by searches: prepared once (ADR 0061).
const tokenRow = preparedRead((db) => db.select({ token: catalogRevision.token }).from(catalogRevision).where(eq(catalogRevision.id, 1)).prepare('catalog_revision_token'));

/** The catalogue's current revision token (renewed by every catalogue write). */
export async function readToken(db: Db): Promise<string | undefined> {
  const [row] = await tokenRow(db).execute();
  return row?.token;
}

/**
 * Watches catalog_revision, whose token every catalogue write renews (migration 0005's triggers),
 * and expires the cached catalogue reads when it changes. Polling a one-row table rather than
 * LISTEN: it works alike on PGlite and PostgreSQL, and survives a dropped connection.
 * Returns a stop function; one watcher per process.
 */
export function watchCatalog(db: Db, pollMs = POLL_MS): () => void {
  const holder = globalThis as { [WATCH]?: () => void };
  holder[WATCH]?.();
  let last: string | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const token = await readToken(db);
      if (token === last) return;
      noteCatalogToken(token);
      if (last !== undefined) expireCatalogCache();
      last = token;
    } catch {
      // The database is away (faults): try again next tick; the pages report their own errors.
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    if (holder[WATCH] === stop) delete holder[WATCH];
  };
  holder[WATCH] = stop;
  return stop;
}
