import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import quoteMoneyEn from '../../messages/admin/quote-money.en.json';
import quoteMoneyZh from '../../messages/admin/quote-money.zh.json';
import storefrontEn from '../../messages/en.json';
import storefrontZh from '../../messages/zh.json';
import { sourceText } from '@/components/admin/inquiries/quote-lines';
import type { QuotePrices } from '@/lib/validation/admin/inquiries';

// The note under a quote line's default price names where the buyer's price came from (ADR 0052),
// in both workspace languages: the list price, a quantity break's range, the customer's or group's
// list by name, a kept quote, and the same after a conversion from the other currency. A break's
// range counts in the line's unit of sale, pieces when the line kept none.

type Line = QuotePrices['lines'][number];
const line = (over: Partial<Line>): Line => ({ orderLineId: 1, unitPrice: 1.1, source: 'list', basis: 'list-price', basisDetail: null, ...over });
const PIECES = { unitCode: 'PC', unitName: '个', unitNameen: 'piece' };
const range = (fromQty: number, toQty: number | null, unit = PIECES) => ({ fromQty, toQty, list: null, quote: null, ...unit });

const CASES: [string, Line, string, string][] = [
  ['the list price', line({}), 'List price', '目录价'],
  ['an open break', line({ basis: 'breaks', basisDetail: range(500, null) }), 'Quantity break 500+ pcs', '阶梯价 500 个以上'],
  ['a closed break', line({ basis: 'breaks', basisDetail: range(1000, 1999) }), 'Quantity break 1,000–1,999 pcs', '阶梯价 1,000–1,999 个'],
  ['a customer list', line({ basis: 'customer-list', basisDetail: { ...range(100, null), list: 'Schmidt VIP' } }), 'Customer list: Schmidt VIP', '客户价目表：Schmidt VIP'],
  ['a group list', line({ basis: 'group-list', basisDetail: { ...range(100, null), list: 'EU' } }), 'Group list: EU', '客户分组价目表：EU'],
  ['a list no longer known', line({ basis: 'group-list', basisDetail: range(100, null) }), 'Group list', '客户分组价目表'],
  ['a kept quote', line({ basis: 'customer-list', basisDetail: { ...range(100, null), quote: 'LT-1' } }), 'Kept quote LT-1', '保留的报价 LT-1'],
  ['a converted break', line({ source: 'rate', basis: 'breaks', basisDetail: range(500, null) }), 'Quantity break 500+ pcs, converted', '阶梯价 500 个以上（按汇率换算）'],
  ['a converted list price', line({ source: 'rate' }), 'Converted', '按汇率换算'],
  ['no price', line({ source: 'none', unitPrice: null }), 'No list price: type the price', '无目录价，请填写单价'],
];

const SET = { unitCode: 'SET', unitName: '套', unitNameen: 'set' };
const DOZEN = { unitCode: 'DOZ', unitName: '打', unitNameen: 'dozen' };
const ROLL = { unitCode: 'ROLL', unitName: '卷', unitNameen: 'roll' };
const NONE = { unitCode: '', unitName: '', unitNameen: '' };
const breaks = (fromQty: number, toQty: number | null, unit: typeof PIECES) => line({ basis: 'breaks', basisDetail: range(fromQty, toQty, unit) });

const UNIT_CASES: [string, Line, string, string][] = [
  ['pieces', breaks(100, 499, PIECES), 'Quantity break 100–499 pcs', '阶梯价 100–499 个'],
  ['sets', breaks(100, 499, SET), 'Quantity break 100–499 sets', '阶梯价 100–499 套'],
  ['sets, open', breaks(500, null, SET), 'Quantity break 500+ sets', '阶梯价 500 套以上'],
  ['dozens', breaks(100, 499, DOZEN), 'Quantity break 100–499 dozen', '阶梯价 100–499 打'],
  ['a unit of the supplier’s own list, by its name', breaks(100, 499, ROLL), 'Quantity break 100–499 roll', '阶梯价 100–499 卷'],
  ['pieces for a line that kept no unit', breaks(500, null, NONE), 'Quantity break 500+ pcs', '阶梯价 500 个以上'],
  ['a unit named in one language only, by that name', breaks(100, 499, { ...ROLL, unitNameen: '' }), 'Quantity break 100–499 卷', '阶梯价 100–499 卷'],
];

describe('the note beside a quote line’s default price', () => {
  const en = createTranslator({ locale: 'en', messages: quoteMoneyEn });
  const zh = createTranslator({ locale: 'zh', messages: quoteMoneyZh });
  it.each(CASES)('names %s in English and Chinese', (_what, priced, english, chinese) => {
    expect(sourceText(en as never, priced)).toBe(english);
    expect(sourceText(zh as never, priced)).toBe(chinese);
  });

  it.each(UNIT_CASES)('counts a break’s range in %s, in English and Chinese', (_what, priced, english, chinese) => {
    expect(sourceText(en as never, priced)).toBe(english);
    expect(sourceText(zh as never, priced)).toBe(chinese);
  });

  // The workspace keeps its own messages; its unit words must stay the storefront's (units.counted).
  it.each(['PC', 'SET', 'PAIR', 'DOZ', 'BOX', 'BAG', 'ROLL'])('words the unit %s as the storefront does, at one and at many', (unit) => {
    const workspace = { en: createTranslator({ locale: 'en', messages: quoteMoneyEn }), zh: createTranslator({ locale: 'zh', messages: quoteMoneyZh }) };
    const storefront = { en: createTranslator({ locale: 'en', messages: storefrontEn }), zh: createTranslator({ locale: 'zh', messages: storefrontZh }) };
    const names = { en: 'roll', zh: '卷' };
    for (const lang of ['en', 'zh'] as const)
      for (const count of [1, 12]) {
        const own = workspace[lang]('quoteMoney.basisUnit', { count, unit, name: names.zh, nameen: names.en });
        expect(own).toBe(storefront[lang]('units.counted', { count, unit, name: names[lang] }));
      }
  });
});
