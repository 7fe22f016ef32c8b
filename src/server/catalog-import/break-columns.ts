import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { ImportBreakField } from '@/lib/validation/admin/import';
import type { ImportLang } from './row-messages';

// Quantity-break columns (ADR 0055): one column per quantity and currency, the quantity in the
// header. The template and the export write "Price 500+ (USD) / 500件以上美元价格"; factories write
// "500+ pcs", "500-999pcs", "≥1000 PCS USD", "MOQ 500 price", "FOB price 1000pcs", "Price(1,000+)",
// "500个以上单价", "1000件以上 人民币", "单价(≥2000)". A header is a break column when it names a
// quantity (a number with a mark of one: +, ≥, 以上, pcs/个/件, a range "500-999") — a number alone
// is not enough ("2027春季新品报价单" is a title, "20GP" a container).

export const BREAK_FIELD: Readonly<Record<QuoteCurrency, ImportBreakField>> = { USD: 'priceBreakUsd', CNY: 'priceBreakCny' };
export const currencyOfBreakField = (field: ImportBreakField): QuoteCurrency => (field === 'priceBreakUsd' ? 'USD' : 'CNY');

/** The header the template and the export give a break column. */
export function breakHeader(currency: QuoteCurrency, minQty: number, lang: ImportLang): string {
  const en = `Price ${minQty}+ (${currency})`;
  const zh = `${minQty}件以上${currency === 'USD' ? '美元' : '人民币'}价格`;
  return lang === 'zh' ? `${zh} / ${en}` : `${en} / ${zh}`;
}

const UNIT = '(?:pcs|pc|pieces|piece|sets?|units?|个|件|只|套|条|盒|双|对|把|张|支|台)';
const NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d+)(k?)';
/** Marks that make a number a quantity: before it (≥, >=, moq, from), after it (+, 以上, a unit, a range). */
const QUANTITY = [
  new RegExp(`(?:≥|>=|>|＞|moq|min\\.?|from|qty|数量)\\s*[:：]?\\s*${NUMBER}`, 'i'),
  new RegExp(`${NUMBER}\\s*(?:\\+|(?:件|个|只|套|pcs|pc)?\\s*(?:以上|起|及以上|或以上)|\\s*${UNIT}(?![a-z])|\\s*[-~～–]\\s*\\d|\\s*(?:and|or)\\s*(?:up|above|more))`, 'i'),
];
/** Words that make a quantity header a price: a price word, a currency, or a quantity mark alone. */
const PRICE_WORD = /price|单价|价格|价|fob|exw|cost|usd|us\$|\$|rmb|cny|¥|￥|人民币|美元|美金|元/i;

/** The currency a header names, if any (a dollar sign, USD, FOB → USD; 元, RMB, ¥ → CNY). */
export function currencyOfHeader(text: string): QuoteCurrency | null {
  const lower = text.toLowerCase();
  if (/usd|us\$|\$|美元|美金|dollar|fob|exw/.test(lower)) return 'USD';
  if (/rmb|cny|¥|￥|人民币|元/.test(lower)) return 'CNY';
  return null;
}

/**
 * The quantity (and currency, when the header names one) of a break column, or null when the
 * header names no quantity. Full-width digits and marks are read as ASCII, thousands separators
 * dropped, "1k" is 1,000; a range's lower end is where the price starts ("500-999pcs" → 500).
 */
export function breakOfHeader(header: string): { minQty: number; currency: QuoteCurrency | null } | null {
  const text = header.normalize('NFKC').replace(/，/g, ',').trim();
  if (!text) return null;
  for (const pattern of QUANTITY) {
    const m = pattern.exec(text);
    if (!m) continue;
    const qty = Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1);
    // A quantity column with no price word ("500+ pcs") still holds prices: a sheet never lists
    // quantities under a quantity heading. A column about cartons ("48 pcs/ctn") does not.
    if (/ctn|carton|箱|\/ctn|per/i.test(text)) return null;
    if (!Number.isSafeInteger(qty) || qty < 2 || qty > 2_000_000_000) return null;
    if (!PRICE_WORD.test(text) && !/\+|≥|>|以上|起|pcs|pc|个|件/i.test(text)) return null;
    return { minQty: qty, currency: currencyOfHeader(text) };
  }
  return null;
}
