import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { quantityArgs } from '@/lib/unit-quantity';
import { UNITS } from '@/server/seed/settings-lists';

// "MOQ 96 Piece" is wrong; a quantity takes its unit in the right number.
const quantity = (locale: 'en' | 'zh', count: number, code: string, name: string) =>
  createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: 'units' })('quantity', quantityArgs(count, { code, name }));

describe('units.quantity', () => {
  it('writes English units in the singular for one and the plural otherwise', () => {
    expect(quantity('en', 1, 'PC', 'Piece')).toBe('1 piece');
    expect(quantity('en', 96, 'PC', 'Piece')).toBe('96 pieces');
    expect(quantity('en', 1200, 'SET', 'Set')).toBe('1,200 sets');
    expect(quantity('en', 2, 'PAIR', 'Pair')).toBe('2 pairs');
    expect(quantity('en', 3, 'DOZ', 'Dozen')).toBe('3 dozen');
    expect(quantity('en', 1, 'BOX', 'Box')).toBe('1 box');
    expect(quantity('en', 5, 'BOX', 'Box')).toBe('5 boxes');
    expect(quantity('en', 5, 'BAG', 'Bag')).toBe('5 bags');
  });

  it('has an English plural for every unit of the seeded unit list, and the configured name for others', () => {
    for (const unit of UNITS) expect(quantity('en', 7, unit.code, unit.nameen), unit.code).not.toContain(unit.nameen);
    expect(quantity('en', 40, 'CTN', 'Carton(s)')).toBe('40 Carton(s)');
  });

  it('writes Chinese quantities with the unit name and no plural', () => {
    for (const unit of UNITS) expect(quantity('zh', 96, unit.code, unit.name)).toBe(`96${unit.name}`);
    expect(quantity('zh', 1200, 'PC', '个')).toBe('1,200个');
  });
});

describe('units.per and the product page’s quantities', () => {
  const per = (locale: 'en' | 'zh', code: string, name: string) =>
    createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: 'units' })('per', quantityArgs(1, { code, name }));
  const product = (locale: 'en' | 'zh') => createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: 'product' });

  it('prices a product sold in sets per set, never per piece, in both languages', () => {
    expect(per('en', 'SET', 'Set')).toBe('/ set');
    expect(per('en', 'PC', 'Piece')).toBe('/ pc');
    expect(per('zh', 'SET', '套')).toBe('/套');
    expect(per('zh', 'PC', '个')).toBe('/个');
    expect(per('en', 'CTN', 'carton')).toBe('/ carton');
  });

  it('writes stock and pieces per carton with the product’s unit and thousands separators', () => {
    expect(product('en')('inStock', { stock: quantity('en', 1440, 'SET', 'Set') })).toBe('In stock: 1,440 sets');
    expect(product('zh')('pcsPerCarton', { quantity: quantity('zh', 1440, 'PC', '个') })).toBe('1,440个/箱');
    expect(product('en')('pcsPerCarton', { quantity: quantity('en', 24, 'PAIR', 'Pair') })).toBe('24 pairs / carton');
  });
});
