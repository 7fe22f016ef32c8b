import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { readToken } from '@/server/cache/catalog-watch';
import { products, topics } from '@/server/db/schema';
import { buildVocabulary, EMPTY_VOCABULARY, type SearchVocabulary } from './search-vocabulary';

/**
 * One search vocabulary per database and site, learned again when the catalogue revision token
 * changes (every product or topic write renews it: migration 0005's triggers). A search reads the
 * one-row token; while a new vocabulary is being learned, searches keep using the previous one
 * (a typo correction a few seconds old is still right), so only the first search of a process
 * waits for it (the server learns it at start): one read of the site's products, grouped by their
 * texts in SQL first (docs/benchmarks.md, "Search quality at 100,000 products").
 * The token itself is read at most once a second per site, whoever asks: one search page asked
 * three times (its list, its facets, its ranking), and a write already takes up to a second to
 * show on pages (the catalogue watch's poll, catalog-watch.ts).
 */
/** How long a token read answers for (ms). */
export const TOKEN_REUSE_MS = 1_000;

interface Entry {
  token: string | undefined;
  /** The newest token read and when it began (performance.now()). */
  read: { at: number; token: Promise<string | undefined> } | null;
  vocabulary: SearchVocabulary | null;
  learning: Promise<SearchVocabulary> | null;
}

const entries = new WeakMap<Db, Map<number, Entry>>();

async function learnVocabulary(db: Db, siteId: number): Promise<SearchVocabulary> {
  const productRows = await db
    .select({ nameen: products.nameen, name: products.name, keyword: products.keyword, count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.siteId, siteId))
    .groupBy(products.nameen, products.name, products.keyword);
  const topicRows = await db.select({ nameen: topics.nameen, name: topics.name }).from(topics).where(eq(topics.siteId, siteId));
  return buildVocabulary({ products: productRows, topics: topicRows });
}

/** The site's vocabulary, fresh when none was learned yet, else the newest one learned. */
export async function searchVocabulary(db: Db, siteId: number): Promise<SearchVocabulary> {
  let sites = entries.get(db);
  if (!sites) entries.set(db, (sites = new Map<number, Entry>()));
  let entry = sites.get(siteId);
  if (!entry) sites.set(siteId, (entry = { token: undefined, read: null, vocabulary: null, learning: null }));
  const now = performance.now();
  if (!entry.read || now - entry.read.at >= TOKEN_REUSE_MS) entry.read = { at: now, token: readToken(db).catch(() => entry.token) };
  const token = await entry.read.token;
  if ((token !== entry.token || !entry.vocabulary) && !entry.learning) {
    const current = entry;
    current.token = token;
    current.learning = learnVocabulary(db, siteId)
      .then((vocabulary) => (current.vocabulary = vocabulary))
      .catch(() => current.vocabulary ?? EMPTY_VOCABULARY)
      .finally(() => (current.learning = null));
  }
  if (entry.vocabulary) return entry.vocabulary;
  return entry.learning ?? EMPTY_VOCABULARY;
}
