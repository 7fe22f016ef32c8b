import { getDb, getDbHandle, openMigratedDatabase } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/lock.mjs';
import type { DbHandle } from '@/server/db/open';
import { env } from '@/server/env';
import { seedIfEmpty } from './seed-if-empty';

// Server start wires the database to what needs it first: the first-start seed, then the services
// that run beside requests (mail retries, the catalogue watch). It lives outside src/server/db so
// the database layer imports none of them (ADR 0045: db ← seed ← startup).

/** Open and migrate, then seed an empty site: the handle every page of this server waits for. */
async function openSeededDatabase(): Promise<DbHandle> {
  const handle = await openMigratedDatabase();
  try {
    await seedIfEmpty(handle, env().SITE_ID, { products: env().SEED_PRODUCTS });
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** Server start: open, migrate and (first start) seed at once rather than on the first request. */
export async function prepareDatabase(): Promise<void> {
  try {
    const handle = await getDbHandle(openSeededDatabase);
    console.log(`[lantern] database ready (${handle.kind})`);
    // Several render processes (ADR 0057): the primary starts the others once this one has seeded.
    if (process.env.LANTERN_RENDER_PROCESS) process.send?.('lantern:render-process-ready');
    const { startMailRetryLoop } = await import('@/server/mail/retry-loop');
    startMailRetryLoop();
    // The inquiry desk (ADR 0028): quoted inquiries past their validity expire; one process per pass.
    const { startQuoteExpiryLoop } = await import('@/server/inquiries/expiry-loop');
    startQuoteExpiryLoop(env().QUOTE_EXPIRY_INTERVAL_SECONDS * 1000);
    const { watchCatalog } = await import('@/server/cache/catalog-watch');
    watchCatalog(handle.db);
    // Search (ADR 0047): the catalogue's vocabulary is learned now, not during a buyer's first search.
    const { searchVocabulary } = await import('@/server/catalog/search');
    void searchVocabulary(handle.db, env().SITE_ID).catch(() => {});
    // Catalogue import: an import whose process died goes on here without anyone opening its status.
    const { startImportSweep } = await import('@/server/catalog-import');
    startImportSweep(getDb);
    // Workspace accounts (ADR 0023): no staff yet → the ADMIN_EMAIL owner, or a setup link in the log.
    // Of several render processes (ADR 0057) the first, started alone, does it: one link, not one each.
    if (Number(process.env.LANTERN_RENDER_PROCESS ?? 1) > 1) return;
    const { bootstrapFirstOwner } = await import('@/server/staff/bootstrap');
    const { SITE_ID, ADMIN_EMAIL, ADMIN_PASSWORD } = env();
    await bootstrapFirstOwner(handle.db, SITE_ID, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).catch((error: unknown) => {
      console.error('[workspace] could not make the first owner:', error);
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on the same ./data must not start: PGlite would lose writes.
      console.error(`[lantern] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
