import { breakProblems, MAX_PRICE_BREAKS, priceRanges, type PriceBreak, type PriceRange } from '@/lib/pricing/price-breaks';

// The rows of a break table as staff type them (text, possibly half typed), and what is wrong
// with each in the rules a buyer relies on (ADR 0052): the same `breakProblems` the server runs,
// so the form names the row the server would refuse before it is sent.

export interface BreakDraftRow {
  minQty: string;
  price: string;
}

/** What the form says under one row (a message key of `pricing.breaks.problem` and its values). */
export interface RowProblem {
  key: 'number' | 'at_or_below_moq' | 'not_increasing' | 'not_cheaper' | 'too_many';
  values?: Record<string, number>;
}

export const draftOf = (breaks: readonly PriceBreak[]): BreakDraftRow[] => breaks.map((b) => ({ minQty: String(b.minQty), price: String(b.price) }));

const asNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

function parsedRow(row: BreakDraftRow): PriceBreak | null {
  const minQty = asNumber(row.minQty);
  const price = asNumber(row.price);
  return minQty !== null && Number.isInteger(minQty) && minQty >= 2 && price !== null && price > 0 ? { minQty, price } : null;
}

export interface BreakCheck {
  /** The breaks to send, in the rows' order, when every row is whole; else null. */
  breaks: PriceBreak[] | null;
  /** One problem per row at most (the first the rules find), by row index. */
  problems: Map<number, RowProblem>;
  /** The ranges a buyer would read, from the rows that are whole and keepable. */
  ranges: PriceRange[];
}

export function checkBreaks(listPrice: number, moq: number, rows: readonly BreakDraftRow[]): BreakCheck {
  const problems = new Map<number, RowProblem>();
  const parsed = rows.map(parsedRow);
  parsed.forEach((row, index) => {
    if (row === null) problems.set(index, { key: 'number' });
  });
  const whole = parsed.filter((row): row is PriceBreak => row !== null);
  const indexOfWhole = parsed.flatMap((row, index) => (row === null ? [] : [index]));
  for (const problem of breakProblems(listPrice, moq, whole)) {
    if (problem.kind === 'too_many') {
      problems.set(MAX_PRICE_BREAKS, problems.get(MAX_PRICE_BREAKS) ?? { key: 'too_many', values: { max: MAX_PRICE_BREAKS } });
      continue;
    }
    const index = indexOfWhole[problem.index]!;
    if (!problems.has(index)) problems.set(index, { key: problem.kind, values: problem.kind === 'at_or_below_moq' ? { moq: problem.moq } : {} });
  }
  const keepable = whole.filter((_, i) => !problems.has(indexOfWhole[i]!));
  return { breaks: problems.size === 0 ? whole : null, problems, ranges: priceRanges(listPrice, moq, keepable) };
}
