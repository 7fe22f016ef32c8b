import type { ExportLang } from './labels';

// The words of the quotation and the proforma invoice, in the buyer's language. Like
// labels.ts, they live beside the renderer: these files leave the site and are forwarded as they are.

export type QuoteDocKind = 'quote' | 'proforma';

export interface QuoteLabels {
  title: Record<QuoteDocKind, string>;
  number: Record<QuoteDocKind, string>;
  inquiryNo: string;
  version: string;
  date: string;
  validUntil: string;
  buyer: string;
  shipTo: string;
  tel: string;
  email: string;
  columns: { no: string; picture: string; code: string; name: string; quantity: string; moq: string; leadTime: string; unitPrice: string; amount: string };
  days: (n: number) => string;
  total: string;
  terms: string;
  incoterm: string;
  payment: string;
  note: string;
  bank: string;
  bankName: string;
  bankAddress: string;
  accountName: string;
  accountNo: string;
  swift: string;
  /** Under the bank block: what the buyer writes on the transfer. */
  reference: (number: string) => string;
  closing: Record<QuoteDocKind, string>;
  page: (n: number, of: number) => string;
}

export const QUOTE_LABELS: Record<ExportLang, QuoteLabels> = {
  en: {
    title: { quote: 'QUOTATION', proforma: 'PROFORMA INVOICE' },
    number: { quote: 'Quotation no.', proforma: 'Invoice no.' },
    inquiryNo: 'Inquiry no.',
    version: 'Version',
    date: 'Date',
    validUntil: 'Valid until',
    buyer: 'Buyer',
    shipTo: 'Ship to',
    tel: 'Tel',
    email: 'Email',
    columns: {
      no: 'No.',
      picture: 'Picture',
      code: 'Item no.',
      name: 'Description',
      quantity: 'Qty',
      moq: 'MOQ',
      leadTime: 'Lead time',
      unitPrice: 'Unit price',
      amount: 'Amount',
    },
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    total: 'Total',
    terms: 'Terms',
    incoterm: 'Delivery',
    payment: 'Payment',
    note: 'Remarks',
    bank: 'Bank details',
    bankName: 'Bank',
    bankAddress: 'Bank address',
    accountName: 'Beneficiary',
    accountNo: 'Account no.',
    swift: 'SWIFT',
    reference: (number) => `Please quote ${number} on your payment.`,
    closing: {
      quote: 'Prices are valid until the date above. Reply to this quotation or accept it on your inquiries page.',
      proforma: 'This proforma invoice is issued for payment and customs purposes and is not a tax invoice.',
    },
    page: (n, of) => `Page ${n} of ${of}`,
  },
  zh: {
    title: { quote: '报价单', proforma: '形式发票' },
    number: { quote: '报价单号', proforma: '发票号' },
    inquiryNo: '询盘号',
    version: '版本',
    date: '日期',
    validUntil: '有效期至',
    buyer: '买方',
    shipTo: '收货地址',
    tel: '电话',
    email: '邮箱',
    columns: { no: '序号', picture: '图片', code: '货号', name: '品名', quantity: '数量', moq: '起订量', leadTime: '交期', unitPrice: '单价', amount: '金额' },
    days: (n) => `${n} 天`,
    total: '合计',
    terms: '贸易条款',
    incoterm: '交货条件',
    payment: '付款方式',
    note: '备注',
    bank: '收款银行信息',
    bankName: '开户银行',
    bankAddress: '银行地址',
    accountName: '收款人',
    accountNo: '账号',
    swift: 'SWIFT 代码',
    reference: (number) => `付款时请注明 ${number}。`,
    closing: {
      quote: '以上价格在有效期内有效。请回复本报价，或在询盘页面接受报价。',
      proforma: '本形式发票仅用于付款及报关，不作为税务发票。',
    },
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
  },
};

/** `label: value` in the language's own colon. */
export const labelled = (lang: ExportLang, label: string, value: string) => (lang === 'zh' ? `${label}：${value}` : `${label}: ${value}`);
