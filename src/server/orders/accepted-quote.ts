import { quoteAmounts } from '@/lib/quote-money';
import type { AcceptedQuoteDto } from '@/lib/validation/order';
import type { inquiryQuotes } from '@/server/db/schema';

// The accepted quote as the buyer's /order shows it, by the quotes' one money rule (ADR 0038):
// each line's amount rounded to the cent as the quotation prints it, the total the sum of those
// rounded amounts, in integer cents — written as decimal strings, never float sums.

type QuoteRow = typeof inquiryQuotes.$inferSelect;

const decimal = (cents: bigint) => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export function toAcceptedQuote(row: QuoteRow): AcceptedQuoteDto {
  const amounts = quoteAmounts(row.lines);
  return {
    version: row.version,
    currency: row.currency,
    total: decimal(amounts.total),
    lines: row.lines.map((l, i) => ({ orderLineId: l.orderLineId, code: l.code, unitPrice: l.unitPrice, quantity: l.quantity, amount: decimal(amounts.lines[i]!) })),
    incoterm: row.incoterm,
    port: row.port,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
  };
}
