import type { Db } from '@/server/db/client';
import { deskLink } from './desk-link';
import { env } from '@/server/env';
import { sendMail } from '@/server/mail/outbox';
import { inquiryBuyerMail } from '@/server/mail/templates/inquiry-buyer';
import { inquirySupplierMail } from '@/server/mail/templates/inquiry-supplier';
import type { InquiryMailOrder, MailLanguage } from '@/server/mail/templates/inquiry-table';

// After an inquiry is committed: the buyer's confirmation (in the buyer's language) and the
// supplier's notification (SUPPLIER_EMAIL in SUPPLIER_LANGUAGE, default zh). Both go through the
// outbox, which retries a failed send; a mail problem never fails the order.

export interface InquiryMailJob {
  buyer: { email: string; nick: string; companyName: string };
  language: MailLanguage;
  order: InquiryMailOrder;
}

export async function sendInquiryMails(db: Db, siteId: number, job: InquiryMailJob, orderId: number): Promise<void> {
  const { SUPPLIER_EMAIL, SUPPLIER_LANGUAGE, PUBLIC_BASE_URL } = env();
  // Links come from configuration only: a request's Host header must not decide where a mail points.
  const ordersLink = `${PUBLIC_BASE_URL}${job.language === 'zh' ? '/zh' : ''}/order`;
  const messages = [
    inquiryBuyerMail({ to: job.buyer.email, nick: job.buyer.nick, language: job.language, order: job.order, ordersLink }),
    inquirySupplierMail({ to: SUPPLIER_EMAIL, language: SUPPLIER_LANGUAGE, buyer: job.buyer, order: job.order, deskLink: deskLink(orderId) }),
  ];
  const results = await Promise.allSettled(messages.map((message) => sendMail(db, siteId, message)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`[order] ${job.order.orderNo}: could not queue the mail to ${messages[i]!.to}`, result.reason);
  });
}
