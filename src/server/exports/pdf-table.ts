import { EXPORT_LABELS } from './labels';
import type { ExportSheet, SheetLine } from './sheet-data';
import { formatCount, formatM3, formatMoney } from './sheet-format';
import type { SheetPictures } from './sheet-pictures';
import { drawCells, drawTable, horizontalRule, pdfColumns, roomFor, tallestCell, type PdfColumn } from './pdf-draw';

// The lines of the PDF: picture, item no., name, quantity, MOQ, unit price, amount, cartons, m³.
// Rows grow with long names; the header row repeats on every page.

type Doc = PDFKit.PDFDocument;
type Column = PdfColumn<keyof typeof EXPORT_LABELS.en.columns>;

// A4 portrait between 36 pt margins: 523 pt.
const COLUMNS = pdfColumns<Column['key']>(
  { picture: 40, code: 64, name: 139, quantity: 40, moq: 38, unitPrice: 56, lineTotal: 64, cartons: 38, volume: 44 },
  { left: ['code', 'name'], center: ['picture'] },
);
const PAD = 3;
const PICTURE = 34;
const FONT_SIZE = 8;

function cellTexts(line: SheetLine, sheet: ExportSheet): Record<Column['key'], string> {
  return {
    picture: '',
    code: line.code,
    // How the unit price was set, under the name (the price column is too narrow for it).
    name: line.priceNote ? `${line.name}\n${line.priceNote}` : line.name,
    quantity: `${formatCount(line.quantity, sheet.lang)}${line.belowMoq ? '*' : ''}`,
    moq: formatCount(line.moq, sheet.lang),
    unitPrice: formatMoney(line.unitPrice, sheet.lang),
    lineTotal: formatMoney(line.lineTotal, sheet.lang),
    cartons: formatCount(line.cartons, sheet.lang),
    volume: formatM3(line.volumeM3),
  };
}

function drawRow(doc: Doc, y: number, texts: Record<Column['key'], string>, height: number) {
  const end = drawCells(doc, COLUMNS, texts, doc.page.margins.left, y + PAD, PAD);
  horizontalRule(doc, doc.page.margins.left, end, y + height, 0.5, '#dddddd');
}

function rowHeight(doc: Doc, texts: Record<Column['key'], string>, minimum: number): number {
  return Math.max(minimum, tallestCell(doc, COLUMNS, texts, PAD) + 2 * PAD);
}

function drawHeader(doc: Doc, sheet: ExportSheet, y: number): number {
  const labels = EXPORT_LABELS[sheet.lang].columns;
  const texts = Object.fromEntries(COLUMNS.map((c) => [c.key, labels[c.key]])) as Record<Column['key'], string>;
  const height = rowHeight(doc, texts, 16);
  const width = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  doc.rect(doc.page.margins.left, y, width, height).fill('#f2f2f2');
  doc.fillColor('#1f1f24');
  drawRow(doc, y, texts, height);
  return y + height;
}

/** Draws the line table from `y`; answers where it ends (on the last page it reached). */
export function drawLineTable(doc: Doc, sheet: ExportSheet, pictures: SheetPictures, top: number): Promise<number> {
  doc.fontSize(FONT_SIZE).fillColor('#1f1f24');
  return drawTable(
    doc,
    sheet.lines,
    top,
    (y) => drawHeader(doc, sheet, y),
    (line) => {
      const texts = cellTexts(line, sheet);
      const height = rowHeight(doc, texts, PICTURE + 2 * PAD);
      const draw = (y: number) => {
        const picture = pictures.get(line.picture);
        if (picture) {
          const x = doc.page.margins.left + (COLUMNS[0]!.width - PICTURE) / 2;
          doc.image(picture.bytes, x, y + PAD, { fit: [PICTURE, PICTURE], align: 'center', valign: 'center' });
        }
        drawRow(doc, y, texts, height);
      };
      return { height, draw };
    },
  );
}

/** The totals row under the table: quantity, amount, cartons and m³ in their columns. */
export function drawTotalsRow(doc: Doc, sheet: ExportSheet, y: number): number {
  const t = sheet.totals;
  const texts: Record<Column['key'], string> = {
    picture: '',
    code: '',
    name: EXPORT_LABELS[sheet.lang].total,
    quantity: formatCount(t.quantity, sheet.lang),
    moq: '',
    unitPrice: '',
    lineTotal: formatMoney(t.amount, sheet.lang),
    cartons: formatCount(t.cartons, sheet.lang),
    volume: formatM3(t.volumeM3),
  };
  const height = rowHeight(doc, texts, 16);
  const top = roomFor(doc, y, height);
  doc.fontSize(FONT_SIZE).fillColor('#1f1f24');
  drawRow(doc, top, texts, height);
  return top + height;
}
