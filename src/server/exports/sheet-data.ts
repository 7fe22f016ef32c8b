import { cartLogistics, type ContainerFill, type ContainerSpec } from '@/lib/container-fill';
import { currencyOf, localizedName, localizedPrice } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import { rangeAt } from '@/lib/pricing/line-ranges';
import { unitOf } from '@/lib/unit-quantity';
import type { CartItemDto } from '@/server/cart';
import { addressLines } from './address-lines';
import { money, type OrderDto } from '@/server/orders/order-dto';
import { EXPORT_LABELS, type ExportLang } from './labels';
import { priceNoteParts } from './price-notes';

// The one model of a downloaded sheet: built once from an inquiry or the cart, rendered twice
// (pdf-sheet.ts, xlsx-sheet.ts), so both files always show the same rows and totals.

export interface SheetLine {
  code: string;
  /** In the sheet's language (zh: name, en: nameen; the other when empty). */
  name: string;
  quantity: number;
  moq: number;
  belowMoq: boolean;
  /** zh: CNY `price`; en: USD `foreignprice`. */
  unitPrice: number;
  /** How the unit price was set when not the list price: a break's range (in the product's unit), the buyer's own price, a kept quote (none otherwise); in parts, see price-notes.ts. */
  priceNote: readonly string[];
  lineTotal: number;
  cartons: number;
  volumeM3: number;
  grossKg: number;
  /** The `/Upload/...` path of the product's first picture ('' when none). */
  picture: string;
}

export interface SheetBuyer {
  nick: string;
  company: string;
  email: string;
}

export interface SheetSupplier {
  siteName: string;
  company: string;
  address: string;
  tel: string;
  email: string;
}

export interface SheetTotals {
  quantity: number;
  amount: number;
  cartons: number;
  volumeM3: number;
  grossKg: number;
}

export interface ExportSheet {
  kind: 'order' | 'cart';
  lang: ExportLang;
  currency: 'CNY' | 'USD';
  title: string;
  /** File name without extension: the order number, or `cart-YYYYMMDD`. */
  fileName: string;
  date: Date;
  buyer: SheetBuyer;
  supplier: SheetSupplier;
  /** Orders only: the delivery address as lines, and the buyer's message. */
  address: string[];
  message: string;
  lines: SheetLine[];
  totals: SheetTotals;
  containers: ContainerFill[];
}

export interface SheetParties {
  buyer: SheetBuyer;
  supplier: SheetSupplier;
}

/** The supplier's date (order numbers use it too), as YYYY-MM-DD. */
export function sheetDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const sum = (lines: readonly SheetLine[], pick: (l: SheetLine) => number) => lines.reduce((total, l) => total + pick(l), 0);

/** An inquiry from its submit-time snapshot (GET /Order/{id}); prices and names as then. */
export function orderSheet(order: OrderDto, parties: SheetParties, lang: ExportLang): ExportSheet {
  const lines = order.listOrderDetailDTO.map<SheetLine>((line) => ({
    code: line.productDTO.code,
    name: localizedName(line.productDTO, lang),
    quantity: line.addNum,
    moq: line.moq,
    belowMoq: line.belowMoq,
    unitPrice: localizedPrice(line, lang),
    priceNote: priceNoteParts(line.appliedPrices?.[currencyOf(lang)], lang, unitOf(line.productDTO)),
    lineTotal: lang === 'zh' ? line.linePrice : line.lineForeignPrice,
    cartons: line.cartons,
    volumeM3: line.volumeM3,
    grossKg: line.grossKg,
    picture: line.productDTO.pics,
  }));
  return {
    kind: 'order',
    lang,
    currency: currencyOf(lang),
    title: EXPORT_LABELS[lang].inquiryTitle(order.orderNo),
    fileName: order.orderNo,
    date: new Date(order.createtime),
    ...parties,
    address: order.address ? addressLines(order.address, lang) : [],
    message: order.message,
    lines,
    totals: {
      quantity: sum(lines, (l) => l.quantity),
      amount: localizedPrice({ price: order.totalPrice, foreignprice: order.totalForeignPrice }, lang),
      cartons: order.totalCartons,
      volumeM3: order.totalVolumeM3,
      grossKg: order.totalGrossKg,
    },
    containers: order.containerFill,
  };
}

/** The cart as it is now, with the logistics of src/lib/container-fill.ts (what the cart page shows). */
export function cartSheet(items: readonly CartItemDto[], parties: SheetParties, lang: ExportLang, containers: readonly ContainerSpec[], now = new Date()): ExportSheet {
  const logistics = cartLogistics(
    items.map((item) => ({ product: item.productDTO, addNum: item.addNum })),
    containers,
  );
  // The cart answer is priced in the sheet's currency (its languageFlag follows lang): breaks and the buyer's own prices.
  const lines = items.map<SheetLine>((item, i) => {
    const unitPrice = item.pricing.unitPrice;
    return {
      code: item.productDTO.code,
      name: localizedName(item.productDTO, lang),
      quantity: item.addNum,
      moq: item.productDTO.moq,
      belowMoq: logistics.lines[i]!.belowMoq,
      unitPrice,
      priceNote: priceNoteParts(rangeAt(item.pricing.ranges, item.addNum)?.range, lang, unitOf(item.productDTO)),
      lineTotal: item.pricing.lineAmount,
      cartons: logistics.lines[i]!.cartons,
      volumeM3: logistics.lines[i]!.volumeM3,
      grossKg: logistics.lines[i]!.grossKg,
      picture: splitPics(item.productDTO.pics)[0] ?? '',
    };
  });
  return {
    kind: 'cart',
    lang,
    currency: currencyOf(lang),
    title: EXPORT_LABELS[lang].cartTitle,
    fileName: `cart-${sheetDate(now).replaceAll('-', '')}`,
    date: now,
    ...parties,
    address: [],
    message: '',
    lines,
    totals: {
      quantity: sum(lines, (l) => l.quantity),
      amount: money(sum(lines, (l) => l.lineTotal)),
      ...logistics.totals,
    },
    containers: logistics.containers,
  };
}
