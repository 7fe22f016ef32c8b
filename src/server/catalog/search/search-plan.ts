import { WEIGHT } from '@/server/db/search-document-layout';
import { deletionVariants, singular, TYPO_MIN_LENGTH } from './english-forms';
import { joinedPairs, pinyinSegmentations } from './pinyin';
import { hanGrams, isHan, normalizeQuery, queryChunks } from './search-text';

/**
 * A keyword turned into tsquery texts (pure, no SQL): what each query term may match, and the
 * rank tiers. Lexemes come only from search-text.ts tokens (a-z0-9 or Han runs), so the texts
 * cannot carry tsquery syntax of the user's; they still travel as bound parameters.
 *
 * Tiers, best first (ties: newest first, list-products' order):
 *   7 item code exact (whole code "lt24-00123"/"lt2400123", or one of its parts "00123")
 *   6 item code prefix ("lt24-001", "0012")            — both only for a one-term code query
 *   5 every term whole in a name (a word in the singular or plural, Chinese characters)
 *   4 every term whole in a name or the keywords
 *   3 every term whole or as a word prefix ("orna" → Ornament) in code, names or keywords
 *   2 some term only through the pinyin of the Chinese name ("nangua" → 南瓜)
 *   1 some term only through a one-letter typo ("ornamnet" → Ornament)
 */
export interface SearchTerm {
  /** Everything the term may match in search_vector (the WHERE part). */
  any: string;
  /** The term's typo variants, matched against the typo section; null when it gets none. */
  typo: string | null;
  codeExact: string | null;
  codePrefix: string | null;
  nameExact: string;
  exact: string;
  prefix: string;
}

export interface SearchPlan {
  terms: SearchTerm[];
  /** [rank, tsquery] pairs, best first; rows matching none of them rank 1 (typo only). */
  tiers: [number, string][];
}

/** More terms than this are dropped: each costs index scans. */
export const MAX_TERMS = 8;
/** Shorter code-like terms (digits) match only whole: "10" would otherwise pull in codes 10000-10999. */
const CODE_PREFIX_MIN = 3;

const { code: A, name: B, keyword: C } = WEIGHT;

function lexeme(text: string, weights = '', prefix = false): string {
  return prefix || weights ? `${text}:${prefix ? '*' : ''}${weights}` : text;
}
const group = (operator: '|' | '&', items: string[]) => {
  const unique = [...new Set(items)];
  return unique.length === 1 ? unique[0]! : `(${unique.join(` ${operator} `)})`;
};
const anyOf = (items: string[]) => group('|', items);
const allOf = (items: string[]) => group('&', items);

/**
 * English (or pinyin) word, read in the singular as the documents store it: whole, as a prefix
 * ("orna" → ornament), as pinyin ("nangua"), and through one-letter typos (4+ letters: a typed
 * word one letter short of a 5-letter word is itself one of that word's variants).
 */
function wordTerm(word: string): SearchTerm {
  const stem = singular(word);
  // A one- or two-syllable reading is the word itself, which the prefix below already covers.
  const readings = pinyinSegmentations(word)
    .map((syllables) => allOf(joinedPairs(syllables)))
    .filter((reading) => !reading.startsWith(stem));
  const typos = word.length < TYPO_MIN_LENGTH - 1 ? [] : stem.length >= TYPO_MIN_LENGTH ? deletionVariants(stem) : [stem];
  const typoLexemes = typos.filter((v) => v.length >= TYPO_MIN_LENGTH - 1);
  return {
    any: anyOf([lexeme(stem, '', true), ...readings]),
    typo: typoLexemes.length ? anyOf(typoLexemes) : null,
    codeExact: null,
    codePrefix: null,
    nameExact: lexeme(stem, B),
    exact: lexeme(stem, B + C),
    prefix: lexeme(stem, A + B + C, true),
  };
}

/** A term with digits, hyphens dropped: an item code or a number ("10" cm). */
function codeTerm(chunk: string): SearchTerm {
  const code = chunk.replace(/-/g, '');
  const long = code.length >= CODE_PREFIX_MIN;
  return {
    any: long ? lexeme(code, '', true) : code,
    typo: null,
    codeExact: lexeme(code, A),
    codePrefix: lexeme(code, A, long),
    nameExact: lexeme(code, B),
    exact: lexeme(code, B + C),
    prefix: lexeme(code, A + B + C, long),
  };
}

/** Chinese: a single character itself, longer runs all of their bigrams (圣诞树 → 圣诞 & 诞树). */
function hanTerm(run: string): SearchTerm {
  const grams = hanGrams(run);
  const all = (weights: string) => allOf(grams.map((g) => lexeme(g, weights)));
  return { any: all(''), typo: null, codeExact: null, codePrefix: null, nameExact: all(B), exact: all(B + C), prefix: all('') };
}

function termsOf(query: string): SearchTerm[] {
  const terms = queryChunks(query).flatMap((chunk): SearchTerm[] => {
    if (isHan(chunk)) return [hanTerm(chunk)];
    if (/\d/.test(chunk)) return [codeTerm(chunk)];
    return chunk.split('-').map(wordTerm);
  });
  const seen = new Set<string>();
  return terms.filter((t) => !seen.has(t.any) && seen.add(t.any)).slice(0, MAX_TERMS);
}

/** The plan for a keyword, or null when it holds nothing searchable (only punctuation, say). */
export function planSearch(keyword: string): SearchPlan | null {
  const terms = termsOf(normalizeQuery(keyword));
  if (terms.length === 0) return null;
  const tiers: [number, string][] = [];
  const only = terms.length === 1 ? terms[0]! : null;
  if (only?.codeExact && only.codePrefix) tiers.push([7, only.codeExact], [6, only.codePrefix]);
  tiers.push([5, allOf(terms.map((t) => t.nameExact))], [4, allOf(terms.map((t) => t.exact))], [3, allOf(terms.map((t) => t.prefix))]);
  // Without typo terms nothing matches through typos: pinyin-only rows take rank 1, still last.
  if (terms.some((t) => t.typo)) tiers.push([2, allOf(terms.map((t) => t.any))]);
  return { terms, tiers };
}
