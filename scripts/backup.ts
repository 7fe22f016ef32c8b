/**
 * `npm run backup [-- --out FILE]` — writes a consistent dump of the database:
 *   embedded (no DATABASE_URL): DATA_DIR's PGlite directory as a gzipped tarball, taken under the
 *     data-dir lock — stop the server first (it holds the lock; the backup refuses and names it);
 *   PostgreSQL (DATABASE_URL): pg_dump in custom format (a consistent snapshot; the shop may keep
 *     serving). PG_BIN picks the folder of pg_dump if it is not on PATH.
 * Default file: backups/lantern-<embedded|postgres>-<UTC time>.<tar.gz|dump>. `npm run restore` brings it back.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import path from 'node:path';
import { backupEmbedded, backupPostgres } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/lock.mjs';
import { env } from '../src/server/env';

function outFile(argv: string[], kind: 'embedded' | 'postgres'): string {
  const at = argv.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
  if (at >= 0) {
    const value = argv[at]!.includes('=') ? argv[at]!.slice(6) : argv[at + 1];
    if (!value) throw new Error('--out needs a file name');
    return value;
  }
  const unknown = argv.find((arg) => arg.startsWith('-'));
  if (unknown) throw new Error(`Unknown option ${unknown}. Usage: npm run backup [-- --out FILE]`);
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join('backups', `lantern-${kind}-${stamp}.${kind === 'embedded' ? 'tar.gz' : 'dump'}`);
}

async function main(): Promise<number> {
  const { DATABASE_URL, DATA_DIR } = env();
  const kind = DATABASE_URL ? 'postgres' : 'embedded';
  const file = outFile(process.argv.slice(2), kind);
  const started = Date.now();
  try {
    const bytes = DATABASE_URL ? await backupPostgres(DATABASE_URL, file) : await backupEmbedded(DATA_DIR, file);
    const source = DATABASE_URL ? new URL(DATABASE_URL).host + new URL(DATABASE_URL).pathname : path.resolve(DATA_DIR);
    console.log(`[backup] ${kind} database ${source} → ${file} (${(bytes / 1024).toFixed(0)} KiB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[backup] ${error.message}\n[backup] The embedded database is backed up while no server uses it: stop the server, run the backup, start it again.`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[backup] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
