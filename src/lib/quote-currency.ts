import type { QuoteCurrency } from './inquiry-states';
import { UNIT_PRICE_DECIMALS, unitPriceUnits } from './quote-money';

// Which money a quote is in, and how a line gets its price in it (ADR 0038). A Chinese buyer — one
// who wrote in Chinese, or who ships to China — is quoted in CNY, everyone else in USD; staff may
// change it. A line is priced from its product's list price in that currency (products carry both:
// `price` CNY, `foreignprice` USD); a product without one (0) is converted from the other list
// price with the owner's exchange rate, exactly, to four decimals.

/** Decimals of the owner's rate (yuan per dollar): 7.1825 is written 7.182500. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const UNIT_SCALE = 10 ** UNIT_PRICE_DECIMALS;

export function defaultQuoteCurrency(buyer: { language: string; country?: string | null }): QuoteCurrency {
  return buyer.language === 'zh' || (buyer.country ?? '').trim().toUpperCase() === 'CN' ? 'CNY' : 'USD';
}

/** A rate written as a decimal string ('7.18', '7.182500') in millionths, exactly. */
export function rateMillionths(rate: string): bigint {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: ${rate}`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
}

const halfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/**
 * A list price in the other currency at `cnyPerUsd`, rounded half-up once, to four decimals for a
 * quote line (USD 1.50 at 7.18 → CNY 10.77) or to `decimals` (2: the cent a catalogue price keeps).
 */
export function convertPrice(price: number, to: QuoteCurrency, cnyPerUsd: string, decimals: number = UNIT_PRICE_DECIMALS): number {
  const units = unitPriceUnits(price);
  const rate = rateMillionths(cnyPerUsd);
  const coarser = 10n ** BigInt(UNIT_PRICE_DECIMALS - Math.min(decimals, UNIT_PRICE_DECIMALS));
  const converted = to === 'CNY' ? halfUp(units * rate, RATE_SCALE * coarser) : halfUp(units * RATE_SCALE, rate * coarser);
  return Number(converted) / (UNIT_SCALE / Number(coarser));
}

export interface ListPrices {
  /** CNY list price; 0 when the product has none. */
  price: number;
  /** USD list price; 0 when the product has none. */
  foreignprice: number;
}

export const listPriceIn = (product: ListPrices, currency: QuoteCurrency) => (currency === 'CNY' ? product.price : product.foreignprice);

/** How a line got its price: the list price, a conversion at the rate, or nothing (staff must type it). */
export type PriceSource = 'list' | 'rate' | 'none';

/**
 * A quote line's default price from the prices of its product in both currencies — the list prices,
 * or (the quote editor, ADR 0052) the buyer's prices at the line's quantity: in the quote's
 * currency when there is one, else converted from the other at the owner's rate.
 */
export function defaultUnitPrice(product: ListPrices, currency: QuoteCurrency, cnyPerUsd: string | null): { unitPrice: number | null; source: PriceSource } {
  const own = listPriceIn(product, currency);
  if (own > 0) return { unitPrice: own, source: 'list' };
  const other = listPriceIn(product, currency === 'CNY' ? 'USD' : 'CNY');
  if (other > 0 && cnyPerUsd !== null) return { unitPrice: convertPrice(other, currency, cnyPerUsd), source: 'rate' };
  return { unitPrice: null, source: 'none' };
}
