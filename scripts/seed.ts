/**
 * `npm run seed` — seeds the default site (SITE_ID, 38) with the demo catalogue.
 *   --products N   catalogue size (default 720; 100000 for load tests)
 *   --reset        delete the site's rows (and its pictures) first
 * On an already seeded site without --reset it says so and exits 0, so it is safe in scripts.
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { DataDirLockedError } from '../src/server/db/lock.mjs';
import { getDbHandle, type Db } from '../src/server/db/client';
import { env } from '../src/server/env';
import { DEFAULT_PRODUCT_COUNT, isSeeded, resetSite, seedDatabase } from '../src/server/seed';

interface Args {
  products: number;
  reset: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { products: DEFAULT_PRODUCT_COUNT, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset') args.reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1) throw new UsageError(`--products needs a positive whole number, got "${value ?? ''}"`);
      args.products = count;
    } else throw new UsageError(`Unknown option ${arg}`);
  }
  return args;
}

class UsageError extends Error {}

async function seedSite(db: Db, siteId: number, args: Args): Promise<void> {
  if (args.reset) {
    const started = Date.now();
    await resetSite(db, siteId);
    console.log(`Site ${siteId} reset in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (await isSeeded(db, siteId)) {
    console.log(`Site ${siteId} is already seeded; nothing to do (use --reset to rebuild it).`);
    return;
  }
  console.log(`Seeding site ${siteId} with ${args.products} products …`);
  const result = await seedDatabase(db, { siteId, products: args.products, log: (line) => console.log(line) });
  console.log(`Done: ${result.products} products, ${result.topics} topics, ${result.images} pictures.`);
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: npm run seed [-- --products N] [-- --reset]`);
      return 2;
    }
    throw error;
  }
  const { SITE_ID } = env();
  let handle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    // The server (or another seed) holds the embedded database: say so plainly, no stack trace.
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const started = Date.now();
  try {
    console.log(`Database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
    await seedSite(handle.db, SITE_ID, args);
    console.log(`Total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await handle.close();
  }
}

// tsx runs scripts as CommonJS here: no top-level await.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
