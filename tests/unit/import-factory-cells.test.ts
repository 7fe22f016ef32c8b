import { describe, expect, it } from 'vitest';
import { cartonSize, flag, integer, lengthCm, money, weightKg } from '@/server/catalog-import/cell-values';
import { combinedHeaders, headerOfSheet } from '@/server/catalog-import/header-row';
import { suggestField } from '@/server/catalog-import/header-words';
import { rowMessage } from '@/server/catalog-import/row-messages';

// Cells and headers as factories write them, read by the catalogue import.

describe('carton size in one cell', () => {
  it.each([
    ['60*40*50cm', { l: 60, w: 40, h: 50 }],
    ['60x40x50', { l: 60, w: 40, h: 50 }],
    ['60×40×50 CM', { l: 60, w: 40, h: 50 }],
    ['L60 W40 H50', { l: 60, w: 40, h: 50 }],
    ['L60xW40xH50cm', { l: 60, w: 40, h: 50 }],
    ['60.5 X 40 X 35.5', { l: 60.5, w: 40, h: 35.5 }],
    ['600*400*500mm', { l: 60, w: 40, h: 50 }],
  ])('splits “%s” into length, width and height in cm', (cell, size) => {
    expect(cartonSize(cell)).toEqual({ ok: size });
  });

  it('refuses a size it cannot split, and an empty cell is no value', () => {
    expect(cartonSize('60*40')).toEqual({ error: 'cartonSize', arg: '60*40' });
    expect(cartonSize('big')).toMatchObject({ error: 'cartonSize' });
    expect(cartonSize('')).toBeNull();
  });
});

describe('weights, lengths and quantities with units', () => {
  it('reads weights in kg, KGS, grams and 公斤, and refuses pounds', () => {
    expect(weightKg('5.2kg')).toEqual({ ok: 5.2 });
    expect(weightKg('5.2 KGS')).toEqual({ ok: 5.2 });
    expect(weightKg('5200 g')).toEqual({ ok: 5.2 });
    expect(weightKg('5.2公斤')).toEqual({ ok: 5.2 });
    expect(weightKg(5.2)).toEqual({ ok: 5.2 });
    expect(weightKg('11 lbs')).toEqual({ error: 'pounds', arg: '11 lbs' });
  });

  it('reads lengths in cm, mm and m', () => {
    expect(lengthCm('60cm')).toEqual({ ok: 60 });
    expect(lengthCm('600 mm')).toEqual({ ok: 60 });
    expect(lengthCm('0.6m')).toEqual({ ok: 60 });
  });

  it('reads quantities with their unit and thousands separators', () => {
    expect(integer('500pcs')).toEqual({ ok: 500 });
    expect(integer('1,000 PCS')).toEqual({ ok: 1000 });
    expect(integer('48 sets')).toEqual({ ok: 48 });
    expect(integer('200件')).toEqual({ ok: 200 });
    expect(integer('12.5 pcs')).toEqual({ error: 'integer', arg: '12.5 pcs' });
  });

  it('refuses Chinese numerals with a message asking for digits', () => {
    expect(integer('五百')).toEqual({ error: 'chineseNumeral', arg: '五百' });
    expect(integer('一千件')).toEqual({ error: 'chineseNumeral', arg: '一千件' });
    expect(money('十二元', 'CNY')).toEqual({ error: 'chineseNumeral', arg: '十二元' });
    expect(rowMessage('zh', 'chineseNumeral', '五百')).toContain('阿拉伯数字');
    expect(rowMessage('en', 'chineseNumeral', '五百')).toContain('write digits');
  });
});

describe('prices with currency signs and thousands separators', () => {
  it('reads the column’s own currency', () => {
    expect(money('$1,234.50', 'USD')).toEqual({ ok: 1234.5 });
    expect(money('US$ 2.35', 'USD')).toEqual({ ok: 2.35 });
    expect(money('1.80 USD', 'USD')).toEqual({ ok: 1.8 });
    expect(money('¥12.8', 'CNY')).toEqual({ ok: 12.8 });
    expect(money('￥1,280', 'CNY')).toEqual({ ok: 1280 });
    expect(money('12.8元', 'CNY')).toEqual({ ok: 12.8 });
    expect(money(12.5, 'CNY')).toEqual({ ok: 12.5 });
  });

  it('reads a decimal comma with one or two decimals (thousands come in threes), refuses an ambiguous one and another currency', () => {
    expect(money('12,80 €', 'USD')).toEqual({ error: 'currencyUsd', arg: '12,80 €' });
    expect(money('12,80', 'USD')).toEqual({ ok: 12.8 });
    expect(money('$1,10', 'USD')).toEqual({ ok: 1.1 });
    expect(money('1.234,5', 'CNY')).toEqual({ ok: 1234.5 });
    expect(money('1,234', 'CNY')).toEqual({ ok: 1234 });
    expect(money('1.234,567', 'USD')).toEqual({ error: 'decimalComma', arg: '1.234,567' });
    expect(money('¥12.8', 'USD')).toEqual({ error: 'currencyUsd', arg: '¥12.8' });
    expect(money('HK$12', 'USD')).toEqual({ error: 'currencyUsd', arg: 'HK$12' });
    expect(money('$3', 'CNY')).toEqual({ error: 'currencyCny', arg: '$3' });
    expect(rowMessage('en', 'currencyUsd', '12,80 €')).toBe('“12,80 €” is not a US dollar price: this column takes USD only, write the converted number, e.g. 12.80');
    expect(rowMessage('en', 'decimalComma', '12,80')).toContain('decimal point');
    expect(rowMessage('zh', 'decimalComma', '12,80')).toContain('小数点');
  });
});

describe('yes and no in both languages', () => {
  it.each([
    ['是', 1],
    ['Yes', 1],
    ['Y', 1],
    ['√', 1],
    ['有', 1],
    ['否', 0],
    ['No', 0],
    ['无', 0],
    ['不带', 0],
  ])('reads “%s” as %i', (cell, value) => {
    expect(flag(cell)).toEqual({ ok: value });
  });
  it('refuses anything else', () => {
    expect(flag('maybe')).toEqual({ error: 'flag', arg: 'maybe' });
  });
});

describe('header words', () => {
  it.each([
    ['Unit Price (USD)', 'foreignprice'],
    ['单价(元)', 'price'],
    ['FOB USD', 'foreignprice'],
    ['CTN SIZE (CM)', 'cartonSize'],
    ['外箱尺寸', 'cartonSize'],
    ['G.W.(KGS)', 'grossWeightKg'],
    ['N.W.(KGS)', 'netWeightKg'],
    ['QTY/CTN', 'pcsPerCarton'],
    ['装箱数', 'pcsPerCarton'],
    ['MOQ(PCS)', 'moq'],
    ['起订量', 'moq'],
    ['品名', 'name'],
    ['Product Name', 'nameen'],
    ['货号', 'code'],
    ['Art. No.', 'code'],
    ['材质', 'material'],
    ['Material', 'materialen'],
    ['外箱尺寸 长', 'cartonLengthCm'],
    ['外箱尺寸 宽', 'cartonWidthCm'],
    ['外箱尺寸 高', 'cartonHeightCm'],
    ['货号 / Item No.', 'code'],
    ['Description (English) / 英文描述', 'descriptionEn'],
    ['Packing / 包装', 'pack'],
  ])('suggests “%s” → %s', (header, field) => {
    expect(suggestField(header)).toBe(field);
  });

  it('suggests nothing for a header it does not know', () => {
    expect(suggestField('备注')).toBeNull();
    expect(suggestField('')).toBeNull();
  });
});

describe('header row', () => {
  const row = (n: number, ...cells: (string | number | null)[]) => ({ row: n, cells });

  it('skips a merged title row and a note to find the header', () => {
    const title = '2027春季新品报价单';
    const rows = [
      row(1, ...Array(8).fill(title)),
      row(2, 'Tel: 0579-1234567'),
      row(4, '货号', '品名', 'Unit Price (USD)', '外箱尺寸', '装箱数'),
      row(5, 'A-1', '灯', 2.5, '60*40*50cm', 48),
    ];
    expect(headerOfSheet(rows)).toMatchObject({ headerRow: 4, headerLines: 1 });
  });

  it('combines a two-line header: a unit line and 外箱尺寸 over 长/宽/高', () => {
    const rows = [row(1, '货号', '品名', 'Unit Price', '外箱尺寸', '外箱尺寸', '外箱尺寸'), row(2, null, null, '(USD)', '长', '宽', '高'), row(3, 'A-1', '灯', 2.5, 60, 40, 50)];
    expect(headerOfSheet(rows)).toMatchObject({ headerRow: 1, headerLines: 2 });
    expect(combinedHeaders(['Unit Price', '外箱尺寸'], ['(USD)', '长'])).toEqual(['Unit Price (USD)', '外箱尺寸 长']);
  });

  it('does not take the first data row for a second header line', () => {
    const rows = [row(1, '货号', '品名', '单价'), row(2, 'A-1', '灯', '12.5')];
    expect(headerOfSheet(rows)).toMatchObject({ headerRow: 1, headerLines: 1 });
  });
});
