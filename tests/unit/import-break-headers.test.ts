import { describe, expect, it } from 'vitest';
import { breakHeader, breakOfHeader } from '@/server/catalog-import/break-columns';
import { suggestField } from '@/server/catalog-import/header-words';
import { suggestedMapping } from '@/server/catalog-import/mapping-memory';

// Quantity-break columns as factories head them (ADR 0055): the quantity and, when named, the
// currency come from the header; a number without a quantity mark is no break.

describe('a break column’s quantity and currency, read from its header', () => {
  it.each([
    ['500+ pcs', 500, null],
    ['500-999pcs', 500, null],
    ['≥1000 PCS USD', 1000, 'USD'],
    ['MOQ 500 price', 500, null],
    ['FOB price 1000pcs', 1000, 'USD'],
    ['Price(1,000+)', 1000, null],
    ['500个以上单价', 500, null],
    ['1000件以上 人民币', 1000, 'CNY'],
    ['单价(≥2000)', 2000, null],
    ['单价（≥２０００）', 2000, null],
    ['US$ 3k+', 3000, 'USD'],
    ['¥ 5,000 pcs & up', 5000, 'CNY'],
  ])('%s → from %d, %s', (header, minQty, currency) => {
    expect(breakOfHeader(header)).toEqual({ minQty, currency });
  });

  it.each(['2027春季新品报价单', 'MOQ(PCS)', 'QTY/CTN', '48 pcs/ctn', 'Unit Price (USD)', '箱长(cm)', 'Price 1+', '单价(元)'])('%s is not a break column', (header) => {
    expect(breakOfHeader(header)).toBeNull();
  });

  it('reads the template’s and the export’s own headers back in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      expect(breakOfHeader(breakHeader('USD', 500, lang))).toEqual({ minQty: 500, currency: 'USD' });
      expect(breakOfHeader(breakHeader('CNY', 12_000, lang))).toEqual({ minQty: 12_000, currency: 'CNY' });
    }
  });
});

describe('suggestions for break columns', () => {
  it('prefers a break to the MOQ or the list price when the header names a quantity', () => {
    expect(suggestField('MOQ 500 price')).toBe('priceBreakUsd');
    expect(suggestField('单价(≥2000)')).toBe('priceBreakCny');
    expect(suggestField('MOQ(PCS)')).toBe('moq');
    expect(suggestField('单价(元)')).toBe('price');
  });

  it('gives a break without a currency the currency of the sheet’s one price column', () => {
    expect(suggestedMapping(['Item No.', 'Unit Price (USD)', '500个以上单价', '1000件以上 人民币'])).toEqual([
      { column: 1, field: 'code' },
      { column: 2, field: 'foreignprice' },
      { column: 3, field: 'priceBreakUsd', minQty: 500 },
      { column: 4, field: 'priceBreakCny', minQty: 1000 },
    ]);
    // The values' own currency sign wins over the sheet's price column.
    const rows = [{ row: 2, cells: ['GM-1', '$5.20', '¥35.5', '4,95'] }];
    expect(suggestedMapping(['Item No.', 'Unit Price (USD)', '500个以上单价', '500+ pcs'], rows).slice(2)).toEqual([
      { column: 3, field: 'priceBreakCny', minQty: 500 },
      { column: 4, field: 'priceBreakUsd', minQty: 500 },
    ]);
    // Both prices (or neither): the header's language decides, as for a price header.
    expect(suggestedMapping(['货号', '单价(元)', 'USD', '500个以上单价', '500+ pcs'])).toEqual([
      { column: 1, field: 'code' },
      { column: 2, field: 'price' },
      { column: 3, field: 'foreignprice' },
      { column: 4, field: 'priceBreakCny', minQty: 500 },
      { column: 5, field: 'priceBreakUsd', minQty: 500 },
    ]);
  });
});
