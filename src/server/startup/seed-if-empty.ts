import { isSeeded, seedDatabase } from '@/server/seed';
import { withAdvisoryLock, type DbHandle } from '@/server/db/open';

/** PostgreSQL advisory lock held while a process checks and seeds (migrations hold 734100). */
export const SEED_LOCK_KEY = 734101;

/**
 * First start: seed the demo catalogue when the site has none (README quick start). Answers whether
 * this process seeded. Several processes starting together on one empty PostgreSQL (a cluster's
 * first start) take turns under an advisory lock: one seeds, the others wait and find the
 * catalogue there. Without it the second insert of the site row waited for the first seed's
 * transaction, then failed, and that process did not start.
 */
export async function seedIfEmpty(handle: DbHandle, siteId: number, options: { products?: number; log?: (line: string) => void } = {}): Promise<boolean> {
  if (await isSeeded(handle.db, siteId)) return false;
  const log = options.log ?? ((line: string) => console.log(`[lantern] ${line}`));
  return withAdvisoryLock(handle, SEED_LOCK_KEY, async () => {
    if (await isSeeded(handle.db, siteId)) {
      log(`site ${siteId} was seeded by another process while this one waited`);
      return false;
    }
    log(`empty database: seeding the demo catalogue for site ${siteId} …`);
    const started = Date.now();
    const result = await seedDatabase(handle.db, { siteId, products: options.products, log });
    log(`seeded ${result.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}
