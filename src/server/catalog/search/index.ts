import { and, or, sql, type SQL } from 'drizzle-orm';
import { products } from '@/server/db/schema';
import { planSearch } from './search-plan';
import { EMPTY_VOCABULARY, type SearchVocabulary } from './search-vocabulary';
import type { TierEstimate } from './tier-estimates';

export { buildSearchDocument, type SearchableProduct } from './search-document';
export { rebuildSearchDocuments, vacuumAnalyzeProducts } from './rebuild-search-documents';
export { normalizeQuery } from './search-text';
export { planSearch } from './search-plan';
export { searchVocabulary } from './vocabulary-cache';
export type { SearchVocabulary } from './search-vocabulary';
export type { TierEstimate } from './tier-estimates';

/** A rank tier as SQL, with how many products it holds when the vocabulary can tell (ranked-page.ts fetches by it). */
export interface RankTier {
  match: SQL;
  estimate: TierEstimate | null;
}

/**
 * Keyword search over products: what to filter on and how to rank. Both locales search both
 * languages' names, codes and keywords (the WHERE does not depend on the locale).
 *
 * Everything runs on two GIN indexes (0001_search.sql): `search_vector @@ tsquery` for codes,
 * English words and prefixes, Chinese unigrams/bigrams and pinyin, synonyms and words corrected
 * through the site's vocabulary, and `search_typo_vector` for one-letter typos. Each query term must match (AND); the rank is a tier (search-plan.ts),
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
  tiers: RankTier[];
}

const vector = sql`${products.searchVector}`;
const typoVector = sql`${products.searchTypoVector}`;
const matches = (target: SQL, tsquery: string) => sql`${target} @@ to_tsquery('simple', ${tsquery})`;

/** `vocabulary`: the site's (searchVocabulary()); without it there are no corrections and no pinyin read back into Chinese. */
export function keywordSearch(keyword: string, vocabulary: SearchVocabulary = EMPTY_VOCABULARY): KeywordSearch | null {
  if (!keyword.trim()) return null;
  const plan = planSearch(keyword, vocabulary);
  // Only punctuation, say: a search for nothing finds nothing (not the whole catalogue).
  if (!plan) return { where: sql`false`, rank: sql<number>`cast(0 as int)`, tiers: [] };
  const where = and(
    ...plan.terms.map((t) => or(matches(vector, t.any), t.corrected ? matches(vector, t.corrected) : undefined, t.typo ? matches(typoVector, t.typo) : undefined)!),
  )!;
  const cases = sql.join(
    plan.tiers.map(([rank, tsquery]) => sql`when ${matches(vector, tsquery)} then ${sql.raw(String(rank))}`),
    sql` `,
  );
  return {
    where,
    rank: sql<number>`(case ${cases} else 1 end)`,
    tiers: plan.tiers.map(([, tsquery, estimate]) => ({ match: matches(vector, tsquery), estimate })),
  };
}
