// Drawing steps the two PDF layouts share: the buyer's sheet (pdf-sheet.ts, pdf-table.ts) and the
// quotation / proforma (pdf-quote.ts).

type Doc = PDFKit.PDFDocument;

/** A table column: which text of a row it shows, how wide, how aligned. */
export interface PdfColumn<K extends string> {
  key: K;
  width: number;
  align: 'left' | 'right' | 'center';
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
