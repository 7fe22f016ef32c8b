import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTAINERS, cartLogistics, cartonsFor, containerFill, lineLogistics, type PackingData } from '@/lib/container-fill';

// The cart's container calculator (our design; the spec shows none).

const lantern: PackingData = { moq: 240, pcsPerCarton: 24, cartonLengthCm: 60, cartonWidthCm: 40, cartonHeightCm: 50, grossWeightKg: 9.5 };
const ornament: PackingData = { moq: 1000, pcsPerCarton: 144, cartonLengthCm: 50, cartonWidthCm: 50, cartonHeightCm: 40, grossWeightKg: 12.25 };

describe('cartons', () => {
  it('rounds quantity ÷ pieces per carton up', () => {
    expect(cartonsFor(240, 24)).toBe(10);
    expect(cartonsFor(241, 24)).toBe(11);
    expect(cartonsFor(1, 24)).toBe(1);
    expect(cartonsFor(0, 24)).toBe(0);
  });

  it('counts one piece per carton when the packing data is missing or broken', () => {
    expect(cartonsFor(5, 0)).toBe(5);
    expect(cartonsFor(5, Number.NaN)).toBe(5);
    expect(cartonsFor(5, -3)).toBe(5);
  });
});

describe('one line', () => {
  it('has cartons, volume in m³ (4 decimals) and gross weight in kg (2 decimals)', () => {
    // 241 pcs → 11 cartons of 0.6 × 0.4 × 0.5 = 0.12 m³ and 9.5 kg
    expect(lineLogistics(lantern, 241)).toEqual({ addNum: 241, cartons: 11, volumeM3: 1.32, grossKg: 104.5, belowMoq: false });
  });

  it('flags a quantity below the MOQ, and not one at the MOQ', () => {
    expect(lineLogistics(lantern, 239).belowMoq).toBe(true);
    expect(lineLogistics(lantern, 240).belowMoq).toBe(false);
  });

  it('has zero volume and weight for a product without carton data', () => {
    const bare: PackingData = { moq: 1, pcsPerCarton: 1, cartonLengthCm: 0, cartonWidthCm: 0, cartonHeightCm: 0, grossWeightKg: 0 };
    expect(lineLogistics(bare, 3)).toEqual({ addNum: 3, cartons: 3, volumeM3: 0, grossKg: 0, belowMoq: false });
  });
});

describe('container fill', () => {
  it('uses the default usable capacities 28/58/68 m³ and 21.7/26.5/26.5 t', () => {
    expect(DEFAULT_CONTAINERS.map((c) => [c.code, c.volumeM3, c.payloadKg])).toEqual([
      ['20GP', 28, 21_700],
      ['40GP', 58, 26_500],
      ['40HQ', 68, 26_500],
    ]);
  });

  it('gives the percent by volume and by weight, the limiting one and the containers needed', () => {
    const [gp20, gp40, hq40] = containerFill({ volumeM3: 14, grossKg: 2170 });
    expect(gp20).toMatchObject({ code: '20GP', volumePct: 50, weightPct: 10, fillPct: 50, limitedBy: 'volume', needed: 1 });
    expect(gp40).toMatchObject({ volumePct: 24.1, weightPct: 8.2, needed: 1 });
    expect(hq40).toMatchObject({ volumePct: 20.6, needed: 1 });
  });

  it('is limited by weight for heavy goods, and counts several containers beyond 100 %', () => {
    const [gp20] = containerFill({ volumeM3: 10, grossKg: 43_400 });
    expect(gp20).toMatchObject({ volumePct: 35.7, weightPct: 200, fillPct: 200, limitedBy: 'weight', needed: 2 });
  });

  it('needs no container for an empty selection, and exactly one when exactly full', () => {
    expect(containerFill({ volumeM3: 0, grossKg: 0 }).map((c) => c.needed)).toEqual([0, 0, 0]);
    expect(containerFill({ volumeM3: 28, grossKg: 0 })[0]!.needed).toBe(1);
  });

  it('takes configured capacities', () => {
    const [only] = containerFill({ volumeM3: 30, grossKg: 0 }, [{ code: '40HQ', volumeM3: 60, payloadKg: 20_000 }]);
    expect(only).toMatchObject({ code: '40HQ', volumePct: 50 });
  });
});

describe('a cart selection', () => {
  it('adds up the lines and computes the fill from the totals', () => {
    const result = cartLogistics([
      { product: lantern, addNum: 2400 }, // 100 cartons, 12 m³, 950 kg
      { product: ornament, addNum: 500 }, // 4 cartons, 0.4 m³, 49 kg (below MOQ)
    ]);
    expect(result.lines.map((l) => [l.cartons, l.volumeM3, l.grossKg, l.belowMoq])).toEqual([
      [100, 12, 950, false],
      [4, 0.4, 49, true],
    ]);
    expect(result.totals).toEqual({ cartons: 104, volumeM3: 12.4, grossKg: 999 });
    expect(result.containers[0]).toMatchObject({ code: '20GP', volumePct: 44.3, weightPct: 4.6, needed: 1 });
  });

  it('does not drift when many small volumes are added', () => {
    const tiny: PackingData = { moq: 1, pcsPerCarton: 1, cartonLengthCm: 10, cartonWidthCm: 10, cartonHeightCm: 10, grossWeightKg: 0.1 };
    const result = cartLogistics(Array.from({ length: 100 }, () => ({ product: tiny, addNum: 3 })));
    expect(result.totals).toEqual({ cartons: 300, volumeM3: 0.3, grossKg: 30 });
  });

  it('is empty for no lines', () => {
    expect(cartLogistics([])).toMatchObject({ lines: [], totals: { cartons: 0, volumeM3: 0, grossKg: 0 } });
  });
});
