// Secrets and connections: a client bundle that reaches this module fails the build.
import 'server-only';
import { env } from '../env';
import { DB_HANDLE_KEY, type DbHolder } from './handle-holder';
import { migrateDatabase, openDatabase, type DbHandle } from './open';

export type { Db } from './open';

// One handle per process. Next bundles route handlers, pages and instrumentation separately, so
// the singleton lives on globalThis rather than in module scope (handle-holder.ts).
type Holder = DbHolder;

/**
 * Opens the database the environment names (DATABASE_URL, else the embedded one in DATA_DIR) and
 * migrates it. Seeding is not this layer's business: the server's start-up seeds an empty site
 * (src/server/startup/prepare-database.ts); scripts and tests seed (or not) themselves.
 */
export async function openMigratedDatabase(): Promise<DbHandle> {
  const { DATABASE_URL, DATA_DIR } = env();
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: DATA_DIR });
  try {
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/**
 * The process's handle, opened once by the first caller's `open`. The server's start-up asks
 * first, with an `open` that also seeds an empty site: Next accepts connections before
 * instrumentation's register() is done, but each request waits for it, and every later caller
 * gets the same promise, so no page reads a half-written catalogue.
 */
export function getDbHandle(open: () => Promise<DbHandle> = openMigratedDatabase): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[DB_HANDLE_KEY] ??= open().catch((error: unknown) => {
    delete holder[DB_HANDLE_KEY];
    throw error;
  });
  return holder[DB_HANDLE_KEY];
}

export async function getDb() {
  return (await getDbHandle()).db;
}

/** Lets tests and scripts install a database of their own (in-memory PGlite, a test PostgreSQL). */
export function setDbHandle(handle: DbHandle | undefined): void {
  const holder = globalThis as Holder;
  if (handle) holder[DB_HANDLE_KEY] = Promise.resolve(handle);
  else delete holder[DB_HANDLE_KEY];
}
