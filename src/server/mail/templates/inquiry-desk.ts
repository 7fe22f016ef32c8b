import { formatCents, formatTotal, formatUnitPrice, quoteAmounts } from '@/lib/quote-money';
import type { MailAttachment, MailMessage } from '../outbox';
import { escapeHtml } from './escape-html';
import { subjectLine, type MailLanguage } from './inquiry-table';
import { mailHtml } from './layout';

// The inquiry desk's mails. To the buyer (in the inquiry's language): a quote was sent,
// the supplier wrote. To staff (in the member's workspace language): the buyer asked, accepted,
// declined or cancelled. Every value is escaped in the HTML part.

export interface QuoteMailLine {
  code: string;
  unitPrice: number;
  quantity: number;
  moq: number;
  leadTimeDays: number;
}

export interface QuoteMailQuote {
  version: number;
  currency: string;
  lines: QuoteMailLine[];
  incoterm: string;
  port: string;
  paymentTerms: string;
  validUntil: string;
  note: string;
}

const FOOTER = { en: 'Lantern Gifts — seasonal décor and gifts for trade buyers', zh: '灯笼礼品 —— 节日装饰与礼品，工厂直供' } as const;

const BUYER = {
  en: {
    quoteSubject: (no: string, v: number) => `Quotation v${v} for your inquiry ${no} — Lantern Gifts`,
    quoteIntro: (no: string, v: number) => `Here is our quotation (version ${v}) for your inquiry ${no}.`,
    attached: (file: string) => `The quotation is attached as a PDF (${file}).`,
    line: (l: QuoteMailLine, currency: string, amount: string) =>
      `${l.code}: ${currency} ${formatUnitPrice(l.unitPrice)} × ${l.quantity} = ${amount} (MOQ ${l.moq}, ${l.leadTimeDays} days)`,
    total: (total: string) => `Total: ${total}`,
    terms: (q: QuoteMailQuote) => `Terms: ${q.incoterm}${q.port ? ` ${q.port}` : ''}${q.paymentTerms ? `; payment ${q.paymentTerms}` : ''}; valid until ${q.validUntil}.`,
    messageSubject: (no: string) => `A message about your inquiry ${no} — Lantern Gifts`,
    messageIntro: (no: string) => `Our sales team wrote about your inquiry ${no}:`,
    link: 'Answer or accept on your inquiries page:',
  },
  zh: {
    quoteSubject: (no: string, v: number) => `您的询盘 ${no} 的报价（第 ${v} 版）—— 灯笼礼品`,
    quoteIntro: (no: string, v: number) => `这是我们对询盘 ${no} 的报价（第 ${v} 版）。`,
    attached: (file: string) => `报价单 PDF 已附上（${file}）。`,
    line: (l: QuoteMailLine, currency: string, amount: string) =>
      `${l.code}：${currency} ${formatUnitPrice(l.unitPrice)} × ${l.quantity} = ${amount}（起订量 ${l.moq}，交期 ${l.leadTimeDays} 天）`,
    total: (total: string) => `合计：${total}`,
    terms: (q: QuoteMailQuote) => `条款：${q.incoterm}${q.port ? ` ${q.port}` : ''}${q.paymentTerms ? `；付款方式 ${q.paymentTerms}` : ''}；有效期至 ${q.validUntil}。`,
    messageSubject: (no: string) => `关于您的询盘 ${no} 的留言 —— 灯笼礼品`,
    messageIntro: (no: string) => `我们的业务员就询盘 ${no} 给您留言：`,
    link: '在询盘页面回复或接受报价：',
  },
} as const;

function compose(to: string, language: MailLanguage, subject: string, paragraphs: string[], link?: string, linkLabel: string = BUYER[language].link): MailMessage {
  const withLink = link ? [...paragraphs, `${linkLabel} ${link}`] : paragraphs;
  const html = mailHtml(
    subject,
    [
      ...paragraphs.map((p) => escapeHtml(p).replace(/\n/g, '<br>')),
      ...(link ? [`${escapeHtml(linkLabel)} <a href="${escapeHtml(link)}" style="color:#c8102e">${escapeHtml(link)}</a>`] : []),
    ],
    FOOTER[language],
  );
  return { to, subject: subjectLine(subject), text: withLink.join('\n\n'), html };
}

/** The quote in the body (readable without opening anything) and, when it could be drawn, as the attached PDF. */
export function quoteSentMail(mail: { to: string; language: MailLanguage; orderNo: string; quote: QuoteMailQuote; link?: string; pdf?: MailAttachment | null }): MailMessage {
  const t = BUYER[mail.language];
  const q = mail.quote;
  // The same amounts as the editor and the PDF: each line rounded to the cent, the total their sum.
  const amounts = quoteAmounts(q.lines);
  const paragraphs = [
    t.quoteIntro(mail.orderNo, q.version),
    [...q.lines.map((l, i) => t.line(l, q.currency, formatCents(amounts.lines[i]!))), t.total(formatTotal(q.currency, amounts.total))].join('\n'),
    t.terms(q),
    ...(q.note ? [q.note] : []),
    ...(mail.pdf ? [t.attached(mail.pdf.filename)] : []),
  ];
  const message = compose(mail.to, mail.language, t.quoteSubject(mail.orderNo, q.version), paragraphs, mail.link);
  return mail.pdf ? { ...message, attachments: [mail.pdf] } : message;
}

export function supplierMessageMail(mail: { to: string; language: MailLanguage; orderNo: string; body: string; link?: string }): MailMessage {
  const t = BUYER[mail.language];
  return compose(mail.to, mail.language, t.messageSubject(mail.orderNo), [t.messageIntro(mail.orderNo), mail.body], mail.link);
}

export type BuyerAction = 'question' | 'accept' | 'decline' | 'cancel';

const STAFF = {
  en: {
    subject: { question: 'asked a question', accept: 'accepted the quote', decline: 'declined the quote', cancel: 'cancelled the inquiry' },
    line: (who: string, no: string, what: string) => `${who} ${what} on inquiry ${no}.`,
    link: 'Open the inquiry in the workspace:',
    expiredSubject: (no: string, v: number) => `${no}: quotation v${v} expired`,
    expiredLine: (no: string, v: number, day: string) =>
      `The quotation v${v} on inquiry ${no} was valid until ${day} and has expired. The buyer was told; send a new version if they still want it.`,
  },
  zh: {
    subject: { question: '提出了问题', accept: '接受了报价', decline: '拒绝了报价', cancel: '取消了询盘' },
    line: (who: string, no: string, what: string) => `${who} 在询盘 ${no} 上${what}。`,
    link: '在工作台打开询盘：',
    expiredSubject: (no: string, v: number) => `${no}：第 ${v} 版报价已过期`,
    expiredLine: (no: string, v: number, day: string) => `询盘 ${no} 的第 ${v} 版报价有效期至 ${day}，现已过期。已通知客户；如客户仍需要，请发送新版本。`,
  },
} as const;

/** To a staff member: the buyer did something on an inquiry (the text is the question or the reason). */
export function buyerActionMail(mail: { to: string; language: MailLanguage; orderNo: string; buyer: string; action: BuyerAction; text: string; deskLink: string }): MailMessage {
  const t = STAFF[mail.language];
  const what = t.subject[mail.action];
  const line = t.line(mail.buyer, mail.orderNo, what);
  return compose(mail.to, mail.language, `${mail.orderNo}: ${mail.buyer} ${what}`, mail.text ? [line, mail.text] : [line], mail.deskLink, t.link);
}

const EXPIRED = {
  en: {
    subject: (no: string, v: number) => `Our quotation v${v} for your inquiry ${no} has expired — Lantern Gifts`,
    line: (no: string, v: number, day: string) =>
      `Our quotation (version ${v}) for your inquiry ${no} was valid until ${day} and has now expired. Ask us on your inquiries page if you would like a fresh quotation.`,
  },
  zh: {
    subject: (no: string, v: number) => `您的询盘 ${no} 的报价（第 ${v} 版）已过期 —— 灯笼礼品`,
    line: (no: string, v: number, day: string) => `我们对询盘 ${no} 的报价（第 ${v} 版）有效期至 ${day}，现已过期。如需重新报价，请在询盘页面留言。`,
  },
} as const;

/** To the buyer, in the inquiry's language: the quote they had lapsed. */
export function quoteExpiredBuyerMail(mail: { to: string; language: MailLanguage; orderNo: string; version: number; validUntil: string; link: string }): MailMessage {
  const t = EXPIRED[mail.language];
  return compose(mail.to, mail.language, t.subject(mail.orderNo, mail.version), [t.line(mail.orderNo, mail.version, mail.validUntil)], mail.link);
}

/** To the assignee (or the sales staff), in the member's language, with the inquiry's workspace link. */
export function quoteExpiredStaffMail(mail: { to: string; language: MailLanguage; orderNo: string; version: number; validUntil: string; deskLink: string }): MailMessage {
  const t = STAFF[mail.language];
  return compose(mail.to, mail.language, t.expiredSubject(mail.orderNo, mail.version), [t.expiredLine(mail.orderNo, mail.version, mail.validUntil)], mail.deskLink, t.link);
}
