import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

// The loopback SMTP server of scripts/e2e-server.mjs saves every mail it receives as
// <data>/mail/<n>.eml: the e2e reads what a real SMTP conversation delivered.

const MAIL_DIR = path.resolve(__dirname, '../../..', process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');

export interface ReceivedMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * The newest mail to `to` whose subject names `orderNo` and that `matches` (default: any), polled
 * until it arrives (the outbox sends after the change commits, in the background).
 */
export async function mailAbout(to: string, orderNo: string, matches: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : []) {
          const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, name)));
          const recipients = [mail.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((a) => a.address?.toLowerCase());
          if (!recipients.includes(to.toLowerCase()) || !mail.subject?.includes(orderNo)) continue;
          const received = {
            subject: mail.subject,
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          };
          if (matches(received)) {
            found = received;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${to} about ${orderNo}` },
    )
    .toBe(true);
  return found!;
}
