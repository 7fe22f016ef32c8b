/**
 * English word forms: plural/singular and one-letter typos. Both sides (document and query) keep
 * only the singular of a word, with the same function, so it only needs to be consistent, not
 * perfect: "ornaments" and "ornament" meet in "ornament" whichever of the two the name and the
 * query use. (Storing the plural as well would double what the planner expects a prefix such as
 * "ornament:*" to match, and tip it into scanning the whole table.)
 */

/** Words that end in s but are not plurals. */
const INVARIANT = new Set(['christmas', 'xmas', 'canvas', 'atlas', 'texas', 'alias', 'always', 'series', 'species', 'news']);

// A Map, not an object literal: `IRREGULAR[word]` of a plain object answers Object.prototype's
// members for words such as "constructor", and search text is whatever a visitor types.
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    leaves: 'leaf',
    knives: 'knife',
    shelves: 'shelf',
    wolves: 'wolf',
    scarves: 'scarf',
    elves: 'elf',
    halves: 'half',
    loaves: 'loaf',
    wives: 'wife',
    children: 'child',
    geese: 'goose',
    mice: 'mouse',
    feet: 'foot',
    teeth: 'tooth',
    people: 'person',
    dice: 'die',
    shoes: 'shoe',
    toes: 'toe',
    canoes: 'canoe',
  }),
);

/** The singular of an English word ("ornaments" → "ornament", "boxes" → "box", "snowmen" → "snowman"). */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || INVARIANT.has(word)) return word;
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length >= 6 && word.endsWith('men')) return `${word.slice(0, -3)}man`;
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|zzes|ches|shes|oes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Words this long get typo tolerance (one letter wrong in a word of 5+ letters). */
export const TYPO_MIN_LENGTH = 5;

/**
 * The word and every string one deletion away from it. Two words are within one substitution,
 * insertion, deletion or adjacent transposition of each other exactly when their variant sets
 * meet (the "deletion neighbourhood" of SymSpell): substitution and transposition meet at a
 * shared deletion, an insertion or deletion meets the other word itself.
 */
export function deletionVariants(word: string): string[] {
  const variants = new Set([word]);
  for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  return [...variants];
}
