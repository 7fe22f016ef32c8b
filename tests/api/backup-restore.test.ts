import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, backupKindOf, backupPostgres, restoreEmbedded, restorePostgres } from '@/server/db/backup';
import { DataDirLockedError } from '@/server/db/lock.mjs';
import { migrateDatabase, openDatabase, type DbHandle, type OpenOptions } from '@/server/db/open';
import { customers, sites } from '@/server/db/schema';

// `npm run backup` then `npm run restore` bring the data back, in the mode the tests
// run in (embedded PGlite by default; PostgreSQL with TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-backup-'));
const databases: string[] = [];

afterAll(async () => {
  fs.rmSync(temp, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

async function newPostgresDatabase(): Promise<string> {
  const name = `lantern_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function writeShopInto(handle: DbHandle) {
  await migrateDatabase(handle);
  await handle.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  await handle.db.insert(customers).values([
    { siteId: 38, email: 'anna@backup.example.com', nick: 'Anna' },
    { siteId: 38, email: 'wei@backup.example.com', nick: '伟' },
  ]);
}

async function writeShop(options: OpenOptions) {
  const handle = await openDatabase(options);
  try {
    await writeShopInto(handle);
  } finally {
    await handle.close();
  }
}

async function readShop(options: OpenOptions) {
  const handle = await openDatabase(options);
  try {
    const rows = await handle.db.select({ email: customers.email, nick: customers.nick }).from(customers).orderBy(asc(customers.id));
    // The restored database takes new rows: its sequences came back too.
    await handle.db.insert(customers).values({ siteId: 38, email: 'new@backup.example.com', nick: 'New' });
    return rows;
  } finally {
    await handle.close();
  }
}

const expected = [
  { email: 'anna@backup.example.com', nick: 'Anna' },
  { email: 'wei@backup.example.com', nick: '伟' },
];

describe.runIf(!serverUrl)('backup and restore of the embedded database', () => {
  // A first on-disk open runs initdb (slow in WebAssembly): the source directory is made from an
  // in-memory database's dump instead, which is also the restore path under test.
  const file = path.join(temp, 'shop.tar.gz');
  const target = path.join(temp, 'target');

  it('round-trips the data directory through a gzipped dump', { timeout: 120_000 }, async () => {
    const memory = await openDatabase({ memory: true });
    await writeShopInto(memory);
    const client = (memory.db as unknown as { $client: PGlite }).$client;
    const seed = path.join(temp, 'seed.tar.gz');
    fs.writeFileSync(seed, new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await memory.close();
    const source = path.join(temp, 'source');
    await restoreEmbedded(source, seed);

    expect(await backupEmbedded(source, file)).toBeGreaterThan(0);
    expect(backupKindOf(file)).toBe('pglite');
    await restoreEmbedded(target, file);
    expect(await readShop({ dataDir: target })).toEqual(expected);
  });

  it('refuses to back up while a live server holds the data directory', async () => {
    const dir = path.join(temp, 'held');
    fs.mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'lantern.lock'), JSON.stringify({ pid: 1 })); // pid 1 stands for the server
    await expect(backupEmbedded(dir, path.join(temp, 'held.tar.gz'))).rejects.toThrow(DataDirLockedError);
  });

  it('keeps an existing database aside only when asked to replace it', { timeout: 120_000 }, async () => {
    await expect(restoreEmbedded(target, file)).rejects.toThrow(/--replace/);
    const keptAt = await restoreEmbedded(target, file, { replace: true });
    expect(keptAt && fs.existsSync(keptAt)).toBeTruthy();
    expect(await readShop({ dataDir: target })).toEqual(expected);
  });
});

describe.runIf(serverUrl)('backup and restore of PostgreSQL', () => {
  it('round-trips a database through pg_dump and pg_restore', async () => {
    const source = await newPostgresDatabase();
    await writeShop({ url: source });
    const file = path.join(temp, 'shop.dump');
    expect(await backupPostgres(source, file)).toBeGreaterThan(0);
    expect(backupKindOf(file)).toBe('postgres');

    const target = await newPostgresDatabase();
    await restorePostgres(target, file);
    expect(await readShop({ url: target })).toEqual(expected);
  });
});
