import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { currencySymbol, formatPrice } from '@/lib/locale-fields';

describe('currency symbol', () => {
  it.each(routing.locales)('is the symbol formatPrice writes before an amount in %s', (locale) => {
    const written = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: locale === 'zh' ? 'CNY' : 'USD' })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value;
    expect(currencySymbol(locale)).toBe(written);
    expect(formatPrice(12.5, locale).startsWith(currencySymbol(locale))).toBe(true);
  });
});
