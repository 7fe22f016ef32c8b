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
 * Inside the Next server the database is ready only once it is migrated AND seeded: Next takes
 * requests before instrumentation's register() has finished, so pages must wait here rather than
 * read a half-written catalogue on first start. Scripts and tests seed (or not) themselves.
 */
async function open(): Promise<DbHandle> {
  const { DATABASE_URL, DATA_DIR, SITE_ID } = env();
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: DATA_DIR });
  try {
    await migrateDatabase(handle);
    if (process.env.NEXT_RUNTIME === 'nodejs') {
      const { seedIfEmpty } = await import('./seed-if-empty');
      await seedIfEmpty(handle, SITE_ID);
    }
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

export function getDbHandle(): Promise<DbHandle> {
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
