import type { DbHandle } from './open';

// Where this process keeps its database handle (client.ts opens it). Next bundles the proxy, the
// pages and the API separately, so the handle lives on globalThis; this module reads it without
// importing the drivers, for code that must not carry them (the proxy's area gate).
export const DB_HANDLE_KEY = Symbol.for('lantern.db');
export type DbHolder = { [DB_HANDLE_KEY]?: Promise<DbHandle> };

/**
 * The database handle this process has opened (or is opening); undefined before the server opened
 * one, or when opening it failed. A handle, not its `db`: an async function returning `db` would
 * treat it as a promise if it had a `then`.
 */
export async function openedDbHandle(): Promise<DbHandle | undefined> {
  const pending = (globalThis as DbHolder)[DB_HANDLE_KEY];
  if (!pending) return undefined;
  return pending.catch(() => undefined);
}
