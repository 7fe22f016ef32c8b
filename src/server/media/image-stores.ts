import nodePath from 'node:path';
import { getDb, type Db } from '@/server/db/client';
import { env } from '@/server/env';
import { DatabaseImageStore } from './database-store';
import { DirectoryImageStore } from './directory-store';
import type { ImageStore } from './store';

// One store per process. Next bundles route handlers and pages separately, so it lives on
// globalThis (like the database handle in db/client.ts).
const KEY = Symbol.for('lantern.imageStore');
type Holder = { [KEY]?: ImageStore };

/** IMAGE_DIR, or `DATA_DIR/upload`. */
export function imageDir(): string {
  const { IMAGE_DIR, DATA_DIR } = env();
  return nodePath.resolve(IMAGE_DIR ?? nodePath.join(DATA_DIR, 'upload'));
}

function configuredStore(): ImageStore {
  return env().IMAGE_STORE === 'database' ? new DatabaseImageStore(getDb) : new DirectoryImageStore(imageDir());
}

/** The process's image store, as IMAGE_STORE configures it (or as a test installed it). */
export function getImageStore(): ImageStore {
  const holder = globalThis as Holder;
  holder[KEY] ??= configuredStore();
  return holder[KEY];
}

/** Lets tests and scripts install a store of their own; undefined returns to the configured one. */
export function setImageStore(store: ImageStore | undefined): void {
  const holder = globalThis as Holder;
  if (store) holder[KEY] = store;
  else delete holder[KEY];
}

/**
 * The store to write through on a given database handle or transaction (seed, reset). A
 * database-backed store is bound to that handle, so its rows commit with the caller's
 * transaction — and on PGlite (one connection) do not wait forever behind it.
 */
export function imageStoreFor(db: Db): ImageStore {
  const store: ImageStore & Partial<Pick<DatabaseImageStore, 'on'>> = getImageStore();
  // Duck-typed: Next may have made the process's store in another bundle (another class object).
  return typeof store.on === 'function' ? store.on(db) : store;
}
