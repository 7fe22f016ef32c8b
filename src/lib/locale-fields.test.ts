import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { currencySymbol, formatCount, formatPrice } from '@/lib/locale-fields';

describe('currency symbol', () => {
  it.each(routing.locales)('is the symbol formatPrice writes before an amount in %s', (locale) => {
    expect(formatPrice(12.5, locale)).toBe(`${currencySymbol(locale)}12.50`);
  });
});

describe('formatCount', () => {
  it('groups thousands in both languages', () => {
    expect(formatCount(1440, 'en')).toBe('1,440');
    expect(formatCount(1440, 'zh')).toBe('1,440');
    expect(formatCount(96, 'zh')).toBe('96');
  });
});
