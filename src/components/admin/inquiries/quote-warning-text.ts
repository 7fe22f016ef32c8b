import type { QuoteWarning } from '@/lib/quote-warnings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One warning as the editor and the send step write it. */
export function warningText(t: Translate, warning: QuoteWarning): string {
  switch (warning.code) {
    case 'belowMoq':
      return t('quoteMoney.belowMoq', { quantity: warning.quantity, moq: warning.moq });
    case 'noLeadTime':
      return t('quoteMoney.noLeadTime');
    case 'validityPassed':
      return t('quoteMoney.validityPassed', { date: warning.validUntil });
  }
}

/** The warning with the line's item code in front (the send step lists the whole quote's). */
export function warningLine(t: Translate, warning: QuoteWarning, codes: readonly string[]): string {
  const text = warningText(t, warning);
  return 'line' in warning ? `${codes[warning.line] ?? `#${warning.line + 1}`}: ${text}` : text;
}
