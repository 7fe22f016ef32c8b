import { env } from '@/server/env';
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { outbox, type StoredAttachment } from '@/server/db/schema';
import { mailFrom, smtpTransport } from './transport';

// Every email is written to the outbox first and sent from there, so a mail server that is down
// loses nothing: the row stays pending and a later pass retries it (issue "Reliability": outbox).

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (the quotation PDF). */
  attachments?: MailAttachment[];
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * ADR 0031: an attachment is kept in the outbox row as its bytes (base64 in the jsonb column), not
 * as a reference to re-render: a retry after a restart sends exactly what was queued, and the
 * sender needs neither fonts nor render slots. The cost is the row's size (a quotation is 20–130 KB).
 */
function storedAttachments(attachments: MailAttachment[] | undefined): StoredAttachment[] | null {
  if (!attachments?.length) return null;
  return attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }));
}

function sentAttachments(row: OutboxRow) {
  return (row.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') }));
}

export type DeliveryResult = 'sent' | 'logged' | 'failed';

const MAX_ATTEMPTS = 8;

export async function queueMail(db: Db, siteId: number, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ siteId, toAddress: message.to, subject: message.subject, text: message.text, html: message.html, attachments: storedAttachments(message.attachments) })
    .returning({ id: outbox.id });
  return row!.id;
}

async function deliver(db: Db, row: OutboxRow): Promise<DeliveryResult> {
  const transport = smtpTransport();
  if (!transport) {
    // No SMTP_URL: the outbox table is the mailbox (`npm run outbox`). Mails hold reset codes,
    // addresses and phones, so the log gets one line without them unless the operator asks (MAIL_LOG=full).
    if (env().MAIL_LOG === 'full') console.log(`[mail] (no SMTP_URL) to ${row.toAddress}: ${row.subject}\n${row.text}`);
    else console.log(`[mail] (no SMTP_URL) outbox #${row.id} kept, not sent; read it with \`npm run outbox\` (MAIL_LOG=full prints mails here)`);
    await db
      .update(outbox)
      .set({ status: 'logged', attempts: row.attempts + 1, sentAt: new Date() })
      .where(eq(outbox.id, row.id));
    return 'logged';
  }
  try {
    await transport.sendMail({ from: mailFrom(), to: row.toAddress, subject: row.subject, text: row.text, html: row.html, attachments: sentAttachments(row) });
    await db
      .update(outbox)
      .set({ status: 'sent', attempts: row.attempts + 1, sentAt: new Date(), lastError: null })
      .where(eq(outbox.id, row.id));
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[mail] sending to ${row.toAddress} failed (attempt ${attempts}): ${message}`);
    await db
      .update(outbox)
      .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: message.slice(0, 500) })
      .where(eq(outbox.id, row.id));
    return 'failed';
  }
}

/** Queues a message and tries to send it at once; a failure leaves it pending for the retry pass. */
export async function sendMail(db: Db, siteId: number, message: MailMessage): Promise<DeliveryResult> {
  const id = await queueMail(db, siteId, message);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return deliver(db, row!);
}

/**
 * The retry pass: sends pending messages, oldest first. A message waits longer after each failed
 * attempt (1, 2, 4 … minutes) and is given up after MAX_ATTEMPTS.
 */
export async function deliverPending(db: Db, limit = 20): Promise<number> {
  const due = sql`${outbox.createdAt} + (interval '1 minute' * power(2, greatest(${outbox.attempts} - 1, 0))) <= now()`;
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, MAX_ATTEMPTS), or(eq(outbox.attempts, 0), due)))
    .orderBy(asc(outbox.id))
    .limit(limit);
  let sent = 0;
  for (const row of rows) if ((await deliver(db, row)) !== 'failed') sent++;
  return sent;
}

/** The latest messages, newest first (`npm run outbox`). */
export function latestMail(db: Db, limit = 10) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
