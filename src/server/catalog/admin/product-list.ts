import { and, asc, desc, eq, gt, inArray, like, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductListRow } from '@/lib/validation/admin/products';
import type { Db } from '@/server/db/client';
import { products, topics } from '@/server/db/schema';
import { exactCount } from '../bounded-count';
import { readScopeCounts } from '../facet-counts';
import { keywordSearch, searchVocabulary, type SearchVocabulary } from '../search';
import { listColumns, toListRow } from './product-record';

// GET /api/admin/products: the workspace list, fast at 100,000 products (ADR 0025).
// Every order has an index ending in id (products_site_code, _updated_id, _price_id, the primary
// key), so a page of the whole catalogue is an index walk. The search is the storefront's (GIN
// search documents: codes, both names, keywords) OR an item-code prefix (products_site_code_prefix).
// Unpublished products are listed: the workspace sees every product.
//
// The total is exact. Counting 100,000 rows costs ~120 ms on PGlite, so the common views read
// it instead: the maintained published count of their scope (catalog_facet_counts: all, a topic,
// hot, in stock) plus the unpublished products (a partial index: there are few). Other filters
// count their matches; when those are few (≤ SMALL_MATCH) the page is taken from the matched ids
// rather than by walking an order index past rows that do not match.

const SMALL_MATCH = 5000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function topicCodeOf(db: Db, siteId: number, topicId: number): Promise<string | null> {
  const [topic] = await db
    .select({ code: topics.code })
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.id, topicId)))
    .limit(1);
  return topic?.code ?? null;
}

function conditions(siteId: number, q: ProductListQuery, topicCode: string | null | undefined, vocabulary: SearchVocabulary | undefined): SQL[] {
  const where: SQL[] = [eq(products.siteId, siteId)];
  const text = q.q?.trim();
  if (text) {
    const prefix = escapeLike(text);
    const byCode = or(like(products.code, `${prefix}%`), like(products.code, `${prefix.toUpperCase()}%`))!;
    const byWords = keywordSearch(text, vocabulary)?.where;
    where.push(byWords ? or(byCode, byWords)! : byCode);
  }
  // An unknown topic matches nothing rather than everything; a topic lists its subtopics' products too.
  if (topicCode !== undefined) where.push(topicCode === null ? sql`false` : like(products.classcode, `${escapeLike(topicCode)}%`));
  if (q.stock === 'in') where.push(gt(products.stock, 0));
  if (q.stock === 'out') where.push(lte(products.stock, 0));
  if (q.hot !== undefined) where.push(eq(products.isHot, q.hot ? 1 : 0));
  if (q.new !== undefined) where.push(eq(products.isNew, q.new ? 1 : 0));
  if (q.published !== undefined) where.push(eq(products.published, q.published));
  return where;
}

/** The maintained scope (published products) answering `q` exactly, or null when it needs a count. */
function maintainedScope(q: ProductListQuery, topicCode: string | null | undefined): string | null {
  if (q.q?.trim() || q.new !== undefined || q.stock === 'out' || q.hot === false || topicCode === null) return null;
  const bases = [topicCode !== undefined, q.stock === 'in', q.hot === true].filter(Boolean).length;
  if (bases > 1) return null;
  if (topicCode) return topicCode.length % 3 === 0 ? `topic:${topicCode}` : null;
  if (q.stock === 'in') return 'stock';
  if (q.hot) return 'hot';
  return 'all';
}

async function countMatches(db: Db, siteId: number, q: ProductListQuery, topicCode: string | null | undefined, where: SQL | undefined): Promise<number> {
  const scope = maintainedScope(q, topicCode);
  if (!scope) return exactCount(db, where);
  const published = q.published === false ? 0 : (await readScopeCounts(db, siteId, scope)).total;
  const unpublished = q.published === true ? 0 : await exactCount(db, and(where, not(products.published)));
  return published + unpublished;
}

const SORT_COLUMN = { id: products.id, itemno: products.code, updatedAt: products.updatedAt, price: products.price } as const;

export async function listAdminProducts(db: Db, siteId: number, q: ProductListQuery): Promise<{ list: ProductListRow[]; total: number }> {
  const topicCode = q.topicId === undefined ? undefined : await topicCodeOf(db, siteId, q.topicId);
  const vocabulary = q.q?.trim() ? await searchVocabulary(db, siteId) : undefined;
  const where = and(...conditions(siteId, q, topicCode, vocabulary));
  const total = await countMatches(db, siteId, q, topicCode, where);
  const offset = (q.page - 1) * q.pageSize;
  if (total === 0 || offset >= total) return { list: [], total };
  const direction = q.order === 'asc' ? asc : desc;
  const order = q.sort === 'id' ? [direction(products.id)] : [direction(SORT_COLUMN[q.sort]), direction(products.id)];
  const filtered = maintainedScope(q, topicCode) === null;
  let pageWhere = where;
  if (filtered && total <= SMALL_MATCH) {
    // Few matches: read their ids by the filters' own indexes, then order just those.
    const ids = await db.select({ id: products.id }).from(products).where(where);
    pageWhere = and(
      eq(products.siteId, siteId),
      inArray(
        products.id,
        ids.map((r) => r.id),
      ),
    );
  }
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(pageWhere)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offset);
  return { list: rows.map(toListRow), total };
}
