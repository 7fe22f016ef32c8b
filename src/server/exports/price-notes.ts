import { createTranslator } from 'next-intl';
import { formatPrice } from '@/lib/locale-fields';
import type { AppliedPrice } from '@/lib/pricing/line-ranges';
import { quantityArgs, type UnitRef } from '@/lib/unit-quantity';
import enMessages from '../../../messages/en.json';
import zhMessages from '../../../messages/zh.json';
import type { ExportLang } from './labels';

// The short words a sheet prints under a line whose price is not the plain list price (ADR
// 0052): the quantity range of a break, the buyer's own price (with the public one), or the kept
// quote it comes from. These files are forwarded to colleagues, so the basis travels with the price.
// A note comes in parts, each kept whole on one line of the PDF: left to the PDF's line breaking,
// an inquiry number (LT-20261205-7KQ2MX) splits at its hyphens and a date from its words.
// A break's range counts in the product's unit of sale ("100–499 sets price") with the words the
// pages use (messages `priceBasis.breaks` and `units.counted`), so sheet, mail and page agree.

/** The last day a kept price holds (validTo is exclusive), as the sheets write dates: the supplier's day, YYYY-MM-DD. */
const lastDay = (validTo: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.parse(validTo) - 1));

const translators = {
  en: createTranslator({ locale: 'en', messages: enMessages }),
  zh: createTranslator({ locale: 'zh', messages: zhMessages }),
};

/** "100–499 sets price", "500套以上价格": the unit agrees with the range's last number (its first when open). */
function breaksNote(p: AppliedPrice, unit: UnitRef, lang: ExportLang): string {
  const t = translators[lang];
  const counted = t('units.counted', quantityArgs(p.toQty ?? p.fromQty, unit));
  return p.toQty === null ? t('priceBasis.breaksOpen', { from: p.fromQty, unit: counted }) : t('priceBasis.breaks', { from: p.fromQty, to: p.toQty, unit: counted });
}

type Parts = readonly string[];

const NOTES: Record<ExportLang, { own: (p: AppliedPrice) => Parts; quoted: (orderNo: string, until: string) => Parts }> = {
  en: {
    own: (p) => ['Your price', `(list ${formatPrice(p.publicPrice, 'en')})`],
    quoted: (orderNo, until) => [`Quoted price, ${orderNo},`, `until ${until}`],
  },
  zh: {
    own: (p) => ['专属价', `（公开价 ${formatPrice(p.publicPrice, 'zh')}）`],
    quoted: (orderNo, until) => [`报价 ${orderNo} 价格，`, `有效至 ${until}`],
  },
};

/**
 * The note of a line's price in the sheet's language, in parts; none for the list price (or an
 * inquiry sent before breaks). `unit` is the product's unit of sale, its name in that language
 * (an empty code: pieces).
 */
export function priceNoteParts(applied: AppliedPrice | null | undefined, lang: ExportLang, unit: UnitRef): Parts {
  if (!applied) return [];
  const words = NOTES[lang];
  if (applied.quote) return words.quoted(applied.quote.orderNo, lastDay(applied.quote.validTo));
  if (applied.source === 'customer-list' || applied.source === 'group-list') return words.own(applied);
  if (applied.source === 'breaks') return [breaksNote(applied, unit, lang)];
  return [];
}

/** The parts as one line of text (English words apart, Chinese run together); '' for none. */
export const joinNote = (parts: Parts, lang: ExportLang): string => parts.join(lang === 'en' ? ' ' : '');

/** The note of a line's price as one text (the Excel column); '' for the list price. */
export const priceNote = (applied: AppliedPrice | null | undefined, lang: ExportLang, unit: UnitRef): string => joinNote(priceNoteParts(applied, lang, unit), lang);
