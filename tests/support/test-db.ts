import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DbHandle } from '@/server/db/open';
import { setDbHandle } from '@/server/db/client';
import { DatabaseImageStore, setImageStore } from '@/server/media';

export interface TestDb extends DbHandle {
  /** Closes the database (and drops it, on PostgreSQL). */
  dispose(): Promise<void>;
}

/** Pictures of a test database stay in its own media table: nothing is written under ./data. */
function installed(handle: DbHandle) {
  setDbHandle(handle);
  setImageStore(new DatabaseImageStore(handle.db));
}

function uninstalled() {
  setDbHandle(undefined);
  setImageStore(undefined);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (created here, dropped in dispose), so the same tests
 * prove both dialects. It is also installed as the process's database for services that call getDb().
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    await migrateDatabase(handle);
    installed(handle);
    return { ...handle, dispose: async () => { uninstalled(); await handle.close(); } };
  }
  const name = `lantern_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  installed(handle);
  return {
    ...handle,
    dispose: async () => {
      uninstalled();
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
