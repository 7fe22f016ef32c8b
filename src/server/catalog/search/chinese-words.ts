import { isHan } from './search-text';

/**
 * Chinese written without spaces, cut into words. Buyers type 圣诞挂件 for "Christmas
 * ornaments", never 圣诞 挂件; read as one run, its bigrams include 诞挂, which no product holds,
 * and the query finds nothing. ICU's word segmentation (Intl.Segmenter, built into Node) knows
 * common words (圣诞, 南瓜, 万圣节) but leaves trade words it lacks as single characters (挂|件,
 * 彩|蛋): those runs of single characters are re-cut with the words the catalogue itself uses
 * (search-vocabulary.ts learns them the same way), and what is still unknown stays one
 * "unknown compound" that the query plan matches by its bigrams or, failing that, its characters.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A piece of a Han run: a word ICU or the catalogue knows, or characters nobody recognised. */
export interface HanWord {
  text: string;
  known: boolean;
}

/** Longest catalogue word a query's single characters are cut into (复活节, 圣诞节 are keyword words). */
const LONGEST_LEARNED = 4;
/**
 * Only two single characters in a row are learned as a word (挂|件 → 挂件): ICU leaves longer runs
 * where a word it knows borders one it does not (复活|节|彩|蛋 leaves 节彩蛋, not a word).
 */
const LEARNED_LENGTH = 2;

/** ICU's word pieces of a Han run (圣诞挂件 → 圣诞, 挂, 件). */
export function icuWords(run: string): string[] {
  return [...segmenter.segment(run)].map((s) => s.segment).filter(isHan);
}

/**
 * Pairs of single characters ICU left behind, joined (圆球|挂|件 → 挂件): the words a catalogue
 * teaches beyond ICU's dictionary. Index side of the vocabulary; the query side re-cuts with them.
 */
export function learnedWords(run: string): string[] {
  let words = learnedCache.get(run);
  if (!words) {
    words = learnWords(run);
    if (learnedCache.size >= LEARNED_CACHE_LIMIT) learnedCache.clear();
    learnedCache.set(run, words);
  }
  return words;
}

// Learning a vocabulary segments every distinct name; catalogues repeat their runs (雪人挂件 …).
const learnedCache = new Map<string, string[]>();
const LEARNED_CACHE_LIMIT = 50_000;

function learnWords(run: string): string[] {
  const words: string[] = [];
  let singles = '';
  const flush = () => {
    if ([...singles].length === LEARNED_LENGTH) words.push(singles);
    singles = '';
  };
  for (const word of icuWords(run)) {
    if ([...word].length === 1) singles += word;
    else {
      flush();
      words.push(word);
    }
  }
  flush();
  return words;
}

/**
 * The words of a query's Han run: ICU's words, with each run of single characters cut into the
 * longest catalogue words (`known`) from left to right; characters left over next to each other
 * stay together as one unknown compound (彩灯 when the catalogue never says it).
 */
export function hanQueryWords(run: string, knownWord: (word: string) => boolean): HanWord[] {
  const words: HanWord[] = [];
  let leftover = '';
  const flushLeftover = () => {
    if (leftover) words.push({ text: leftover, known: [...leftover].length === 1 && knownWord(leftover) });
    leftover = '';
  };
  const cutSingles = (chars: string[]) => {
    let at = 0;
    while (at < chars.length) {
      let taken = 0;
      for (let len = Math.min(LONGEST_LEARNED, chars.length - at); len >= 2 && !taken; len--) {
        if (knownWord(chars.slice(at, at + len).join(''))) taken = len;
      }
      if (taken) {
        flushLeftover();
        words.push({ text: chars.slice(at, at + taken).join(''), known: true });
        at += taken;
      } else leftover += chars[at++];
    }
    flushLeftover();
  };
  let singles: string[] = [];
  for (const word of icuWords(run)) {
    if ([...word].length === 1) singles.push(word);
    else {
      cutSingles(singles);
      singles = [];
      words.push({ text: word, known: true });
    }
  }
  cutSingles(singles);
  return words;
}
