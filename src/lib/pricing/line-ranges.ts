import { lineAmountCents } from '@/lib/quote-money';
import { priceRanges, type PriceBreak } from './price-breaks';

// The ranges a cart line reads its price from (ADR 0052), shared by the guest cart (public breaks
// read in the browser) and the signed-in cart (the buyer's own ranges, priced on the server): the
// browser picks the range at the quantity typed at once, before the server saves it.

export type PriceSourceKind = 'customer-list' | 'group-list' | 'breaks' | 'list-price';

/** A kept quote that set a range's price: named on the line, valid until `validTo` (ISO, exclusive). */
export interface QuotedBy {
  orderNo: string;
  validTo: string;
}

/** One range of a line's price: from `fromQty` to `toQty` pieces (inclusive; null: open). */
export interface LineRange {
  fromQty: number;
  toQty: number | null;
  /** What the buyer pays per piece in this range. */
  price: number;
  /** What a guest pays per piece at the same quantity (struck through when higher). */
  publicPrice: number;
  source: PriceSourceKind;
  quote: QuotedBy | null;
}

/** A guest's ranges: the product's list price from the MOQ, then its public breaks. */
export function publicRanges(listPrice: number, moq: number, breaks: readonly PriceBreak[]): LineRange[] {
  return priceRanges(listPrice, moq, breaks).map((r, i) => ({ ...r, publicPrice: r.price, source: i === 0 ? 'list-price' : 'breaks', quote: null }));
}

export interface LineRangeAt {
  range: LineRange;
  /** The next cheaper range and what ordering its first quantity saves against today's price (cents/fen). */
  next: { fromQty: number; price: number; savingCents: number } | null;
}

/** The range a quantity falls in (below the first range: the first range, as the cart asks for the MOQ anyway). */
export function rangeAt(ranges: readonly LineRange[], quantity: number): LineRangeAt | null {
  if (ranges.length === 0) return null;
  let index = 0;
  for (let i = 0; i < ranges.length; i++) if (quantity >= ranges[i]!.fromQty) index = i;
  const range = ranges[index]!;
  const following = ranges.slice(index + 1).find((r) => r.price < range.price);
  if (!following) return { range, next: null };
  const savingCents = lineAmountCents(range.price, following.fromQty) - lineAmountCents(following.price, following.fromQty);
  return { range, next: { fromQty: following.fromQty, price: following.price, savingCents: Number(savingCents) } };
}

/** What an inquiry line keeps of how its price was set, per currency (the desk and the documents name it). */
export type AppliedPrice = Omit<LineRange, 'price'>;
export type AppliedPrices = Record<'CNY' | 'USD', AppliedPrice>;

/** The unit price at a quantity (0 when there are no ranges). */
export const priceAt = (ranges: readonly LineRange[], quantity: number): number => rangeAt(ranges, quantity)?.range.price ?? 0;
