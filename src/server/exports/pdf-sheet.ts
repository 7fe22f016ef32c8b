import PDFDocument from 'pdfkit';
import { EXPORT_LABELS } from './labels';
import { CJK_FONT_NAME, MissingPdfFontError, cjkFont, fitsStandardFont } from './pdf-font';
import { drawLineTable, drawTotalsRow } from './pdf-table';
import { roomFor } from './pdf-draw';
import { pdfBytes } from './pdf-bytes';
import { sheetDate, type ExportSheet } from './sheet-data';
import { formatKg, sheetTexts } from './sheet-format';
import type { SheetPictures } from './sheet-pictures';

// The PDF of an inquiry or the cart (beyond the spec): the supplier's letterhead, the
// title and date, the buyer (and for an inquiry the delivery address and message), the lines
// with pictures, the totals and container fill, and on every page a footer with the supplier's
// contact and the page number. A4 portrait.

type Doc = PDFKit.PDFDocument;
const INK = '#1f1f24';
const MUTED = '#666666';
const BRAND = '#c8102e';
const MARGIN = 36;
/** The footer lives in the bottom margin: MARGIN + this. */
const FOOTER_SPACE = 24;

/** The font that can write the whole sheet: the CJK font, else Helvetica for Latin-1-only English. */
function chooseFont(doc: Doc, sheet: ExportSheet): void {
  const cjk = cjkFont();
  if (cjk) {
    doc.registerFont('body', cjk.bytes, cjk.postscriptName);
    doc.font('body');
    return;
  }
  if (sheet.lang === 'zh' || !fitsStandardFont(sheetTexts(sheet))) throw new MissingPdfFontError(CJK_FONT_NAME);
  doc.font('Helvetica');
}

function drawLetterhead(doc: Doc, sheet: ExportSheet): number {
  const { supplier } = sheet;
  const t = EXPORT_LABELS[sheet.lang];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  doc
    .fillColor(BRAND)
    .fontSize(16)
    .text(supplier.siteName || supplier.company, left, top, { width: width * 0.6 });
  doc.fillColor(MUTED).fontSize(8);
  for (const line of [supplier.company, supplier.address, contactLine(sheet)]) if (line) doc.text(line, { width: width * 0.6 });
  const leftEnd = doc.y;
  doc
    .fillColor(INK)
    .fontSize(14)
    .text(sheet.title, left + width * 0.6, top, { width: width * 0.4, align: 'right' });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(t.field(t.date, sheetDate(sheet.date)), { width: width * 0.4, align: 'right' });
  return Math.max(leftEnd, doc.y) + 12;
}

function contactLine(sheet: ExportSheet): string {
  const { supplier } = sheet;
  const t = EXPORT_LABELS[sheet.lang];
  return [supplier.tel && t.field(t.tel, supplier.tel), supplier.email && t.field(t.email, supplier.email)].filter(Boolean).join('   ');
}

function drawBuyer(doc: Doc, sheet: ExportSheet, top: number): number {
  const t = EXPORT_LABELS[sheet.lang];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(INK).fontSize(9).text(t.field(t.buyer, sheet.buyer.nick), left, top, { width });
  if (sheet.buyer.company) doc.text(t.field(t.company, sheet.buyer.company), { width });
  doc.text(t.field(t.email, sheet.buyer.email), { width });
  if (sheet.kind === 'order') {
    if (sheet.address.length > 0) doc.text(t.field(t.address, sheet.address.join('; ')), { width });
    if (sheet.message.trim()) doc.text(t.field(t.message, sheet.message.trim()), { width });
  }
  return doc.y + 10;
}

function drawSummary(doc: Doc, sheet: ExportSheet, top: number): void {
  const t = EXPORT_LABELS[sheet.lang];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const lines: [text: string, indent: number][] = [
    [t.field(t.grossWeight, `${formatKg(sheet.totals.grossKg)} ${t.kg}`), 0],
    [t.field(t.containers, '').trimEnd(), 0],
    ...sheet.containers.map((c): [string, number] => [t.fill(c), 12]),
    ...(sheet.lines.some((l) => l.belowMoq) ? [[t.belowMoqNote, 0] as [string, number]] : []),
  ];
  doc.fillColor(INK).fontSize(9);
  const height = lines.reduce((sum, [line, indent]) => sum + doc.heightOfString(line, { width: width - indent }), 0);
  doc.y = roomFor(doc, top, height);
  for (const [line, indent] of lines) doc.text(line, left + indent, doc.y, { width: width - indent });
}

/** Supplier contact and page number at the foot of every page (written after the content). */
function drawFooters(doc: Doc, sheet: ExportSheet): void {
  const t = EXPORT_LABELS[sheet.lang];
  const { start, count } = doc.bufferedPageRange();
  const contact = [sheet.supplier.company, contactLine(sheet)].filter(Boolean).join('   ');
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = doc.page.margins.bottom;
    const y = doc.page.height - MARGIN - 10;
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).fontSize(7);
    doc.text(contact, left, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(t.page(i - start + 1, count), left + width - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The sheet as PDF bytes; MissingPdfFontError when its text needs a CJK font that is not installed. */
export async function renderPdf(sheet: ExportSheet, pictures: SheetPictures): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    lang: sheet.lang === 'zh' ? 'zh-CN' : 'en',
    info: { Title: sheet.title, Author: sheet.supplier.siteName || sheet.supplier.company, Subject: sheet.fileName },
  });
  const bytes = pdfBytes(doc);
  try {
    chooseFont(doc, sheet);
    let y = drawLetterhead(doc, sheet);
    y = drawBuyer(doc, sheet, y);
    y = await drawLineTable(doc, sheet, pictures, y);
    y = drawTotalsRow(doc, sheet, y);
    drawSummary(doc, sheet, y + 10);
    drawFooters(doc, sheet);
  } finally {
    // end() subsets and embeds the CJK font and writes the buffered pages in one synchronous
    // call (~50-100 ms for 200 Chinese lines) that pdfkit offers no way to split; the render
    // queue bounds how many of these can stall the loop back to back.
    doc.end();
  }
  return bytes;
}
