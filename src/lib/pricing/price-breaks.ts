import { lineAmountCents } from '@/lib/quote-money';

// Quantity breaks (ADR 0052): a product's price in one currency falls as the quantity ordered
// rises. The list price is the first range, from the MOQ up; each break starts a further range at
// its own minimum quantity with a lower price. Up to five ranges in all, so up to four breaks.
// The rules here are shared by the product page's table, the list tile's "from", the cart, the
// inquiry and the quote editor's default line price, so every place names the same range.

/** A range after the first: from `minQty` pieces (inclusive) the unit price is `price`. */
export interface PriceBreak {
  minQty: number;
  price: number;
}

/** The most ranges a product shows in one currency, the list price's range included. */
export const MAX_PRICE_RANGES = 5;
export const MAX_PRICE_BREAKS = MAX_PRICE_RANGES - 1;

/** One row of the break table: `toQty` is inclusive, null for the last (open) range. */
export interface PriceRange {
  fromQty: number;
  toQty: number | null;
  price: number;
}

/**
 * The ranges a buyer reads: the list price from the MOQ, then each break. Breaks are assumed
 * valid (see `breakProblems`); a break at or below the MOQ replaces the list price's range, as a
 * stored break can outlive an MOQ that was raised later.
 */
export function priceRanges(listPrice: number, moq: number, breaks: readonly PriceBreak[]): PriceRange[] {
  const start = Math.max(1, moq);
  const sorted = [...breaks].sort((a, b) => a.minQty - b.minQty);
  const starts: { fromQty: number; price: number }[] = [{ fromQty: start, price: listPrice }];
  for (const b of sorted) {
    if (b.minQty <= start) starts[0] = { fromQty: start, price: b.price };
    else starts.push({ fromQty: b.minQty, price: b.price });
  }
  return starts.map((s, i) => ({ fromQty: s.fromQty, toQty: i + 1 < starts.length ? starts[i + 1]!.fromQty - 1 : null, price: s.price }));
}

/** What applies at a quantity, and what the next range would save on the same line. */
export interface BreakAt {
  /** Index into `priceRanges` (0 = the list price's range). */
  rangeIndex: number;
  price: number;
  next: {
    fromQty: number;
    price: number;
    /** Cents (or fen) saved on the line if ordered at `fromQty`, against ordering `fromQty` at today's price. */ savingCents: bigint;
  } | null;
}

/** The range a quantity falls in. Below the MOQ the first range's price applies (the cart asks for the MOQ anyway). */
export function breakAt(listPrice: number, moq: number, breaks: readonly PriceBreak[], quantity: number): BreakAt {
  const ranges = priceRanges(listPrice, moq, breaks);
  let index = 0;
  for (let i = 0; i < ranges.length; i++) if (quantity >= ranges[i]!.fromQty) index = i;
  const range = ranges[index]!;
  const following = ranges[index + 1];
  return {
    rangeIndex: index,
    price: range.price,
    next: following
      ? {
          fromQty: following.fromQty,
          price: following.price,
          savingCents: lineAmountCents(range.price, following.fromQty) - lineAmountCents(following.price, following.fromQty),
        }
      : null,
  };
}

/** The lowest price a product reaches in one currency: the list tile's "from". */
export function lowestPrice(listPrice: number, breaks: readonly PriceBreak[]): number {
  return breaks.reduce((low, b) => (b.price > 0 && b.price < low ? b.price : low), listPrice);
}

export type BreakProblem =
  { kind: 'too_many'; max: number } | { kind: 'at_or_below_moq'; index: number; moq: number } | { kind: 'not_increasing'; index: number } | { kind: 'not_cheaper'; index: number };

/**
 * Why a set of breaks cannot be kept, empty when it can: each break starts above the MOQ and above
 * the one before, and costs less than the range before it (a break that costs more would make
 * ordering more dearer, which no buyer would understand).
 */
export function breakProblems(listPrice: number, moq: number, breaks: readonly PriceBreak[]): BreakProblem[] {
  const problems: BreakProblem[] = [];
  if (breaks.length > MAX_PRICE_BREAKS) problems.push({ kind: 'too_many', max: MAX_PRICE_BREAKS });
  let previousQty = Math.max(1, moq);
  let previousPrice = listPrice;
  breaks.forEach((b, index) => {
    if (b.minQty <= moq) problems.push({ kind: 'at_or_below_moq', index, moq });
    else if (b.minQty <= previousQty) problems.push({ kind: 'not_increasing', index });
    if (previousPrice > 0 && b.price >= previousPrice) problems.push({ kind: 'not_cheaper', index });
    previousQty = Math.max(previousQty, b.minQty);
    previousPrice = b.price;
  });
  return problems;
}
