import { learnedWords } from './chinese-words';
import { editDistanceWithin } from './edit-distance';
import { singular } from './english-forms';
import { EMPTY_POSTINGS, postingsBuilder, sortedPosition, type LexemePostings } from './lexeme-postings';
import { hanPinyin } from './pinyin';
import { hanUnigramsAndBigrams, isHan, textTokens } from './search-text';

/**
 * The catalogue's own words, learned from its products and topics (vocabulary-cache.ts keeps one per
 * site and catalogue revision): what typos are corrected towards, what pinyin is read back into
 * Chinese, and which runs of Chinese characters are words. Built from the data, not from a
 * dictionary, so a new season's words are searchable as soon as its products are in.
 */
export interface SearchVocabulary {
  /** English words (singular, as the documents store them) → how many products hold them. */
  readonly words: ReadonlyMap<string, number>;
  /** The same words, sorted, to see whether a typed word is the start of one ("orna"). */
  readonly sortedWords: readonly string[];
  /** Chinese words of the catalogue (ICU's and the learned ones) → how many products hold them. */
  readonly hanWords: ReadonlyMap<string, number>;
  /** Toneless pinyin, whole (shengdan) or as initials (sd, and sdsh with zh/ch/sh), → Chinese words, most frequent first. */
  readonly pinyin: ReadonlyMap<string, readonly string[]>;
  /** The whole-pinyin keys of `pinyin` (initials are too short to correct typos towards). */
  readonly wholePinyin: ReadonlySet<string>;
  /**
   * Lexemes the names (weight B) and the keywords (C) of some product hold, as the documents write
   * them: the plan leaves out a rank tier no product can reach, which the planner would otherwise
   * look for along the launch-time index through the whole catalogue (xmas is never in a name).
   */
  readonly nameLexemes: ReadonlySet<string>;
  readonly keywordLexemes: ReadonlySet<string>;
  /** Which products hold those lexemes together: how many products a rank tier holds (tier-estimates.ts). */
  readonly postings: LexemePostings;
}

export const EMPTY_VOCABULARY: SearchVocabulary = {
  words: new Map(),
  sortedWords: [],
  hanWords: new Map(),
  pinyin: new Map(),
  wholePinyin: new Set(),
  nameLexemes: new Set(),
  keywordLexemes: new Set(),
  postings: EMPTY_POSTINGS,
};

/** What the vocabulary is learned from: product texts (with how many products share them) and topic names. */
export interface VocabularySource {
  products: Iterable<{ nameen: string; name: string; keyword: string; count: number }>;
  topics: Iterable<{ nameen: string; name: string }>;
}

/** Pinyin forms further than this many Chinese words are too vague to search for all of them. */
const MAX_HAN_PER_PINYIN = 6;
/** Chinese words longer than this are names, not words a buyer types in pinyin. */
const LONGEST_PINYIN_WORD = 6;

const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

/** Chinese words of a text: its space-separated Han tokens whole (keywords, topic names) and their words. */
function hanWordsOf(text: string): string[] {
  const runs = textTokens(text).filter(isHan);
  return [...new Set(runs.flatMap((run) => (run.length >= 2 && run.length <= LONGEST_PINYIN_WORD ? [run, ...learnedWords(run)] : learnedWords(run))))];
}

/** Whole pinyin and the two initials forms of a Chinese word (圣诞树 → shengdanshu, sds, sdsh). */
export function pinyinForms(word: string): string[] {
  const syllables = hanPinyin(word);
  if (syllables.length < 2 || syllables.length !== [...word].length) return [];
  const initials = syllables.map((s) => s[0]).join('');
  const initialsZh = syllables.map((s) => (/^[zcs]h/.test(s) ? s.slice(0, 2) : s[0])).join('');
  return [...new Set([syllables.join(''), initials, initialsZh])];
}

export function buildVocabulary(source: VocabularySource): SearchVocabulary {
  const words = new Map<string, number>();
  const hanWords = new Map<string, number>();
  const nameLexemes = new Set<string>();
  const keywordLexemes = new Set<string>();
  const postings = postingsBuilder();
  const lexemesOf = (text: string, into: Set<string>): Set<string> => {
    const own = new Set<string>();
    for (const token of textTokens(text)) {
      if (isHan(token)) for (const gram of hanUnigramsAndBigrams(token)) own.add(gram);
      else own.add(singular(token));
    }
    for (const lexeme of own) into.add(lexeme);
    return own;
  };
  const learn = (texts: string[], count: number) => {
    const english = new Set(
      texts
        .flatMap(textTokens)
        .filter((t) => /^[a-z]+$/.test(t) && t.length >= 2)
        .map(singular),
    );
    for (const word of english) add(words, word, count);
    for (const word of new Set(texts.flatMap(hanWordsOf))) add(hanWords, word, count);
  };
  for (const p of source.products) {
    learn([p.nameen, p.name, p.keyword], p.count);
    postings.add(lexemesOf(`${p.nameen} ${p.name}`, nameLexemes), lexemesOf(p.keyword, keywordLexemes), p.count);
  }
  // A topic's name is a word of the trade even before products use it; it counts once.
  for (const t of source.topics) learn([t.nameen, t.name], 1);

  const pinyinCounts = new Map<string, Map<string, number>>();
  const wholePinyin = new Set<string>();
  for (const [word, count] of hanWords) {
    if ([...word].length > LONGEST_PINYIN_WORD) continue;
    wholePinyin.add(pinyinForms(word)[0] ?? '');
    for (const form of pinyinForms(word)) {
      const forWord = pinyinCounts.get(form) ?? new Map<string, number>();
      forWord.set(word, count);
      pinyinCounts.set(form, forWord);
    }
  }
  const pinyin = new Map<string, string[]>();
  for (const [form, han] of pinyinCounts) {
    pinyin.set(
      form,
      [...han]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, MAX_HAN_PER_PINYIN)
        .map(([word]) => word),
    );
  }
  wholePinyin.delete('');
  return { words, sortedWords: [...words.keys()].sort(), hanWords, pinyin, wholePinyin, nameLexemes, keywordLexemes, postings: postings.build() };
}

/** True when some catalogue word starts with `prefix` (binary search of sortedWords). */
export function startsSomeWord(vocabulary: SearchVocabulary, prefix: string): boolean {
  return vocabulary.sortedWords[sortedPosition(vocabulary.sortedWords, prefix)]?.startsWith(prefix) ?? false;
}

/** Words shorter than this get no correction: too many words are one letter from "led" or "red". */
export const CORRECTION_MIN_LENGTH = 4;
/** From this length on a word may be two edits away ("cristmas" → christmas is one, "chrstmas" two). */
export const TWO_EDITS_MIN_LENGTH = 7;
const MAX_CORRECTIONS = 3;

export interface Correction {
  /** An English word of the catalogue, or a pinyin form (then `han` holds its Chinese words). */
  word: string;
  han: readonly string[] | null;
}

/**
 * The catalogue words closest to a word the catalogue does not hold: one edit away for short
 * words, two for long ones; the nearest distance wins, then the more frequent word (chrismas →
 * christmas, not a rarer word one edit away too). Pinyin forms take part (nanguan → nangua 南瓜).
 */
export function corrections(vocabulary: SearchVocabulary, typed: string): Correction[] {
  if (typed.length < CORRECTION_MIN_LENGTH || !/^[a-z]+$/.test(typed)) return [];
  const max = typed.length >= TWO_EDITS_MIN_LENGTH ? 2 : 1;
  const forms = [...new Set([typed, singular(typed)])];
  const found: { word: string; distance: number; count: number; han: readonly string[] | null }[] = [];
  const consider = (word: string, count: number, han: readonly string[] | null) => {
    if (word.length < CORRECTION_MIN_LENGTH) return;
    let best: number | null = null;
    for (const form of forms) {
      const d = editDistanceWithin(form, word, max);
      if (d !== null && (best === null || d < best)) best = d;
    }
    if (best !== null && best > 0) found.push({ word, distance: best, count, han });
  };
  for (const [word, count] of vocabulary.words) consider(word, count, null);
  for (const form of vocabulary.wholePinyin) {
    const han = vocabulary.pinyin.get(form) ?? [];
    if (vocabulary.words.has(form) || han.length === 0) continue;
    consider(
      form,
      han.reduce((sum, word) => sum + (vocabulary.hanWords.get(word) ?? 0), 0),
      han,
    );
  }
  if (found.length === 0) return [];
  const nearest = Math.min(...found.map((f) => f.distance));
  return found
    .filter((f) => f.distance === nearest)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, MAX_CORRECTIONS)
    .map(({ word, han }) => ({ word, han }));
}
