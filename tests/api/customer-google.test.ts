import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha } from '@/server/accounts/captchas';
import { apiApp } from '@/server/api/app';
import { captchas, customers, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { resetRateLimits } from '@/server/security/rate-limit';
import { createTestDb, type TestDb } from '../support/test-db';

// Google sign-in end to end with a locally signed ID token and a key set served on loopback: the
// server checks signature, issuer, audience and expiry exactly as against Google, with no network.

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'lantern-test-key';
const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
const run = randomUUID().slice(0, 8);
const saved = { id: process.env.GOOGLE_CLIENT_ID, jwks: process.env.GOOGLE_JWKS_URL };

let db: TestDb;
let keyServer: Server;
let privateKey: CryptoKey;

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  keyServer = createServer((req, res) => {
    if (req.url !== '/certs') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/certs`;
  resetEnvCache();
  resetRateLimits();
});

afterAll(async () => {
  for (const [key, value] of [
    ['GOOGLE_CLIENT_ID', saved.id],
    ['GOOGLE_JWKS_URL', saved.jwks],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  await new Promise((resolve) => keyServer.close(resolve));
  await db.dispose();
});

interface Claims {
  email: string;
  sub?: string;
  name?: string;
  aud?: string;
  iss?: string;
  exp?: string | number;
  iat?: number;
  key?: CryptoKey;
}

const googleToken = (c: Claims) =>
  new SignJWT({ email: c.email, email_verified: true, name: c.name ?? 'Mei Lin', picture: 'https://lh3.googleusercontent.com/a/mei' })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(c.iss ?? 'https://accounts.google.com')
    .setAudience(c.aud ?? CLIENT_ID)
    .setSubject(c.sub ?? `sub-${randomUUID()}`)
    .setIssuedAt(c.iat)
    .setExpirationTime(c.exp ?? '10m')
    .sign(c.key ?? privateKey);

const post = (path: string, body: unknown) =>
  apiApp.request(`/api/Customer/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function register(email: string, extra: Record<string, unknown> = {}) {
  const guid = randomUUID();
  await issueCaptcha(db.db, guid);
  const [row] = await db.db.select({ code: captchas.code }).from(captchas).where(eq(captchas.guid, guid));
  const { code } = row!;
  const body = { email, nick: 'Mei', companyname: 'Mei Trading', pwd: 'abc123', checkPwd: 'abc123', sex: 0, verifyCode: code, verifyGuid: guid, ...extra };
  return post('RegisterByEmail', body);
}

const customerRow = async (email: string) => (await db.db.select().from(customers).where(eq(customers.email, email)))[0];
const email = (name: string) => `${name}-${run}@gmail.com`;

describe('POST /api/Customer/LoginByGoogle', () => {
  it('R7.22 R7.23 an unregistered Google account gets "unregistered" with the profile and creates no customer', async () => {
    const address = email('newcomer');
    const res = await post('LoginByGoogle', { token: await googleToken({ email: address, name: 'Newcomer Chen' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: 0,
      message: 'unregistered',
      data: { dto: null, profile: { nick: 'Newcomer Chen', email: address, wxhead: 'https://lh3.googleusercontent.com/a/mei' } },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await customerRow(address)).toBeUndefined();
  });

  it('R7.22 R7.23 registering with the Google profile links the account; a later Google sign-in signs in with a cookie only', async () => {
    const address = email('linked');
    const sub = `sub-linked-${run}`;
    const first = await post('LoginByGoogle', { token: await googleToken({ email: address, sub }) });
    const { profile } = (await first.json()).data;
    const registered = await register(address, { nick: profile.nick, wxhead: profile.wxhead, googleToken: await googleToken({ email: address, sub }) });
    expect(registered.status).toBe(200);
    const row = await customerRow(address);
    expect(row?.googleSub).toBe(sub);
    expect(row?.wxhead).toBe(profile.wxhead);

    const res = await post('LoginByGoogle', { token: await googleToken({ email: address, sub }) });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.message).not.toBe('unregistered');
    expect(body.data.dto).toMatchObject({ id: row!.id, email: address, isLogin: true });
    expect(body.data.dto).not.toHaveProperty('onlineGuid');
    expect(text).not.toContain(row!.pwdHash);
    expect(text).not.toMatch(/argon2|pwdHash|googleSub/);
    expect(text).not.toContain(sub);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lantern_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('R7.22 an email registered by password signs in through Google too and gets linked', async () => {
    const address = email('password-first');
    expect((await register(address)).status).toBe(200);
    expect((await customerRow(address))?.googleSub).toBeNull();
    const sub = `sub-pw-${run}`;
    // Google reports the address in another letter case: still the same account.
    const res = await post('LoginByGoogle', { token: await googleToken({ email: address.toUpperCase(), sub }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    const row = await customerRow(address);
    expect(body.data.dto.id).toBe(row!.id);
    expect(row!.googleSub).toBe(sub);
    expect(res.headers.get('set-cookie')).toMatch(/lantern_session=.*HttpOnly/i);
  });

  describe('refuses a token it cannot trust with 401 naming token', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const address = () => email('victim');
    const cases: Array<[string, RegExp, () => Promise<string>]> = [
      ['wrong audience', /"aud" claim/, () => googleToken({ email: address(), aud: 'someone-else.apps.googleusercontent.com' })],
      ['wrong issuer', /"iss" claim/, () => googleToken({ email: address(), iss: 'https://evil.example.com' })],
      ['expired', /"exp" claim/, () => googleToken({ email: address(), iat: now() - 7200, exp: now() - 3600 })],
      ['signed by another key', /signature verification failed/, async () => googleToken({ email: address(), key: (await generateKeyPair('RS256')).privateKey })],
      [
        'tampered payload',
        /signature verification failed/,
        async () => {
          const [header, payload, signature] = (await googleToken({ email: email('honest') })).split('.');
          const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, email: address() })).toString('base64url');
          return `${header}.${forged}.${signature}`;
        },
      ],
      [
        'alg none',
        /"alg"/,
        async () =>
          new UnsecuredJWT({ email: address(), email_verified: true })
            .setIssuer('https://accounts.google.com')
            .setAudience(CLIENT_ID)
            .setSubject('sub-none')
            .setIssuedAt()
            .setExpirationTime('10m')
            .encode(),
      ],
      [
        'HS256 with a shared secret',
        /"alg"/,
        () =>
          new SignJWT({ email: address(), email_verified: true })
            .setProtectedHeader({ alg: 'HS256', kid: KID })
            .setIssuer('https://accounts.google.com')
            .setAudience(CLIENT_ID)
            .setSubject('sub-hs')
            .setIssuedAt()
            .setExpirationTime('10m')
            .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!')),
      ],
    ];

    it.each(cases)('%s', async (_name, reason, make) => {
      const res = await post('LoginByGoogle', { token: await make() });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body).toMatchObject({ code: 401, error: 'unauthorized', field: 'token' });
      expect(body.message).toMatch(/^token: /);
      expect(body.message).toMatch(reason);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await customerRow(address())).toBeUndefined();
    });
  });

  it('without GOOGLE_CLIENT_ID Google sign-in is a 400 naming token', async () => {
    const token = await googleToken({ email: email('unconfigured') });
    delete process.env.GOOGLE_CLIENT_ID;
    resetEnvCache();
    try {
      const res = await post('LoginByGoogle', { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, error: 'bad_request', field: 'token' });
    } finally {
      process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
      resetEnvCache();
    }
  });

  it('a malformed body is a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'token'],
      [{ token: 42 }, 'token'],
      [{ token: 'short' }, 'token'],
      [{ token: 'x'.repeat(5000) }, 'token'],
      [{ token: 'x'.repeat(40), autoLogin: 'yes' }, 'autoLogin'],
      [{ token: 'x'.repeat(40), sessionTransport: 'smoke-signal' }, 'sessionTransport'],
      [{ token: 'x'.repeat(40), userId: -1 }, 'userId'],
      ['{"token": ', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await post('LoginByGoogle', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).field, JSON.stringify(body)).toBe(field);
    }
  });
});
