import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS, type ExportLang } from '@/server/exports/labels';
import { renderPdf } from '@/server/exports/pdf-sheet';
import { priceNote, priceNoteParts } from '@/server/exports/price-notes';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import type { UnitRef } from '@/lib/unit-quantity';
import type { ExportSheet, SheetLine } from '@/server/exports/sheet-data';
import { pdfText } from '../support/pdf-text';

// How a line's price basis prints (ADR 0054): one text in the Excel column, and in the PDF under
// the product name, either whole or a part a line — an inquiry number or a date never split at
// its hyphens (the name column is too narrow for a kept quote's note on one line). A break's range
// counts in the product's unit of sale, pieces when the line kept none.

const ORDER_NO = 'LT-20261205-7KQ2MX';
const breaks: AppliedPrice = { fromQty: 500, toQty: 999, publicPrice: 1.1, source: 'breaks', quote: null };
const own: AppliedPrice = { fromQty: 500, toQty: null, publicPrice: 1.1, source: 'customer-list', quote: null };
// validTo is exclusive: the last day is 2027-01-05 in Shanghai.
const quoted: AppliedPrice = { fromQty: 48, toQty: null, publicPrice: 3.5, source: 'customer-list', quote: { orderNo: ORDER_NO, validTo: '2027-01-05T16:00:00.000Z' } };
const PIECE: Record<ExportLang, UnitRef> = { en: { code: 'PC', name: 'piece' }, zh: { code: 'PC', name: '个' } };

function sheetOf(lang: ExportLang, notes: AppliedPrice[]): ExportSheet {
  const lines = notes.map<SheetLine>((applied, i) => ({
    code: `PL-${i}`,
    name: lang === 'en' ? 'Red paper lantern' : '红色纸灯笼',
    quantity: 500,
    moq: 100,
    belowMoq: false,
    unitPrice: 0.99,
    priceNote: priceNoteParts(applied, lang, PIECE[lang]),
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
    expect(priceNote(breaks, 'en', PIECE.en)).toBe('500–999 pcs price');
    expect(priceNote(own, 'en', PIECE.en)).toBe('Your price (list $1.10)');
    expect(priceNote(quoted, 'en', PIECE.en)).toBe(`Quoted price, ${ORDER_NO}, until 2027-01-05`);
    expect(priceNote(breaks, 'zh', PIECE.zh)).toBe('500–999个价格');
    expect(priceNote(own, 'zh', PIECE.zh)).toBe('专属价（公开价 ¥1.10）');
    expect(priceNote(quoted, 'zh', PIECE.zh)).toBe(`报价 ${ORDER_NO} 价格，有效至 2027-01-05`);
    expect(priceNote(null, 'en', PIECE.en)).toBe('');
  });

  // [what, unit in English, unit in Chinese, 100–499 in English, 500+ in English, 100–499 in Chinese, 500+ in Chinese]
  const UNITS: [string, UnitRef, UnitRef, string, string, string, string][] = [
    ['pieces', { code: 'PC', name: 'piece' }, { code: 'PC', name: '个' }, '100–499 pcs price', '500+ pcs price', '100–499个价格', '500个以上价格'],
    ['sets', { code: 'SET', name: 'set' }, { code: 'SET', name: '套' }, '100–499 sets price', '500+ sets price', '100–499套价格', '500套以上价格'],
    ['dozens', { code: 'DOZ', name: 'dozen' }, { code: 'DOZ', name: '打' }, '100–499 dozen price', '500+ dozen price', '100–499打价格', '500打以上价格'],
    [
      'a unit of the supplier’s own list, by its name',
      { code: 'ROLL', name: 'roll' },
      { code: 'ROLL', name: '卷' },
      '100–499 roll price',
      '500+ roll price',
      '100–499卷价格',
      '500卷以上价格',
    ],
    ['pieces for a line that kept no unit', { code: '', name: '' }, { code: '', name: '' }, '100–499 pcs price', '500+ pcs price', '100–499个价格', '500个以上价格'],
  ];
  const closed: AppliedPrice = { fromQty: 100, toQty: 499, publicPrice: 1.1, source: 'breaks', quote: null };
  const open: AppliedPrice = { fromQty: 500, toQty: null, publicPrice: 1.1, source: 'breaks', quote: null };

  it.each(UNITS)('counts a break’s range in %s, in English and Chinese', (_what, en, zh, enClosed, enOpen, zhClosed, zhOpen) => {
    expect(priceNote(closed, 'en', en)).toBe(enClosed);
    expect(priceNote(open, 'en', en)).toBe(enOpen);
    expect(priceNote(closed, 'zh', zh)).toBe(zhClosed);
    expect(priceNote(open, 'zh', zh)).toBe(zhOpen);
  });

  it.each(['en', 'zh'] as const)('prints each note under the name in the %s PDF, the inquiry number and the date whole', async (lang) => {
    const lines = pdfText(await renderPdf(sheetOf(lang, [breaks, own, quoted]), new Map())).split('\n');
    expect(lines).toContain(priceNote(breaks, lang, PIECE[lang]));
    expect(lines).toContain(priceNote(own, lang, PIECE[lang]));
    // Too long for the name column on one line: it breaks between its parts only.
    for (const part of priceNoteParts(quoted, lang, PIECE[lang])) expect(lines).toContain(part);
    expect(lines.some((l) => l.includes(ORDER_NO))).toBe(true);
  });
});
