import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { outbox, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { deliverPending } from '@/server/mail/outbox';
import { resetRateLimits } from '@/server/security/rate-limit';
import { solvedCaptcha } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// The reset mail over a real SMTP conversation on loopback: nodemailer talks to an smtp-server
// instance, the received message is parsed like a mail client would, and its code drives the
// rest of the §4 reset flow. A mail server that is down loses nothing: the outbox retries.

interface Received {
  rcptTo: string[];
  mail: ParsedMail;
}

const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
const run = randomUUID().slice(0, 8);
const savedSmtpUrl = process.env.SMTP_URL;
const inbox: Received[] = [];

let db: TestDb;
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            inbox.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.SMTP_URL = smtpUrl;
  resetEnvCache();
  resetRateLimits();
});

afterAll(async () => {
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
  resetEnvCache();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await db.dispose();
});

const post = (path: string, body: unknown) =>
  apiApp.request(`/api/Customer/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

const captcha = () => solvedCaptcha(db);

async function register(email: string) {
  const res = await post('RegisterByEmail', { email, nick: 'Mei', companyname: 'Mei Trading', pwd: 'abc123', checkPwd: 'abc123', sex: 0, ...(await captcha()) });
  expect(res.status).toBe(200);
}

const login = async (email: string, pwd: string) => post('Login', { email, pwd, ...(await captcha()) });

/** The message received for `to` (waits briefly: the SMTP server parses after the reply). */
async function mailTo(to: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const found = inbox.find((m) => m.rcptTo.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail arrived for ${to}`);
}

/** The code after `lead` in the text and the §4 link, which must carry the same code and the email. */
function readResetMail(mail: ParsedMail, lead: string) {
  const text = mail.text ?? '';
  const code = text.match(new RegExp(`${lead}\\s+([A-Za-z0-9]{6})\\b`))?.[1];
  const href = text.match(/https?:\/\/\S+/)?.[0];
  expect(code, text).toBeDefined();
  expect(href, text).toBeDefined();
  const link = new URL(href!);
  expect(link.searchParams.get('code')).toBe(code);
  expect(mail.html || '').toContain(code);
  return { code: code!, link };
}

const address = (name: string) => `${name}-${run}@example.com`;

describe('password reset mail over SMTP', () => {
  it('R7.24 R7.25 R8.10 R7.26 R7.27 R7.28 the English mail arrives with a code and link that reset the password', async () => {
    const email = address('reset-en');
    await register(email);
    const res = await post('ResetPwdByEmail', { email, language: 'EN' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'sent successfully, please check your email' });

    const { rcptTo, mail } = await mailTo(email);
    expect(rcptTo).toEqual([email]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(email);
    expect(mail.subject).toBe('Your Lantern Gifts password reset code');
    expect(mail.text).toContain('Hello Mei,');
    const { code, link } = readResetMail(mail, 'Your verification code is');
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('email')).toBe(email);

    const checked = await post('CheckVeriCode', { email, veriCode: code });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ code: 0, message: 'verification passed' });
    const reset = await post('ResetPwd', { email, veriCode: code, pwd: 'newpass9' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ code: 0, message: 'password reset successful' });

    const fresh = await login(email, 'newpass9');
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).data.dto.email).toBe(email);
    const stale = await login(email, 'abc123');
    expect(stale.status).toBe(401);
    expect((await stale.json()).message).toBe('The password is incorrect or the user does not exist.');
    const [row] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('R7.25 an empty language sends the Chinese mail with a /zh/ link', async () => {
    const email = address('reset-zh');
    await register(email);
    const res = await post('ResetPwdByEmail', { email, language: '' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('sent successfully, please check your email');

    const { mail } = await mailTo(email);
    expect(mail.subject).toBe('灯笼礼品重置密码验证码');
    expect(mail.text).toContain('Mei，您好：');
    const { code, link } = readResetMail(mail, '您的验证码是');
    expect(link.pathname).toBe('/zh/');
    expect(link.searchParams.get('email')).toBe(email);
    expect((await post('CheckVeriCode', { email, veriCode: code })).status).toBe(200);
  });

  it('R8.09 SMTP down: 503 "sending email failed", the mail stays pending and the retry pass delivers it', async () => {
    const email = address('reset-down');
    await register(email);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    process.env.SMTP_URL = `smtp://127.0.0.1:${deadPort}`;
    resetEnvCache();
    try {
      const res = await post('ResetPwdByEmail', { email, language: 'EN' });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 503, error: 'unavailable', message: 'sending email failed' });
    } finally {
      process.env.SMTP_URL = smtpUrl;
      resetEnvCache();
    }
    const [pending] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(pending!.lastError).toBeTruthy();
    expect(inbox.some((m) => m.rcptTo.includes(email))).toBe(false);

    // Not due yet: the first retry waits a minute.
    await deliverPending(db.db);
    expect((await db.db.select().from(outbox).where(eq(outbox.id, pending!.id)))[0]!.status).toBe('pending');

    await db.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(outbox.id, pending!.id));
    expect(await deliverPending(db.db)).toBeGreaterThanOrEqual(1);
    const { mail } = await mailTo(email);
    expect(mail.subject).toBe('Your Lantern Gifts password reset code');
    const [sent] = await db.db.select().from(outbox).where(eq(outbox.id, pending!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);

    // The late mail is still useful: its code (within 15 minutes) passes the check.
    const { code } = readResetMail(mail, 'Your verification code is');
    const checked = await post('CheckVeriCode', { email, veriCode: code });
    expect(await checked.json()).toEqual({ code: 0, message: 'verification passed' });
  });
});
