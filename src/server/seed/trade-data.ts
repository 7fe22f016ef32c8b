import type { PackingData } from '@/lib/container-fill';
import type { ItemSpec } from './catalogue-types';
import type { Rng } from './prng';

/**
 * The figures an importer plans a container with: MOQ, carton contents, carton size and weight.
 * They follow from the article's size and price so a 180 cm tree never ships 500 to a carton.
 */
export interface TradeData extends PackingData {
  netWeightKg: number;
}

/** Order quantities factories actually quote (multiples of a dozen or round hundreds). */
const MOQ_LADDER = [6, 12, 24, 36, 48, 60, 72, 96, 120, 144, 200, 240, 300, 360, 480, 500, 600, 720, 1000, 1200, 1440, 2000, 2400, 3000];

function moqFor(usd: number, rng: Rng): number {
  // Cheaper articles need bigger runs to be worth a production slot.
  const [lo, hi] = usd < 0.1 ? [1000, 3000] : usd < 0.5 ? [300, 2000] : usd < 2 ? [96, 600] : usd < 10 ? [24, 240] : [6, 60];
  const steps = MOQ_LADDER.filter((q) => q >= lo && q <= hi);
  return rng.pick(steps);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** An export carton holds at most about 0.12 m³ and 20 kg, so one worker can lift it. */
const MAX_CARTON_LITRES = 120;
const MAX_CARTON_KG = 20;

export function tradeDataFor(item: ItemSpec, size: number, setOf: number, usd: number, rng: Rng): TradeData {
  // A length in metres packs as a coil or a folded bundle that grows slowly with the length.
  const edgeCm = item.sizeUnit === 'm' ? 12 + Math.sqrt(size) * 6 : size;
  const unitLitres = Math.max(0.002, (Math.pow(edgeCm, 3) * (item.vol ?? 0.2) * setOf) / 1000);
  const unitKg = Math.max(0.002, unitLitres * (item.density ?? 0.15));
  const fill = rng.range(0.7, 0.85);
  let pcs = Math.floor((MAX_CARTON_LITRES * fill) / unitLitres);
  pcs = Math.min(pcs, Math.floor(MAX_CARTON_KG / unitKg), 5000);
  pcs = Math.max(1, pcs >= 24 ? pcs - (pcs % 12) : pcs);
  const litres = Math.max(6, (pcs * unitLitres) / fill);
  // Standard proportions of an export carton, about 3 : 2 : 2 (length : width : height).
  const side = Math.cbrt((litres * 1000) / 1.5);
  const cartonLengthCm = round1(Math.max(side * 1.5, Math.min(edgeCm, 120) + 4));
  const cartonWidthCm = round1(side * rng.range(0.95, 1.05));
  const cartonHeightCm = round1((litres * 1000) / (cartonLengthCm * cartonWidthCm));
  const netWeightKg = Math.max(0.1, round2(pcs * unitKg));
  const tare = 0.4 + litres / 100;
  return {
    moq: moqFor(usd, rng),
    pcsPerCarton: pcs,
    cartonLengthCm,
    cartonWidthCm,
    cartonHeightCm: Math.max(5, cartonHeightCm),
    netWeightKg,
    grossWeightKg: round2(netWeightKg + tare),
  };
}

/** EAN-13 with the GS1 China prefix 69x and a correct check digit; unique per catalogue index. */
export function ean13(index: number): string {
  const body = `692${String(345_000_000 + index).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/** About a quarter out of stock (§3 inventory list shows hasStock items first), the rest 10-20000. */
export function stockFor(rng: Rng): number {
  if (rng.chance(0.25)) return 0;
  const stock = Math.round(10 * Math.pow(2000, rng.next()));
  return stock >= 100 ? stock - (stock % 10) : stock;
}

/** Units sold, used for best-seller ordering; hot items sell an order of magnitude more. */
export function salesFor(isHot: boolean, rng: Rng): number {
  return isHot ? Math.round(2000 * Math.pow(25, rng.next())) : Math.round(Math.pow(5000, rng.next()) - 1);
}
