import { createTranslator } from 'next-intl';
import enMessages from '../../../messages/en.json';
import zhMessages from '../../../messages/zh.json';
import type { ExportLang } from './labels';

// The words of the quotation and the proforma invoice, in the buyer's language: kept in the
// message files with every other text (translators see them there), read here on the server.

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

/** The labels of a language, from messages/*.json `quoteDocument` (never sent to browsers). */
function labelsOf(lang: ExportLang): QuoteLabels {
  const messages = lang === 'zh' ? zhMessages : enMessages;
  const { days: _days, reference: _reference, page: _page, ...words } = messages.quoteDocument;
  const t = createTranslator({ locale: lang, messages, namespace: 'quoteDocument' });
  return { ...words, days: (n) => t('days', { count: n }), reference: (number) => t('reference', { number }), page: (n, of) => t('page', { n, of }) };
}

export const QUOTE_LABELS: Record<ExportLang, QuoteLabels> = { en: labelsOf('en'), zh: labelsOf('zh') };

/** `label: value` in the language's own colon. */
export const labelled = (lang: ExportLang, label: string, value: string) => (lang === 'zh' ? `${label}：${value}` : `${label}: ${value}`);
