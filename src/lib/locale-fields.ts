import type { Locale } from '@/i18n/routing';

/** §3 locale flag: 0 Chinese, 1 English (R3.13). */
export type LanguageFlag = 0 | 1;

export function languageFlagOf(locale: Locale): LanguageFlag {
  return locale === 'zh' ? 0 : 1;
}

/** R3.14 / R3.15: Chinese shows name and price (CNY), English nameen and foreignprice (USD). */
export function localizedName(row: { name: string; nameen: string }, locale: Locale): string {
  return locale === 'zh' ? row.name || row.nameen : row.nameen || row.name;
}

export function localizedPrice(row: { price: number; foreignprice: number }, locale: Locale): number {
  return locale === 'zh' ? row.price : row.foreignprice;
}

export function currencyOf(locale: Locale): 'CNY' | 'USD' {
  return locale === 'zh' ? 'CNY' : 'USD';
}

// Building an Intl.NumberFormat costs far more than formatting with one (a list page formats
// dozens of prices and band labels per render): one per locale, made on first use.
const priceFormats = new Map<Locale, Intl.NumberFormat>();

function priceFormat(locale: Locale): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
      style: 'currency',
      currency: currencyOf(locale),
      minimumFractionDigits: 2,
    });
    priceFormats.set(locale, format);
  }
  return format;
}

export function formatPrice(amount: number, locale: Locale): string {
  return priceFormat(locale).format(amount);
}

/**
 * The symbol formatPrice puts before an amount: '$' in English, '¥' in Chinese. A constant, not
 * read from Intl: the header's price menu draws it on every page, and the first Intl.NumberFormat
 * a page builds costs ~40 ms of main thread while Chromium loads its number data (ADR 0036).
 * locale-fields.test.ts proves it is what formatPrice writes.
 */
const CURRENCY_SYMBOLS: Readonly<Record<Locale, string>> = { en: '$', zh: '¥' };

export function currencySymbol(locale: Locale): string {
  return CURRENCY_SYMBOLS[locale];
}

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A quantity or count as buyers read it: 1,440 (grouped in both languages, no decimals). */
export function formatCount(value: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 0 })));
  return format.format(value);
}
