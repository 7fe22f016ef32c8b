import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS, type ExportLang } from '@/server/exports/labels';
import { renderPdf } from '@/server/exports/pdf-sheet';
import { priceNote, priceNoteParts } from '@/server/exports/price-notes';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import type { ExportSheet, SheetLine } from '@/server/exports/sheet-data';
import { pdfText } from '../support/pdf-text';

// How a line's price basis prints (ADR 0054): one text in the Excel column, and in the PDF under
// the product name, either whole or a part a line — an inquiry number or a date never split at
// its hyphens (the name column is too narrow for a kept quote's note on one line).

const ORDER_NO = 'LT-20261205-7KQ2MX';
const breaks: AppliedPrice = { fromQty: 500, toQty: 999, publicPrice: 1.1, source: 'breaks', quote: null };
const own: AppliedPrice = { fromQty: 500, toQty: null, publicPrice: 1.1, source: 'customer-list', quote: null };
// validTo is exclusive: the last day is 2027-01-05 in Shanghai.
const quoted: AppliedPrice = { fromQty: 48, toQty: null, publicPrice: 3.5, source: 'customer-list', quote: { orderNo: ORDER_NO, validTo: '2027-01-05T16:00:00.000Z' } };

function sheetOf(lang: ExportLang, notes: AppliedPrice[]): ExportSheet {
  const lines = notes.map<SheetLine>((applied, i) => ({
    code: `PL-${i}`,
    name: lang === 'en' ? 'Red paper lantern' : '红色纸灯笼',
    quantity: 500,
    moq: 100,
    belowMoq: false,
    unitPrice: 0.99,
    priceNote: priceNoteParts(applied, lang),
    lineTotal: 495,
    cartons: 5,
    volumeM3: 0.1,
    grossKg: 10,
    picture: '',
  }));
  return {
    kind: 'cart',
    lang,
    currency: lang === 'en' ? 'USD' : 'CNY',
    title: EXPORT_LABELS[lang].cartTitle,
    fileName: 'cart-20261205',
    date: new Date('2026-12-05T08:00:00Z'),
    buyer: { nick: 'Ben', company: 'Party House Ltd', email: 'ben@partyhouse.co.uk' },
    supplier: { siteName: 'Lantern Gifts', company: 'Yiwu Lantern Gifts Co., Ltd.', address: '', tel: '', email: '' },
    address: [],
    message: '',
    lines,
    totals: { quantity: 500 * lines.length, amount: 495 * lines.length, cartons: 5, volumeM3: 0.1, grossKg: 10 },
    containers: [],
  };
}

describe('price notes', () => {
  it('reads as one text in each language', () => {
    expect(priceNote(breaks, 'en')).toBe('500–999 pcs price');
    expect(priceNote(own, 'en')).toBe('Your price (list $1.10)');
    expect(priceNote(quoted, 'en')).toBe(`Quoted price, ${ORDER_NO}, until 2027-01-05`);
    expect(priceNote(breaks, 'zh')).toBe('500–999件价格');
    expect(priceNote(own, 'zh')).toBe('专属价（公开价 ¥1.10）');
    expect(priceNote(quoted, 'zh')).toBe(`报价 ${ORDER_NO} 价格，有效至 2027-01-05`);
    expect(priceNote(null, 'en')).toBe('');
  });

  it.each(['en', 'zh'] as const)('prints each note under the name in the %s PDF, the inquiry number and the date whole', async (lang) => {
    const lines = pdfText(await renderPdf(sheetOf(lang, [breaks, own, quoted]), new Map())).split('\n');
    expect(lines).toContain(priceNote(breaks, lang));
    expect(lines).toContain(priceNote(own, lang));
    // Too long for the name column on one line: it breaks between its parts only.
    for (const part of priceNoteParts(quoted, lang)) expect(lines).toContain(part);
    expect(lines.some((l) => l.includes(ORDER_NO))).toBe(true);
  });
});
