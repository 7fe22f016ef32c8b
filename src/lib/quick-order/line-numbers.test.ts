import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entriesOfRows, parseQuickOrderText, rowsOfText, textOfRows, type ParsedOrder } from '@/lib/quick-order/parse-lines';
import { readXlsxRows } from '@/lib/quick-order/xlsx-rows';

// Quick order names each line the way the buyer finds it again in their own sheet: by the sheet's
// row number (an .xlsx or .csv), or by the pasted line's number — blank, title and header rows
// counted, never skipped in the numbering.

const numbered = (parsed: ParsedOrder) => {
  if (parsed.kind !== 'ok') throw new Error(`expected entries, got ${parsed.kind}`);
  return parsed.entries.map(({ code, lines, quantities, problem }) => ({ code, lines, quantities, problem }));
};

/** A Ningbo trading company's order sheet: a title row, the buyer, a header on row 3, a blank row 6. */
async function factorySheet(): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('订单');
  sheet.addRow(['宁波恒达贸易有限公司 采购订单 PO-2026-118']);
  sheet.addRow(['客户：Grace Imports', '', '2026-12-05']);
  sheet.addRow(['货号', '品名', '数量（件）']);
  sheet.addRow(['LT25-00005', '木质圆球挂件 8厘米', 300]);
  sheet.addRow(['LT26-00006', '玻璃花盆 10厘米', 600]);
  sheet.addRow([]);
  sheet.addRow(['LT26-00009', '玻璃花瓶 15厘米', 120]);
  sheet.addRow(['lt25-00005', '木质圆球挂件（补单）', 60]);
  sheet.addRow(['LT99-99999', '样品', '一箱']);
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}

const EXPECTED = [
  { code: 'LT25-00005', lines: [4, 8], quantities: [300, 60], problem: null },
  { code: 'LT26-00006', lines: [5], quantities: [600], problem: null },
  { code: 'LT26-00009', lines: [7], quantities: [120], problem: null },
  { code: 'LT99-99999', lines: [9], quantities: [null], problem: 'quantity' },
];

describe('quick order line numbers', () => {
  it('names each line of an .xlsx by its sheet row, past a title row, a header and a blank row', async () => {
    const rows = await readXlsxRows(await factorySheet());
    expect(rows[5]).toEqual([]);
    expect(numbered(entriesOfRows(rows))).toEqual(EXPECTED);
  });

  it('keeps the row numbers when the sheet goes through the paste box (the upload is shown as text)', async () => {
    const text = textOfRows(await readXlsxRows(await factorySheet()));
    expect(text.split('\n')[5]).toBe('');
    expect(numbered(parseQuickOrderText(text))).toEqual(EXPECTED);
  });

  it('names each line of a .csv by its file line: a title line, a header, a blank line, Windows line ends', () => {
    const csv = '\uFEFFHarbour Gifts GmbH – order 118,,\r\nItem no.,Description,Qty\r\nLT25-00005,"Wooden bauble, 8 cm",300\r\n,,\r\n\r\nLT26-00009,Glass vase,120\r\n';
    expect(numbered(entriesOfRows(rowsOfText(csv)))).toEqual([
      { code: 'LT25-00005', lines: [3], quantities: [300], problem: null },
      { code: 'LT26-00009', lines: [6], quantities: [120], problem: null },
    ]);
  });

  it('names pasted lines by their line number, blank lines counted, a header on line 1', () => {
    expect(numbered(parseQuickOrderText('货号\t数量\nLT25-00005\t300\n\n\nLT26-00006\t600\nNOPE-1 abc'))).toEqual([
      { code: 'LT25-00005', lines: [2], quantities: [300], problem: null },
      { code: 'LT26-00006', lines: [5], quantities: [600], problem: null },
      { code: 'NOPE-1', lines: [6], quantities: [null], problem: 'quantity' },
    ]);
  });

  it('takes a first line without a header for an order line, and never a data line for a title', () => {
    // A code alone (ordered at its MOQ) above a header-looking line stays an order line.
    expect(numbered(parseQuickOrderText('LT25-00005 300\nItem no. Qty\nLT26-00006 600')).map((entry) => entry.code)).toEqual(['LT25-00005', 'Item', 'LT26-00006']);
  });
});
