import ExcelJS from 'exceljs';
import { EXPORT_LABELS } from './labels';
import { joinNote } from './price-notes';
import { sheetDate, type ExportSheet } from './sheet-data';
import { COUNT_NUMFMT, M3_NUMFMT, MONEY_NUMFMT, formatKg } from './sheet-format';
import { breather } from './render-queue';
import type { SheetPictures } from './sheet-pictures';

// The Excel sheet of an inquiry or the cart: the same blocks and columns as the PDF, pictures
// embedded in column A, quantities and money as numbers with formats (a colleague can sum them),
// money in the language's currency.

type Row = ExcelJS.Row;
const BRAND = 'FFC8102E';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
const LINE_ROW_PT = 48;
const PICTURE_PX = 56;
const COLUMN_WIDTHS = [11, 16, 42, 10, 10, 13, 15, 10, 11, 34];

function labelled(sheet: ExcelJS.Worksheet, label: string, value: string): Row {
  const row = sheet.addRow([label, value]);
  row.getCell(1).font = { bold: true };
  return row;
}

function addParties(ws: ExcelJS.Worksheet, data: ExportSheet): void {
  const t = EXPORT_LABELS[data.lang];
  const { supplier, buyer } = data;
  const name = ws.addRow([supplier.siteName || supplier.company]);
  name.font = { bold: true, size: 14, color: { argb: BRAND } };
  for (const line of [supplier.company, supplier.address]) if (line) ws.addRow([line]);
  if (supplier.tel) labelled(ws, t.tel, supplier.tel);
  if (supplier.email) labelled(ws, t.email, supplier.email);
  ws.addRow([]);
  ws.addRow([data.title]).font = { bold: true, size: 14 };
  labelled(ws, t.date, sheetDate(data.date));
  labelled(ws, t.buyer, buyer.nick);
  if (buyer.company) labelled(ws, t.company, buyer.company);
  labelled(ws, t.email, buyer.email);
  if (data.kind === 'order') {
    if (data.address.length > 0) labelled(ws, t.address, data.address.join('; '));
    if (data.message.trim()) labelled(ws, t.message, data.message.trim()).getCell(2).alignment = { wrapText: true, vertical: 'top' };
  }
  ws.addRow([]);
}

/** One row per line; pauses between rows (base64 pictures and row styles are synchronous work). */
async function addLines(workbook: ExcelJS.Workbook, ws: ExcelJS.Worksheet, data: ExportSheet, pictures: SheetPictures): Promise<void> {
  const breathe = breather();
  const c = EXPORT_LABELS[data.lang].columns;
  // The price basis column only when a line has one: a sheet of list prices reads as before.
  const noted = data.lines.some((l) => l.priceNote.length > 0);
  const header = ws.addRow([
    c.picture,
    c.code,
    c.name,
    c.quantity,
    c.moq,
    c.unitPrice,
    c.lineTotal,
    c.cartons,
    c.volume,
    ...(noted ? [EXPORT_LABELS[data.lang].priceNoteColumn] : []),
  ]);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  ws.views = [{ state: 'frozen', ySplit: header.number }];
  for (const line of data.lines) {
    await breathe();
    const row = ws.addRow([
      null,
      line.code,
      line.name,
      line.quantity,
      line.moq,
      line.unitPrice,
      line.lineTotal,
      line.cartons,
      line.volumeM3,
      ...(line.priceNote.length > 0 ? [joinNote(line.priceNote, data.lang)] : []),
    ]);
    row.height = LINE_ROW_PT;
    row.alignment = { vertical: 'middle' };
    row.getCell(3).alignment = { vertical: 'middle', wrapText: true };
    if (line.belowMoq) row.getCell(4).font = { color: { argb: BRAND } };
    const picture = pictures.get(line.picture);
    if (picture) {
      const scale = PICTURE_PX / Math.max(picture.width, picture.height);
      const imageId = workbook.addImage({ base64: `data:image/jpeg;base64,${picture.bytes.toString('base64')}`, extension: 'jpeg' });
      ws.addImage(imageId, {
        tl: { col: 0.1, row: row.number - 1 + 0.1 },
        ext: { width: Math.round(picture.width * scale), height: Math.round(picture.height * scale) },
        editAs: 'oneCell',
      });
    }
  }
}

function addTotals(ws: ExcelJS.Worksheet, data: ExportSheet): void {
  const t = EXPORT_LABELS[data.lang];
  const { totals } = data;
  const row = ws.addRow([null, null, t.total, totals.quantity, null, null, totals.amount, totals.cartons, totals.volumeM3]);
  row.font = { bold: true };
  row.getCell(7).numFmt = MONEY_NUMFMT[data.lang];
  ws.addRow([]);
  labelled(ws, t.grossWeight, `${formatKg(totals.grossKg)} ${t.kg}`);
  const fills = data.containers.map(t.fill);
  fills.forEach((fill, i) => labelled(ws, i === 0 ? t.containers : '', fill));
  if (data.lines.some((l) => l.belowMoq)) ws.addRow([t.belowMoqNote]);
}

/** The sheet as .xlsx bytes. */
export async function renderXlsx(data: ExportSheet, pictures: SheetPictures): Promise<Buffer> {
  const t = EXPORT_LABELS[data.lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = data.supplier.siteName || data.supplier.company;
  workbook.created = data.date;
  workbook.title = data.title;
  const ws = workbook.addWorksheet(data.kind === 'order' ? t.inquirySheet : t.cartSheet, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = COLUMN_WIDTHS.map((width, i) => ({
    width,
    style: i === 3 || i === 4 || i === 7 ? { numFmt: COUNT_NUMFMT } : i === 5 || i === 6 ? { numFmt: MONEY_NUMFMT[data.lang] } : i === 8 ? { numFmt: M3_NUMFMT } : {},
  }));
  addParties(ws, data);
  await addLines(workbook, ws, data, pictures);
  addTotals(ws, data);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
