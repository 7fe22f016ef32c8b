import { and, eq, type SQL } from 'drizzle-orm';
import { products } from '@/server/db/schema';

// An unpublished product is the workspace's only. Every storefront and §7 API read of
// products (lists, search, facets, detail, lookups, recommendations, home sections, sitemap, cart
// and favorites) selects through this one condition, so a new read cannot forget it; the
// maintained facet counts and topics.productnum count published rows only (migration 0011).

/** The product is shown to buyers. */
export const isPublished: SQL = eq(products.published, true);

/** Products of `siteId` that buyers may see. */
export function storefrontProducts(siteId: number): SQL {
  return and(eq(products.siteId, siteId), isPublished)!;
}
