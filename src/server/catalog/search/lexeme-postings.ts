/**
 * Which products hold which lexemes in their names (weight B) and keywords (C), learned with the
 * vocabulary from the same grouped read (one entry per distinct name-and-keywords text, with how
 * many products share it). It lets a search know how many products a rank tier holds before asking
 * the database (tier-estimates.ts): a tier no product reaches is left out, and a sparse one is
 * fetched through the search index instead of walked along the launch-time index.
 */
export interface LexemePostings {
  /** Products sharing each text group, by group number. */
  readonly counts: readonly number[];
  /** Lexeme → ascending group numbers whose names hold it (4 bytes a number: a catalogue of distinct names has ~40 a product). */
  readonly name: ReadonlyMap<string, Groups>;
  /** Lexeme → ascending group numbers whose keywords hold it and whose names do not (as the document stores it). */
  readonly keyword: ReadonlyMap<string, Groups>;
  /** Products of the site (the sum of `counts`). */
  readonly catalogue: number;
  /** Every lexeme of names and keywords, sorted: what a prefix expands to. */
  readonly sorted: readonly string[];
}

/** Ascending group numbers. */
export type Groups = ArrayLike<number>;

export const EMPTY_POSTINGS: LexemePostings = { counts: [], name: new Map(), keyword: new Map(), catalogue: 0, sorted: [] };

/** Collects postings group by group; groups are numbered in the order they are added. */
export function postingsBuilder() {
  const counts: number[] = [];
  const name = new Map<string, number[]>();
  const keyword = new Map<string, number[]>();
  const post = (into: Map<string, number[]>, lexeme: string, group: number) => {
    const list = into.get(lexeme);
    if (list) list.push(group);
    else into.set(lexeme, [group]);
  };
  return {
    add(nameLexemes: ReadonlySet<string>, keywordLexemes: ReadonlySet<string>, count: number) {
      const group = counts.push(count) - 1;
      for (const lexeme of nameLexemes) post(name, lexeme, group);
      for (const lexeme of keywordLexemes) if (!nameLexemes.has(lexeme)) post(keyword, lexeme, group);
    },
    build(): LexemePostings {
      const sorted = [...new Set([...name.keys(), ...keyword.keys()])].sort();
      const packed = (lists: Map<string, number[]>) => new Map([...lists].map(([lexeme, groups]) => [lexeme, Int32Array.from(groups)]));
      return { counts, name: packed(name), keyword: packed(keyword), catalogue: counts.reduce((sum, n) => sum + n, 0), sorted };
    },
  };
}

/** Where `key` is or would be in a sorted list (binary search). */
export function sortedPosition(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Lexemes of names and keywords starting with `prefix`; null when more than `limit` do. */
export function prefixed(postings: LexemePostings, prefix: string, limit: number): string[] | null {
  const list = postings.sorted;
  const found: string[] = [];
  for (let i = sortedPosition(list, prefix); i < list.length && list[i]!.startsWith(prefix); i++) {
    if (found.length === limit) return null;
    found.push(list[i]!);
  }
  return found;
}

/** Ascending group numbers in both lists. */
export function intersect(a: Groups, b: Groups): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}

/** Ascending group numbers in either list. */
export function unite(a: Groups, b: Groups): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out.push(a[i++]!);
    else if (i >= a.length || b[j]! < a[i]!) out.push(b[j++]!);
    else {
      out.push(a[i++]!);
      j++;
    }
  }
  return out;
}

/** Ascending group numbers of `a` not in `b`. */
export function subtract(a: Groups, b: Groups): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length; i++) {
    while (j < b.length && b[j]! < a[i]!) j++;
    if (b[j] !== a[i]) out.push(a[i]!);
  }
  return out;
}

/** How many products the groups hold. */
export function productsIn(postings: LexemePostings, groups: Groups): number {
  let sum = 0;
  for (let i = 0; i < groups.length; i++) sum += postings.counts[groups[i]!]!;
  return sum;
}
