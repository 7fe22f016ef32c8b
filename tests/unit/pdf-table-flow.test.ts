import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { bottomOf, drawTable } from '@/server/exports/pdf-draw';

// The page flow both PDF tables (the buyer's sheet, the quotation) draw through: a row is never
// split over two pages, and a page the table continues on starts with the header row again.

const HEADER = 20;

async function layout(rowHeights: number[], top = 40) {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 40, left: 40, right: 40, bottom: 66 }, bufferPages: true });
  const drawn: string[] = [];
  const header = (y: number) => {
    drawn.push(`header p${doc.bufferedPageRange().count} y${y}`);
    return y + HEADER;
  };
  const end = await drawTable(doc, rowHeights, top, header, (height, i) => ({
    height,
    draw: (y) => {
      expect(y + height).toBeLessThanOrEqual(bottomOf(doc));
      drawn.push(`row${i} p${doc.bufferedPageRange().count} y${y}`);
    },
  }));
  doc.end();
  return { drawn, end };
}

describe('drawTable', () => {
  it('draws the header, then each row under the one before, and answers the y under the last row', async () => {
    const { drawn, end } = await layout([30, 50, 10], 100);
    expect(drawn).toEqual(['header p1 y100', 'row0 p1 y120', 'row1 p1 y150', 'row2 p1 y200']);
    expect(end).toBe(210);
  });

  it('moves a row that does not fit to a new page, under the header again', async () => {
    // A4 is 841.89 pt high; less the 66 pt bottom margin, rows may reach 775.89.
    const { drawn, end } = await layout([300, 300, 300]);
    expect(drawn).toEqual(['header p1 y40', 'row0 p1 y60', 'row1 p1 y360', 'header p2 y40', 'row2 p2 y60']);
    expect(end).toBe(360);
  });

  it('draws only the header for a table without rows', async () => {
    const { drawn, end } = await layout([]);
    expect(drawn).toEqual(['header p1 y40']);
    expect(end).toBe(60);
  });
});
