import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/TempKey/route';
import { sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { createUploadCredentials, UPLOAD_CREDENTIAL_SECONDS, verifyUploadCredential } from '@/server/media/upload-credentials';
import { resetRateLimits } from '@/server/security/rate-limit';
import { createTestDb, type TestDb } from '../support/test-db';

const SECRET = 'temp-key-test-secret-0123456789abcdef';
const DEVICE = 'Abc123Def456Ghi789Jkl012Mno345Pq';
let db: TestDb;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  process.env.MEDIA_SIGNING_SECRET = SECRET;
  resetEnvCache();
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(async () => {
  delete process.env.MEDIA_SIGNING_SECRET;
  resetEnvCache();
  await db.dispose();
});

const tempKey = (query = '?userId=38', headers: Record<string, string> = { DeviceCode: DEVICE }, ip = randomIp()) =>
  GET(new Request(`http://localhost/TempKey${query}`, { headers: { 'x-forwarded-for': ip, ...headers } }));

describe('GET /TempKey', () => {
  it('R7.34 R7.35 answers data.credential with tmpSecretId, tmpSecretKey, token, startTime, expiredTime (30 minutes)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await tempKey();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.code).toBe(0);
    const { credential } = body.data;
    expect(Object.keys(credential).sort()).toEqual(['expiredTime', 'startTime', 'tmpSecretId', 'tmpSecretKey', 'token']);
    expect(credential.tmpSecretId).toMatch(/^LT[0-9a-f]{24}$/);
    expect(credential.tmpSecretKey).toMatch(/^[\w-]{43}$/);
    expect(credential.startTime).toBeGreaterThanOrEqual(before);
    expect(credential.expiredTime - credential.startTime).toBe(UPLOAD_CREDENTIAL_SECONDS);
    expect(UPLOAD_CREDENTIAL_SECONDS).toBe(1800);
    expect(body.data).toMatchObject({ prefix: `/Upload/tmp/${DEVICE}/`, bucket: 'lantern-media', region: 'ap-guangzhou' });
  });

  it('gives a credential the image store honours under the device prefix only', async () => {
    const { credential } = (await (await tempKey()).json()).data;
    expect(verifyUploadCredential(credential.token, `/Upload/tmp/${DEVICE}/feedback/shot.png`)).toMatchObject({ ok: true, siteId: 38, tmpSecretId: credential.tmpSecretId });
    expect(verifyUploadCredential(credential.token, '/Upload/product/x.webp')).toEqual({ ok: false, reason: 'outside-prefix' });
  });

  it('refuses a missing or malformed DeviceCode header and a bad userId with a 400 naming the field', async () => {
    const cases: Record<string, string>[] = [{}, { DeviceCode: 'short' }, { DeviceCode: `${DEVICE.slice(0, 31)}!` }];
    for (const headers of cases) {
      const res = await tempKey('?userId=38', headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, error: 'bad_request', field: 'DeviceCode' });
    }
    const bad = await tempKey('?userId=-1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('userId');
  });

  it('answers 404 naming userId for an unknown site and serves the default site without userId', async () => {
    const unknown = await tempKey('?userId=4040');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).field).toBe('userId');
    expect((await tempKey('')).status).toBe(200);
  });

  it('limits one address to 30 credentials per hour (429)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) expect((await tempKey('?userId=38', { DeviceCode: DEVICE }, ip)).status).toBe(200);
    const res = await tempKey('?userId=38', { DeviceCode: DEVICE }, ip);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe('rate_limited');
  });
});

describe('verifyUploadCredential', () => {
  const credentials = createUploadCredentials(() => SECRET);
  const prefix = `/Upload/tmp/${DEVICE}/`;
  const start = new Date('2030-05-01T08:00:00Z');
  const issued = credentials.issue(38, prefix, { now: start });
  const at = (secondsLater: number) => new Date(start.getTime() + secondsLater * 1000);

  it('accepts a path below the prefix while the credential is valid', () => {
    expect(credentials.verify(issued.token, `${prefix}a.png`, at(10))).toEqual({
      ok: true,
      siteId: 38,
      prefix,
      expiredTime: issued.expiredTime,
      tmpSecretId: issued.tmpSecretId,
    });
    expect(credentials.verify(issued.token, `${prefix}nested/b.webp`, at(1799)).ok).toBe(true);
    expect(credentials.secretKeyOf(issued.token)).toBe(issued.tmpSecretKey);
  });

  it('refuses an expired credential', () => {
    expect(credentials.verify(issued.token, `${prefix}a.png`, at(1800))).toEqual({ ok: false, reason: 'expired' });
    expect(credentials.verify(issued.token, `${prefix}a.png`, at(86_400))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a credential issued in the future beyond the clock skew', () => {
    expect(credentials.verify(issued.token, `${prefix}a.png`, at(-120))).toEqual({ ok: false, reason: 'not-yet-valid' });
  });

  it('refuses a tampered token: another prefix or expiry in the payload, a changed signature, another secret', () => {
    const [version, payload, signature] = issued.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forge = (changes: object) => `${version}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    expect(credentials.verify(forge({ prefix: '/Upload/' }), '/Upload/product/x.webp', at(10))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(credentials.verify(forge({ exp: claims.exp + 86_400 }), `${prefix}a.png`, at(10))).toEqual({ ok: false, reason: 'bad-signature' });
    const flipped = `${version}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(credentials.verify(flipped, `${prefix}a.png`, at(10))).toEqual({ ok: false, reason: 'bad-signature' });
    const other = createUploadCredentials(() => 'another-secret-0123456789abcdefghijkl');
    expect(other.verify(issued.token, `${prefix}a.png`, at(10))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses paths outside the prefix: another device, the prefix itself, traversal, a look-alike folder', () => {
    for (const path of [
      `/Upload/tmp/${'Z'.repeat(32)}/a.png`,
      prefix,
      prefix.slice(0, -1),
      `${prefix}../escape.png`,
      `${prefix}a/../../b.png`,
      `${prefix.slice(0, -1)}x/a.png`,
      `${prefix}a\\b.png`,
    ]) {
      expect(credentials.verify(issued.token, path, at(10)), path).toEqual({ ok: false, reason: 'outside-prefix' });
    }
  });

  it('refuses what is not a token', () => {
    for (const token of ['', 'abc', 'u1.x.y', 'u2.e30.sig', `u1.${Buffer.from('{"id":1}').toString('base64url')}.sig`, 'x'.repeat(5000)]) {
      expect(credentials.verify(token, `${prefix}a.png`, at(10)), token.slice(0, 20)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
