import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { outbox, resetCodes, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call, solvedCaptcha } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// §4 password reset by emailed code, with the §8 messages word for word. Without SMTP_URL the
// mail lands in the outbox (status 'logged'), where these tests read the code.

let db: TestDb;
const savedSmtp = process.env.SMTP_URL;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const run = randomUUID().slice(0, 8);
let seq = 0;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(async () => {
  if (savedSmtp !== undefined) process.env.SMTP_URL = savedSmtp;
  await db.dispose();
});

const post = (path: string, body: unknown, ip = randomIp()) => call('POST', path, { body, headers: { 'x-forwarded-for': ip } });

const captcha = () => solvedCaptcha(db);

async function newCustomer() {
  const email = `reset${run}x${++seq}@example.com`;
  const res = await post('/api/Customer/RegisterByEmail', { email, nick: 'Chen', companyname: 'Chen Import', pwd: 'abc123', checkPwd: 'abc123', sex: 1, ...(await captcha()) });
  expect(res.status).toBe(200);
  return { email, cookie: res.cookie };
}

const login = async (email: string, pwd: string) => post('/api/Customer/Login', { email, pwd, ...(await captcha()) });

/** Asks for a code and reads it (and the link) from the mail in the outbox. */
async function mailedCode(email: string, language: 'EN' | '' = 'EN') {
  const res = await post('/api/Customer/ResetPwdByEmail', { email, userId: 38, language });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('sent successfully, please check your email');
  const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  const code = /\b([A-Z0-9]{6})\b/.exec(mail!.text.split('\n\n')[1]!)![1]!;
  return { code, mail: mail! };
}

describe('password reset by emailed code', () => {
  it('R7.24 R7.25 R8.10 R5.23 R5.24 R9.04 mails a 6-character code and a link carrying code and email, in English for EN', async () => {
    const { email } = await newCustomer();
    const { code, mail } = await mailedCode(email);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail.subject).toMatch(/password reset code/i);
    expect(mail.text).toContain(`/?${new URLSearchParams({ email, code })}`);
    expect(mail.status).toBe('logged');
    const [row] = await db.db.select().from(resetCodes).orderBy(desc(resetCodes.id)).limit(1);
    expect(row!.codeHash).not.toContain(code);
  });

  it('R7.25 an empty language sends the Chinese mail with a /zh link', async () => {
    const { email } = await newCustomer();
    const { code, mail } = await mailedCode(email, '');
    expect(mail.subject).toMatch(/重置密码/);
    expect(mail.text).toContain(`/zh/?${new URLSearchParams({ email, code })}`);
  });

  it('R7.26 R7.27 R7.28 R7.29 R8.08 R8.13 checks the code, sets the new password, signs out everywhere', async () => {
    const { email, cookie } = await newCustomer();
    const { code } = await mailedCode(email);
    const checked = await post('/api/Customer/CheckVeriCode', { email, veriCode: code.toLowerCase() });
    expect(checked).toMatchObject({ status: 200, body: { message: 'verification passed' } });
    const reset = await post('/api/Customer/ResetPwd', { email, veriCode: code, pwd: 'fresh789' });
    expect(reset).toMatchObject({ status: 200, body: { message: 'password reset successful' } });
    const counts = await apiApp.request('/api/Customer/GetAccountNums', { headers: { cookie: cookie.split(';')[0]! } });
    expect(counts.status).toBe(401);
    expect((await login(email, 'abc123')).status).toBe(401);
    expect((await login(email, 'fresh789')).status).toBe(200);
  });

  it('R8.07 R8.12 a wrong code gets "verification code error", a used code "failed to set password"', async () => {
    const { email } = await newCustomer();
    const { code } = await mailedCode(email);
    const wrong = await post('/api/Customer/CheckVeriCode', { email, veriCode: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'verification code error', field: 'veriCode' } });
    expect((await post('/api/Customer/ResetPwd', { email, veriCode: code, pwd: 'fresh789' })).status).toBe(200);
    const again = await post('/api/Customer/ResetPwd', { email, veriCode: code, pwd: 'other789' });
    expect(again).toMatchObject({ status: 400, body: { message: 'failed to set password' } });
  });

  it('voids a code after 5 wrong tries', async () => {
    const { email } = await newCustomer();
    const { code } = await mailedCode(email);
    for (let i = 0; i < 5; i++) expect((await post('/api/Customer/CheckVeriCode', { email, veriCode: `ZZZZZ${i}` })).status).toBe(400);
    expect((await post('/api/Customer/CheckVeriCode', { email, veriCode: code })).body.message).toBe('verification code error');
  });

  it('a code expires after 15 minutes, and only the newest code counts', async () => {
    const { email } = await newCustomer();
    const { code } = await mailedCode(email);
    const [row] = await db.db.select().from(resetCodes).orderBy(desc(resetCodes.id)).limit(1);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(15);
    await db.db
      .update(resetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetCodes.id, row!.id));
    expect((await post('/api/Customer/CheckVeriCode', { email, veriCode: code })).status).toBe(400);
  });

  it('§4 resend countdown: a second mail within a minute is a 429', async () => {
    const { email } = await newCustomer();
    await mailedCode(email);
    const again = await post('/api/Customer/ResetPwdByEmail', { email, language: 'EN' });
    expect(again.status).toBe(429);
  });

  it('links the mail to PUBLIC_BASE_URL only, whatever Host or X-Forwarded-Host the request names', async () => {
    const { resetEnvCache } = await import('@/server/env');
    const saved = process.env.PUBLIC_BASE_URL;
    for (const [base, expected] of [
      [undefined, 'http://localhost:3000/?'],
      ['https://shop.lantern.example', 'https://shop.lantern.example/?'],
    ] as const) {
      if (base) process.env.PUBLIC_BASE_URL = base;
      else delete process.env.PUBLIC_BASE_URL;
      resetEnvCache();
      const { email } = await newCustomer();
      const res = await apiApp.request('http://evil.example/api/Customer/ResetPwdByEmail', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() },
        body: JSON.stringify({ email, userId: 38, language: 'EN' }),
      });
      expect(res.status).toBe(200);
      const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
      expect(mail!.text).not.toContain('evil.example');
      expect(mail!.text).toContain(expected.replace(':3000', `:${process.env.PORT || 3000}`));
    }
    if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = saved;
    resetEnvCache();
  });

  it('an unknown email gets the same answer and no mail', async () => {
    const email = `nobody${run}@example.com`;
    const res = await post('/api/Customer/ResetPwdByEmail', { email, language: 'EN' });
    expect(res).toMatchObject({ status: 200, body: { message: 'sent successfully, please check your email' } });
    expect(await db.db.select().from(outbox).where(eq(outbox.toAddress, email))).toHaveLength(0);
  });

  it('refuses a short code and an empty or weak new password with a 400 naming the field', async () => {
    const { email } = await newCustomer();
    expect((await post('/api/Customer/CheckVeriCode', { email, veriCode: 'AB12' })).body.field).toBe('veriCode');
    expect((await post('/api/Customer/ResetPwd', { email, veriCode: 'AB12CD', pwd: '' })).body.field).toBe('pwd');
    expect((await post('/api/Customer/ResetPwd', { email, veriCode: 'AB12CD', pwd: 'abcdef' })).body.field).toBe('pwd');
    expect((await post('/api/Customer/ResetPwdByEmail', { email: 'nope' })).body.field).toBe('email');
  });
});
