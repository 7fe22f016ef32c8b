import type { MailMessage } from '../outbox';
import { escapeHtml } from './escape-html';
import { inquiryBlocks, subjectLine, type InquiryMailOrder, type MailLanguage } from './inquiry-table';
import { mailHtml } from './layout';

export interface InquirySupplierMail {
  to: string;
  language: MailLanguage;
  buyer: { nick: string; email: string; companyName: string };
  order: InquiryMailOrder;
  /** The inquiry in the workspace, where it is quoted and answered. */
  deskLink: string;
}

const TEXT = {
  en: {
    subject: (no: string, from: string) => `New inquiry ${no} from ${from}`,
    intro: (no: string) => `A buyer sent inquiry ${no}. Quote it and answer the buyer on the inquiry desk.`,
    open: 'Open the inquiry in the workspace:',
    buyer: 'Buyer',
    footer: 'Lantern storefront — inquiry notification',
  },
  zh: {
    subject: (no: string, from: string) => `新询盘 ${no}，来自 ${from}`,
    intro: (no: string) => `客户提交了询盘 ${no}，请在询盘工作台报价并回复客户。`,
    open: '在工作台打开询盘：',
    buyer: '客户',
    footer: '灯笼礼品网站 —— 询盘通知',
  },
} as const;

/** The supplier's notification (SUPPLIER_EMAIL, in SUPPLIER_LANGUAGE). */
export function inquirySupplierMail(mail: InquirySupplierMail): MailMessage {
  const t = TEXT[mail.language];
  const { nick, email, companyName } = mail.buyer;
  const from = companyName || nick;
  const blocks = inquiryBlocks(mail.order, mail.language);
  const buyer = [nick, companyName, email].filter(Boolean).join(', ');
  const text = [t.intro(mail.order.orderNo), `${t.open} ${mail.deskLink}`, `${t.buyer}: ${buyer}`, blocks.text].join('\n\n');
  const html = mailHtml(
    t.subject(mail.order.orderNo, from),
    [
      escapeHtml(t.intro(mail.order.orderNo)),
      `${escapeHtml(t.open)} <a href="${escapeHtml(mail.deskLink)}" style="color:#c8102e">${escapeHtml(mail.deskLink)}</a>`,
      `${escapeHtml(t.buyer)}: ${escapeHtml([nick, companyName].filter(Boolean).join(', '))} <a href="mailto:${escapeHtml(encodeURIComponent(email).replace(/%40/g, '@'))}" style="color:#c8102e">${escapeHtml(email)}</a>`,
      ...blocks.html,
    ],
    t.footer,
  );
  return { to: mail.to, subject: subjectLine(t.subject(mail.order.orderNo, from)), text, html };
}
