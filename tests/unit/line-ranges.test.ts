import { describe, expect, it } from 'vitest';
import { buyerRanges } from '@/lib/pricing/buyer-ranges';
import { priceAt, publicRanges, rangeAt } from '@/lib/pricing/line-ranges';
import { resolvePrice, type ListTerms } from '@/lib/pricing/personal-price';

// The ranges a cart line reads (ADR 0052): a guest's from the public breaks, a signed-in buyer's
// from resolvePrice at every range start, and the range and next saving at a typed quantity.

const lantern = {
  listPrice: 1.2,
  moq: 100,
  breaks: [
    { minQty: 500, price: 1.1 },
    { minQty: 1000, price: 0.98 },
  ],
};

describe('rangeAt on the public breaks', () => {
  const ranges = publicRanges(lantern.listPrice, lantern.moq, lantern.breaks);

  it('names the first range at the MOQ and what 500 pieces would save', () => {
    expect(rangeAt(ranges, 100)).toEqual({
      range: { fromQty: 100, toQty: 499, price: 1.2, publicPrice: 1.2, source: 'list-price', quote: null },
      next: { fromQty: 500, price: 1.1, savingCents: 5000 },
    });
  });

  it('moves from the first range at 499 to the break at 500', () => {
    expect(rangeAt(ranges, 499)!.range.fromQty).toBe(100);
    expect(rangeAt(ranges, 500)).toMatchObject({ range: { fromQty: 500, toQty: 999, price: 1.1, source: 'breaks' }, next: { fromQty: 1000, price: 0.98, savingCents: 12000 } });
    expect(rangeAt(ranges, 5000)).toMatchObject({ range: { fromQty: 1000, toQty: null }, next: null });
  });

  it('prices a quantity below the MOQ at the first range', () => {
    expect(priceAt(ranges, 24)).toBe(1.2);
  });

  it('answers one open range for a product without breaks', () => {
    expect(publicRanges(3.5, 48, [])).toEqual([{ fromQty: 48, toQty: null, price: 3.5, publicPrice: 3.5, source: 'list-price', quote: null }]);
    expect(rangeAt(publicRanges(3.5, 48, []), 48)!.next).toBeNull();
  });
});

describe("buyerRanges: a signed-in buyer's price over every quantity", () => {
  const percent: ListTerms = { kind: 'percent', percentOff: 10, listId: 7, level: 'customer' };

  it('takes a percentage off each public range', () => {
    expect(buyerRanges(lantern, [percent]).map((r) => [r.fromQty, r.toQty, r.price, r.publicPrice, r.source])).toEqual([
      [100, 499, 1.08, 1.2, 'customer-list'],
      [500, 999, 0.99, 1.1, 'customer-list'],
      [1000, null, 0.88, 0.98, 'customer-list'],
    ]);
  });

  it('adds the starts of a fixed list’s own breaks, and agrees with resolvePrice at every quantity', () => {
    const fixed: ListTerms = { kind: 'fixed', price: 1.05, breaks: [{ minQty: 300, price: 0.95 }], listId: 9, level: 'customer' };
    const ranges = buyerRanges(lantern, [fixed]);
    // The fixed price holds past the public breaks (both dearer); the ranges still split where the
    // public price struck through beside it changes, and no saving is offered between equal prices.
    expect(ranges.map((r) => [r.fromQty, r.price, r.publicPrice])).toEqual([
      [100, 1.05, 1.2],
      [300, 0.95, 1.2],
      [500, 0.95, 1.1],
      [1000, 0.95, 0.98],
    ]);
    expect(rangeAt(ranges, 300)!.next).toBeNull();
    for (const quantity of [1, 100, 299, 300, 499, 500, 999, 1000, 20000]) expect(priceAt(ranges, quantity)).toBe(resolvePrice(lantern, [fixed], quantity).price);
  });

  it('names the kept quote a range comes from', () => {
    const kept: ListTerms = { kind: 'fixed', price: 1.0, breaks: [], listId: 11, level: 'customer' };
    const quote = { orderNo: 'LT-20261120-7KQ2MX', validTo: '2027-02-18T00:00:00.000Z' };
    const ranges = buyerRanges(lantern, [kept], (id) => (id === 11 ? quote : null));
    expect(ranges[0]).toMatchObject({ price: 1.0, source: 'customer-list', quote });
    // From 1,000 the public break is cheaper: the cap gives the public price, which no quote set.
    expect(rangeAt(ranges, 1000)!.range).toMatchObject({ price: 0.98, source: 'breaks', quote: null });
  });
});
