import type { ContainerFill } from '@/lib/container-fill';
import { currencyOf, formatCount, formatPrice, localizedName, localizedPrice } from '@/lib/locale-fields';
import type { AppliedPrices } from '@/lib/pricing/line-ranges';
import { unitNameIn } from '@/lib/unit-quantity';
import type { AddressSnapshot } from '@/lib/validation/order';
import { addressLines } from '@/server/exports/address-lines';
import { priceNote } from '@/server/exports/price-notes';
import { escapeHtml } from './escape-html';

// The parts both inquiry emails share: the lines as a table, totals, container fill, the buyer's
// message and address. Every text is escaped: names, messages and addresses are typed by people.
// Under the name of a line whose unit price is not the plain list price, its basis (a break's range in the product's
// unit, the buyer's own price, a kept quote) in the words of the downloaded sheets, so mail and PDF say the same.

export type MailLanguage = 'en' | 'zh';

export interface InquiryMailLine {
  code: string;
  name: string;
  nameen: string;
  addNum: number;
  price: number;
  foreignprice: number;
  moq: number;
  cartons: number;
  /** How each unit price was set at submit (ADR 0054); null or absent: list prices. */
  appliedPrices?: AppliedPrices | null;
  /** The product's unit of sale ('': pieces), and its names in the unit list (null when the list lacks it): a break's range counts in it. */
  unitCode: string;
  unitNames: { name: string; nameen: string } | null;
}

export interface InquiryMailOrder {
  orderNo: string;
  createdAt: Date;
  message: string;
  address: AddressSnapshot;
  lines: InquiryMailLine[];
  totals: { price: number; foreignprice: number; cartons: number; volumeM3: number; grossKg: number };
  containers: ContainerFill[];
}

const TEXT = {
  en: {
    columns: ['Item no.', 'Product', 'Qty', 'Unit price', 'Amount', 'Cartons'],
    cartons: (n: number) => `${formatCount(n, 'en')} ${n === 1 ? 'carton' : 'cartons'}`,
    belowMoq: (moq: number) => `below MOQ ${formatCount(moq, 'en')}`,
    total: 'Total',
    logistics: (cartons: number, volume: string, weight: string) => `${formatCount(cartons, 'en')} cartons, ${volume} m³, gross ${weight} kg`,
    fill: (c: ContainerFill) => `${c.code}: ${c.volumePct}% by volume, ${c.weightPct}% by weight${c.needed > 1 ? ` (${c.needed} containers)` : ''}`,
    containers: 'Container fill',
    message: 'Message',
    address: 'Delivery address',
    none: '(none)',
  },
  zh: {
    columns: ['货号', '产品', '数量', '单价', '金额', '箱数'],
    cartons: (n: number) => `${formatCount(n, 'zh')} 箱`,
    belowMoq: (moq: number) => `低于起订量 ${formatCount(moq, 'zh')}`,
    total: '合计',
    logistics: (cartons: number, volume: string, weight: string) => `${formatCount(cartons, 'zh')} 箱，${volume} 立方米，毛重 ${weight} 千克`,
    fill: (c: ContainerFill) => `${c.code}：体积 ${c.volumePct}%，重量 ${c.weightPct}%${c.needed > 1 ? `（需 ${c.needed} 个柜）` : ''}`,
    containers: '装柜估算',
    message: '留言',
    address: '收货地址',
    none: '（无）',
  },
} as const;

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** The shared blocks as plain text and as HTML paragraphs (already escaped). */
export function inquiryBlocks(order: InquiryMailOrder, language: MailLanguage) {
  const t = TEXT[language];
  const price = (row: { price: number; foreignprice: number }) => formatPrice(localizedPrice(row, language), language);
  const amount = (row: InquiryMailLine) => formatPrice(localizedPrice(row, language) * row.addNum, language);
  const logistics = t.logistics(order.totals.cartons, fixed(order.totals.volumeM3, 3), fixed(order.totals.grossKg, 1));
  const message = order.message.trim() || t.none;
  const address = addressLines(order.address, language);
  const unit = (l: InquiryMailLine) => ({ code: l.unitCode, name: unitNameIn(l.unitCode, l.unitNames, language) });
  const basis = (l: InquiryMailLine) => priceNote(l.appliedPrices?.[currencyOf(language)], language, unit(l));

  const textLines = order.lines.map((l) => {
    const warn = l.addNum < l.moq ? ` (${t.belowMoq(l.moq)})` : '';
    const note = basis(l) ? `\n  ${basis(l)}` : '';
    return `- ${l.code} ${localizedName(l, language)}: ${formatCount(l.addNum, language)} × ${price(l)} = ${amount(l)}, ${t.cartons(l.cartons)}${warn}${note}`;
  });
  const text = [
    textLines.join('\n'),
    `${t.total}: ${price({ price: order.totals.price, foreignprice: order.totals.foreignprice })}; ${logistics}`,
    `${t.containers}: ${order.containers.map(t.fill).join('; ')}`,
    `${t.message}:\n${message}`,
    `${t.address}:\n${address.join('\n')}`,
  ].join('\n\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top';
  const head = t.columns.map((c) => `<th style="${cell};background:#fafafa">${escapeHtml(c)}</th>`).join('');
  const rows = order.lines
    .map((l) => {
      const warn = l.addNum < l.moq ? `<br><span style="color:#c8102e">${escapeHtml(t.belowMoq(l.moq))}</span>` : '';
      // Under the name, the widest cell: in the narrow price cell a kept quote's inquiry number would wrap at its hyphens.
      const note = basis(l) ? `<br><span style="color:#666;font-size:12px">${escapeHtml(basis(l))}</span>` : '';
      const cells = [
        escapeHtml(l.code),
        `${escapeHtml(localizedName(l, language))}${note}`,
        `${formatCount(l.addNum, language)}${warn}`,
        escapeHtml(price(l)),
        escapeHtml(amount(l)),
        formatCount(l.cartons, language),
      ];
      return `<tr>${cells.map((c) => `<td style="${cell}">${c}</td>`).join('')}</tr>`;
    })
    .join('');
  const table = `<table style="border-collapse:collapse;width:100%;font-size:13px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  const html = [
    table,
    `<strong>${escapeHtml(t.total)}: ${escapeHtml(price({ price: order.totals.price, foreignprice: order.totals.foreignprice }))}</strong><br>${escapeHtml(logistics)}`,
    `${escapeHtml(t.containers)}:<br>${order.containers.map((c) => escapeHtml(t.fill(c))).join('<br>')}`,
    `${escapeHtml(t.message)}:<br>${escapeHtml(message).replace(/\r?\n/g, '<br>')}`,
    `${escapeHtml(t.address)}:<br>${address.map(escapeHtml).join('<br>')}`,
  ];
  return { text, html };
}

/** A subject line never carries a line break (header injection) and stays short. */
export function subjectLine(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 180);
}
