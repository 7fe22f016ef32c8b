import { and, or, sql, type SQL } from 'drizzle-orm';
import { products } from '@/server/db/schema';
import { planSearch } from './search-plan';

export { buildSearchDocument, type SearchableProduct } from './search-document';
export { rebuildSearchDocuments, vacuumAnalyzeProducts } from './rebuild-search-documents';
export { normalizeQuery } from './search-text';
export { planSearch } from './search-plan';

/**
 * Keyword search over products: what to filter on and how to rank. Both locales search both
 * languages' names, codes and keywords (the WHERE does not depend on the locale).
 *
 * Everything runs on two GIN indexes (0001_search.sql): `search_vector @@ tsquery` for codes,
 * English words and prefixes, Chinese unigrams/bigrams and pinyin, and `search_typo_vector` for
 * one-letter typos. Each query term must match (AND); the rank is a tier (search-plan.ts),
 * list-products breaks ties by launch time. User text only ever reaches SQL as bound parameters.
 */
export interface KeywordSearch {
  where: SQL;
  /** Higher is better; list queries order by it, then newest. */
  rank: SQL<number>;
  /**
   * The rank's tiers, best first: a row's rank is that of the first tier it matches (1 when it
   * matches none). ranked-page.ts walks them one by one so a page never ranks the whole match set.
   */
  tiers: SQL[];
}

const vector = sql`${products.searchVector}`;
const typoVector = sql`${products.searchTypoVector}`;
const matches = (target: SQL, tsquery: string) => sql`${target} @@ to_tsquery('simple', ${tsquery})`;

export function keywordSearch(keyword: string): KeywordSearch | null {
  if (!keyword.trim()) return null;
  const plan = planSearch(keyword);
  // Only punctuation, say: a search for nothing finds nothing (not the whole catalogue).
  if (!plan) return { where: sql`false`, rank: sql<number>`cast(0 as int)`, tiers: [] };
  const where = and(...plan.terms.map((t) => (t.typo ? or(matches(vector, t.any), matches(typoVector, t.typo))! : matches(vector, t.any))))!;
  const cases = sql.join(
    plan.tiers.map(([rank, tsquery]) => sql`when ${matches(vector, tsquery)} then ${sql.raw(String(rank))}`),
    sql` `,
  );
  return { where, rank: sql<number>`(case ${cases} else 1 end)`, tiers: plan.tiers.map(([, tsquery]) => matches(vector, tsquery)) };
}
