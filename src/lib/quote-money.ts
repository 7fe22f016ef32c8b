// Money in quotes (ADR 0038), one rule for the editor, the PDF, the mail and the buyer's view:
// a unit price has at most four decimals (the PDF prints 2–4), a line's amount is unit price ×
// quantity rounded half-up to the cent (USD and CNY alike, as the PDF prints it), and the total is
// the sum of the rounded lines. Arithmetic runs on integers (BigInt), never on float sums.

/** Decimals a unit price may carry (1.25, 0.875, 0.0125). */
export const UNIT_PRICE_DECIMALS = 4;
/** Decimals of a line amount and a total: cents / fen. */
export const AMOUNT_DECIMALS = 2;

const UNIT_SCALE = 10n ** BigInt(UNIT_PRICE_DECIMALS);
const AMOUNT_SCALE = 10n ** BigInt(AMOUNT_DECIMALS);

/** Whether a number is written with at most `decimals` decimals (12.8 yes, 0.12345 not for 4). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A unit price in ten-thousandths, exact: 12.8 → 128000n (the float's representation error is rounded away). */
export function unitPriceUnits(unitPrice: number): bigint {
  return BigInt(Math.round(unitPrice * Number(UNIT_SCALE)));
}

/** Half-up division of non-negative integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** unit price × quantity in cents, rounded half-up: 33.33 × 3 → 9999n, 0.875 × 3 → 263n. */
export function lineAmountCents(unitPrice: number, quantity: number): bigint {
  return divideHalfUp(unitPriceUnits(unitPrice) * BigInt(quantity), UNIT_SCALE / AMOUNT_SCALE);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Each line's amount and the total (the sum of the rounded lines), in cents. */
export function quoteAmounts(lines: readonly PricedLine[]): { lines: bigint[]; total: bigint } {
  const amounts = lines.map((line) =>
    Number.isFinite(line.unitPrice) && Number.isInteger(line.quantity) && line.quantity >= 0 ? lineAmountCents(line.unitPrice, line.quantity) : 0n,
  );
  return { lines: amounts, total: amounts.reduce((sum, cents) => sum + cents, 0n) };
}

/** Digits grouped by thousands with a comma: '1234567' → '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Cents as the PDF prints an amount: 1234567n → '12,345.67'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / AMOUNT_SCALE).toString();
  const fraction = (abs % AMOUNT_SCALE).toString().padStart(AMOUNT_DECIMALS, '0');
  return `${sign}${grouped(whole)}.${fraction}`;
}

/** A unit price as the PDF prints it: two to four decimals (1.25 → '1.25', 0.875 → '0.875', 1280 → '1,280.00'). */
export function formatUnitPrice(unitPrice: number): string {
  const units = unitPriceUnits(unitPrice);
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const whole = (abs / UNIT_SCALE).toString();
  let fraction = (abs % UNIT_SCALE).toString().padStart(UNIT_PRICE_DECIMALS, '0');
  while (fraction.length > AMOUNT_DECIMALS && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${grouped(whole)}.${fraction}`;
}

/** Cents as a JSON number (exact for any total below 90 trillion). */
export const centsToNumber = (cents: bigint) => Number(cents) / Number(AMOUNT_SCALE);

/** The text a quote's total reads in every document: 'CNY 7,680.00'. */
export const formatTotal = (currency: string, cents: bigint) => `${currency} ${formatCents(cents)}`;
