import type { Locale } from '@/i18n/routing';
import { currencyOf, currencySymbol } from './locale-fields';

/** §2 Price menu: ten bands, index 0-9 (R2.37-R2.47). Bounds are inclusive; band 9 is open-ended. */
export interface PriceBand {
  index: number;
  min: number;
  max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { index: 0, min: 0.01, max: 0.25 },
  { index: 1, min: 0.26, max: 0.5 },
  { index: 2, min: 0.51, max: 0.75 },
  { index: 3, min: 0.76, max: 1.0 },
  { index: 4, min: 1.01, max: 2.0 },
  { index: 5, min: 2.01, max: 3.0 },
  { index: 6, min: 3.01, max: 4.0 },
  { index: 7, min: 4.01, max: 5.0 },
  { index: 8, min: 5.01, max: 10.0 },
  { index: 9, min: 10.01, max: null },
];

/** Bands from their upper bounds: each starts a cent above the last, from 0.01; the last is open. */
function bandsUpTo(maxima: readonly number[]): PriceBand[] {
  return [...maxima, null].map((max, index) => ({ index, min: index === 0 ? 0.01 : Math.round(maxima[index - 1]! * 100 + 1) / 100, max }));
}

/**
 * The storefront's Chinese bands, on the CNY price. The §2 bounds are dollar amounts: read as yuan
 * they put every price over ¥10 (about $1.40) in one band, 316 of the 720 seeded products, while
 * ¥0.01-1.00 holds items under 15 cents. These keep ten bands (so `price` and `group` stay 0-9)
 * at round yuan amounts, cut so that no band of the seeded catalogue holds a fifth of it.
 */
export const CNY_PRICE_BANDS: readonly PriceBand[] = bandsUpTo([1, 2, 3, 5, 10, 20, 30, 50, 100]);

/**
 * Which bounds a band index means. Storefront pages band the price they show in its own currency
 * (`bandScaleOf`); the §7 API keeps the §2 bounds on the language's price (PRICE_BANDS), so its
 * existing calls answer as before.
 */
export type BandScale = 'USD' | 'CNY';

export function bandsOf(scale: BandScale = 'USD'): readonly PriceBand[] {
  return scale === 'CNY' ? CNY_PRICE_BANDS : PRICE_BANDS;
}

/** The bands a storefront page of the locale shows: USD (§2) in English, CNY in Chinese. */
export function bandScaleOf(locale: Locale): BandScale {
  return currencyOf(locale);
}

/** The band a price (rounded to cents) falls in, or null for 0 and below. */
export function priceBandOf(price: number, scale: BandScale = 'USD'): number | null {
  const cents = Math.round(price * 100);
  if (cents < 1) return null;
  const band = bandsOf(scale).find((b) => b.max === null || cents <= Math.round(b.max * 100));
  return band ? band.index : null;
}

/** '0.01-0.25' … '10.01+' as the menu shows them. */
export function priceBandLabel(index: number, scale: BandScale = 'USD'): string {
  const band = bandsOf(scale)[index];
  if (!band) throw new RangeError(`No price band ${index}`);
  return band.max === null ? `${band.min.toFixed(2)}+` : `${band.min.toFixed(2)}-${band.max.toFixed(2)}`;
}

/**
 * A band as every price control of a page shows it: '$1.01-2.00' in English, '¥5.01-10.00' in
 * Chinese — the symbol and bands of the locale's prices (cards, detail, cart), as the band filters
 * that price (one locale, one currency).
 */
export function priceBandText(index: number, locale: Locale): string {
  return `${currencySymbol(locale)}${priceBandLabel(index, bandScaleOf(locale))}`;
}

/** Parses the `price` query parameter of /price?price={0-9}; anything else is null. */
export function parsePriceBandParam(value: string | null | undefined): number | null {
  if (value == null || !/^[0-9]$/.test(value)) return null;
  return Number(value);
}
