import { carryBands, type BandCrossing } from './price-band-carry';
import type { Locale } from '@/i18n/routing';
import { bandScaleOf, bandsOf, type BandScale, type PriceBand } from './price-bands';

/**
 * The rate band crossings use when the owner has set none: the rate the seeded catalogue's two
 * prices were quoted at, and the one the CNY bands were drawn for.
 */
export const REFERENCE_CNY_PER_USD = 7.1;

/** Prices are quoted per currency and rounded (ADR 0038), so a converted bound is only near. */
const QUOTE_SLACK = 0.03;

type Span = [number, number];

/** A band's prices; the open top band reaches without end. */
function spanOf(band: PriceBand): Span {
  return [band.min, band.max ?? Number.POSITIVE_INFINITY];
}

/** Overlap on a logarithmic scale (¥1-2 and ¥50-100 are each one doubling); two open ends overlap without end. */
function logOverlap([a, b]: Span, [c, d]: Span): number {
  const lo = Math.max(a, c);
  const hi = Math.min(b, d);
  return hi > lo ? Math.log(hi / lo) : 0;
}

function overlapsOf(index: number, from: BandScale, to: BandScale, cnyPerUsd: number, slack: number): { index: number; overlap: number }[] {
  const band = bandsOf(from)[index];
  if (!band) return [];
  const factor = from === to ? 1 : from === 'USD' ? cnyPerUsd : 1 / cnyPerUsd;
  const [lo, hi] = spanOf(band);
  const range: Span = [lo * factor * (1 - slack), hi * factor * (1 + slack)];
  return bandsOf(to).map((target) => ({ index: target.index, overlap: logOverlap(range, spanOf(target)) }));
}

/**
 * The other currency's band nearest to a band: the one its range, converted at the rate, overlaps
 * most (a single choice, for /price?price=n).
 */
export function nearestBand(index: number, from: BandScale, to: BandScale, cnyPerUsd: number): number | null {
  const targets = overlapsOf(index, from, to, cnyPerUsd, 0);
  if (targets.length === 0) return null;
  return targets.reduce((best, t) => (t.overlap > best.overlap ? t : best)).index;
}

/**
 * Every band of the other currency that the given bands, converted at the rate, overlap: the
 * price-group ticks a list keeps across the language switch. A tick is a filter the buyer chose,
 * so the list after the switch holds at least the products it held (their other price is the
 * same amount at about that rate), never fewer; values of one tick OR together.
 */
export function overlappingBands(indexes: readonly number[], from: BandScale, to: BandScale, cnyPerUsd: number): number[] {
  const found = new Set<number>();
  for (const index of indexes) for (const t of overlapsOf(index, from, to, cnyPerUsd, QUOTE_SLACK)) if (t.overlap > 0) found.add(t.index);
  return [...found].sort((a, b) => a - b);
}

/**
 * How the language switch carries bands from one currency to the other at a rate, worked out
 * once: small and plain, so the header hands it to the switch and the browser never loads the
 * conversion.
 */
export function bandCrossing(from: BandScale, to: BandScale, cnyPerUsd: number): BandCrossing {
  const bands = bandsOf(from).map((band) => band.index);
  if (from === to) return { price: bands, group: bands.map((index) => [index]) };
  return { price: bands.map((index) => nearestBand(index, from, to, cnyPerUsd)), group: bands.map((index) => overlappingBands([index], from, to, cnyPerUsd)) };
}

/**
 * A list's query as the other language should open it (`carryBands` with the crossing of the
 * two currencies at the rate).
 */
export function queryAcrossCurrencies(query: Record<string, string>, from: BandScale, to: BandScale, cnyPerUsd: number): Record<string, string> {
  if (from === to) return query;
  return carryBands(query, bandCrossing(from, to, cnyPerUsd));
}

/** The crossing from a locale's bands to the other language's: what its language switch and hreflang links carry. */
export function crossingToOtherLanguage(locale: Locale, cnyPerUsd: number): BandCrossing {
  return bandCrossing(bandScaleOf(locale), bandScaleOf(locale === 'zh' ? 'en' : 'zh'), cnyPerUsd);
}
