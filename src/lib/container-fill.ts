// Container calculator (beyond the spec): for the chosen quantities, the cartons, volume and gross weight of
// a cart or inquiry, and how full a 20GP, 40GP and 40HQ container would be by volume and by
// weight. Pure functions: the cart page runs them in the browser, SubmitOrder on the server, so the
// figures a buyer sees are the figures the inquiry stores.

export type ContainerCode = '20GP' | '40GP' | '40HQ';

/** Usable capacity of one container (not its nominal size: cartons never fill every corner). */
export interface ContainerSpec {
  code: ContainerCode;
  volumeM3: number;
  payloadKg: number;
}

/** Defaults: 28 / 58 / 68 m³ and 21.7 / 26.5 / 26.5 t (env CONTAINER_* overrides). */
export const DEFAULT_CONTAINERS: readonly ContainerSpec[] = [
  { code: '20GP', volumeM3: 28, payloadKg: 21_700 },
  { code: '40GP', volumeM3: 58, payloadKg: 26_500 },
  { code: '40HQ', volumeM3: 68, payloadKg: 26_500 },
];

/** The packing data of a product (products table), as the product DTO carries it. */
export interface PackingData {
  moq: number;
  pcsPerCarton: number;
  cartonLengthCm: number;
  cartonWidthCm: number;
  cartonHeightCm: number;
  grossWeightKg: number;
}

export interface LineLogistics {
  addNum: number;
  cartons: number;
  volumeM3: number;
  grossKg: number;
  /** The quantity is below the product's minimum order quantity (the cart warns). */
  belowMoq: boolean;
}

export interface ContainerFill extends ContainerSpec {
  /** Percent of the usable volume / payload one container would hold (may exceed 100). */
  volumePct: number;
  weightPct: number;
  /** The larger of the two: what limits the load. */
  fillPct: number;
  limitedBy: 'volume' | 'weight';
  /** Containers of this size the goods need (0 for an empty selection). */
  needed: number;
}

export interface LogisticsTotals {
  cartons: number;
  volumeM3: number;
  grossKg: number;
}

export interface Logistics {
  lines: LineLogistics[];
  totals: LogisticsTotals;
  containers: ContainerFill[];
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Cartons for a quantity: quantity ÷ pieces per carton, rounded up (a product without packing data counts 1 piece per carton). */
export function cartonsFor(addNum: number, pcsPerCarton: number): number {
  const perCarton = Number.isFinite(pcsPerCarton) && pcsPerCarton >= 1 ? Math.floor(pcsPerCarton) : 1;
  return Math.ceil(nonNegative(addNum) / perCarton);
}

/** One carton's volume in m³ from its size in cm (unrounded; totals round once). */
export function cartonVolume(p: Pick<PackingData, 'cartonLengthCm' | 'cartonWidthCm' | 'cartonHeightCm'>): number {
  return (nonNegative(p.cartonLengthCm) * nonNegative(p.cartonWidthCm) * nonNegative(p.cartonHeightCm)) / 1_000_000;
}

/** Cartons, volume (m³, 4 decimals) and gross weight (kg, 2 decimals) of one line, and its MOQ warning. */
export function lineLogistics(product: PackingData, addNum: number): LineLogistics {
  const cartons = cartonsFor(addNum, product.pcsPerCarton);
  return {
    addNum,
    cartons,
    volumeM3: round(cartons * cartonVolume(product), 4),
    grossKg: round(cartons * nonNegative(product.grossWeightKg), 2),
    belowMoq: addNum < product.moq,
  };
}

/** How full each container would be with `totals`, by volume and by weight (percent, 1 decimal). */
export function containerFill(totals: Pick<LogisticsTotals, 'volumeM3' | 'grossKg'>, containers: readonly ContainerSpec[] = DEFAULT_CONTAINERS): ContainerFill[] {
  return containers.map((spec) => {
    const byVolume = spec.volumeM3 > 0 ? totals.volumeM3 / spec.volumeM3 : 0;
    const byWeight = spec.payloadKg > 0 ? totals.grossKg / spec.payloadKg : 0;
    const load = Math.max(byVolume, byWeight);
    return {
      ...spec,
      volumePct: round(byVolume * 100, 1),
      weightPct: round(byWeight * 100, 1),
      fillPct: round(load * 100, 1),
      limitedBy: byWeight > byVolume ? 'weight' : 'volume',
      // A hair over a whole number (float noise) must not ask for one more container.
      needed: load > 0 ? Math.ceil(round(load, 6)) : 0,
    };
  });
}

/** Per-line figures, their totals and the container fill of a selection of lines. */
export function cartLogistics(lines: readonly { product: PackingData; addNum: number }[], containers: readonly ContainerSpec[] = DEFAULT_CONTAINERS): Logistics {
  const perLine = lines.map((line) => lineLogistics(line.product, line.addNum));
  // Totals add the unrounded line volumes, so many small lines do not drift.
  const volume = lines.reduce((sum, line, i) => sum + perLine[i]!.cartons * cartonVolume(line.product), 0);
  const totals: LogisticsTotals = {
    cartons: perLine.reduce((sum, l) => sum + l.cartons, 0),
    volumeM3: round(volume, 4),
    grossKg: round(
      perLine.reduce((sum, l) => sum + l.grossKg, 0),
      2,
    ),
  };
  return { lines: perLine, totals, containers: containerFill(totals, containers) };
}
