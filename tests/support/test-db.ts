import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Db, type DbHandle } from '@/server/db/open';
import * as schema from '@/server/db/schema';
import { admin } from './database-template';
import { setDbHandle } from '@/server/db/client';
import { DatabaseImageStore, setImageStore } from '@/server/media';
import { closeVisitQueue } from '@/server/tracking/visit-middleware';
import { resetEnvCache } from '@/server/env';
import { resetRateLimits } from '@/server/security/rate-limit';

export interface TestDb extends DbHandle {
  /** Closes the database (and drops it, on PostgreSQL). */
  dispose(): Promise<void>;
}

const RUN_PREFIX = process.env.RATE_LIMIT_PREFIX ?? 'lantern-test';

/**
 * Pictures of a test database stay in its own media table: nothing is written under ./data. Its
 * rate-limit counters are its own too: every test database numbers its customers from 1, and with
 * REDIS_URL the counters of the whole run share one Redis, so without a namespace per database one
 * file's PDF downloads would spend another file's customer 1's export budget (429 in the other file).
 */
function installed(handle: DbHandle) {
  setDbHandle(handle);
  setImageStore(new DatabaseImageStore(handle.db));
  process.env.RATE_LIMIT_PREFIX = `${RUN_PREFIX}-${randomBytes(4).toString('hex')}`;
  resetEnvCache();
  resetRateLimits();
}

/**
 * Visits queued by this file's requests are written to this file's database now, and the queue
 * goes with it: test files share a worker's modules (ADR 0035), and a flush left to the queue's
 * timer would run against the next file's database before its seed, caching its site as unknown.
 */
async function uninstalled() {
  await closeVisitQueue();
  setDbHandle(undefined);
  setImageStore(undefined);
}

/**
 * An in-memory PGlite restored from the migrated data directory that database-template.ts (the
 * global setup) dumped once for the run: the same database as openDatabase({ memory: true }) plus
 * migrateDatabase, without running initdb and the migrations again. The extensions are those
 * openDatabase gives PGlite (src/server/db/open.ts): one the migrations create and this list lacks
 * makes the restore fail loudly, never a different database. Without a dump (a run without the
 * global setup) it migrates a new database as before.
 */
async function migratedPglite(): Promise<DbHandle> {
  const dump = inject('migratedPgliteDump');
  if (!dump) {
    const handle = await openDatabase({ memory: true });
    await migrateDatabase(handle);
    return handle;
  }
  const client = await PGlite.create({ loadDataDir: await openAsBlob(dump), extensions: { pg_trgm } });
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (created here, dropped in dispose), so the same tests
 * prove both dialects. It is also installed as the process's database for services that call getDb().
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await migratedPglite();
    installed(handle);
    return {
      ...handle,
      dispose: async () => {
        await uninstalled();
        await handle.close();
      },
    };
  }
  const name = `lantern_t_${randomBytes(5).toString('hex')}`;
  // A copy of the run's migrated template (database-template.ts); without one, migrated here.
  const template = inject('postgresTemplate');
  await admin(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!template) await migrateDatabase(handle);
  installed(handle);
  return {
    ...handle,
    dispose: async () => {
      await uninstalled();
      await handle.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
