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
