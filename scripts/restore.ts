/**
 * `npm run restore -- FILE [--replace]` — brings back a dump of `npm run backup`.
 *   embedded (no DATABASE_URL): unpacks it into DATA_DIR/pglite. A database already there is
 *     kept aside as pglite.before-restore-<time> with --replace, else the restore refuses. The
 *     server must be stopped (data-dir lock).
 *   PostgreSQL (DATABASE_URL): pg_restore --clean --if-exists in one transaction: the tables of
 *     the dump are replaced, or nothing changes.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import path from 'node:path';
import { backupKindOf, restoreEmbedded, restorePostgres } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/lock.mjs';
import { env } from '../src/server/env';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const replace = argv.includes('--replace');
  const files = argv.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('Usage: npm run restore -- FILE [--replace]');
    return 2;
  }
  const file = files[0]!;
  const { DATABASE_URL, DATA_DIR } = env();
  const kind = backupKindOf(file);
  if (!kind) throw new Error(`${file} is neither an embedded (gzip) nor a PostgreSQL (pg_dump custom format) backup`);
  if ((kind === 'postgres') !== Boolean(DATABASE_URL)) {
    throw new Error(
      `${file} is a ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} backup, but this shop runs on ${DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`,
    );
  }
  const started = Date.now();
  try {
    if (DATABASE_URL) {
      await restorePostgres(DATABASE_URL, file);
      console.log(`[restore] ${file} → ${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      const keptAt = await restoreEmbedded(DATA_DIR, file, { replace });
      console.log(
        `[restore] ${file} → ${path.resolve(DATA_DIR, 'pglite')} in ${((Date.now() - started) / 1000).toFixed(1)} s${keptAt ? `; the previous database is kept at ${keptAt}` : ''}`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[restore] ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[restore] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
