import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Db } from './schema/database';
import { lockDataDir } from './lock.mjs';
import { RemotePglite } from './pglite-remote';

export type { Db };

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the SQL migrations live; they are applied from code at start (see GUIDE: drizzle-kit trap). */
export const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');

export type OpenOptions = { url: string } | { dataDir: string } | { memory: true };

/** Opens PostgreSQL (url), embedded PGlite on disk (dataDir, locked), or PGlite in memory (tests). */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE … FORCE) is
    // re-emitted by the pool; without a listener Node treats it as an uncaught exception and the
    // whole server dies. The pool replaces the connection on the next query, so logging is enough.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // A render process of several (ADR 0057): the primary holds the data-dir lock and the database
  // thread; this process's statements go to it over IPC.
  if ('dataDir' in options && process.env.LANTERN_RENDER_PROCESS) {
    const client = RemotePglite.relayed();
    return { db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  let release = () => {};
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    release = lockDataDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
  }
  try {
    // On disk (the server's embedded store) PGlite runs in a thread of its own (pglite-remote.ts,
    // ADR 0034); in memory (tests) it stays in this thread, where tests reach its dumpDataDir().
    const client = dataDir && process.env.PGLITE_THREAD !== 'off' ? await RemotePglite.open(dataDir) : await PGlite.create({ dataDir, extensions: { pg_trgm } });
    return {
      db: drizzlePglite(client as PGlite, { schema }) as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `key` (session-level, on a
 * connection of its own, released when `work` ends or the connection dies with the process).
 * Embedded PGlite needs none: its data-dir lock already keeps a second process out.
 */
export async function withAdvisoryLock<T>(handle: DbHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}

/** Applies pending migrations. On PostgreSQL an advisory lock keeps concurrent starts in line. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(734100)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(734100)').catch(() => {});
    client.release();
  }
}
