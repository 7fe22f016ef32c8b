import { formatCount as formatLocaleCount, formatPrice } from '@/lib/locale-fields';
import type { ExportLang } from './labels';
import type { ExportSheet } from './sheet-data';

// How numbers read in the sheets: money in the language's currency (zh ¥ CNY, en $ USD), volumes
// to the litre, weights to 100 g — the precision the cart page and the inquiry mails use.

export const formatMoney = (amount: number, lang: ExportLang) => formatPrice(amount, lang);

export const formatCount = (value: number, lang: ExportLang) => formatLocaleCount(value, lang);

export const formatM3 = (value: number) => value.toFixed(3);

export const formatKg = (value: number) => value.toFixed(1);

/** Excel number formats: the values stay numbers a colleague can sum. */
export const MONEY_NUMFMT: Record<ExportLang, string> = { en: '"$"#,##0.00', zh: '"¥"#,##0.00' };
export const M3_NUMFMT = '0.000';
export const COUNT_NUMFMT = '#,##0';

/** Every text the sheet prints (to choose a font that can write all of them). */
export function sheetTexts(sheet: ExportSheet): string[] {
  const { buyer, supplier } = sheet;
  return [
    sheet.title,
    sheet.message,
    ...sheet.address,
    ...(Object.values(buyer) as string[]),
    ...(Object.values(supplier) as string[]),
    ...sheet.lines.flatMap((l) => [l.code, l.name, ...l.priceNote]),
  ];
}
