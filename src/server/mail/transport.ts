import nodemailer, { type Transporter } from 'nodemailer';

// SMTP_URL is read when a mail is sent (not once at start), so a test or an operator can point a
// running process at another server; one transporter is kept per URL.
let current: { url: string; transporter: Transporter } | undefined;

/** The SMTP transporter of SMTP_URL, or undefined when mail goes only to the outbox and the log. */
export function smtpTransport(): Transporter | undefined {
  const url = process.env.SMTP_URL?.trim();
  if (!url) return undefined;
  if (current?.url !== url) {
    current?.transporter.close();
    // Fail fast: a mail server that does not answer must not hold a buyer's request for minutes.
    current = { url, transporter: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return current.transporter;
}

/** Sender address: MAIL_FROM, else the supplier's address. */
export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || `Lantern Gifts <${process.env.SUPPLIER_EMAIL?.trim() || 'sales@lantern-gifts.example'}>`;
}
