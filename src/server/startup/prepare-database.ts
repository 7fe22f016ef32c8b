import { getDbHandle } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/lock';

// Server start wires the database to the services that run beside requests (mail retries, the
// catalogue watch); it lives outside src/server/db so the database layer imports none of them.

/** Server start: open, migrate and (first start) seed at once rather than on the first request. */
export async function prepareDatabase(): Promise<void> {
  try {
    const handle = await getDbHandle();
    console.log(`[lantern] database ready (${handle.kind})`);
    const { startMailRetryLoop } = await import('@/server/mail/retry-loop');
    startMailRetryLoop();
    const { watchCatalog } = await import('@/server/cache/catalog-watch');
    watchCatalog(handle.db);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on the same ./data must not start: PGlite would lose writes.
      console.error(`[lantern] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
