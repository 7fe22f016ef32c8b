import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/locale-fields';
import { CNY_PRICE_BANDS, PRICE_BANDS, parsePriceBandParam, priceBandLabel, priceBandOf, priceBandText } from '@/lib/price-bands';

describe('price bands (§2 Price menu)', () => {
  it('R2.37 R9.31 has ten bands indexed 0-9', () => {
    expect(PRICE_BANDS.map((b) => b.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('R2.38-R2.47 labels each band exactly as the spec', () => {
    expect(PRICE_BANDS.map((b) => priceBandLabel(b.index))).toEqual([
      '0.01-0.25',
      '0.26-0.50',
      '0.51-0.75',
      '0.76-1.00',
      '1.01-2.00',
      '2.01-3.00',
      '3.01-4.00',
      '4.01-5.00',
      '5.01-10.00',
      '10.01+',
    ]);
  });

  it("shows a band in the currency of the locale's prices: $ in English, ¥ in Chinese", () => {
    expect(priceBandText(4, 'en')).toBe('$1.01-2.00');
    expect(priceBandText(4, 'zh')).toBe('¥5.01-10.00');
    expect(priceBandText(9, 'zh')).toBe('¥100.01+');
    // The same symbol as the prices on cards and the detail page.
    for (const locale of ['en', 'zh'] as const) expect(formatPrice(1.5, locale).startsWith(priceBandText(0, locale)[0]!)).toBe(true);
  });

  it('R2.38-R2.47 puts the bounds of each band inside it', () => {
    const cases: [number, number][] = [
      [0.01, 0],
      [0.25, 0],
      [0.26, 1],
      [0.5, 1],
      [0.51, 2],
      [0.75, 2],
      [0.76, 3],
      [1, 3],
      [1.01, 4],
      [2, 4],
      [2.01, 5],
      [3, 5],
      [3.01, 6],
      [4, 6],
      [4.01, 7],
      [5, 7],
      [5.01, 8],
      [10, 8],
      [10.01, 9],
      [999, 9],
    ];
    for (const [price, band] of cases) expect(priceBandOf(price), String(price)).toBe(band);
  });

  it('has no band for a zero price and survives float noise', () => {
    expect(priceBandOf(0)).toBeNull();
    expect(priceBandOf(0.1 + 0.15)).toBe(0);
    expect(priceBandOf(0.3 * 3 + 0.1)).toBe(3);
  });

  it('parses /price?price= only for a single digit', () => {
    expect(parsePriceBandParam('0')).toBe(0);
    expect(parsePriceBandParam('9')).toBe(9);
    for (const bad of ['10', '-1', 'a', '', ' 3', undefined, null]) expect(parsePriceBandParam(bad)).toBeNull();
  });

  it('has ten CNY bands of its own for the Chinese pages, each starting a cent above the last', () => {
    expect(CNY_PRICE_BANDS.map((b) => b.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(CNY_PRICE_BANDS.map((b) => priceBandLabel(b.index, 'CNY'))).toEqual([
      '0.01-1.00',
      '1.01-2.00',
      '2.01-3.00',
      '3.01-5.00',
      '5.01-10.00',
      '10.01-20.00',
      '20.01-30.00',
      '30.01-50.00',
      '50.01-100.00',
      '100.01+',
    ]);
    for (const band of CNY_PRICE_BANDS.slice(1)) expect(Math.round((band.min - CNY_PRICE_BANDS[band.index - 1]!.max!) * 100)).toBe(1);
    expect(priceBandOf(10, 'CNY')).toBe(4);
    expect(priceBandOf(10.01, 'CNY')).toBe(5);
    expect(priceBandOf(379.11, 'CNY')).toBe(9);
  });
});
