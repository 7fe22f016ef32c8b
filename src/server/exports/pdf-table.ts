import { EXPORT_LABELS, type ExportLang } from './labels';
import { joinNote } from './price-notes';
import type { ExportSheet, SheetLine } from './sheet-data';
import { formatCount, formatM3, formatMoney } from './sheet-format';
import type { SheetPictures } from './sheet-pictures';
import { drawCells, drawTable, horizontalRule, pdfColumns, roomFor, tallestCell, type PdfColumn } from './pdf-draw';

// The lines of the PDF: picture, item no., name, quantity, MOQ, unit price, amount, cartons, m³.
// Rows grow with long names; the header row repeats on every page. How a unit price was set (the
// price column is too narrow for it) goes under the name, smaller and grey: on one line when it
// fits, else one part per line, so an inquiry number or a date is never split at its hyphens.

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
const NOTE_SIZE = 7;
const INK = '#1f1f24';
const MUTED = '#666666';
const NAME = COLUMNS.find((c) => c.key === 'name')!;
const NAME_X = COLUMNS.slice(0, COLUMNS.indexOf(NAME)).reduce((sum, c) => sum + c.width, 0);
const NAME_WIDTH = NAME.width - 2 * PAD;

function cellTexts(line: SheetLine, sheet: ExportSheet): Record<Column['key'], string> {
  return {
    picture: '',
    code: line.code,
    name: line.name,
    quantity: `${formatCount(line.quantity, sheet.lang)}${line.belowMoq ? '*' : ''}`,
    moq: formatCount(line.moq, sheet.lang),
    unitPrice: formatMoney(line.unitPrice, sheet.lang),
    lineTotal: formatMoney(line.lineTotal, sheet.lang),
    cartons: formatCount(line.cartons, sheet.lang),
    volume: formatM3(line.volumeM3),
  };
}

/** The price note's lines: the whole note when it fits the name column, else a part a line ('' for none). */
function noteText(doc: Doc, parts: readonly string[], lang: ExportLang): string {
  if (parts.length === 0) return '';
  doc.fontSize(NOTE_SIZE);
  const whole = joinNote(parts, lang);
  const text = doc.widthOfString(whole) <= NAME_WIDTH ? whole : parts.join('\n');
  doc.fontSize(FONT_SIZE);
  return text;
}

/** The height of the note under the name (0 for none). */
function noteHeight(doc: Doc, note: string): number {
  if (!note) return 0;
  doc.fontSize(NOTE_SIZE);
  const height = doc.heightOfString(note, { width: NAME_WIDTH }) + 1;
  doc.fontSize(FONT_SIZE);
  return height;
}

function drawRow(doc: Doc, y: number, texts: Record<Column['key'], string>, height: number, note = '') {
  const left = doc.page.margins.left;
  const end = drawCells(doc, COLUMNS, texts, left, y + PAD, PAD);
  if (note) {
    const below = y + PAD + doc.heightOfString(texts.name, { width: NAME_WIDTH }) + 1;
    doc
      .fontSize(NOTE_SIZE)
      .fillColor(MUTED)
      .text(note, left + NAME_X + PAD, below, { width: NAME_WIDTH });
    doc.fontSize(FONT_SIZE).fillColor(INK);
  }
  horizontalRule(doc, left, end, y + height, 0.5, '#dddddd');
}

function rowHeight(doc: Doc, texts: Record<Column['key'], string>, minimum: number, note = ''): number {
  const named = note ? doc.heightOfString(texts.name, { width: NAME_WIDTH }) + noteHeight(doc, note) : 0;
  return Math.max(minimum, Math.max(tallestCell(doc, COLUMNS, texts, PAD), named) + 2 * PAD);
}

function drawHeader(doc: Doc, sheet: ExportSheet, y: number): number {
  const labels = EXPORT_LABELS[sheet.lang].columns;
  const texts = Object.fromEntries(COLUMNS.map((c) => [c.key, labels[c.key]])) as Record<Column['key'], string>;
  const height = rowHeight(doc, texts, 16);
  const width = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  doc.rect(doc.page.margins.left, y, width, height).fill('#f2f2f2');
  doc.fillColor(INK);
  drawRow(doc, y, texts, height);
  return y + height;
}

/** Draws the line table from `y`; answers where it ends (on the last page it reached). */
export function drawLineTable(doc: Doc, sheet: ExportSheet, pictures: SheetPictures, top: number): Promise<number> {
  doc.fontSize(FONT_SIZE).fillColor(INK);
  return drawTable(
    doc,
    sheet.lines,
    top,
    (y) => drawHeader(doc, sheet, y),
    (line) => {
      const texts = cellTexts(line, sheet);
      const note = noteText(doc, line.priceNote, sheet.lang);
      const height = rowHeight(doc, texts, PICTURE + 2 * PAD, note);
      const draw = (y: number) => {
        const picture = pictures.get(line.picture);
        if (picture) {
          const x = doc.page.margins.left + (COLUMNS[0]!.width - PICTURE) / 2;
          doc.image(picture.bytes, x, y + PAD, { fit: [PICTURE, PICTURE], align: 'center', valign: 'center' });
        }
        drawRow(doc, y, texts, height, note);
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
  doc.fontSize(FONT_SIZE).fillColor(INK);
  drawRow(doc, top, texts, height);
  return top + height;
}
