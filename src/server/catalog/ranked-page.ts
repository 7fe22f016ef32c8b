import { and, desc, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { boundedCount } from './bounded-count';
import type { ProductRow } from './product-card';
import type { RankTier, TierEstimate } from './search';

type Columns = Parameters<Db['select']>[0] & object;

/**
 * One tier's rows: `where` as a whole; for a read through the search index, the tier's own match
 * (`indexed`, whose index rows are the estimate's holders) and the rest as a plain filter, so the
 * planner does not also build and AND the bitmaps of the search's broad words (圣诞树: christmas's
 * 32,765 rows, to keep the 271 of its first tier).
 */
interface Slice {
  where: SQL | undefined;
  indexed: SQL | undefined;
  rest: SQL | undefined;
  estimate: TierEstimate | null;
}

/** Rows of one tier's slice for the page, and how many of the slice's rows the page skipped. */
interface SlicePart {
  rows: ProductRow[];
  skipped: number;
}

/**
 * One page of a keyword search in relevance order (rank tier, then newest), without ranking the
 * whole match set. The rank is the first tier a row matches (search/index.ts), so
 * the rows of tier k are `where AND tier_k AND NOT (any better tier)`, and the tiers, best first,
 * each newest first, concatenate to exactly `ORDER BY rank DESC, launchtime DESC, id DESC`.
 * Earlier pages' rows are skipped by counting each tier no further than the offset left.
 *
 * Each tier is fetched the cheaper of two ways, chosen by how many products it holds (the
 * vocabulary's estimate, search/tier-estimates.ts): a broad tier walks the launch-time index (its
 * newest 20 come after a few dozen rows); a sparse one is read whole through the search index and
 * sorted (a walk would visit the whole catalogue to find a few rows, and the planner, which cannot
 * see how rare a tier's weights make it, chooses the walk: ADR 0047).
 */
export async function rankedPage(db: Db, columns: Columns, where: SQL | undefined, tiers: RankTier[], limit: number, offset: number): Promise<ProductRow[]> {
  const matches = tiers.map((tier) => tier.match);
  const slices: Slice[] = tiers.map((tier, i) => {
    const rest = and(where, ...matches.slice(0, i).map((better) => not(better)));
    return { where: and(rest, tier.match), indexed: tier.match, rest, estimate: tier.estimate };
  });
  // Rows that match the search but none of the tiers (typo-only matches) rank 1, last.
  const last = tiers.length ? and(where, not(or(...matches)!)) : where;
  slices.push({ where: last, indexed: last, rest: undefined, estimate: null });
  const rows: ProductRow[] = [];
  let skip = offset;
  for (const slice of slices) {
    if (rows.length === limit) break;
    const need = limit - rows.length;
    const part = await readPart(db, columns, slice, need, skip);
    skip -= part.skipped;
    rows.push(...part.rows);
  }
  return rows;
}

/**
 * A slice the vocabulary cannot size (rows matching only through a typo, a prefix of many words) is read
 * through the search index first, up to this many rows: a small one (a word few products hold, or
 * none) is then complete; a bigger one is broad enough for the walk to find its newest rows soon.
 */
const PROBED_ROWS = 2000;

async function readPart(db: Db, columns: Columns, slice: Slice, need: number, skip: number): Promise<SlicePart> {
  const { estimate } = slice;
  if (!estimate) return (await readSlice(db, columns, slice, need, skip, PROBED_ROWS)) ?? walkedSlice(db, columns, slice.where, need, skip);
  // Walking finds the `wanted`-th newest row after visiting about wanted / share of the catalogue;
  // reading the slice whole rechecks every product holding its lexemes.
  const wanted = skip + need;
  const walked = estimate.products >= wanted ? (wanted * estimate.catalogue) / estimate.products : estimate.catalogue;
  if (estimate.holders < walked) return (await readSlice(db, columns, slice, need, skip, null))!;
  return walkedSlice(db, columns, slice.where, need, skip);
}

/** Newest first along the launch-time index (the planner's choice for a filtered, ordered list). */
async function walkedSlice(db: Db, columns: Columns, where: SQL | undefined, need: number, skip: number): Promise<SlicePart> {
  if (skip > 0) {
    const inSlice = await boundedCount(db, where, skip);
    if (inSlice < skip) return { rows: [], skipped: inSlice };
  }
  const page = await db.select(columns).from(products).where(where).orderBy(desc(products.launchtime), desc(products.id)).limit(need).offset(skip);
  return { rows: page as ProductRow[], skipped: skip };
}

/**
 * The slice through the search index, then sorted: MATERIALIZED keeps the planner from turning the
 * ordered read back into a walk of the launch-time index (and lets `cap` stop the read early);
 * only ids and launch times are sorted, and the page's rows are read by id. Null when the slice
 * holds `cap` rows or more (it was not read whole).
 */
async function readSlice(db: Db, columns: Columns, slice: Slice, need: number, skip: number, cap: number | null): Promise<SlicePart | null> {
  // `IS TRUE` is the same test for a WHERE, but no index can serve it: the rest stays a filter.
  const where = and(slice.indexed, slice.rest && sql`(${slice.rest}) IS TRUE`) ?? sql`true`;
  const result = await db.execute(sql`
    WITH tier_rows AS MATERIALIZED (SELECT ${products.id} AS id, ${products.launchtime} AS launchtime FROM ${products} WHERE ${where}),
      read AS MATERIALIZED (SELECT id, launchtime FROM tier_rows ${cap === null ? sql`` : sql`LIMIT ${cap}`})
    SELECT (SELECT count(*)::int FROM read) AS n,
      array(SELECT id FROM read ORDER BY launchtime DESC, id DESC LIMIT ${need} OFFSET ${skip}) AS ids`);
  // node-postgres and PGlite both answer { rows }.
  const [found] = (result as { rows: { n: number; ids: number[] }[] }).rows;
  const total = Number(found?.n ?? 0);
  if (cap !== null && total >= cap) return null;
  const ids = (found?.ids ?? []).map(Number);
  if (ids.length === 0) return { rows: [], skipped: Math.min(skip, total) };
  const page = (await db.select(columns).from(products).where(inArray(products.id, ids))) as ProductRow[];
  const byId = new Map(page.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), skipped: skip };
}
