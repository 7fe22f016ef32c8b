// Drawing steps the two PDF layouts share: the buyer's sheet (pdf-sheet.ts, pdf-table.ts) and the
// quotation / proforma (pdf-quote.ts).

import { breather } from './render-queue';

type Doc = PDFKit.PDFDocument;

/** A table column: which text of a row it shows, how wide, how aligned. */
export interface PdfColumn<K extends string> {
  key: K;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** A table's columns from left to right: their widths in points; figures align right unless named left or centre. */
export function pdfColumns<K extends string>(widths: Record<K, number>, aligned: { left?: K[]; center?: K[] }): PdfColumn<K>[] {
  return (Object.entries(widths) as [K, number][]).map(([key, width]) => ({
    key,
    width,
    align: aligned.left?.includes(key) ? 'left' : aligned.center?.includes(key) ? 'center' : 'right',
  }));
}

/** The lowest y flowing text may reach: the bottom margin holds the footer, so text never runs into it. */
export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** `y` when `height` more fits on this page, else the top of a new page. */
export function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= bottomOf(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** A horizontal line from `x1` to `x2` at `y`. */
export function horizontalRule(doc: Doc, x1: number, x2: number, y: number, width: number, color: string): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

/** The height of the tallest cell text, each wrapped to its column less `pad` on both sides. */
export function tallestCell<K extends string>(doc: Doc, columns: readonly PdfColumn<K>[], texts: Record<K, string>, pad: number): number {
  return Math.max(...columns.map((c) => (texts[c.key] ? doc.heightOfString(texts[c.key], { width: c.width - 2 * pad }) : 0)));
}

/** Writes each non-empty cell in its column, the first column at `x`; answers the x after the last column. */
export function drawCells<K extends string>(doc: Doc, columns: readonly PdfColumn<K>[], texts: Record<K, string>, x: number, y: number, pad: number): number {
  let cellX = x;
  for (const column of columns) {
    const text = texts[column.key];
    if (text) doc.text(text, cellX + pad, y, { width: column.width - 2 * pad, align: column.align });
    cellX += column.width;
  }
  return cellX;
}

/** One row of a table: its height (measured before it is placed) and how to draw it at a y. */
export interface PdfTableRow {
  height: number;
  draw(y: number): void;
}

/**
 * Draws a table from `top`: the header row, then each row of `items`; a row that does not fit
 * goes to a new page, under the header again. Answers the y under the last row. pdfkit draws
 * synchronously, but only this code touches `doc`, so it pauses between rows: a 200-line table
 * is ~100-300 ms of layout, given back to the event loop in slices of a few ms.
 */
export async function drawTable<T>(doc: Doc, items: readonly T[], top: number, header: (y: number) => number, row: (item: T, index: number) => PdfTableRow): Promise<number> {
  const breathe = breather();
  let y = header(top);
  for (const [index, item] of items.entries()) {
    await breathe();
    const { height, draw } = row(item, index);
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = header(doc.page.margins.top);
    }
    draw(y);
    y += height;
  }
  return y;
}
