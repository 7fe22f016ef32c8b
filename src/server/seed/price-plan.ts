import { PRICE_BANDS } from '../../lib/price-bands';
import type { ItemSpec } from './catalogue-types';
import { createRng, hashSeed, shuffle, type Rng } from './prng';

/** CNY per USD used for the Chinese price (§3: price is CNY, foreignprice USD). */
export const USD_TO_CNY = 7.1;

/**
 * The §2 price menu has ten bands and the same bounds apply to both currencies, so the CNY bands 0-3
 * (under ¥1) need items under about $0.14. Half of the catalogue is priced "band first" from these
 * quotas, which guarantees every band of both currencies is populated from 120 products up.
 */
export interface PriceTarget {
  currency: 'usd' | 'cny';
  band: number;
  weight: number;
}

const CNY_WEIGHTS = [4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 0];
const USD_WEIGHTS = [5, 5, 5, 5, 8, 7, 6, 6, 7, 5.5];

export const PRICE_TARGETS: readonly PriceTarget[] = [
  ...CNY_WEIGHTS.map((weight, band) => ({ currency: 'cny' as const, band, weight })),
  ...USD_WEIGHTS.map((weight, band) => ({ currency: 'usd' as const, band, weight })),
].filter((t) => t.weight > 0);

/** Highest price any authored item reaches; closes the open-ended top band. */
const CEILING_USD = 100;

/** The target's bounds in USD (CNY bands converted at the plain rate). */
export function targetUsdRange(target: PriceTarget): [number, number] {
  const band = PRICE_BANDS[target.band]!;
  const rate = target.currency === 'usd' ? 1 : USD_TO_CNY;
  return [band.min / rate, (band.max ?? CEILING_USD * rate) / rate];
}

export function overlaps(item: ItemSpec, target: PriceTarget): boolean {
  const [lo, hi] = targetUsdRange(target);
  return item.usd[0] <= hi && item.usd[1] >= lo;
}

/**
 * Quotas are dealt in blocks of 60 priced products: every target gets at least two per block
 * (largest remainder, then shuffled). Each block has its own seed, so product N is the same
 * whatever the catalogue size: the 100,000-product seed starts with the default 720.
 */
const TARGET_BLOCK = 60;

function targetBlock(block: number): PriceTarget[] {
  const rng = createRng(hashSeed(`price-targets-${block}`));
  const total = PRICE_TARGETS.reduce((sum, t) => sum + t.weight, 0);
  const exact = PRICE_TARGETS.map((t) => (TARGET_BLOCK * t.weight) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < TARGET_BLOCK; k++) counts[order[k % order.length]!.index]! += 1;
  const sequence = PRICE_TARGETS.flatMap((target, index) => Array.from({ length: counts[index]! }, () => target));
  return shuffle(rng, sequence);
}

/** The price target of the n-th band-priced product. */
export function targetSequence(): (n: number) => PriceTarget {
  let block = -1;
  let targets: PriceTarget[] = [];
  return (n) => {
    const wanted = Math.floor(n / TARGET_BLOCK);
    if (wanted !== block) {
      block = wanted;
      targets = targetBlock(block);
    }
    return targets[n % TARGET_BLOCK]!;
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

export interface PricePair {
  usd: number;
  cny: number;
}

/** Converts with a little jitter, as real quotes are rounded per currency, never below one cent. */
function convert(amount: number, to: 'usd' | 'cny', rng: Rng): number {
  const jitter = 1 + rng.range(-0.02, 0.02);
  return Math.max(0.01, cents(to === 'cny' ? amount * USD_TO_CNY * jitter : amount / USD_TO_CNY / jitter));
}

/** A price inside both the item's natural range and the target band, anchored in the target's currency. */
export function priceForTarget(item: ItemSpec, target: PriceTarget, rng: Rng): PricePair {
  const band = PRICE_BANDS[target.band]!;
  const rate = target.currency === 'usd' ? 1 : USD_TO_CNY;
  const lo = Math.max(band.min, item.usd[0] * rate);
  const hi = Math.min(band.max ?? CEILING_USD * rate, item.usd[1] * rate);
  const bandLo = band.min;
  const bandHi = band.max ?? Number.POSITIVE_INFINITY;
  const anchor = Math.min(bandHi, Math.max(bandLo, cents(rng.range(lo, Math.max(lo, hi)))));
  return target.currency === 'usd' ? { usd: anchor, cny: convert(anchor, 'cny', rng) } : { usd: convert(anchor, 'usd', rng), cny: anchor };
}

/** A natural price for the item: log-uniform, so cheap sizes are as common as dear ones. */
export function naturalPrice(item: ItemSpec, rng: Rng): PricePair {
  const [lo, hi] = item.usd;
  const usd = Math.max(0.01, cents(lo * Math.pow(hi / lo, rng.next())));
  return { usd, cny: convert(usd, 'cny', rng) };
}
