import type { AcceptedQuoteDto } from '@/lib/validation/order';
import type { inquiryQuotes } from '@/server/db/schema';

// The accepted quote as the buyer's /order shows it: each line's amount rounded to the cent the
// way the quotation prints it, and the total as the sum of those rounded amounts, in integer
// cents (never a float sum).

type QuoteRow = typeof inquiryQuotes.$inferSelect;

const cents = (value: number) => Math.round(value * 100);
const decimal = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export function toAcceptedQuote(row: QuoteRow): AcceptedQuoteDto {
  const lines = row.lines.map((l) => ({ orderLineId: l.orderLineId, code: l.code, unitPrice: l.unitPrice, quantity: l.quantity, minor: cents(l.unitPrice) * l.quantity }));
  const total = lines.reduce((sum, l) => sum + l.minor, 0);
  return {
    version: row.version,
    currency: row.currency,
    total: decimal(total),
    lines: lines.map(({ minor, ...l }) => ({ ...l, amount: decimal(minor) })),
    incoterm: row.incoterm,
    port: row.port,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
  };
}
