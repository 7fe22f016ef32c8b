import { describe, expect, it } from 'vitest';
import { breakAt, breakProblems, lowestPrice, priceRanges } from '@/lib/pricing/price-breaks';
import { isListValid, resolvePrice, roundToMinorUnit, type ListTerms } from '@/lib/pricing/personal-price';

const breaks = [
  { minQty: 500, price: 1.1 },
  { minQty: 2000, price: 0.98 },
];

describe('quantity breaks', () => {
  it('reads as ranges from the MOQ up, the last one open', () => {
    expect(priceRanges(1.2, 100, breaks)).toEqual([
      { fromQty: 100, toQty: 499, price: 1.2 },
      { fromQty: 500, toQty: 1999, price: 1.1 },
      { fromQty: 2000, toQty: null, price: 0.98 },
    ]);
  });

  it('picks the range at its edges: the MOQ, 499 and 500, 1999 and 2000', () => {
    expect(breakAt(1.2, 100, breaks, 100).price).toBe(1.2);
    expect(breakAt(1.2, 100, breaks, 499).price).toBe(1.2);
    expect(breakAt(1.2, 100, breaks, 500).price).toBe(1.1);
    expect(breakAt(1.2, 100, breaks, 1999).rangeIndex).toBe(1);
    expect(breakAt(1.2, 100, breaks, 2000)).toMatchObject({ rangeIndex: 2, price: 0.98, next: null });
  });

  it('says what the next range would save on the line, in cents', () => {
    // 500 at 1.20 = 600.00, 500 at 1.10 = 550.00.
    expect(breakAt(1.2, 100, breaks, 300).next).toEqual({ fromQty: 500, price: 1.1, savingCents: 5000n });
  });

  it('charges the first range below the MOQ and lets a break at the MOQ replace the list price', () => {
    expect(breakAt(1.2, 100, breaks, 10).price).toBe(1.2);
    expect(priceRanges(1.2, 500, breaks)[0]).toEqual({ fromQty: 500, toQty: 1999, price: 1.1 });
  });

  it('gives the lowest price for a list tile\'s "from"', () => {
    expect(lowestPrice(1.2, breaks)).toBe(0.98);
    expect(lowestPrice(1.2, [])).toBe(1.2);
  });

  it('refuses breaks at the MOQ, out of order, dearer than the range before, or more than four', () => {
    expect(breakProblems(1.2, 100, breaks)).toEqual([]);
    expect(breakProblems(1.2, 100, [{ minQty: 100, price: 1 }])).toEqual([{ kind: 'at_or_below_moq', index: 0, moq: 100 }]);
    expect(breakProblems(1.2, 100, [breaks[1]!, breaks[0]!])).toContainEqual({ kind: 'not_increasing', index: 1 });
    expect(breakProblems(1.2, 100, [{ minQty: 500, price: 1.3 }])).toEqual([{ kind: 'not_cheaper', index: 0 }]);
    const five = [200, 300, 400, 500, 600].map((minQty, i) => ({ minQty, price: 1 - i / 10 }));
    expect(breakProblems(1.2, 100, five)).toContainEqual({ kind: 'too_many', max: 4 });
  });
});

describe("a buyer's price", () => {
  const pub = { listPrice: 1.2, moq: 100, breaks };
  const tenOff: ListTerms = { kind: 'percent', percentOff: 10, listId: 1, level: 'customer' };

  it('rounds a percentage off half-up to the cent', () => {
    expect(roundToMinorUnit(0.459)).toBe(0.46);
    expect(roundToMinorUnit(0.455)).toBe(0.46);
    expect(roundToMinorUnit(12.8 * 0.9)).toBe(11.52);
    expect(resolvePrice({ listPrice: 0.51, moq: 1, breaks: [] }, [tenOff], 1).price).toBe(0.46);
  });

  it('takes a percentage off the break that applies, not off the list price', () => {
    expect(resolvePrice(pub, [tenOff], 2000)).toEqual({ price: 0.88, publicPrice: 0.98, listId: 1, source: 'customer-list' });
  });

  it("ranks the buyer's own list above a group list even when the group list is lower", () => {
    const group: ListTerms = { kind: 'percent', percentOff: 20, listId: 2, level: 'group' };
    expect(resolvePrice(pub, [group, tenOff], 100)).toMatchObject({ price: 1.08, listId: 1 });
    expect(resolvePrice(pub, [group], 100)).toMatchObject({ price: 0.96, listId: 2, source: 'group-list' });
  });

  it('lets the lowest of two lists of the same level win', () => {
    const fixed: ListTerms = { kind: 'fixed', price: 1.0, breaks: [], listId: 3, level: 'customer' };
    expect(resolvePrice(pub, [tenOff, fixed], 100)).toMatchObject({ price: 1.0, listId: 3 });
    expect(resolvePrice(pub, [tenOff, fixed], 2000)).toMatchObject({ price: 0.88, listId: 1 });
  });

  it('never charges a personal price above the public price at the same quantity', () => {
    const fixed: ListTerms = { kind: 'fixed', price: 1.05, breaks: [], listId: 3, level: 'customer' };
    expect(resolvePrice(pub, [fixed], 2000)).toEqual({ price: 0.98, publicPrice: 0.98, listId: null, source: 'breaks' });
  });

  it('falls back to breaks, then the list price, with no list', () => {
    expect(resolvePrice(pub, [], 600).source).toBe('breaks');
    expect(resolvePrice(pub, [], 100).source).toBe('list-price');
  });

  it('counts a list valid from its first instant until its end, exclusive', () => {
    const list = { validFrom: new Date('2026-12-01T00:00:00Z'), validTo: new Date('2027-03-01T00:00:00Z') };
    expect(isListValid(list, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isListValid(list, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isListValid(list, new Date('2027-03-01T00:00:00Z'))).toBe(false);
    expect(isListValid({ validFrom: null, validTo: null }, new Date())).toBe(true);
  });
});
