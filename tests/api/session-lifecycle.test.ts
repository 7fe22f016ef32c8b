import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/server/accounts/session-token';
import { apiApp } from '@/server/api/app';
import { customers, outbox, sessions, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call as callApi, solvedCaptcha } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { hideMailLog } from '../support/quiet-mail-log';

// Session tokens rotate at sign-in and are revoked at logout and password change.
// Decisions (docs/ARCHITECTURE.md, "Sessions"): a sign-in ends only the session the request carried
// (other devices stay signed in); logout ends only this session; a password change (ChangePwd) ends
// every session of the customer and hands the caller a new one; a reset by emailed code ends every
// session. Only the SHA-256 of a token is stored.

let db: TestDb;
let seq = 0;
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

/** Each call comes from an address of its own, so the sign-in limits never interfere. */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await callApi(method, path, { body, headers: { 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(1, 255)}`, ...headers } });
  return { ...answer, setCookie: answer.cookie };
}
const captcha = () => solvedCaptcha(db);

const credentialOf = (setCookie: string) => decodeURIComponent(/lantern_session=([^;]*)/.exec(setCookie)?.[1] ?? '');
const cookie = (credential: string) => ({ cookie: `lantern_session=${encodeURIComponent(credential)}` });
const header = (credential: string) => ({ authorization: credential });

async function register() {
  const email = `session${++seq}@lifecycle.example.com`;
  const res = await call('POST', '/api/Customer/RegisterByEmail', {
    userId: 38,
    email,
    nick: 'Lin',
    companyname: 'Lin Trading',
    pwd: 'abc123',
    checkPwd: 'abc123',
    sex: 1,
    ...(await captcha()),
  });
  expect(res.status, res.text).toBe(200);
  return { email, id: res.body.data.dto.id as number, credential: credentialOf(res.setCookie) };
}

/** Signs in as a new device (cookie transport unless asked); answers the new credential. */
async function signIn(email: string, options: { carrying?: Record<string, string>; transport?: 'cookie' | 'header'; pwd?: string } = {}) {
  const res = await call(
    'POST',
    '/api/Customer/Login',
    { userId: 38, email, pwd: options.pwd ?? 'abc123', sessionTransport: options.transport, ...(await captcha()) },
    options.carrying,
  );
  expect(res.status, res.text).toBe(200);
  const credential = options.transport === 'header' ? `${res.body.data.dto.id},${res.body.data.dto.onlineGuid}` : credentialOf(res.setCookie);
  return { res, credential };
}

async function signedIn(auth: Record<string, string>): Promise<boolean> {
  const res = await call('GET', '/api/Customer/GetAccountNums?userId=38', undefined, auth);
  if (res.status !== 200 && res.status !== 401) throw new Error(res.text);
  return res.status === 200;
}

describe('rotation at sign-in', () => {
  it('R7.20 gives every sign-in a new token and stores only its SHA-256', async () => {
    const { email, credential: first } = await register();
    const second = (await signIn(email)).credential;
    const third = (await signIn(email, { transport: 'header' })).credential;
    expect(new Set([first, second, third]).size).toBe(3);
    const stored = await db.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    for (const credential of [first, second, third]) {
      const token = credential.split(',')[1]!;
      expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);
    }
    // Separate devices: each stays signed in.
    for (const credential of [first, second]) expect(await signedIn(cookie(credential))).toBe(true);
    expect(await signedIn(header(third))).toBe(true);
  });

  it('ends the session the sign-in request carried, by cookie or by Authorization header', async () => {
    const { email, credential: old } = await register();
    const other = (await signIn(email)).credential;
    const rotated = (await signIn(email, { carrying: cookie(old) })).credential;
    expect(rotated).not.toBe(old);
    expect(await signedIn(cookie(old))).toBe(false);
    expect(await signedIn(cookie(rotated))).toBe(true);
    expect(await signedIn(cookie(other))).toBe(true);
    const byHeader = (await signIn(email, { carrying: header(rotated), transport: 'header' })).credential;
    expect(await signedIn(header(rotated))).toBe(false);
    expect(await signedIn(header(byHeader))).toBe(true);
  });
});

describe('revocation at logout', () => {
  it('R6.08 R4.13 R4.14 ends this session only, clears the cookie, and the old token stays dead', async () => {
    const { email, credential } = await register();
    const otherDevice = (await signIn(email)).credential;
    const out = await call('POST', '/api/Customer/Logout', undefined, cookie(credential));
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/lantern_session=;/);
    expect(out.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await signedIn(cookie(credential))).toBe(false);
    expect(await signedIn(header(credential))).toBe(false);
    expect(await signedIn(cookie(otherDevice))).toBe(true);
  });

  it('ends a header session too', async () => {
    const { email } = await register();
    const { credential } = await signIn(email, { transport: 'header' });
    expect((await call('POST', '/api/Customer/Logout', undefined, header(credential))).status).toBe(200);
    expect(await signedIn(header(credential))).toBe(false);
  });
});

describe('revocation at password change', () => {
  it('R7.30 ChangePwd ends every session of the customer (other devices included) and rotates the caller onto a new one', async () => {
    const { email, credential } = await register();
    const phone = (await signIn(email)).credential;
    const script = (await signIn(email, { transport: 'header' })).credential;
    const res = await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new456', checkPwd: 'new456' }, cookie(credential));
    expect(res.status, res.text).toBe(200);
    const fresh = credentialOf(res.setCookie);
    expect(fresh).not.toBe(credential);
    for (const old of [credential, phone]) expect(await signedIn(cookie(old))).toBe(false);
    expect(await signedIn(header(script))).toBe(false);
    expect(await signedIn(cookie(fresh))).toBe(true);
  });

  it('R7.30 a header caller gets its new token in the answer (no cookie)', async () => {
    const { email } = await register();
    const { credential } = await signIn(email, { transport: 'header' });
    const res = await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new456', checkPwd: 'new456' }, header(credential));
    expect(res.status, res.text).toBe(200);
    expect(res.setCookie).toBe('');
    const fresh = `${res.body.data.dto.id},${res.body.data.dto.onlineGuid}`;
    expect(await signedIn(header(credential))).toBe(false);
    expect(await signedIn(header(fresh))).toBe(true);
  });

  it('R7.28 a reset by emailed code ends every session of the customer', async () => {
    const { email, credential } = await register();
    const other = (await signIn(email)).credential;
    expect((await call('POST', '/api/Customer/ResetPwdByEmail', { email, userId: 38, language: 'EN' })).status).toBe(200);
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
    const code = /\b([A-Z0-9]{6})\b/.exec(mail!.text.split('\n\n')[1]!)![1]!;
    expect((await call('POST', '/api/Customer/ResetPwd', { email, userId: 38, veriCode: code, pwd: 'fresh789' })).status).toBe(200);
    for (const old of [credential, other]) expect(await signedIn(cookie(old))).toBe(false);
  });

  it('a deleted customer is signed out everywhere', async () => {
    const { id, credential } = await register();
    await db.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, id));
    expect(await signedIn(cookie(credential))).toBe(false);
    expect(await signedIn(header(credential))).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, path / — and not Secure over plain http', async () => {
    const { email } = await register();
    const { res } = await signIn(email);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
    expect(res.setCookie).toMatch(/Path=\//);
    expect(res.setCookie).not.toMatch(/Secure/i);
  });

  it('is Secure when the request came over https (X-Forwarded-Proto from the TLS proxy, or the URL)', async () => {
    const { email } = await register();
    const forwarded = await signIn(email, { carrying: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.res.setCookie).toMatch(/;\s*Secure/i);
    const direct = await apiApp.request('https://shop.example/api/Customer/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
      body: JSON.stringify({ userId: 38, email, pwd: 'abc123', ...(await captcha()) }),
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    const out = await call('POST', '/api/Customer/Logout', undefined, { ...cookie(forwarded.credential), 'x-forwarded-proto': 'https' });
    expect(out.setCookie).toMatch(/;\s*Secure/i);
  });
});
