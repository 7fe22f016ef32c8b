import { describe, expect, it } from 'vitest';
import { carryBands } from '@/lib/price-band-carry';
import { crossingToOtherLanguage, nearestBand, overlappingBands, queryAcrossCurrencies, REFERENCE_CNY_PER_USD } from '@/lib/price-band-crossing';
import { localeAlternates } from '@/lib/seo';
import { bandsOf, priceBandOf } from '@/lib/price-bands';

const RATE = REFERENCE_CNY_PER_USD;

describe('price bands across the language switch', () => {
  it('takes a dollar band to the yuan band its converted range overlaps most', () => {
    // $1.01-2.00 is ¥7.17-14.20 at 7.1: a little more of ¥10.01-20.00 than of ¥5.01-10.00.
    expect(nearestBand(4, 'USD', 'CNY', RATE)).toBe(5);
    // $10.01+ is ¥71+: the open top ¥100.01+ reaches furthest.
    expect(nearestBand(9, 'USD', 'CNY', RATE)).toBe(9);
    // ¥10.01-20.00 is $1.41-2.82: mostly $1.01-2.00.
    expect(nearestBand(5, 'CNY', 'USD', RATE)).toBe(4);
    // ¥0.01-1.00 is under 15 cents: $0.01-0.25.
    expect(nearestBand(0, 'CNY', 'USD', RATE)).toBe(0);
  });

  it("converts at the owner's rate, not a fixed one", () => {
    // ¥20.01-30.00: $2.82-4.23 at 7.1, $4.00-6.00 at 5.
    expect(nearestBand(6, 'CNY', 'USD', 7.1)).toBe(6);
    expect(nearestBand(6, 'CNY', 'USD', 5)).toBe(7);
  });

  it('keeps every band a ticked band overlaps, so no product of the list is lost', () => {
    // $0.26-0.50 is ¥1.85-3.55: ¥1.01-2.00, ¥2.01-3.00 and ¥3.01-5.00.
    expect(overlappingBands([1], 'USD', 'CNY', RATE)).toEqual([1, 2, 3]);
    expect(overlappingBands([9], 'USD', 'CNY', RATE)).toEqual([8, 9]);
    // ¥0.01-2.00 is up to $0.28.
    expect(overlappingBands([1, 0], 'CNY', 'USD', RATE)).toEqual([0, 1]);
    // Any price in a dollar band, converted at the rate with the 2% a quote may differ by, lands in a kept yuan band.
    for (const band of bandsOf('USD')) {
      const kept = overlappingBands([band.index], 'USD', 'CNY', RATE);
      for (const usd of [band.min, (band.min + (band.max ?? band.min * 3)) / 2, band.max ?? band.min * 9])
        for (const drift of [0.98, 1, 1.02]) expect(kept, `$${usd}`).toContain(priceBandOf(usd * RATE * drift, 'CNY'));
    }
    for (const band of bandsOf('CNY')) {
      const kept = overlappingBands([band.index], 'CNY', 'USD', RATE);
      for (const cny of [Math.max(band.min, 0.08), band.max ?? band.min * 4])
        for (const drift of [0.98, 1, 1.02]) expect(kept, `¥${cny}`).toContain(priceBandOf((cny / RATE) * drift, 'USD') ?? 0);
    }
  });

  it("rewrites a list's group ticks and /price band for the other language and starts again at page 1", () => {
    expect(queryAcrossCurrencies({ code: '001002', color: 'RD', group: '1', page: '3' }, 'USD', 'CNY', RATE)).toEqual({ code: '001002', color: 'RD', group: '1,2,3', page: '1' });
    expect(queryAcrossCurrencies({ price: '4', page: '2' }, 'USD', 'CNY', RATE)).toEqual({ price: '5', page: '1' });
    expect(queryAcrossCurrencies({ price: '5', page: '3' }, 'CNY', 'USD', RATE)).toEqual({ price: '4', page: '1' });
  });

  it('leaves a query without bands, and values that are not bands, as they are', () => {
    expect(queryAcrossCurrencies({ keyword: 'star', page: '2' }, 'USD', 'CNY', RATE)).toEqual({ keyword: 'star', page: '2' });
    expect(queryAcrossCurrencies({ group: '1,x', price: '12' }, 'USD', 'CNY', RATE)).toEqual({ group: '1,x', price: '12' });
    expect(queryAcrossCurrencies({ group: '1' }, 'USD', 'USD', RATE)).toEqual({ group: '1' });
  });

  it("the header's crossing, worked out once, carries a query as the conversion does", () => {
    const toZh = crossingToOtherLanguage('en', RATE);
    expect(carryBands({ group: '1,9', color: 'RD' }, toZh)).toEqual({ group: '1,2,3,8,9', color: 'RD' });
    expect(carryBands({ price: '4', page: '2' }, toZh)).toEqual({ price: '5', page: '1' });
    // The rate is the owner's: ¥20.01-30.00 is $4.00-6.00 at 5.
    const toEn = crossingToOtherLanguage('zh', 5);
    expect(carryBands({ group: '0,3', price: '6', page: '4' }, toEn)).toEqual({
      group: overlappingBands([0, 3], 'CNY', 'USD', 5).join(','),
      price: String(nearestBand(6, 'CNY', 'USD', 5)),
      page: '1',
    });
    expect(carryBands({ keyword: 'star', page: '2' }, toEn)).toEqual({ keyword: 'star', page: '2' });
  });

  it("a /price page's hreflang alternate names the band carried to the other currency", () => {
    const zh = carryBands({ price: '4', page: '1' }, crossingToOtherLanguage('en', RATE));
    expect(localeAlternates('/price?price=4&page=1', 'en', `/price?${new URLSearchParams(zh)}`)).toEqual({
      canonical: '/price?price=4&page=1',
      languages: { en: '/price?price=4&page=1', zh: '/zh/price?price=5&page=1', 'x-default': '/price?price=4&page=1' },
    });
    // From Chinese: the English alternate (and x-default) is the dollar band ¥10.01-20.00 carries to.
    expect(localeAlternates('/price?price=5&page=1', 'zh', '/price?price=4&page=1')).toEqual({
      canonical: '/zh/price?price=5&page=1',
      languages: { en: '/price?price=4&page=1', zh: '/zh/price?price=5&page=1', 'x-default': '/price?price=4&page=1' },
    });
  });
});
