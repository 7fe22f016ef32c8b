import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import quoteMoneyEn from '../../messages/admin/quote-money.en.json';
import quoteMoneyZh from '../../messages/admin/quote-money.zh.json';
import { sourceText } from '@/components/admin/inquiries/quote-lines';
import type { QuotePrices } from '@/lib/validation/admin/inquiries';

// The note under a quote line's default price names where the buyer's price came from (ADR 0052),
// in both workspace languages: the list price, a quantity break's range, the customer's or group's
// list by name, a kept quote, and the same after a conversion from the other currency.

type Line = QuotePrices['lines'][number];
const line = (over: Partial<Line>): Line => ({ orderLineId: 1, unitPrice: 1.1, source: 'list', basis: 'list-price', basisDetail: null, ...over });
const range = (fromQty: number, toQty: number | null) => ({ fromQty, toQty, list: null, quote: null });

const CASES: [string, Line, string, string][] = [
  ['the list price', line({}), 'List price', '目录价'],
  ['an open break', line({ basis: 'breaks', basisDetail: range(500, null) }), 'Quantity break 500+', '阶梯价 500 件以上'],
  ['a closed break', line({ basis: 'breaks', basisDetail: range(1000, 1999) }), 'Quantity break 1,000–1,999', '阶梯价 1,000–1,999 件'],
  ['a customer list', line({ basis: 'customer-list', basisDetail: { ...range(100, null), list: 'Schmidt VIP' } }), 'Customer list: Schmidt VIP', '客户价目表：Schmidt VIP'],
  ['a group list', line({ basis: 'group-list', basisDetail: { ...range(100, null), list: 'EU' } }), 'Group list: EU', '客户分组价目表：EU'],
  ['a list no longer known', line({ basis: 'group-list', basisDetail: range(100, null) }), 'Group list', '客户分组价目表'],
  ['a kept quote', line({ basis: 'customer-list', basisDetail: { ...range(100, null), quote: 'LT-1' } }), 'Kept quote LT-1', '保留的报价 LT-1'],
  ['a converted break', line({ source: 'rate', basis: 'breaks', basisDetail: range(500, null) }), 'Quantity break 500+, converted', '阶梯价 500 件以上（按汇率换算）'],
  ['a converted list price', line({ source: 'rate' }), 'Converted', '按汇率换算'],
  ['no price', line({ source: 'none', unitPrice: null }), 'No list price: type the price', '无目录价，请填写单价'],
];

describe('the note beside a quote line’s default price', () => {
  const en = createTranslator({ locale: 'en', messages: quoteMoneyEn });
  const zh = createTranslator({ locale: 'zh', messages: quoteMoneyZh });
  it.each(CASES)('names %s in English and Chinese', (_what, priced, english, chinese) => {
    expect(sourceText(en as never, priced)).toBe(english);
    expect(sourceText(zh as never, priced)).toBe(chinese);
  });
});
