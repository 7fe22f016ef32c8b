import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/server/db/open';

// Vitest global setup (issue 14 §8). Each database test file gets a fresh in-memory PGlite; making
// one from nothing runs initdb and every migration, ~3.9 s of CPU, while restoring the data
// directory of one already migrated takes ~1.1 s. So the run migrates one database here, once,
// and tests/support/test-db.ts restores each file's database from its dump: the same schema,
// ~2.8 s of CPU less per file (43 files). On PostgreSQL (TEST_DATABASE_URL) nothing is made.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar file of a migrated, empty PGlite data directory; '' when there is none. */
    migratedPgliteDump: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('migratedPgliteDump', '');
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDatabase({ memory: true });
  try {
    await migrateDatabase(handle);
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const dir = await mkdtemp(path.join(tmpdir(), 'lantern-vitest-'));
    const file = path.join(dir, 'migrated-pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedPgliteDump', file);
    return () => rm(dir, { recursive: true, force: true });
  } finally {
    await handle.close();
  }
}
