import PDFDocument from 'pdfkit';
import { formatCount } from '@/lib/locale-fields';
import { formatCents, formatTotal, formatUnitPrice } from '@/lib/quote-money';
import { CJK_FONT_NAME, MissingPdfFontError, cjkBoldFont, cjkFont, fitsStandardFont } from './pdf-font';
import { quoteDocTexts, type QuoteDocument } from './quote-document';
import { QUOTE_LABELS, labelled, type QuoteLabels } from './quote-labels';
import { pdfBytes } from './pdf-bytes';
import { drawCells, drawTable, horizontalRule, pdfColumns, roomFor, tallestCell } from './pdf-draw';
import { sheetDate } from './sheet-data';
import type { SheetPicture } from './sheet-pictures';

// The quotation (mailed when a quote is sent) and the proforma invoice (the buyer's
// download once accepted) as one A4 layout: letterhead and document box, buyer and ship-to,
// the priced lines with the total, the terms, for the proforma the bank account, and a footer
// with the supplier's contact and page numbers on every page.

type Doc = PDFKit.PDFDocument;
const INK = '#1f1f24';
const MUTED = '#6b6b73';
const RULE = '#d9d9de';
const BRAND = '#c8102e';
const HEAD_FILL = '#2b2b33';
const ZEBRA = '#f6f6f8';
const PANEL = '#f4f4f6';
const MARGIN = 40;
const FOOTER_SPACE = 26;
const PAD = 4;

type ColumnKey = keyof QuoteLabels['columns'];
// A4 portrait between 40 pt margins: 515 pt.
const COLUMNS = pdfColumns<ColumnKey>(
  { no: 24, picture: 40, code: 62, name: 121, quantity: 48, moq: 42, leadTime: 46, unitPrice: 64, amount: 68 },
  { left: ['code', 'name'], center: ['no', 'picture'] },
);
const TABLE_WIDTH = COLUMNS.reduce((sum, c) => sum + c.width, 0);

interface Fonts {
  regular: string;
  bold: string;
}

/** The CJK font (and its bold when installed), else Helvetica for a Latin-1-only English document. */
function chooseFonts(doc: Doc, quote: QuoteDocument): Fonts {
  const cjk = cjkFont();
  if (cjk) {
    doc.registerFont('body', cjk.bytes, cjk.postscriptName);
    const bold = cjkBoldFont();
    if (bold) doc.registerFont('bold', bold.bytes, bold.postscriptName);
    return { regular: 'body', bold: bold ? 'bold' : 'body' };
  }
  if (quote.lang === 'zh' || !fitsStandardFont(quoteDocTexts(quote))) throw new MissingPdfFontError(CJK_FONT_NAME);
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The longest item number a code column widens for; a longer one wraps (codes are up to 100 characters). */
const CODE_WIDTH_MAX = 130;
const NAME_WIDTH_MIN = 90;
/** A line's product picture: importers match the offer to the product by eye. */
const PICTURE = 32;

/**
 * The table's columns for these lines: the item-number column as wide as the widest code in the
 * body font (an item number split over two lines reads as two numbers), taken from the name column.
 */
function columnsFor(doc: Doc, quote: QuoteDocument, fonts: Fonts): typeof COLUMNS {
  doc.font(fonts.regular).fontSize(8.5);
  const widest = Math.max(0, ...quote.lines.map((line) => doc.widthOfString(line.code)));
  const base = COLUMNS.find((c) => c.key === 'code')!.width;
  const name = COLUMNS.find((c) => c.key === 'name')!.width;
  const extra = Math.min(Math.max(0, Math.ceil(widest + 2 * PAD + 2) - base), CODE_WIDTH_MAX - base, name - NAME_WIDTH_MIN);
  return COLUMNS.map((c) => (c.key === 'code' ? { ...c, width: c.width + extra } : c.key === 'name' ? { ...c, width: c.width - extra } : c));
}

class QuoteLayout {
  readonly t: QuoteLabels;
  readonly columns: typeof COLUMNS;
  constructor(
    readonly doc: Doc,
    readonly quote: QuoteDocument,
    readonly fonts: Fonts,
    readonly pictures: readonly (SheetPicture | null)[] = [],
  ) {
    this.t = QUOTE_LABELS[quote.lang];
    this.columns = columnsFor(doc, quote, fonts);
  }

  private contact(): string {
    const { supplier } = this.quote;
    return [supplier.tel && labelled(this.quote.lang, this.t.tel, supplier.tel), supplier.email && labelled(this.quote.lang, this.t.email, supplier.email)]
      .filter(Boolean)
      .join('    ');
  }

  /** Supplier on the left, the document's title and key facts on the right; answers where the rule goes. */
  letterhead(): number {
    const { doc, quote, t, fonts } = this;
    const x = left(doc);
    const top = doc.page.margins.top;
    const leftWidth = contentWidth(doc) * 0.56;
    const rightX = x + contentWidth(doc) * 0.58;
    const rightWidth = contentWidth(doc) * 0.42;
    doc
      .font(fonts.bold)
      .fillColor(BRAND)
      .fontSize(17)
      .text(quote.supplier.name || quote.supplier.company, x, top, { width: leftWidth });
    doc.font(fonts.regular).fillColor(MUTED).fontSize(8.5);
    doc.moveDown(0.2);
    for (const line of [quote.supplier.name ? quote.supplier.company : '', quote.supplier.address, this.contact()]) if (line) doc.text(line, { width: leftWidth });
    const leftEnd = doc.y;

    doc
      .font(fonts.bold)
      .fillColor(INK)
      .fontSize(quote.lang === 'zh' ? 20 : 17)
      .text(t.title[quote.kind], rightX, top, { width: rightWidth, align: 'right', characterSpacing: quote.lang === 'zh' ? 0 : 1 });
    let y = doc.y + 6;
    const facts: [string, string][] = [
      [t.number[quote.kind], quote.number],
      [t.inquiryNo, quote.orderNo],
      [t.version, `v${quote.version}`],
      [t.date, sheetDate(quote.date)],
      ...(quote.kind === 'quote' ? [[t.validUntil, quote.validUntil] as [string, string]] : []),
    ];
    doc.fontSize(8.5);
    for (const [label, value] of facts) {
      doc
        .font(fonts.regular)
        .fillColor(MUTED)
        .text(label, rightX, y, { width: rightWidth * 0.45 });
      doc
        .font(fonts.bold)
        .fillColor(INK)
        .text(value, rightX + rightWidth * 0.45, y, { width: rightWidth * 0.55, align: 'right' });
      y = doc.y + 2;
    }
    const bottom = Math.max(leftEnd, y) + 10;
    horizontalRule(doc, x, x + contentWidth(doc), bottom, 1.5, BRAND);
    return bottom + 12;
  }

  private heading(text: string, x: number, y: number, width: number): void {
    this.doc
      .font(this.fonts.bold)
      .fillColor(MUTED)
      .fontSize(8)
      .text(text.toUpperCase(), x, y, { width, characterSpacing: this.quote.lang === 'zh' ? 0 : 0.6 });
  }

  /** Buyer (name, company, email) beside the ship-to address. */
  parties(top: number): number {
    const { doc, quote, t, fonts } = this;
    const x = left(doc);
    const half = contentWidth(doc) / 2;
    this.heading(t.buyer, x, top, half - 12);
    doc
      .font(fonts.bold)
      .fillColor(INK)
      .fontSize(10)
      .text(quote.buyer.company || quote.buyer.nick, x, doc.y + 3, { width: half - 12 });
    doc.font(fonts.regular).fontSize(9);
    for (const line of [quote.buyer.company ? quote.buyer.nick : '', quote.buyer.email]) if (line) doc.text(line, { width: half - 12 });
    const buyerEnd = doc.y;
    let shipEnd = top;
    if (quote.buyer.address.length > 0) {
      this.heading(t.shipTo, x + half, top, half);
      doc
        .font(fonts.regular)
        .fillColor(INK)
        .fontSize(9)
        .text(quote.buyer.address.join('\n'), x + half, doc.y + 3, { width: half });
      shipEnd = doc.y;
    }
    return Math.max(buyerEnd, shipEnd) + 16;
  }

  private cells(texts: Record<ColumnKey, string>, y: number, color: string): void {
    this.doc.fillColor(color);
    drawCells(this.doc, this.columns, texts, left(this.doc), y + PAD + 1, PAD);
  }

  private rowHeight(texts: Record<ColumnKey, string>, minimum: number): number {
    return Math.max(minimum, tallestCell(this.doc, this.columns, texts, PAD) + 2 * PAD + 2);
  }

  /** The header row; leaves the body font set for the rows under it. */
  private tableHeader(y: number): number {
    const { doc, t, quote, fonts } = this;
    const texts = { ...t.columns, unitPrice: `${t.columns.unitPrice} (${quote.currency})`, amount: `${t.columns.amount} (${quote.currency})` };
    doc.font(fonts.bold).fontSize(8);
    const height = this.rowHeight(texts, 20);
    doc.rect(left(doc), y, TABLE_WIDTH, height).fill(HEAD_FILL);
    this.cells(texts, y, '#ffffff');
    doc.font(fonts.regular).fontSize(8.5);
    return y + height;
  }

  /** The priced lines, zebra-striped; the header repeats on a new page. */
  async lines(top: number): Promise<number> {
    const { doc, quote, t } = this;
    const end = await drawTable(
      doc,
      quote.lines,
      top,
      (y) => this.tableHeader(y),
      (line, i) => {
        const texts: Record<ColumnKey, string> = {
          no: String(i + 1),
          picture: '',
          code: line.code,
          name: line.name,
          quantity: formatCount(line.quantity, this.quote.lang),
          moq: formatCount(line.moq, this.quote.lang),
          leadTime: t.days(line.leadTimeDays),
          unitPrice: formatUnitPrice(line.unitPrice),
          amount: formatCents(line.amountCents),
        };
        const picture = this.pictures[i] ?? null;
        const height = this.rowHeight(texts, picture ? PICTURE + 2 * PAD : 20);
        const draw = (y: number) => {
          if (i % 2 === 1) doc.rect(left(doc), y, TABLE_WIDTH, height).fill(ZEBRA);
          this.cells(texts, y, INK);
          if (picture) this.picture(picture, y, height);
          horizontalRule(doc, left(doc), left(doc) + TABLE_WIDTH, y + height, 0.5, RULE);
        };
        return { height, draw };
      },
    );
    return this.total(end);
  }

  /** The line's picture, centred in its cell. */
  private picture(picture: SheetPicture, y: number, height: number): void {
    const column = this.columns.findIndex((c) => c.key === 'picture');
    const x = left(this.doc) + this.columns.slice(0, column).reduce((sum, c) => sum + c.width, 0);
    const width = this.columns[column]!.width;
    this.doc.image(picture.bytes, x + (width - PICTURE) / 2, y + (height - PICTURE) / 2, { fit: [PICTURE, PICTURE], align: 'center', valign: 'center' });
  }

  private total(top: number): number {
    const { doc, quote, t, fonts } = this;
    const y = roomFor(doc, top, 28);
    const x = left(doc);
    const labelWidth = TABLE_WIDTH - 170;
    horizontalRule(doc, x, x + TABLE_WIDTH, y + 2, 1, INK);
    doc.font(fonts.bold).fillColor(INK).fontSize(10);
    doc.text(t.total, x + labelWidth, y + 8, { width: 70, align: 'left' });
    doc.text(formatTotal(quote.currency, quote.totalCents), x + labelWidth + 70, y + 8, { width: 100 - PAD, align: 'right' });
    return doc.y + 16;
  }

  /** Label/value rows of a block; a new page first when the block would not fit. */
  private pairs(title: string, rows: [string, string][], top: number, panel: boolean): number {
    const { doc, fonts } = this;
    const x = left(doc);
    const width = contentWidth(doc);
    const labelWidth = 110;
    const inset = panel ? 10 : 0;
    doc.font(fonts.regular).fontSize(9);
    const body = rows.reduce((sum, [, value]) => sum + doc.heightOfString(value, { width: width - labelWidth - 2 * inset }) + 3, 0);
    const height = body + 14 + 2 * inset;
    const y = roomFor(doc, top, height);
    if (panel) doc.roundedRect(x, y, width, height, 3).fillAndStroke(PANEL, RULE);
    this.heading(title, x + inset, y + inset, width - 2 * inset);
    let rowY = doc.y + 4;
    for (const [label, value] of rows) {
      doc
        .font(fonts.regular)
        .fillColor(MUTED)
        .fontSize(9)
        .text(label, x + inset, rowY, { width: labelWidth - 6 });
      doc
        .font(fonts.regular)
        .fillColor(INK)
        .text(value, x + inset + labelWidth, rowY, { width: width - labelWidth - 2 * inset });
      rowY = doc.y + 3;
    }
    return Math.max(rowY, y + height) + 12;
  }

  terms(top: number): number {
    const { quote, t } = this;
    const rows: [string, string][] = [
      [t.incoterm, [quote.incoterm, quote.port].filter(Boolean).join(' ')],
      ...(quote.paymentTerms ? [[t.payment, quote.paymentTerms] as [string, string]] : []),
      [t.validUntil, quote.validUntil],
      ...(quote.note ? [[t.note, quote.note] as [string, string]] : []),
    ];
    return this.pairs(t.terms, rows, top, false);
  }

  bank(top: number): number {
    const { quote, t } = this;
    const bank = quote.supplier.bank;
    if (quote.kind !== 'proforma' || !bank) return top;
    const rows: [string, string][] = (
      [
        [t.accountName, bank.accountName || quote.supplier.company],
        [t.accountNo, bank.accountNo],
        [t.bankName, bank.name],
        [t.bankAddress, bank.address],
        [t.swift, bank.swift],
      ] as [string, string][]
    ).filter(([, value]) => value);
    const y = this.pairs(t.bank, rows, top, true);
    this.doc
      .font(this.fonts.regular)
      .fillColor(INK)
      .fontSize(9)
      .text(t.reference(quote.number), left(this.doc), y - 6, { width: contentWidth(this.doc) });
    return this.doc.y + 12;
  }

  closing(top: number): void {
    const { doc, quote, t, fonts } = this;
    const text = t.closing[quote.kind];
    doc.font(fonts.regular).fontSize(8.5);
    const y = roomFor(doc, top, doc.heightOfString(text, { width: contentWidth(doc) }));
    doc.fillColor(MUTED).text(text, left(doc), y, { width: contentWidth(doc) });
  }

  /** Contact and page number at the foot of every page (written last, when the page count is known). */
  footers(): void {
    const { doc, quote, t, fonts } = this;
    const { start, count: pages } = doc.bufferedPageRange();
    const contact = [quote.supplier.company || quote.supplier.name, this.contact()].filter(Boolean).join('    ');
    for (let i = start; i < start + pages; i++) {
      doc.switchToPage(i);
      const x = left(doc);
      const width = contentWidth(doc);
      const bottom = doc.page.margins.bottom;
      const y = doc.page.height - MARGIN - 8;
      // Writing inside the bottom margin would make pdfkit start a new page.
      doc.page.margins.bottom = 0;
      horizontalRule(doc, x, x + width, y - 6, 0.5, RULE);
      doc.font(fonts.regular).fillColor(MUTED).fontSize(7);
      doc.text(contact, x, y, { width: width - 90, lineBreak: false, ellipsis: true });
      doc.text(t.page(i - start + 1, pages), x + width - 90, y, { width: 90, align: 'right', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
  }
}

/**
 * The quotation or proforma as PDF bytes, with each line's picture where it has one (by line
 * index); MissingPdfFontError when its text needs a CJK font that is not installed.
 */
export async function drawQuotePdf(quote: QuoteDocument, pictures: readonly (SheetPicture | null)[] = []): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    lang: quote.lang === 'zh' ? 'zh-CN' : 'en',
    info: { Title: `${QUOTE_LABELS[quote.lang].title[quote.kind]} ${quote.number}`, Author: quote.supplier.company || quote.supplier.name, Subject: quote.number },
  });
  const bytes = pdfBytes(doc);
  try {
    const layout = new QuoteLayout(doc, quote, chooseFonts(doc, quote), pictures);
    let y = layout.letterhead();
    y = layout.parties(y);
    y = await layout.lines(y);
    y = layout.terms(y);
    y = layout.bank(y);
    layout.closing(y);
    layout.footers();
  } finally {
    // As in pdf-sheet.ts: end() subsets the font in one synchronous call; the render queue bounds how many run at once.
    doc.end();
  }
  return bytes;
}
