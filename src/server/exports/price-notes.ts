import { formatCount, formatPrice } from '@/lib/locale-fields';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import type { ExportLang } from './labels';

// The short words a sheet prints under a line whose price is not the plain list price (ADR
// 0052): the quantity range of a break, the buyer's own price (with the public one), or the kept
// quote it comes from. These files are forwarded to colleagues, so the basis travels with the price.
// A note comes in parts, each kept whole on one line of the PDF: left to the PDF's line breaking,
// an inquiry number (LT-20261205-7KQ2MX) splits at its hyphens and a date from its words.

/** The last day a kept price holds (validTo is exclusive), as the sheets write dates: the supplier's day, YYYY-MM-DD. */
const lastDay = (validTo: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.parse(validTo) - 1));

const range = (p: AppliedPrice, lang: ExportLang) => (p.toQty === null ? `${formatCount(p.fromQty, lang)}+` : `${formatCount(p.fromQty, lang)}–${formatCount(p.toQty, lang)}`);

type Parts = readonly string[];

const NOTES: Record<ExportLang, { breaks: (p: AppliedPrice) => Parts; own: (p: AppliedPrice) => Parts; quoted: (orderNo: string, until: string) => Parts }> = {
  en: {
    breaks: (p) => [`${range(p, 'en')} pcs price`],
    own: (p) => ['Your price', `(list ${formatPrice(p.publicPrice, 'en')})`],
    quoted: (orderNo, until) => [`Quoted price, ${orderNo},`, `until ${until}`],
  },
  zh: {
    breaks: (p) => [p.toQty === null ? `${formatCount(p.fromQty, 'zh')}件以上价格` : `${range(p, 'zh')}件价格`],
    own: (p) => ['专属价', `（公开价 ${formatPrice(p.publicPrice, 'zh')}）`],
    quoted: (orderNo, until) => [`报价 ${orderNo} 价格，`, `有效至 ${until}`],
  },
};

/** The note of a line's price in the sheet's language, in parts; none for the list price (or an inquiry sent before breaks). */
export function priceNoteParts(applied: AppliedPrice | null | undefined, lang: ExportLang): Parts {
  if (!applied) return [];
  const words = NOTES[lang];
  if (applied.quote) return words.quoted(applied.quote.orderNo, lastDay(applied.quote.validTo));
  if (applied.source === 'customer-list' || applied.source === 'group-list') return words.own(applied);
  if (applied.source === 'breaks') return words.breaks(applied);
  return [];
}

/** The parts as one line of text (English words apart, Chinese run together); '' for none. */
export const joinNote = (parts: Parts, lang: ExportLang): string => parts.join(lang === 'en' ? ' ' : '');

/** The note of a line's price as one text (the Excel column); '' for the list price. */
export const priceNote = (applied: AppliedPrice | null | undefined, lang: ExportLang): string => joinNote(priceNoteParts(applied, lang), lang);
