import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/schema/database';
import * as schema from '../db/schema';
import { imageStoreFor } from '../media/image-stores';
import { isImagePath, type ImageStore } from '../media/store';
import { deletePicture } from '../media/variants';
import { forgetSites } from '../site/require-site';

const s = schema;

/**
 * Every table whose rows belong to one site (they carry site_id), children before parents so no
 * foreign key is violated: orders before customers, descriptions and cart lines before products.
 * order_lines has no site_id and is cleared through its orders first; the inquiry desk's timeline,
 * quote versions and messages go with their orders (ON DELETE CASCADE).
 */
export const SITE_TABLES = [
  // catalog_facet_counts after products: their delete trigger has brought the site's counts to 0.
  // Price lists and groups first: their items and holders go with them (ON DELETE CASCADE).
  s.priceLists,
  s.customerGroups,
  s.orders,
  s.cartLines,
  s.favorites,
  s.productDescriptions,
  s.productPriceBreaks,
  s.products,
  s.catalogFacetCounts,
  s.topics,
  s.colors,
  s.packs,
  s.units,
  s.sessions,
  s.resetCodes,
  s.addresses,
  s.customers,
  s.outbox,
  s.articles,
  s.faqs,
  s.fairLogs,
  s.videos,
  s.certificates,
  s.contactInfo,
  s.aboutUs,
  s.friendLinks,
  s.notices,
  s.homeBanners,
  s.feedback,
  s.subscriptions,
  s.areaRules,
  s.accessCodes,
  s.pageVisits,
  s.auditLog,
  s.importJobs,
  s.importMappings,
  s.assignmentRules,
  s.replyTemplates,
  s.exchangeRates,
  s.staffSessions,
  s.staffTokens,
  s.staffUsers,
] as const satisfies readonly (PgTable & { siteId: unknown })[];

/**
 * Pictures (and the videos' clips and captions) are shared by path (two sites seeded from the same
 * catalogue show the same pictures), so only those no other site refers to are removed (with their
 * variants, through the store).
 */
async function orphanedPictures(db: Db, siteId: number): Promise<string[]> {
  const result = await db.execute(sql`
    WITH refs AS (
      SELECT ${s.products.siteId} AS site_id, unnest(string_to_array(${s.products.pics}, ',')) AS path FROM ${s.products}
      UNION ALL SELECT ${s.topics.siteId}, ${s.topics.cover} FROM ${s.topics}
      UNION ALL SELECT ${s.articles.siteId}, ${s.articles.cover} FROM ${s.articles}
      UNION ALL SELECT ${s.fairLogs.siteId}, ${s.fairLogs.cover} FROM ${s.fairLogs}
      UNION ALL SELECT ${s.videos.siteId}, unnest(ARRAY[${s.videos.cover}, ${s.videos.url}, ${s.videos.captions}, ${s.videos.captionsen}]) FROM ${s.videos}
      UNION ALL SELECT ${s.certificates.siteId}, ${s.certificates.file} FROM ${s.certificates}
      UNION ALL SELECT ${s.homeBanners.siteId}, ${s.homeBanners.picture} FROM ${s.homeBanners}
    )
    SELECT path FROM refs WHERE site_id = ${siteId} AND path LIKE '/Upload/%'
    EXCEPT SELECT path FROM refs WHERE site_id <> ${siteId}`);
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: { path: string }[] }).rows.map((row) => row.path).filter(isImagePath);
}

const DELETE_CONCURRENCY = 16;

/**
 * Deletes everything of one site (for `npm run seed -- --reset`): its rows in one transaction,
 * then, once that has committed, its pictures through the image store (so a failed reset never
 * leaves rows pointing at deleted files).
 */
export async function resetSite(db: Db, siteId: number, options: { imageStore?: ImageStore } = {}): Promise<void> {
  const pictures = await db.transaction(async (tx) => {
    const orphaned = await orphanedPictures(tx, siteId);
    const siteOrders = tx.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.siteId, siteId));
    await tx.delete(s.orderLines).where(inArray(s.orderLines.orderId, siteOrders));
    for (const table of SITE_TABLES) await tx.delete(table).where(eq(table.siteId, siteId));
    await tx.delete(s.sites).where(eq(s.sites.id, siteId));
    return orphaned;
  });
  forgetSites(db);
  const store = options.imageStore ?? imageStoreFor(db);
  for (let i = 0; i < pictures.length; i += DELETE_CONCURRENCY) {
    await Promise.all(pictures.slice(i, i + DELETE_CONCURRENCY).map((path) => deletePicture(store, path)));
  }
}
