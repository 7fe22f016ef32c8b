import { describe, expect, it } from 'vitest';
import { convertPrice, defaultQuoteCurrency, defaultUnitPrice, rateMillionths } from '@/lib/quote-currency';
import { formatCents, formatTotal, formatUnitPrice, hasAtMostDecimals, lineAmountCents, quoteAmounts } from '@/lib/quote-money';
import { quoteWarnings } from '@/lib/quote-warnings';
import { quoteBodySchema } from '@/lib/validation/admin/inquiries';

// Money in quotes (ADR 0038): one currency per quote, exact amounts in cents, each line rounded as
// the PDF prints it and the total the sum of the rounded lines; the buyer's default currency; the
// owner's rate for lines without a list price; the warnings staff see before sending.

describe('quote amounts', () => {
  it('adds 0.1 and 0.2 to exactly 0.30, where floats make 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const { lines, total } = quoteAmounts([
      { unitPrice: 0.1, quantity: 1 },
      { unitPrice: 0.2, quantity: 1 },
    ]);
    expect(lines).toEqual([10n, 20n]);
    expect(formatCents(total)).toBe('0.30');
  });

  it('prices 3 × 33.33 at 99.99, not 100.00', () => {
    expect(formatCents(lineAmountCents(33.33, 3))).toBe('99.99');
    expect(formatTotal('USD', quoteAmounts([{ unitPrice: 33.33, quantity: 3 }]).total)).toBe('USD 99.99');
  });

  it('rounds each line half-up to the cent and totals the rounded lines', () => {
    // 0.875 × 3 = 2.625 → 2.63; 0.0125 × 1 = 0.0125 → 0.01; 1.0005 × 1 → 1.00 (half of a cent is 0.005)
    const { lines, total } = quoteAmounts([
      { unitPrice: 0.875, quantity: 3 },
      { unitPrice: 0.0125, quantity: 1 },
      { unitPrice: 1.0005, quantity: 1 },
    ]);
    expect(lines.map(formatCents)).toEqual(['2.63', '0.01', '1.00']);
    expect(formatCents(total)).toBe('3.64');
    // The total is the sum of the rounded lines: seven lines of 0.0125 read 0.01 each on paper, so
    // the total reads 0.07, although the unrounded sum 0.0875 would round to 0.09.
    expect(formatCents(quoteAmounts(Array.from({ length: 7 }, () => ({ unitPrice: 0.0125, quantity: 1 }))).total)).toBe('0.07');
  });

  it('writes a yuan price as the PDF does: two decimals at least, thousands grouped', () => {
    expect(formatUnitPrice(12.8)).toBe('12.80');
    expect(formatUnitPrice(1280)).toBe('1,280.00');
    expect(formatUnitPrice(0.875)).toBe('0.875');
    expect(formatUnitPrice(6.2825)).toBe('6.2825');
    expect(formatTotal('CNY', lineAmountCents(12.8, 600))).toBe('CNY 7,680.00');
    expect(formatCents(lineAmountCents(23831, 1))).toBe('23,831.00');
  });

  it('keeps huge quotes exact (1,000,000,000 × 100,000,000 has no float error)', () => {
    expect(formatCents(lineAmountCents(999_999_999.9999, 100_000_000))).toBe('99,999,999,999,990,000.00');
  });

  it('refuses unit prices with more than four decimals in the quote body', () => {
    expect(hasAtMostDecimals(0.0125, 4)).toBe(true);
    expect(hasAtMostDecimals(0.01255, 4)).toBe(false);
    const body = { currency: 'CNY', lines: [{ orderLineId: 1, unitPrice: 0.12345, quantity: 1, moq: 1, leadTimeDays: 1 }], incoterm: 'FOB', validUntil: '2030-01-01' };
    const parsed = quoteBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['lines', 0, 'unitPrice']);
  });
});

describe('the currency of a new quote', () => {
  it('is CNY for a buyer writing in Chinese, wherever they ship', () => {
    expect(defaultQuoteCurrency({ language: 'zh', country: 'DE' })).toBe('CNY');
  });
  it('is CNY for a delivery address in China, in any language', () => {
    expect(defaultQuoteCurrency({ language: 'en', country: 'CN' })).toBe('CNY');
    expect(defaultQuoteCurrency({ language: 'en', country: 'cn' })).toBe('CNY');
  });
  it('is USD otherwise, and without an address', () => {
    expect(defaultQuoteCurrency({ language: 'en', country: 'DE' })).toBe('USD');
    expect(defaultQuoteCurrency({ language: 'en', country: null })).toBe('USD');
  });
});

describe('a line’s price in the quote currency', () => {
  it('is the list price in that currency when the product has one', () => {
    expect(defaultUnitPrice({ price: 12.8, foreignprice: 1.8 }, 'CNY', '7.18')).toEqual({ unitPrice: 12.8, source: 'list' });
    expect(defaultUnitPrice({ price: 12.8, foreignprice: 1.8 }, 'USD', null)).toEqual({ unitPrice: 1.8, source: 'list' });
  });
  it('is converted at the owner’s rate, exactly, to four decimals when it has none', () => {
    expect(rateMillionths('7.18')).toBe(7_180_000n);
    expect(defaultUnitPrice({ price: 0, foreignprice: 0.875 }, 'CNY', '7.18')).toEqual({ unitPrice: 6.2825, source: 'rate' });
    // ¥12.80 / 7.18 = 1.78272… → 1.7827
    expect(convertPrice(12.8, 'USD', '7.180000')).toBe(1.7827);
    // ¥1 / 7.3 = 0.136986… → 0.137 (half-up at the fourth decimal)
    expect(convertPrice(1, 'USD', '7.3')).toBe(0.137);
  });
  it('converts a catalogue price to the cent, rounding once: $1.85 at 7.18 is ¥13.28, ¥12.80 is $1.78', () => {
    // 1.85 × 7.18 = 13.283 → 13.28; 12.80 / 7.18 = 1.78272… → 1.78; 1.25 × 1.004 = 1.255 → 1.26 (half-up)
    expect(convertPrice(1.85, 'CNY', '7.180000', 2)).toBe(13.28);
    expect(convertPrice(12.8, 'USD', '7.18', 2)).toBe(1.78);
    expect(convertPrice(1.25, 'CNY', '1.004', 2)).toBe(1.26);
  });
  it('has none when there is no rate to convert with (staff type it)', () => {
    expect(defaultUnitPrice({ price: 0, foreignprice: 0.875 }, 'CNY', null)).toEqual({ unitPrice: null, source: 'none' });
  });
});

describe('quote warnings', () => {
  const line = { quantity: 600, moq: 500, leadTimeDays: 30 };
  it('warns of a quantity below the quoted MOQ, naming both', () => {
    expect(quoteWarnings({ lines: [line, { ...line, quantity: 300 }], validUntil: '2030-01-01' }, '2026-12-05')).toEqual([{ code: 'belowMoq', line: 1, quantity: 300, moq: 500 }]);
  });
  it('warns of a missing lead time (0 or empty) and a validity date in the past', () => {
    expect(
      quoteWarnings(
        {
          lines: [
            { ...line, leadTimeDays: 0 },
            { ...line, leadTimeDays: Number.NaN },
          ],
          validUntil: '2026-12-04',
        },
        '2026-12-05',
      ),
    ).toEqual([
      { code: 'noLeadTime', line: 0 },
      { code: 'noLeadTime', line: 1 },
      { code: 'validityPassed', validUntil: '2026-12-04' },
    ]);
  });
  it('has nothing to say about a quote at or above MOQ, with lead times, valid today', () => {
    expect(quoteWarnings({ lines: [line, { ...line, quantity: 500 }], validUntil: '2026-12-05' }, '2026-12-05')).toEqual([]);
  });
});
