import type { MailMessage } from '../outbox';
import { escapeHtml } from './escape-html';
import { inquiryBlocks, subjectLine, type InquiryMailOrder, type MailLanguage } from './inquiry-table';
import { mailHtml } from './layout';

export interface InquiryBuyerMail {
  to: string;
  nick: string;
  language: MailLanguage;
  order: InquiryMailOrder;
  /** The buyer's /order page, when the site's public address is configured. */
  ordersLink?: string;
}

const TEXT = {
  en: {
    subject: (no: string) => `Your inquiry ${no} has been sent — Lantern Gifts`,
    hello: (nick: string) => `Hello ${nick},`,
    intro: (no: string) => `Thank you for your inquiry ${no}. Our sales team will reply with a quotation soon. Here is what you asked for:`,
    link: 'See your inquiries at any time:',
    footer: 'Lantern Gifts — seasonal décor and gifts for trade buyers',
  },
  zh: {
    subject: (no: string) => `您的询盘 ${no} 已发送 —— 灯笼礼品`,
    hello: (nick: string) => `${nick}，您好：`,
    intro: (no: string) => `感谢您的询盘 ${no}，我们的业务员会尽快给您报价。以下是询盘内容：`,
    link: '随时查看您的询盘：',
    footer: '灯笼礼品 —— 节日装饰与礼品，工厂直供',
  },
} as const;

/** The buyer's confirmation, in the buyer's language. */
export function inquiryBuyerMail(mail: InquiryBuyerMail): MailMessage {
  const t = TEXT[mail.language];
  const blocks = inquiryBlocks(mail.order, mail.language);
  const link = mail.ordersLink ? [`${t.link} ${mail.ordersLink}`] : [];
  const text = [t.hello(mail.nick), t.intro(mail.order.orderNo), blocks.text, ...link].join('\n\n');
  const html = mailHtml(
    t.subject(mail.order.orderNo),
    [
      escapeHtml(t.hello(mail.nick)),
      escapeHtml(t.intro(mail.order.orderNo)),
      ...blocks.html,
      ...(mail.ordersLink ? [`${escapeHtml(t.link)} <a href="${escapeHtml(mail.ordersLink)}" style="color:#c8102e">${escapeHtml(mail.ordersLink)}</a>`] : []),
    ],
    t.footer,
  );
  return { to: mail.to, subject: subjectLine(t.subject(mail.order.orderNo)), text, html };
}
