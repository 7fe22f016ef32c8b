import { WEIGHT } from '@/server/db/search-document-layout';
import { hanQueryWords, type HanWord } from './chinese-words';
import { deletionVariants, singular, TYPO_MIN_LENGTH } from './english-forms';
import { joinedPairs, pinyinSegmentations } from './pinyin';
import { hanGrams, isHan, normalizeQuery, queryChunks } from './search-text';
import { corrections, EMPTY_VOCABULARY, startsSomeWord, type SearchVocabulary } from './search-vocabulary';
import { synonymsOf } from './synonyms';
import { tierEstimates, type TierEstimate } from './tier-estimates';

/**
 * A keyword turned into tsquery texts (pure, no SQL): what each query term may match, and the
 * rank tiers. Lexemes come only from search-text.ts tokens (a-z0-9 or Han runs), so the texts
 * cannot carry tsquery syntax of the user's; they still travel as bound parameters.
 *
 * Tiers, best first (ties: newest first, list-products' order):
 *   8 item code exact (whole code "lt24-00123"/"lt2400123", or one of its parts "00123")
 *   7 item code prefix ("lt24-001", "0012")            — both only for a one-term code query
 *   6 a Chinese run cut into words is found uncut in a name (圣诞树 in 预装灯松针圣诞树, before 树脂圣诞村庄)
 *   5 every term whole in a name (a word in the singular or plural, a Chinese word)
 *   4 every term whole in a name or the keywords
 *   3 every term whole, as a word prefix ("orna" → Ornament) or through a synonym (xmas →
 *     Christmas, synonyms.ts) in code, names or keywords
 *   2 some term only through pinyin ("nangua" → 南瓜) or through the characters of a Chinese
 *     compound the catalogue does not know (彩灯 → 彩 and 灯)
 *   1 some term only through a typo ("ornamnet", "chrismas" → Christmas)
 *
 * Chinese runs are cut into words first (chinese-words.ts): 圣诞挂件 is 圣诞 and 挂件, each a term.
 * The vocabulary (search-vocabulary.ts) is the catalogue's own words: typos are corrected towards
 * them and pinyin is read back into the Chinese words it spells.
 */
export interface SearchTerm {
  /** Everything the term may match in search_vector (the WHERE part). */
  any: string;
  /** The term's typo variants, matched against the typo section; null when it gets none. */
  typo: string | null;
  /** Catalogue words the term is a typo of (search_vector); null when it is a word or has none. */
  corrected: string | null;
  codeExact: string | null;
  codePrefix: string | null;
  /** Tier texts; null when the vocabulary shows no product can match it (the tier is left out). */
  nameExact: string | null;
  exact: string | null;
  prefix: string | null;
}

/** A rank tier: its rank, its tsquery, and how many products it holds when the vocabulary can tell. */
export type PlanTier = [rank: number, tsquery: string, estimate: TierEstimate | null];

export interface SearchPlan {
  terms: SearchTerm[];
  /** Best first; rows matching none of them rank 1 (typo only). */
  tiers: PlanTier[];
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

/** Lexemes that must all match: one word ("ornament"), a Chinese word's bigrams, a synonym of two words. */
type Form = readonly string[];

const render = (forms: readonly Form[], weights = '', prefix = false) => anyOf(forms.map((form) => allOf(form.map((l) => lexeme(l, weights, prefix)))));

/** Where a tier looks: the names (B) or the names and keywords (BC). */
type Place = 'name' | 'text';

/** Could some product hold this lexeme there? Always yes without a vocabulary. */
function holds(vocabulary: SearchVocabulary, place: Place): (lexeme: string) => boolean {
  if (vocabulary.words.size === 0 && vocabulary.hanWords.size === 0) return () => true;
  return (l) => vocabulary.nameLexemes.has(l) || (place === 'text' && vocabulary.keywordLexemes.has(l));
}

/** `render` of the forms some product can match, or null when none can. */
function renderHeld(forms: readonly Form[], vocabulary: SearchVocabulary, place: Place, weights: string): string | null {
  const held = holds(vocabulary, place);
  const possible = forms.filter((form) => form.every(held));
  return possible.length ? render(possible, weights) : null;
}

/** A Chinese word as lexemes: itself for one character, else its bigrams (圣诞树 → 圣诞, 诞树). */
const hanForm = (word: string): Form => hanGrams(word);

/** Chinese text (a synonym, pinyin read back) cut into words as a query would be: 圣诞树 → 圣诞, 树. */
function hanTextForm(text: string, vocabulary: SearchVocabulary): Form {
  return hanQueryWords(text, (w) => vocabulary.hanWords.has(w)).flatMap((w) => hanForm(w.text));
}

/** A synonym entry as lexemes: English words in the singular, Chinese cut into words. */
function entryForm(entry: string, vocabulary: SearchVocabulary): Form {
  return isHan(entry) ? hanTextForm(entry, vocabulary) : entry.split(' ').map(singular);
}

const synonymForms = (word: string, vocabulary: SearchVocabulary): Form[] => synonymsOf(word).map((entry) => entryForm(entry, vocabulary));

/**
 * Chinese words a pinyin word spells, from the catalogue's own words (shengdan → 圣诞, sd → 圣诞 …).
 * Whole pinyin unless it is an English word of the catalogue; initials only when no English word
 * starts so (the buyer of "st" is typing "star").
 */
function pinyinHan(word: string, vocabulary: SearchVocabulary): readonly string[] {
  const han = vocabulary.pinyin.get(word);
  if (!han) return [];
  if (vocabulary.wholePinyin.has(word)) return vocabulary.words.has(singular(word)) ? [] : han;
  return startsSomeWord(vocabulary, word) ? [] : han;
}

/** Catalogue words `word` is a typo of, as forms (with their synonyms); none when the catalogue knows the word. */
function correctionForms(word: string, stem: string, vocabulary: SearchVocabulary): Form[] {
  if (vocabulary.words.size === 0 || vocabulary.words.has(stem) || startsSomeWord(vocabulary, stem) || vocabulary.pinyin.has(word)) return [];
  return corrections(vocabulary, word).flatMap((c): Form[] => (c.han ? c.han.map((h) => hanTextForm(h, vocabulary)) : [[c.word], ...synonymForms(c.word, vocabulary)]));
}

/**
 * English (or pinyin) word, read in the singular as the documents store it: whole, as a prefix
 * ("orna" → ornament), through its synonyms (xmas → christmas, 圣诞), as pinyin ("nangua", and
 * the catalogue's Chinese words it spells), and through typos: one-letter ones against the typo
 * section (4+ letters: a typed word one letter short of a 5-letter word is itself one of that
 * word's variants), and nearest catalogue words (search-vocabulary.ts).
 */
function wordTerm(word: string, vocabulary: SearchVocabulary): SearchTerm {
  const stem = singular(word);
  // A one- or two-syllable reading is the word itself, which the prefix below already covers.
  const readings = pinyinSegmentations(word)
    .map((syllables) => allOf(joinedPairs(syllables)))
    .filter((reading) => !reading.startsWith(stem));
  const synonyms = synonymForms(word, vocabulary);
  const spelled = pinyinHan(word, vocabulary).map((han) => hanTextForm(han, vocabulary));
  const corrected = correctionForms(word, stem, vocabulary);
  const typos = word.length < TYPO_MIN_LENGTH - 1 ? [] : stem.length >= TYPO_MIN_LENGTH ? deletionVariants(stem) : [stem];
  const typoLexemes = typos.filter((v) => v.length >= TYPO_MIN_LENGTH - 1);
  const alternatives = [...synonyms, ...spelled];
  // A word the catalogue does not hold ranks as what it was read as: shengdan as 圣诞, chrismas as christmas.
  const known = vocabulary.words.size === 0 || vocabulary.words.has(stem);
  const understood: Form[] = known ? [[stem]] : [...spelled, ...corrected];
  const typing = known || startsSomeWord(vocabulary, stem);
  return {
    any: anyOf([lexeme(stem, '', true), ...readings, ...(alternatives.length ? [render(alternatives)] : [])]),
    typo: typoLexemes.length ? anyOf(typoLexemes) : null,
    corrected: corrected.length ? render(corrected) : null,
    codeExact: null,
    codePrefix: null,
    nameExact: renderHeld(understood, vocabulary, 'name', B),
    exact: renderHeld(understood, vocabulary, 'text', B + C),
    prefix: typing
      ? anyOf([lexeme(stem, A + B + C, true), ...(synonyms.length ? [render(synonyms, A + B + C)] : [])])
      : renderHeld([...understood, ...synonyms], vocabulary, 'text', ''),
  };
}

/** A term with digits, hyphens dropped: an item code or a number ("10" cm). */
function codeTerm(chunk: string): SearchTerm {
  const code = chunk.replace(/-/g, '');
  const long = code.length >= CODE_PREFIX_MIN;
  return {
    any: long ? lexeme(code, '', true) : code,
    typo: null,
    corrected: null,
    codeExact: lexeme(code, A),
    codePrefix: lexeme(code, A, long),
    nameExact: lexeme(code, B),
    exact: lexeme(code, B + C),
    prefix: lexeme(code, A + B + C, long),
  };
}

/**
 * A Chinese word of the query: its bigrams (or the character), or a synonym's. An unknown compound
 * (characters neither ICU nor the catalogue reads as a word) may also match by its characters
 * apart, so a word the index does not hold narrows the search instead of emptying it.
 */
function hanTerm(word: HanWord, vocabulary: SearchVocabulary): SearchTerm {
  const own = hanForm(word.text);
  const whole: Form[] = [own, ...synonymForms(word.text, vocabulary)];
  const apart: Form[] = !word.known && [...word.text].length > 1 ? [[...word.text]] : [];
  return {
    any: render([...whole, ...apart]),
    typo: null,
    corrected: null,
    codeExact: null,
    codePrefix: null,
    nameExact: renderHeld([own], vocabulary, 'name', B),
    exact: renderHeld([own], vocabulary, 'text', B + C),
    prefix: renderHeld(whole, vocabulary, 'text', ''),
  };
}

function termsOf(query: string, vocabulary: SearchVocabulary): SearchTerm[] {
  const knownHan = (w: string) => vocabulary.hanWords.has(w);
  const terms = queryChunks(query).flatMap((chunk): SearchTerm[] => {
    if (isHan(chunk)) return hanQueryWords(chunk, knownHan).map((word) => hanTerm(word, vocabulary));
    if (/\d/.test(chunk)) return [codeTerm(chunk)];
    return chunk.split('-').map((word) => wordTerm(word, vocabulary));
  });
  const seen = new Set<string>();
  return terms.filter((t) => !seen.has(t.any) && seen.add(t.any)).slice(0, MAX_TERMS);
}

/** The plan for a keyword, or null when it holds nothing searchable (only punctuation, say). */
export function planSearch(keyword: string, vocabulary: SearchVocabulary = EMPTY_VOCABULARY): SearchPlan | null {
  const query = normalizeQuery(keyword);
  const terms = termsOf(query, vocabulary);
  if (terms.length === 0) return null;
  const tiers: [number, string][] = [];
  const only = terms.length === 1 ? terms[0]! : null;
  if (only?.codeExact && only.codePrefix) tiers.push([8, only.codeExact], [7, only.codePrefix]);
  // A tier some term cannot reach is left out: no row could rank there.
  const tier = (rank: number, texts: (string | null)[]) => {
    if (texts.every((text): text is string => text !== null)) tiers.push([rank, allOf(texts)]);
  };
  const cutRuns = queryChunks(query).filter((chunk) => isHan(chunk) && hanQueryWords(chunk, (w) => vocabulary.hanWords.has(w)).length > 1);
  if (cutRuns.length) tier(6, [...cutRuns.map((run) => renderHeld([hanForm(run)], vocabulary, 'name', B)), ...terms.map((t) => t.nameExact)]);
  tier(
    5,
    terms.map((t) => t.nameExact),
  );
  tier(
    4,
    terms.map((t) => t.exact),
  );
  tier(
    3,
    terms.map((t) => t.prefix),
  );
  // Without typo terms nothing matches through typos: pinyin-only rows take rank 1, still last.
  if (terms.some((t) => t.typo || t.corrected)) tiers.push([2, allOf(terms.map((t) => t.any))]);
  // A tier no product holds (outside the better ones) is left out too: 圣诞挂件's "both words in a
  // name" holds 圣诞 and 挂件 each in some name, and both in none.
  const estimates = tierEstimates(
    tiers.map(([, tsquery]) => tsquery),
    vocabulary.postings,
  );
  return {
    terms,
    tiers: tiers.map(([rank, tsquery], i): PlanTier => [rank, tsquery, estimates[i] ?? null]).filter(([, , estimate]) => !estimate?.empty),
  };
}
