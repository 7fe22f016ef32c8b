import type { Db } from '@/server/db/client';
import { isSeeded, seedDatabase } from './index';

/** First start: seed the demo catalogue when the site has none (README quick start). */
export async function seedIfEmpty(db: Db, siteId: number): Promise<void> {
  if (await isSeeded(db, siteId)) return;
  console.log(`[lantern] empty database: seeding the demo catalogue for site ${siteId} …`);
  const started = Date.now();
  const result = await seedDatabase(db, { siteId, log: (line) => console.log(`[lantern] ${line}`) });
  console.log(`[lantern] seeded ${result.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
