import type { MailMessage } from '../outbox';
import { escapeHtml } from './escape-html';
import { mailHtml } from './layout';

export interface ResetCodeMail {
  to: string;
  nick: string;
  code: string;
  /** The §4 link: opens the reset flow with code and email filled in. */
  link: string;
  minutes: number;
  language: 'en' | 'zh';
}

const TEXT = {
  en: {
    subject: 'Your Lantern Gifts password reset code',
    hello: (nick: string) => `Hello ${nick},`,
    code: 'Your verification code is',
    link: 'Or open this link to set a new password:',
    expiry: (minutes: number) => `The code expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    footer: 'Lantern Gifts — seasonal décor and gifts for trade buyers',
  },
  zh: {
    subject: '灯笼礼品重置密码验证码',
    hello: (nick: string) => `${nick}，您好：`,
    code: '您的验证码是',
    link: '也可以打开以下链接设置新密码：',
    expiry: (minutes: number) => `验证码 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。`,
    footer: '灯笼礼品 —— 节日装饰与礼品，工厂直供',
  },
} as const;

/** §4 step 2: the emailed 6-character code and the link carrying code and email, in the buyer's language. */
export function resetCodeMail(mail: ResetCodeMail): MailMessage {
  const t = TEXT[mail.language];
  const text = [t.hello(mail.nick), `${t.code} ${mail.code}`, `${t.link} ${mail.link}`, t.expiry(mail.minutes)].join('\n\n');
  const html = mailHtml(
    t.subject,
    [
      escapeHtml(t.hello(mail.nick)),
      `${escapeHtml(t.code)} <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(mail.code)}</strong>`,
      `${escapeHtml(t.link)}<br><a href="${escapeHtml(mail.link)}" style="color:#c8102e">${escapeHtml(mail.link)}</a>`,
      escapeHtml(t.expiry(mail.minutes)),
    ],
    t.footer,
  );
  return { to: mail.to, subject: t.subject, text, html };
}
