import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { resetCodes } from '@/server/db/schema';
import { sendMail, type DeliveryResult } from '@/server/mail/outbox';
import { resetCodeMail } from '@/server/mail/templates/reset-code';
import { findCustomerByEmail, setPassword } from './customers';
import { revokeOtherSessions } from './sessions';

// §4 password reset: email → emailed 6-character code (and a link carrying code and email) →
// code check → new password. Codes live 15 minutes, 5 wrong tries void one, only the newest
// counts, and only a hash is stored.

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read off a phone screen

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface ResetRequest {
  email: string;
  language: 'en' | 'zh';
  /** Site address the emailed link starts with, e.g. https://shop.example.com */
  baseUrl: string;
}

/**
 * Sends a code to a registered email. An unknown email gets the same answer with no mail, so the
 * form does not tell who is registered. Returns how the mail went ('failed' = queued for retry).
 */
export async function requestPasswordReset(db: Db, siteId: number, request: ResetRequest): Promise<DeliveryResult | 'unknown'> {
  const customer = await findCustomerByEmail(db, siteId, request.email);
  if (!customer) return 'unknown';
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(resetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(resetCodes.customerId, customer.id), isNull(resetCodes.usedAt)));
    await tx.insert(resetCodes).values({
      siteId,
      customerId: customer.id,
      codeHash: hashCode(code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
    });
  });
  const prefix = request.language === 'zh' ? '/zh' : '';
  const link = `${request.baseUrl.replace(/\/$/, '')}${prefix}/?${new URLSearchParams({ email: customer.email, code })}`;
  return sendMail(db, siteId, resetCodeMail({ to: customer.email, nick: customer.nick, code, link, minutes: RESET_CODE_TTL_MINUTES, language: request.language }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Checks `code` against the customer's live code. A wrong code counts a try (the 5th voids it);
 * `consume` marks a right one used (the final step). Returns the customer id or null.
 */
async function checkCode(tx: Db | Tx, siteId: number, email: string, code: string, consume: boolean): Promise<number | null> {
  const customer = await findCustomerByEmail(tx, siteId, email);
  if (!customer) return null;
  const [live] = await tx
    .select()
    .from(resetCodes)
    .where(and(eq(resetCodes.customerId, customer.id), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, new Date()), lt(resetCodes.tries, RESET_CODE_MAX_TRIES)))
    .orderBy(desc(resetCodes.id))
    .limit(1)
    .for('update');
  if (!live) return null;
  if (live.codeHash !== hashCode(code)) {
    await tx
      .update(resetCodes)
      .set({ tries: sql`${resetCodes.tries} + 1`, usedAt: live.tries + 1 >= RESET_CODE_MAX_TRIES ? new Date() : null })
      .where(eq(resetCodes.id, live.id));
    return null;
  }
  if (consume) await tx.update(resetCodes).set({ usedAt: new Date() }).where(eq(resetCodes.id, live.id));
  return customer.id;
}

/** §7 CheckVeriCode: true when the code is the email's live code (it stays usable for step 4). */
export async function verifyResetCode(db: Db, siteId: number, email: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => (await checkCode(tx, siteId, email, code, false)) !== null);
}

/** §7 ResetPwd: sets the new password with a live code, uses the code up and ends every session. */
export async function resetPassword(db: Db, siteId: number, email: string, code: string, pwd: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const customerId = await checkCode(tx, siteId, email, code, true);
    if (customerId === null) return false;
    await setPassword(tx, customerId, pwd);
    await revokeOtherSessions(tx, customerId);
    return true;
  });
}
