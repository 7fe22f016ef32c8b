// Warnings, not refusals (ADR 0038): what a salesperson should look at twice before a quote goes
// out. The editor shows them beside the line and the send button asks once; the server answers
// the same list with every version, from this one function. A product has no cost or floor price
// in the catalogue, so there is no "below cost" warning.

export type QuoteWarning =
  { code: 'belowMoq'; line: number; quantity: number; moq: number } | { code: 'noLeadTime'; line: number } | { code: 'validityPassed'; validUntil: string };

export interface WarnedQuote {
  lines: readonly { quantity: number; moq: number; leadTimeDays: number }[];
  validUntil: string;
}

/** The quote's warnings, line by line, then the validity; `today` is the UTC day (YYYY-MM-DD). */
export function quoteWarnings(quote: WarnedQuote, today: string): QuoteWarning[] {
  const warnings: QuoteWarning[] = [];
  quote.lines.forEach((line, index) => {
    if (Number.isFinite(line.quantity) && Number.isFinite(line.moq) && line.quantity < line.moq)
      warnings.push({ code: 'belowMoq', line: index, quantity: line.quantity, moq: line.moq });
    // An empty lead time (NaN in the editor) is missing as much as 0 days.
    if (!(line.leadTimeDays > 0)) warnings.push({ code: 'noLeadTime', line: index });
  });
  if (quote.validUntil && quote.validUntil < today) warnings.push({ code: 'validityPassed', validUntil: quote.validUntil });
  return warnings;
}
