// The money the cart page and the guest cart drawer show, in the visitor's currency (display
// prices are chosen by locale): a line is its price × quantity to the cent; a total adds the
// unrounded line amounts and rounds once.

/** A line as priced: the product's display price and the quantity asked. */
export interface PricedLine {
  displayPrice: number;
  addNum: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** One line's amount, to the cent. */
export const lineAmount = (displayPrice: number, addNum: number) => cents(displayPrice * addNum);

/** The total (to the cent) and the pieces of the chosen lines. */
export function linesSum(lines: readonly PricedLine[]): { total: number; pieces: number } {
  return {
    total: cents(lines.reduce((sum, line) => sum + line.displayPrice * line.addNum, 0)),
    pieces: lines.reduce((sum, line) => sum + line.addNum, 0),
  };
}
