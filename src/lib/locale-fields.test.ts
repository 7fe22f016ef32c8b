import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { currencySymbol, formatPrice } from '@/lib/locale-fields';

describe('currency symbol', () => {
  it.each(routing.locales)('is the symbol formatPrice writes before an amount in %s', (locale) => {
    expect(formatPrice(12.5, locale)).toBe(`${currencySymbol(locale)}12.50`);
  });
});
