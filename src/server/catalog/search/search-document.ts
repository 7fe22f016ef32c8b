import { SECTIONS, SECTION_SEPARATOR, type Section } from '@/server/db/search-document-layout';
import { deletionVariants, singular, TYPO_MIN_LENGTH } from './english-forms';
import { pinyinLexemes } from './pinyin';
import { foldText, hanUnigramsAndBigrams, isHan, textTokens } from './search-text';

/** What a search document is made of: the product's code, both names and its keywords. */
export interface SearchableProduct {
  code: string;
  name: string;
  nameen: string;
  keyword: string;
}

/** Typo variants grow with word length; a runaway keyword list must not grow the row without end. */
const MAX_TYPO_WORDS = 48;

/** Lexemes of one text: English words in the singular, numbers, Han unigrams and bigrams. */
function wordLexemes(text: string): string[] {
  return textTokens(text).flatMap((token) => (isHan(token) ? hanUnigramsAndBigrams(token) : [singular(token)]));
}

/** "LT24-00123" → lt2400123 (the whole code, for prefixes like "LT24-001") and its parts lt24, 00123. */
function codeLexemes(code: string): string[] {
  const parts = foldText(code).match(/[a-z0-9]+/g) ?? [];
  return [parts.join(''), ...parts].filter(Boolean);
}

// A catalogue reuses a few thousand words; their variants are worth keeping (a 100k seed).
const typoCache = new Map<string, string[]>();
const TYPO_CACHE_LIMIT = 20_000;

function wordTypoLexemes(word: string): string[] {
  let lexemes = typoCache.get(word);
  if (!lexemes) {
    const one = singular(word);
    lexemes = one.length >= TYPO_MIN_LENGTH ? deletionVariants(one) : [];
    if (typoCache.size >= TYPO_CACHE_LIMIT) typoCache.clear();
    typoCache.set(word, lexemes);
  }
  return lexemes;
}

function typoLexemes(texts: string[]): string[] {
  const words = [...new Set(texts.flatMap(textTokens))].filter((t) => /^[a-z]+$/.test(t)).slice(0, MAX_TYPO_WORDS);
  return words.flatMap(wordTypoLexemes);
}

/**
 * The product's search document (layout: src/server/db/search-document-layout.ts), built in TypeScript at write time
 * because pinyin, plural forms and typo variants need code the database does not have. Pure: the
 * same product always gives the same string.
 */
export function buildSearchDocument(product: SearchableProduct): string {
  const names = `${product.nameen} ${product.name}`;
  // Pinyin of the Chinese name only: keywords repeat the theme (圣诞 on every Christmas article),
  // and each pinyin lexeme costs every matched row's rank a longer vector to read.
  const hanRuns = textTokens(product.name).filter(isHan);
  const sections: Record<Section, string[]> = {
    code: codeLexemes(product.code),
    name: wordLexemes(names),
    keyword: wordLexemes(product.keyword),
    pinyin: hanRuns.flatMap(pinyinLexemes),
    typo: typoLexemes([names, product.keyword]),
  };
  // A keyword lexeme the names already hold would only repeat it at a lower weight.
  const named = new Set(sections.name);
  sections.keyword = sections.keyword.filter((lexeme) => !named.has(lexeme));
  return SECTIONS.map((section) => [...new Set(sections[section])].join(' ')).join(` ${SECTION_SEPARATOR} `);
}
