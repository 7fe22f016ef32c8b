/**
 * Text folding and tokens shared by the index side (search documents) and the query side, so
 * both cut text the same way. Every token is either a run of a-z/0-9 or a run of Han characters:
 * to_tsvector('simple', …) and to_tsquery('simple', …) keep such tokens exactly as they are (the
 * default parser treats Han characters as letters under both C and UTF-8 ctypes), which is what
 * lets the lexemes built here in TypeScript meet in SQL.
 */

/** §2 keyword box: what a query may hold after normalisation. */
export const MAX_QUERY_LENGTH = 100;

const HAN = /\p{Script=Han}/u;
const TOKEN = /[a-z0-9]+|\p{Script=Han}+/gu;
/** ASCII runs may be joined by hyphens ("lt24-00123", "light-up"); the query side decides. */
const QUERY_CHUNK = /[a-z0-9]+(?:-[a-z0-9]+)*|\p{Script=Han}+/gu;

/**
 * Lowercase; compatibility forms folded (full-width ＬＴ２４ → lt24) and accents dropped
 * (décor → decor); apostrophes removed so "santa's" reads "santas".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** The query as searched: folded, trimmed, spaces collapsed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(keyword: string): string {
  return foldText(keyword).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export const isHan = (token: string): boolean => HAN.test(token);

/** Index side: a-z0-9 runs and Han runs, in order. */
export function textTokens(text: string): string[] {
  return foldText(text).match(TOKEN) ?? [];
}

/** Query side: like textTokens, but hyphen-joined ASCII runs stay together. */
export function queryChunks(normalizedQuery: string): string[] {
  return normalizedQuery.match(QUERY_CHUNK) ?? [];
}

/** Han run → its characters (unigrams) for a 1-character run, else its bigrams. */
export function hanGrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/** Han run → every unigram and bigram (what the index stores). */
export function hanUnigramsAndBigrams(run: string): string[] {
  const chars = [...run];
  return chars.length === 1 ? chars : [...chars, ...hanGrams(run)];
}
