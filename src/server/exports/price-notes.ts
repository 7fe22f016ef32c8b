import { formatCount, formatPrice } from '@/lib/locale-fields';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import type { ExportLang } from './labels';

// The short words a sheet prints under a line whose price is not the plain list price (ADR
// 0052): the quantity range of a break, the buyer's own price (with the public one), or the kept
// quote it comes from. These files are forwarded to colleagues, so the basis travels with the price.

/** The last day a kept price holds (validTo is exclusive), as the sheets write dates: the supplier's day, YYYY-MM-DD. */
const lastDay = (validTo: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.parse(validTo) - 1));

const range = (p: AppliedPrice, lang: ExportLang) => (p.toQty === null ? `${formatCount(p.fromQty, lang)}+` : `${formatCount(p.fromQty, lang)}–${formatCount(p.toQty, lang)}`);

const NOTES: Record<ExportLang, { breaks: (p: AppliedPrice) => string; own: (p: AppliedPrice) => string; quoted: (orderNo: string, until: string) => string }> = {
  en: {
    breaks: (p) => `${range(p, 'en')} pcs price`,
    own: (p) => `Your price (list ${formatPrice(p.publicPrice, 'en')})`,
    quoted: (orderNo, until) => `Quoted price, ${orderNo}, until ${until}`,
  },
  zh: {
    breaks: (p) => (p.toQty === null ? `${formatCount(p.fromQty, 'zh')}件以上价格` : `${range(p, 'zh')}件价格`),
    own: (p) => `专属价（公开价 ${formatPrice(p.publicPrice, 'zh')}）`,
    quoted: (orderNo, until) => `报价 ${orderNo} 价格，有效至 ${until}`,
  },
};

/** The note of a line's price in the sheet's language; '' for the list price (or an inquiry sent before breaks). */
export function priceNote(applied: AppliedPrice | null | undefined, lang: ExportLang): string {
  if (!applied) return '';
  const words = NOTES[lang];
  if (applied.quote) return words.quoted(applied.quote.orderNo, lastDay(applied.quote.validTo));
  if (applied.source === 'customer-list' || applied.source === 'group-list') return words.own(applied);
  if (applied.source === 'breaks') return words.breaks(applied);
  return '';
}
