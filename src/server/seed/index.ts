import { eq } from 'drizzle-orm';
import { vacuumAnalyzeProducts } from '../catalog/search/rebuild-search-documents';
import type { Db } from '../db/schema/database';
import { colors, packs, products, sites, topics, units } from '../db/schema';
import { imageStoreFor } from '../media/image-stores';
import type { ImageStore } from '../media/store';
import { contentPictureJobs, insertContent, seedVideoFiles } from './content';
import { BASE_PICTURES, generateProducts, type ProductDraft } from './product-generator';
import { PictureRenderer, productPictureJobs, storePictures, topicCoverPath, topicPictureJob } from './product-images';
import { insertPageVisits } from './page-visits';
import { insertProducts } from './product-writer';
import { forgetSites } from '../site/require-site';
import { COLORS, PACKS, settingRows, UNITS } from './settings-lists';
import { recountTopicProducts } from './topic-counts';
import { buildTopicTree, type TopicTree } from './topic-tree';

export { resetSite, SITE_TABLES } from './reset';
export { recountTopicProducts } from './topic-counts';

/** Products in a default seed; `npm run seed -- --products N` asks for another size. */
export const DEFAULT_PRODUCT_COUNT = 720;

export interface SeedOptions {
  siteId: number;
  products?: number;
  log?: (line: string) => void;
  /** Launch times are spread over the two years before this moment (default: now). */
  now?: Date;
  /** Where pictures go (default: the configured image store, see src/server/media). */
  imageStore?: ImageStore;
}

export interface SeedResult {
  products: number;
  topics: number;
  images: number;
}

/** True when the site row exists and the site has products. */
export async function isSeeded(db: Db, siteId: number): Promise<boolean> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return false;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.siteId, siteId)).limit(1);
  return Boolean(product);
}

async function assertNotSeeded(db: Db, siteId: number): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.siteId, siteId)).limit(1);
  if (site || product) {
    throw new Error(`Site ${siteId} is already seeded (its sites row or products exist); reset it first ` + '(npm run seed -- --reset) or check isSeeded() before seeding.');
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Writes a complete demo catalogue for one site: site row, settings lists, topic tree, products
 * with descriptions and pictures, and the editorial content. Every row is written in one
 * transaction, so a failed or interrupted seed leaves nothing half-written behind and can simply
 * be run again.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const { siteId } = options;
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const log = options.log ?? (() => {});
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Product count must be a positive integer, got ${count}`);
  await assertNotSeeded(db, siteId);

  const started = Date.now();
  const tree = buildTopicTree();
  const drafts = generateProducts(tree, count, options.now ?? new Date());
  // The first products own their pictures; later ones reuse them (see BASE_PICTURES).
  const owners: ProductDraft[] = [];
  for (let i = 0; i < Math.min(count, BASE_PICTURES); i++) owners.push(drafts.next().value as ProductDraft);

  const jobs = [...owners.flatMap(productPictureJobs), ...tree.topics.map(topicPictureJob), ...contentPictureJobs()];
  log(`Rendering ${jobs.length} pictures while writing rows …`);
  // Rendering runs on libvips threads while the main thread writes rows; the pictures are stored
  // in the same transaction as they come in.
  const renderer = new PictureRenderer(jobs, (done, total) => log(`  pictures ${done}/${total} (${seconds(started)})`));
  let images = 0;
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({ id: siteId, name: '灯笼礼品装饰', nameen: 'Lantern Gifts & Decorations' });
    await tx.insert(colors).values(settingRows(siteId, COLORS));
    await tx.insert(packs).values(settingRows(siteId, PACKS));
    await tx.insert(units).values(settingRows(siteId, UNITS));
    await insertTopics(tx, siteId, tree);
    const every = count >= 20_000 ? 10_000 : count >= 2_000 ? 1_000 : count;
    const written = await insertProducts(tx, siteId, chain(owners, drafts), (n) => {
      if (n % every === 0 || n === count) log(`  products ${n}/${count} (${seconds(started)})`);
    });
    if (written !== count) throw new Error(`Seed wrote ${written} products instead of ${count}`);
    await insertContent(tx, siteId);
    // Two months of visits with countries, so the dashboard's charts have something to show.
    await insertPageVisits(tx, siteId, options.now ?? new Date());
    await recountTopicProducts(tx, siteId);
    // Pictures go through the image store, 40 (~0.3 MB) at a time. Another site seeded from the
    // same catalogue may already hold identical pictures under these paths: they are replaced.
    const store = options.imageStore ?? imageStoreFor(tx);
    for await (const batch of renderer.batches(40)) {
      await storePictures(store, batch);
      images += batch.length;
    }
    // R1.14: the seeded videos' clips and captions, so every video row points at files that exist.
    for (const file of await seedVideoFiles()) await store.put(file.path, file.bytes, file.contentType);
  });
  // A request (or a queued visit) may have asked for this site before it existed: that answer is
  // cached for a few seconds and would hide the new site.
  forgetSites(db);
  log(`Seed of site ${siteId} finished in ${seconds(started)}`);
  // PGlite has no autovacuum: without fresh statistics the search plans are 2-3 times slower.
  await vacuumAnalyzeProducts(db);
  return { products: count, topics: tree.topics.length, images };
}

function* chain<T>(first: T[], rest: Iterator<T>): Generator<T> {
  yield* first;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

async function insertTopics(db: Db, siteId: number, tree: TopicTree): Promise<void> {
  await db.insert(topics).values(
    tree.topics.map((t) => ({
      siteId,
      code: t.code,
      fcode: t.fcode,
      name: t.name,
      nameen: t.nameen,
      cover: topicCoverPath(t),
      sortnum: t.sortnum,
      istop: t.istop,
    })),
  );
}
