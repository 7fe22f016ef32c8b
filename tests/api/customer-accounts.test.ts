import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as captchaRoute } from '@/app/verifycode/NumberVerifyCode/route';
import { captchas, customers, sessions, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call as callApi, solvedCaptcha, type Json } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// Register, sign in, sessions, change password (the reset flow by mail is in
// customer-reset.test.ts, Google in customer-google.test.ts, SMTP in mail-smtp.test.ts).

let db: TestDb;
// Rate limits may live in a Redis shared by every run: a random address per file keeps counts apart.
const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const run = randomUUID().slice(0, 8);
let seq = 0;
const newEmail = () => `buyer${run}x${++seq}@example.com`;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '其他', nameen: 'Other site' },
  ]);
});
afterAll(() => db.dispose());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callApi(method, path, { body, headers: { 'x-forwarded-for': ip, ...headers } });
const captcha = () => solvedCaptcha(db);

async function register(overrides: Json = {}) {
  const email = overrides.email ?? newEmail();
  const body = { userId: 38, email, nick: 'Anna', companyname: 'Nordic Imports AB', pwd: 'abc123', checkPwd: 'abc123', sex: 2, ...(await captcha()), ...overrides };
  // Registrations are limited per address: each test registration comes from an address of its own.
  return { email, ...(await call('POST', '/api/Customer/RegisterByEmail', body, { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` })) };
}

async function login(email: string, pwd: string, extra: Json = {}) {
  return call('POST', '/api/Customer/Login', { userId: 38, email, pwd, ...(await captcha()), ...extra });
}

const sessionCookie = (setCookie: string) => decodeURIComponent(/lantern_session=([^;]+)/.exec(setCookie)?.[1] ?? '');
const asCookie = (setCookie: string) => ({ cookie: `lantern_session=${encodeURIComponent(sessionCookie(setCookie))}` });

describe('GET /verifycode/NumberVerifyCode', () => {
  it('R7.16 R7.17 R5.31 answers a PNG picture for a UUID v4 and stores a 4-digit code for it', async () => {
    const guid = randomUUID();
    const res = await captchaRoute(new Request(`http://localhost/verifycode/NumberVerifyCode?guid=${guid}`, { headers: { 'x-forwarded-for': ip } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const [row] = await db.db.select().from(captchas).where(eq(captchas.guid, guid));
    expect(row!.code).toMatch(/^\d{4}$/);
  });

  it('R5.31 refuses an id that is not a UUID v4 with a 400 naming guid', async () => {
    for (const guid of ['', 'abc', '123e4567-e89b-12d3-a456-426614174000', '../../etc/passwd']) {
      const res = await captchaRoute(new Request(`http://localhost/verifycode/NumberVerifyCode?guid=${encodeURIComponent(guid)}`));
      expect(res.status, guid).toBe(400);
      expect((await res.json()).field).toBe('guid');
    }
  });
});

describe('POST /api/Customer/RegisterByEmail', () => {
  it('R7.18 R7.19 R3.30 R3.21 R3.22 registers with the drawer payload, signs in by httpOnly cookie and answers the dto', async () => {
    const { status, body, cookie, text, email } = await register();
    expect(status).toBe(200);
    expect(body.data.dto).toMatchObject({ nick: 'Anna', email, companyName: 'Nordic Imports AB', sex: 2, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 });
    expect(body.data.dto.onlineGuid).toBeUndefined();
    expect(text).not.toMatch(/argon2|pwd_?hash/i);
    expect(sessionCookie(cookie)).toMatch(/^\d+,[\w-]{40,}$/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [row] = await db.db.select().from(customers).where(eq(customers.email, email));
    expect(row!.pwdHash).toMatch(/^\$argon2id\$/);
  });

  it('R3.31 accepts the centered dialog payload (companyName, wxhead, deviceCode, no sex)', async () => {
    const { status, body } = await call('POST', '/api/Customer/RegisterByEmail', {
      email: newEmail(),
      nick: 'Ben',
      companyName: 'Ben Trading',
      pwd: 'xyz789',
      wxhead: 'https://example.com/ben.png',
      deviceCode: 'a'.repeat(32),
      ...(await captcha()),
    });
    expect(status).toBe(200);
    expect(body.data.dto).toMatchObject({ companyName: 'Ben Trading', sex: 0, wxhead: 'https://example.com/ben.png' });
  });

  it('R9.06 R5.08 R5.09 R5.10 R5.11 R5.12 R5.14 R5.15 R5.16 R5.18 refuses each broken rule with a 400 naming the field and stores nothing', async () => {
    const cases: [Json, string][] = [
      [{ pwd: '', checkPwd: '' }, 'pwd'],
      [{ pwd: 'ab12', checkPwd: 'ab12' }, 'pwd'],
      [{ pwd: 'abc 123', checkPwd: 'abc 123' }, 'pwd'],
      [{ pwd: 'abc_123', checkPwd: 'abc_123' }, 'pwd'],
      [{ pwd: '123456', checkPwd: '123456' }, 'pwd'],
      [{ pwd: 'abcdef', checkPwd: 'abcdef' }, 'pwd'],
      [{ checkPwd: 'abc124' }, 'checkPwd'],
      [{ nick: '  ' }, 'nick'],
      [{ companyname: undefined }, 'companyName'],
      [{ verifyCode: '' }, 'verifyCode'],
      [{ verifyGuid: 'not-a-uuid' }, 'verifyGuid'],
      [{ email: 'not-an-email' }, 'email'],
      [{ sex: 5 }, 'sex'],
    ];
    const before = (await db.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n;
    for (const [overrides, field] of cases) {
      const { status, body } = await register(overrides);
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(body.field, JSON.stringify(overrides)).toBe(field);
    }
    expect((await db.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n).toBe(before);
  });

  it('refuses an email already registered, in any letter case, with a 409 naming email', async () => {
    const { email } = await register();
    const again = await register({ email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('email');
  });

  it('R5.18 a wrong captcha is a 400 naming verifyCode, and a captcha works once only', async () => {
    const wrong = await register({ verifyCode: '99999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('verifyCode');
    const solved = await captcha();
    expect((await register(solved)).status).toBe(200);
    const reused = await register(solved);
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe('verifyCode');
  });

  it('an expired captcha is refused', async () => {
    const solved = await captcha();
    await db.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.guid, solved.verifyGuid));
    expect((await register(solved)).body.field).toBe('verifyCode');
  });

  it('an unknown site is a 404 naming userId', async () => {
    const res = await register({ userId: 777 });
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('userId');
  });
});

describe('POST /api/Customer/Login', () => {
  it('R7.20 R7.21 R3.26 R3.27 R4.02 signs in; autoLogin (default true) keeps the cookie 30 days', async () => {
    const { email } = await register();
    const res = await login(email, 'abc123');
    expect(res.status).toBe(200);
    expect(res.body.data.dto).toMatchObject({ email, isLogin: true });
    const expires = /Expires=([^;]+)/i.exec(res.cookie)?.[1];
    const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('R4.05 autoLogin false gives a browser-session cookie (no Expires, no Max-Age)', async () => {
    const { email } = await register();
    const res = await login(email, 'abc123', { autoLogin: false });
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/lantern_session=/);
    // The session cookie only (the device token of ADR 0001 beside it lives a year by design).
    expect(/lantern_session=[^,]*/.exec(res.cookie)![0]).not.toMatch(/Expires=|Max-Age=/i);
  });

  it('R8.01 answers a wrong password and an unknown user with the same 401 message', async () => {
    const { email } = await register();
    const wrong = await login(email, 'abc124');
    const unknown = await login(newEmail(), 'abc123');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('The password is incorrect or the user does not exist.');
    }
  });

  it('R5.19 R5.18 the login password and captcha are required', async () => {
    const { email } = await register();
    expect((await login(email, '')).body.field).toBe('pwd');
    expect((await login(email, 'abc123', { verifyCode: '' })).body.field).toBe('verifyCode');
  });

  it('answers 429 after too many wrong passwords for one email from one address', async () => {
    const { email } = await register();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await login(email, `wrong${i}x`)).status;
    expect(last).toBe(429);
    const res = await login(email, 'abc123');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many attempts/);
  });
});

describe('sessions', () => {
  it('R7.32 R7.33 GetAccountNums answers the counts for the cookie or the Authorization header, 401 without', async () => {
    const { cookie, body } = await register();
    const byCookie = await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(cookie));
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.dto).toEqual({ collectionNum: 0, shoppingCartNum: 0, orderNum: 0, orderUnreadNum: 0 });
    expect(await call('GET', '/api/Customer/GetAccountNums')).toMatchObject({ status: 401 });
    const header = await login(body.data.dto.email, 'abc123', { sessionTransport: 'header' });
    const { id, onlineGuid } = header.body.data.dto;
    expect(onlineGuid).toMatch(/^[\w-]{40,}$/);
    expect(header.cookie).toBe('');
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, { authorization: `${id},${onlineGuid}` })).status).toBe(200);
  });

  it("one customer's token never authenticates another, and a forged or malformed header is refused", async () => {
    const a = await register();
    const b = await register();
    const tokenA = sessionCookie(a.cookie).split(',')[1]!;
    for (const authorization of [`${b.body.data.dto.id},${tokenA}`, `${a.body.data.dto.id},${'x'.repeat(43)}`, 'garbage', `${a.body.data.dto.id}`]) {
      const res = await call('GET', '/api/Customer/GetAccountNums', undefined, { authorization });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('R4.14 R4.13 logout ends the server session and clears the cookie', async () => {
    const { cookie } = await register();
    const out = await call('POST', '/api/Customer/Logout', undefined, asCookie(cookie));
    expect(out.status).toBe(200);
    expect(out.cookie).toMatch(/lantern_session=;/);
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(cookie))).status).toBe(401);
  });

  it('rotates the token at sign-in: the session the request carried ends', async () => {
    const { email, cookie } = await register();
    const again = await call('POST', '/api/Customer/Login', { email, pwd: 'abc123', ...(await captcha()) }, asCookie(cookie));
    expect(again.status).toBe(200);
    expect(sessionCookie(again.cookie)).not.toBe(sessionCookie(cookie));
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(cookie))).status).toBe(401);
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(again.cookie))).status).toBe(200);
  });

  it('an expired session is signed out', async () => {
    const { cookie, body } = await register();
    await db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.customerId, body.data.dto.id));
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(cookie))).status).toBe(401);
  });

  it('refuses a cookie-authenticated change from a foreign Origin', async () => {
    const { cookie } = await register();
    const res = await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new123', checkPwd: 'new123' }, { ...asCookie(cookie), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.field).toBe('Origin');
  });
});

describe('POST /api/Customer/ChangePwd', () => {
  it('R7.30 changes the password, ends the other sessions and rotates this one', async () => {
    const { email, cookie } = await register();
    const other = await login(email, 'abc123');
    const res = await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new456', checkPwd: 'new456' }, asCookie(cookie));
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/argon2/);
    for (const old of [cookie, other.cookie]) expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(old))).status).toBe(401);
    expect((await call('GET', '/api/Customer/GetAccountNums', undefined, asCookie(res.cookie))).status).toBe(200);
    expect((await login(email, 'abc123')).status).toBe(401);
    expect((await login(email, 'new456')).status).toBe(200);
  });

  it('refuses a wrong current password (400 naming oldPwd), a weak new one, a mismatch, and a signed-out caller', async () => {
    const { cookie } = await register();
    expect((await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'nope99', pwd: 'new456', checkPwd: 'new456' }, asCookie(cookie))).body.field).toBe('oldPwd');
    expect((await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'short', checkPwd: 'short' }, asCookie(cookie))).body.field).toBe('pwd');
    expect((await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new456', checkPwd: 'new457' }, asCookie(cookie))).body.field).toBe('checkPwd');
    expect((await call('POST', '/api/Customer/ChangePwd', { oldPwd: 'abc123', pwd: 'new456', checkPwd: 'new456' })).status).toBe(401);
  });
});

describe('GET /api/Customer/CheckPhoneEnable', () => {
  it('R7.31 tells whether a phone number is free on the site, digits compared', async () => {
    const { email } = await register();
    await db.db.update(customers).set({ phone: '+86 138-0013-8000' }).where(eq(customers.email, email));
    expect((await call('GET', '/api/Customer/CheckPhoneEnable?phone=8613800138000')).body.data.enable).toBe(false);
    expect((await call('GET', '/api/Customer/CheckPhoneEnable?phone=%2B1%20555%200100')).body.data.enable).toBe(true);
    expect((await call('GET', '/api/Customer/CheckPhoneEnable?phone=abc')).body.field).toBe('phone');
  });
});
