import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/server/db/open';

// Vitest global setup. Each database test file gets a fresh database; making one from
// nothing runs initdb (PGlite) and every migration. So the run migrates one database here, once, and
// tests/support/test-db.ts copies each file's database from it: the same schema, less work per file
// (43 files). PGlite: the data directory is dumped to a tar file and restored (~3.9 s of CPU per file
// becomes ~1.1 s). PostgreSQL (TEST_DATABASE_URL): a template database that CREATE DATABASE copies
// (the migrations took ~0.75 s per file, the copy ~0.08 s).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar file of a migrated, empty PGlite data directory; '' when the run is on PostgreSQL. */
    migratedPgliteDump: string;
    /** The migrated, empty template database on TEST_DATABASE_URL's server; '' on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('migratedPgliteDump', '');
  project.provide('postgresTemplate', '');
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteDump(project);
}

async function pgliteDump(project: TestProject) {
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

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `lantern_tpl_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateDatabase(handle);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** One statement on the server's own connection (CREATE and DROP DATABASE cannot run in a pool transaction). */
export async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
