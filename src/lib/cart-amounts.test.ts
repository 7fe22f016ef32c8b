import { describe, expect, it } from 'vitest';
import { lineAmount, linesSum } from './cart-amounts';

describe('cart amounts', () => {
  it('prices a line as display price × quantity, to the cent', () => {
    expect(lineAmount(0.335, 3)).toBe(1.01);
    expect(lineAmount(12.5, 0)).toBe(0);
  });

  it('adds the unrounded line amounts and rounds the total once', () => {
    // Each line rounds to 0.01 (0.005 → 0.01 twice would be 0.02); the total is 0.01.
    const lines = [
      { displayPrice: 0.0025, addNum: 2 },
      { displayPrice: 0.0025, addNum: 2 },
    ];
    expect(lines.map((l) => lineAmount(l.displayPrice, l.addNum))).toEqual([0.01, 0.01]);
    expect(linesSum(lines)).toEqual({ total: 0.01, pieces: 4 });
  });

  it('answers zero for no lines', () => {
    expect(linesSum([])).toEqual({ total: 0, pieces: 0 });
  });
});
