/**
 * `npm run admin` — the workspace's staff accounts from the server's shell (ADR 0023):
 *   npm run admin -- create EMAIL ROLE [--password P] [--name NAME]   (no password: prints a setup link)
 *   npm run admin -- reset EMAIL [--totp-off]                         (prints a reset link; --totp-off: lost phone)
 * Works on the site SITE_ID of the same database the server uses (DATABASE_URL or DATA_DIR).
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { DataDirLockedError } from '../src/server/db/lock.mjs';
import { getDbHandle } from '../src/server/db/client';
import { env } from '../src/server/env';
import { AdminUsageError, runAdminCommand } from '../src/server/staff/admin-cli';

// tsx runs this file as CommonJS (no top-level await), hence the function.
async function main(): Promise<number> {
  let handle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nWith PGlite (no DATABASE_URL) stop the server first, or use DATABASE_URL.`);
      return 1;
    }
    throw error;
  }
  try {
    for (const line of await runAdminCommand(handle.db, env().SITE_ID, process.argv.slice(2))) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof AdminUsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
