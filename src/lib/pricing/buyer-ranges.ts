import type { LineRange, QuotedBy } from './line-ranges';
import { resolvePrice, type ListTerms, type PublicPricing } from './personal-price';

// A signed-in buyer's price over every quantity (ADR 0052), as ranges: the price can only change
// where a public break or a fixed list's own break starts, so `resolvePrice` is asked once at each
// such start and equal neighbours are joined. The cart sends these ranges, so the browser names
// the range and the saving at any quantity typed, with the one rule that decides the price.

export function buyerRanges(pub: PublicPricing, lists: readonly ListTerms[], quoteOf: (listId: number) => QuotedBy | null = () => null): LineRange[] {
  const start = Math.max(1, pub.moq);
  const starts = new Set<number>([start]);
  for (const b of pub.breaks) if (b.minQty > start) starts.add(b.minQty);
  for (const list of lists) if (list.kind === 'fixed') for (const b of list.breaks) if (b.minQty > start) starts.add(b.minQty);
  const ranges: LineRange[] = [];
  for (const fromQty of [...starts].sort((a, b) => a - b)) {
    const at = resolvePrice(pub, lists, fromQty);
    const last = ranges.at(-1);
    const quote = at.listId === null ? null : quoteOf(at.listId);
    if (last && last.price === at.price && last.publicPrice === at.publicPrice && last.source === at.source && last.quote?.orderNo === quote?.orderNo) continue;
    ranges.push({ fromQty, toQty: null, price: at.price, publicPrice: at.publicPrice, source: at.source, quote });
  }
  return ranges.map((r, i) => ({ ...r, toQty: i + 1 < ranges.length ? ranges[i + 1]!.fromQty - 1 : null }));
}
