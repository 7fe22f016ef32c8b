import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './lock.mjs';

// Backup and restore (`npm run backup`, `npm run restore`). Embedded: the PGlite data directory as one
// gzipped tarball (PGlite's dumpDataDir), taken under the data-dir lock, so it is consistent: no
// server writes meanwhile (a running server holds the lock and the backup refuses, naming its pid).
// PostgreSQL: pg_dump's custom format, which is a consistent snapshot while the shop keeps serving.

const run = promisify(execFile);

export type BackupKind = 'pglite' | 'postgres';

/** The first bytes tell the two formats apart: gzip (embedded tarball) or PGDMP (pg_dump -Fc). */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

function writeAtomically(file: string, bytes: Uint8Array) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temp = `${file}.${process.pid}.partial`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file); // a crash mid-write never leaves a truncated file under the real name
}

/** Dumps the embedded database of `dataDir` to `file` (gzipped tar). Throws DataDirLockedError while a server runs. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(pgliteDir)) throw new Error(`No embedded database in ${path.resolve(dataDir)} (no pglite/ folder)`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
    try {
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeAtomically(file, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores an embedded dump into `dataDir`. An existing database there is kept aside as
 * `pglite.before-restore-<time>` (only with `replace`; otherwise the restore refuses).
 * Answers where the old database went, if anywhere.
 */
export async function restoreEmbedded(dataDir: string, file: string, { replace = false } = {}): Promise<string | undefined> {
  if (backupKindOf(file) !== 'pglite') throw new Error(`${file} is not an embedded (PGlite) backup`);
  const release = lockDataDir(dataDir);
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    let keptAt: string | undefined;
    if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
      if (!replace) throw new Error(`${path.resolve(pgliteDir)} already holds a database: pass --replace to keep it aside and restore over it`);
      keptAt = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(pgliteDir, keptAt);
    }
    const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
    try {
      await client.query('SELECT 1'); // it opens: the restored directory is a working database
    } finally {
      await client.close();
    }
    return keptAt;
  } finally {
    release();
  }
}

/** pg_dump / pg_restore / psql: from PG_BIN when set (e.g. /usr/lib/postgresql/15/bin), else PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/** pg_dump in custom format (compressed, restorable table by table) to `file`. */
export async function backupPostgres(url: string, file: string): Promise<number> {
  const temp = `${file}.${process.pid}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${temp}`, `--dbname=${url}`], { maxBuffer: 16 << 20 });
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return fs.statSync(file).size;
}

/** pg_restore into `url` in one transaction: what the dump holds replaces what is there, or nothing changes. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (backupKindOf(file) !== 'postgres') throw new Error(`${file} is not a PostgreSQL (pg_dump custom format) backup`);
  await run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], {
    maxBuffer: 16 << 20,
  });
}
