import { pinyin } from 'pinyin-pro';
import { PINYIN_SYLLABLES } from './pinyin-syllables';

/**
 * Pinyin without tones, so a buyer can type "shengdan" for 圣诞. The index stores each
 * Han run's syllables and every pair of adjacent syllables joined ("sheng", "dan", "shengdan");
 * a query word is cut back into syllables and asks for its joined pairs, the pinyin twin of the
 * Chinese bigrams.
 */

// Names repeat the same runs (圣诞, 南瓜灯 …) thousands of times in a big catalogue.
const cache = new Map<string, string[]>();
const CACHE_LIMIT = 20_000;

/** Toneless syllables of a run of Han characters, one per character, read in context (长城 → chang cheng). */
export function hanPinyin(run: string): string[] {
  let syllables = cache.get(run);
  if (!syllables) {
    syllables = pinyin(run, { toneType: 'none', type: 'array', v: true }).filter((s) => /^[a-z]+$/.test(s));
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(run, syllables);
  }
  return syllables;
}

/** Syllables and joined adjacent pairs of a Han run: what the index stores of a Chinese name. */
export function pinyinLexemes(run: string): string[] {
  const syllables = hanPinyin(run);
  return [...syllables, ...joinedPairs(syllables)];
}

/** sheng dan shu → shengdan danshu; a single syllable stays itself. */
export function joinedPairs(syllables: readonly string[]): string[] {
  if (syllables.length === 1) return [...syllables];
  return syllables.slice(1).map((s, i) => syllables[i] + s);
}

const LONGEST_SYLLABLE = 6;
const MAX_SEGMENTATIONS = 4;
// Syllables without a vowel (嗯 n, ng, hm …) would cut almost any word into noise ("nan gua" →
// "na n gua"): segmentation leaves them out.
const SEGMENT_SYLLABLES = new Set([...PINYIN_SYLLABLES].filter((s) => /[aeiouv]/.test(s)));

/**
 * The fewest-syllable ways to read a lowercase word as whole pinyin syllables, at most four
 * ("nangua" → [nan gua]; "fangan" → [fang an], [fan gan]; "ornament" → none). Longer readings
 * add nothing for two syllables ([xi an] joins back to "xian") and are seldom meant for more.
 */
export function pinyinSegmentations(word: string): string[][] {
  if (!/^[a-z]+$/.test(word) || word.length > 60) return [];
  const syllableAt = (at: number, len: number) => at + len <= word.length && SEGMENT_SYLLABLES.has(word.slice(at, at + len));
  // fewest[i]: fewest syllables that read word[i..] (Infinity: it cannot be read).
  const fewest = new Array<number>(word.length + 1).fill(Infinity);
  fewest[word.length] = 0;
  for (let i = word.length - 1; i >= 0; i--) {
    for (let len = 1; len <= LONGEST_SYLLABLE; len++) {
      if (syllableAt(i, len)) fewest[i] = Math.min(fewest[i]!, 1 + fewest[i + len]!);
    }
  }
  const found: string[][] = [];
  const walk = (at: number, path: string[]) => {
    if (found.length >= MAX_SEGMENTATIONS) return;
    if (at === word.length) {
      found.push(path);
      return;
    }
    for (let len = LONGEST_SYLLABLE; len >= 1; len--) {
      if (syllableAt(at, len) && fewest[at + len]! + 1 === fewest[at]) walk(at + len, [...path, word.slice(at, at + len)]);
    }
  };
  if (fewest[0] !== Infinity) walk(0, []);
  return found;
}
