/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition: "chrsitmas" is one
 * edit from "christmas"), giving up as soon as it must exceed `max`: the typo vocabulary compares a
 * query word with a few thousand catalogue words, almost all of them far away.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowBest = Math.min(rowBest, d);
    }
    if (rowBest > max) return null;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : null;
}
