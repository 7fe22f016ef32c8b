import type { ContainerFill } from '@/lib/container-fill';

// The words of the downloaded PDF and Excel sheets (beyond the spec). These files are
// made on the server and forwarded by buyers to colleagues, so their labels live here, one small
// table per language, rather than in the next-intl UI messages.

export type ExportLang = 'en' | 'zh';
export const EXPORT_LANGS = ['en', 'zh'] as const;

export interface ExportLabels {
  inquiryTitle: (orderNo: string) => string;
  cartTitle: string;
  /** Excel tab names: at most 31 characters, none of []:*?/\ */
  inquirySheet: string;
  cartSheet: string;
  date: string;
  buyer: string;
  company: string;
  email: string;
  address: string;
  message: string;
  columns: {
    picture: string;
    code: string;
    name: string;
    quantity: string;
    moq: string;
    unitPrice: string;
    lineTotal: string;
    cartons: string;
    volume: string;
  };
  /** The Excel column after the others saying how a unit price was set (a break, the buyer's own price, a kept quote). */
  priceNoteColumn: string;
  total: string;
  grossWeight: string;
  kg: string;
  containers: string;
  fill: (c: ContainerFill) => string;
  belowMoqNote: string;
  supplier: string;
  tel: string;
  page: (n: number, of: number) => string;
  /** `label: value` — the language's own colon. */
  field: (label: string, value: string) => string;
}

const fillEn = (c: ContainerFill) => `${c.code}: ${c.volumePct}% by volume, ${c.weightPct}% by weight${c.needed > 1 ? ` (${c.needed} containers)` : ''}`;
const fillZh = (c: ContainerFill) => `${c.code}：体积 ${c.volumePct}%，重量 ${c.weightPct}%${c.needed > 1 ? `（需 ${c.needed} 个柜）` : ''}`;

export const EXPORT_LABELS: Record<ExportLang, ExportLabels> = {
  en: {
    inquiryTitle: (orderNo) => `Inquiry ${orderNo}`,
    cartTitle: 'Cart',
    inquirySheet: 'Inquiry',
    cartSheet: 'Cart',
    date: 'Date',
    buyer: 'Buyer',
    company: 'Company',
    email: 'Email',
    address: 'Delivery address',
    message: 'Message',
    columns: {
      picture: 'Picture',
      code: 'Item no.',
      name: 'Product',
      quantity: 'Qty',
      moq: 'MOQ',
      unitPrice: 'Unit price',
      lineTotal: 'Amount',
      cartons: 'Cartons',
      volume: 'm³',
    },
    priceNoteColumn: 'Price basis',
    total: 'Total',
    grossWeight: 'Gross weight',
    kg: 'kg',
    containers: 'Container fill',
    fill: fillEn,
    belowMoqNote: '* below the minimum order quantity',
    supplier: 'Supplier',
    tel: 'Tel',
    page: (n, of) => `Page ${n} of ${of}`,
    field: (label, value) => `${label}: ${value}`,
  },
  zh: {
    inquiryTitle: (orderNo) => `询价单 ${orderNo}`,
    cartTitle: '购物车',
    inquirySheet: '询价单',
    cartSheet: '购物车',
    date: '日期',
    buyer: '买家',
    company: '公司',
    email: '邮箱',
    address: '收货地址',
    message: '留言',
    columns: {
      picture: '图片',
      code: '货号',
      name: '品名',
      quantity: '数量',
      moq: '起订量',
      unitPrice: '单价',
      lineTotal: '金额',
      cartons: '箱数',
      volume: '体积 m³',
    },
    priceNoteColumn: '价格说明',
    total: '合计',
    grossWeight: '毛重',
    kg: '千克',
    containers: '装柜估算',
    fill: fillZh,
    belowMoqNote: '* 低于起订量',
    supplier: '供应商',
    tel: '电话',
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
    field: (label, value) => `${label}：${value}`,
  },
};
