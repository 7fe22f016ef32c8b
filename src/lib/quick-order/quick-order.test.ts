import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entriesOfRows, entryQuantity, parseQuickOrderText, rowsOfText, textOfRows, type ParsedOrder } from '@/lib/quick-order/parse-lines';
import { QUICK_ORDER_LINE_LIMIT } from '@/lib/quick-order/quick-order-limits';
import { readXlsxRows, SheetReadError } from '@/lib/quick-order/xlsx-rows';

// Quick order: what a buyer pastes or uploads, read into one entry per item code.

const ok = (parsed: ParsedOrder) => {
  if (parsed.kind !== 'ok') throw new Error(`expected entries, got ${parsed.kind}`);
  return parsed.entries.map(({ code, quantities, problem }) => ({ code, quantities, problem }));
};

describe('parseQuickOrderText', () => {
  it('reads `code qty`, tab-separated cells copied from Excel, `code,qty` and `code;qty`', () => {
    expect(ok(parseQuickOrderText('LT26-00417 240\nLT25-00012\t120\nLT24-00300,48\nLT26-00001;6'))).toEqual([
      { code: 'LT26-00417', quantities: [240], problem: null },
      { code: 'LT25-00012', quantities: [120], problem: null },
      { code: 'LT24-00300', quantities: [48], problem: null },
      { code: 'LT26-00001', quantities: [6], problem: null },
    ]);
  });

  it('takes a code without a quantity as "the MOQ", and skips blank lines and Windows line ends (counting them)', () => {
    const parsed = parseQuickOrderText('\r\nLT26-00417\r\n\r\n  LT25-00012   36  \r\n');
    expect(ok(parsed)).toEqual([
      { code: 'LT26-00417', quantities: [null], problem: null },
      { code: 'LT25-00012', quantities: [36], problem: null },
    ]);
    expect(parsed.kind === 'ok' && parsed.lineCount).toBe(2);
    expect(parsed.kind === 'ok' && parsed.entries.map((entry) => entry.lines)).toEqual([[2], [4]]);
  });

  it('joins a code named on several lines, in any case, into one entry', () => {
    const parsed = parseQuickOrderText('LT26-00417 240\nlt26-00417 60\nLT26-00417');
    expect(ok(parsed)).toEqual([{ code: 'LT26-00417', quantities: [240, 60, null], problem: null }]);
    if (parsed.kind === 'ok') {
      expect(parsed.entries[0]!.lines).toEqual([1, 2, 3]);
      expect(entryQuantity(parsed.entries[0]!, 48)).toBe(348);
    }
  });

  it('reads full-width commas, spaces and digits typed on a Chinese keyboard', () => {
    expect(ok(parseQuickOrderText('LT26-00417，２４０\nLT25-00012\u3000120'))).toEqual([
      { code: 'LT26-00417', quantities: [240], problem: null },
      { code: 'LT25-00012', quantities: [120], problem: null },
    ]);
  });

  it('skips a header row such as `Item no.,Quantity` or `货号\t数量`', () => {
    expect(ok(parseQuickOrderText('Item no.,Quantity\nLT26-00417,240'))).toEqual([{ code: 'LT26-00417', quantities: [240], problem: null }]);
    expect(ok(parseQuickOrderText('货号\t数量\nLT26-00417\t240'))).toEqual([{ code: 'LT26-00417', quantities: [240], problem: null }]);
  });

  it('finds the quantity past a name column, and reads quoted CSV cells and thousands separators', () => {
    expect(ok(parseQuickOrderText('"LT26-00417","Star lantern, warm white",240\nLT25-00012\tGlass bauble\t1,200'))).toEqual([
      { code: 'LT26-00417', quantities: [240], problem: null },
      { code: 'LT25-00012', quantities: [1200], problem: null },
    ]);
  });

  it('marks a line whose quantity is not a whole number from 1 to 100,000, or whose code is too long', () => {
    expect(ok(parseQuickOrderText(`LT26-00417 abc\nLT26-00418 0\nLT26-00419 2.5\nLT26-00420 100001\n${'X'.repeat(41)} 5`))).toEqual([
      { code: 'LT26-00417', quantities: [null], problem: 'quantity' },
      { code: 'LT26-00418', quantities: [null], problem: 'quantity' },
      { code: 'LT26-00419', quantities: [null], problem: 'quantity' },
      { code: 'LT26-00420', quantities: [null], problem: 'quantity' },
      { code: 'X'.repeat(41), quantities: [null], problem: 'code' },
    ]);
  });

  it(`takes ${QUICK_ORDER_LINE_LIMIT} lines and refuses more as a whole, saying how many`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `LT26-${String(i).padStart(5, '0')} 12`).join('\n');
    expect(parseQuickOrderText(lines(QUICK_ORDER_LINE_LIMIT)).kind).toBe('ok');
    expect(parseQuickOrderText(lines(QUICK_ORDER_LINE_LIMIT + 1))).toEqual({ kind: 'tooMany', lineCount: QUICK_ORDER_LINE_LIMIT + 1 });
    expect(parseQuickOrderText(` \n\n`)).toEqual({ kind: 'empty' });
  });

  it('turns sheet rows into paste-box text that reads back the same, blank rows as blank lines', () => {
    const rows = [['Code', 'Qty'], ['LT26-00417', '', '240'], [], ['LT25-00012', '12'], []];
    expect(textOfRows(rows)).toBe('Code\tQty\nLT26-00417\t240\n\nLT25-00012\t12');
    expect(entriesOfRows(rowsOfText(textOfRows(rows)))).toEqual(entriesOfRows(rows));
  });
});

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Order'), book);
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}

/** A minimal zip holding `parts`, deflated or stored, as a hand-made .xlsx would be. */
function zipOf(parts: Record<string, string>, method: 0 | 8 = 8): ArrayBuffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text);
    const data = method === 8 ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    // A local header and its central directory record carry the same fields; the central record
    // has them 2 bytes further on (after its "version made by").
    const header = (size: number, signature: number, at: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(method, at);
      bytes.writeUInt32LE(data.length, at + 10);
      bytes.writeUInt32LE(raw.length, at + 14);
      bytes.writeUInt16LE(nameBytes.length, at + 18);
      return bytes;
    };
    const local = header(30, 0x04034b50, 8);
    const central = header(46, 0x02014b50, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end])).buffer;
}

describe('readXlsxRows', () => {
  it('reads the first sheet of a workbook Excel-style: shared strings, numbers, gaps between cells', async () => {
    const data = await workbook((sheet, book) => {
      sheet.addRow(['Item no.', 'Name', 'Quantity']);
      sheet.addRow(['LT26-00417', 'Star lantern & "bow" <gold>', 240]);
      sheet.addRow(['LT25-00012', null, 1200]);
      sheet.addRow([]);
      sheet.getCell('A6').value = 'LT24-00300';
      sheet.getCell('D6').value = 48;
      book.addWorksheet('Notes').addRow(['ignored']);
    });
    expect(await readXlsxRows(data)).toEqual([
      ['Item no.', 'Name', 'Quantity'],
      ['LT26-00417', 'Star lantern & "bow" <gold>', '240'],
      ['LT25-00012', '', '1200'],
      [],
      [],
      ['LT24-00300', '', '', '48'],
    ]);
  });

  it('reads inline strings, formula results and rich text, and Chinese text', async () => {
    const data = await workbook((sheet) => {
      sheet.addRow([{ richText: [{ text: 'LT26-' }, { text: '00417', font: { bold: true } }] }, { formula: '200+40', result: 240 }]);
      sheet.addRow(['圣诞灯笼', '货号']);
    });
    expect(await readXlsxRows(data)).toEqual([
      ['LT26-00417', '240'],
      ['圣诞灯笼', '货号'],
    ]);
  });

  it('reads a hand-made workbook with stored parts, inline strings and an empty row element', async () => {
    const sheet =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"/><row r="2"><c r="A2" t="inlineStr"><is><t>LT26-00417</t></is></c><c r="B2"><v>2.4E+2</v></c></row>' +
      '</sheetData></worksheet>';
    for (const method of [0, 8] as const) expect(await readXlsxRows(zipOf({ 'xl/worksheets/sheet1.xml': sheet }, method))).toEqual([[], ['LT26-00417', '240']]);
  });

  it('keeps entity names it does not know, prototype keys included, as written', async () => {
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&constructor;&toString;&__proto__;&amp;&#65;</t></is></c></row></sheetData></worksheet>';
    expect(await readXlsxRows(zipOf({ 'xl/worksheets/sheet1.xml': sheet }))).toEqual([['&constructor;&toString;&__proto__;&A']]);
  });

  it('refuses what is not a workbook, and a part that unpacks past the limit', async () => {
    await expect(readXlsxRows(new TextEncoder().encode('LT26-00417,240').buffer)).rejects.toThrow(SheetReadError);
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': `<sheetData>${' '.repeat(20 * 1024 * 1024)}</sheetData>` });
    expect(bomb.byteLength).toBeLessThan(100_000);
    await expect(readXlsxRows(bomb)).rejects.toMatchObject({ reason: 'tooLarge' });
  });
});
