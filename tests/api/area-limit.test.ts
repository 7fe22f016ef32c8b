import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaVisitor, checkArea, compileAreaRules, createAccessCode, forgetAreaRules, isRestricted, unlockArea } from '@/server/access';
import { apiApp } from '@/server/api/app';
import { accessCodes, areaRules, areaUnlocks, sites } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { resetRateLimits } from '@/server/security/rate-limit';
import { withBrokenDb } from '../support/broken-db';
import { createTestDb, type TestDb } from '../support/test-db';

const ENV = {
  AREA_RESTRICTED_CIDRS: '100.64.0.0/10, 2001:db8:bad::/48',
  AREA_RESTRICTED_COUNTRIES: 'KP',
  AREA_COUNTRY_HEADER: 'cf-ipcountry',
  AREA_UNLOCK_HOURS: '24',
};

let db: TestDb;
// Restricted addresses are drawn at random: rate-limit counters may live in a Redis shared by runs.
const restrictedIp = () => `100.${randomInt(64, 128)}.${randomInt(256)}.${randomInt(1, 255)}`;
const freeIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  Object.assign(process.env, ENV);
  resetEnvCache();
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '第二站', nameen: 'Second site' },
  ]);
  await db.db.insert(areaRules).values([
    { siteId: 38, ipPrefix: '203.0.113.0/24', restricted: true },
    { siteId: 38, ipPrefix: '203.0.113.9', restricted: false }, // an office inside the range
    { siteId: 38, country: 'ir', restricted: true },
    { siteId: 38, ipPrefix: 'not a range', restricted: true }, // ignored with a warning
  ]);
  await createAccessCode(db.db, 38, 'Spring-2026');
  await createAccessCode(db.db, 39, 'SECOND-SITE');
  await createAccessCode(db.db, 38, 'OLD-CODE', { expiresAt: new Date(Date.now() - 60_000) });
  forgetAreaRules();
});

afterAll(async () => {
  for (const key of Object.keys(ENV)) delete process.env[key];
  resetEnvCache();
  forgetAreaRules();
  await db.dispose();
});

beforeEach(() => forgetAreaRules());

const check = (ip: string, headers: Record<string, string> = {}, userId = 38) =>
  apiApp.request(`/api/AreaLimit/CheckUserArea?userId=${userId}`, { headers: { 'x-forwarded-for': ip, ...headers } });

const useCode = (ip: string, body: unknown) =>
  apiApp.request('/api/AreaLimit/UseSafeIp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

describe('GET /api/AreaLimit/CheckUserArea', () => {
  it('R7.13 R7.14 answers 200 restricted:false for a visitor outside every rule', async () => {
    const res = await check(freeIp());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'ok', data: { restricted: false } });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('R7.14 answers 403 JSON for an address in a restricted range of the environment (IPv4, mapped and IPv6)', async () => {
    for (const ip of [restrictedIp(), `::ffff:${restrictedIp()}`, '2001:db8:bad::17', '2001:DB8:BAD:0:0:0:0:1']) {
      const res = await check(ip);
      expect(res.status, ip).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ code: 403, error: 'forbidden' });
    }
  });

  it("applies a site's own rules to that site only, and an exception row lets its address in", async () => {
    expect((await check('203.0.113.50')).status).toBe(403);
    expect((await check('203.0.113.50', {}, 39)).status).toBe(200);
    expect((await check('203.0.113.9')).status).toBe(200);
  });

  it('reads the country from the trusted proxy header named by AREA_COUNTRY_HEADER', async () => {
    expect((await check(freeIp(), { 'cf-ipcountry': 'KP' })).status).toBe(403); // environment rule
    expect((await check(freeIp(), { 'cf-ipcountry': 'ir' })).status).toBe(403); // the site's row, any case
    expect((await check(freeIp(), { 'cf-ipcountry': 'DE' })).status).toBe(200);
    expect((await check(freeIp(), { 'x-country': 'KP' })).status).toBe(200); // another header is not trusted
  });

  it('answers 400 naming userId for a bad userId and 404 for an unknown site', async () => {
    const bad = await apiApp.request('/api/AreaLimit/CheckUserArea?userId=abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('userId');
    expect((await check(freeIp(), {}, 4040)).status).toBe(404);
  });
});

describe('POST /api/AreaLimit/UseSafeIp', () => {
  it('R7.15 unlocks the visitor with a valid code for AREA_UNLOCK_HOURS: CheckUserArea then answers 200', async () => {
    const ip = restrictedIp();
    expect((await check(ip)).status).toBe(403);
    const before = Date.now();
    const res = await useCode(ip, { userId: 38, accessCode: 'spring-2026' }); // codes are case-insensitive
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, data: { dto: { restricted: false } } });
    const until = Date.parse(body.data.dto.unlockedUntil);
    expect(until - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 5_000);
    expect(until - before).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);

    const after = await check(ip);
    expect(after.status).toBe(200);
    expect((await after.json()).data).toEqual({ restricted: false, unlockedUntil: body.data.dto.unlockedUntil });
    expect((await check(ip.replace(/\.\d+$/, (last) => (last === '.1' ? '.2' : '.1')))).status).toBe(403); // only that address
  });

  it('stores codes as hashes only', async () => {
    const rows = await db.db.select().from(accessCodes).where(eq(accessCodes.siteId, 38));
    for (const row of rows) {
      expect(row.code).toMatch(/^scrypt\$[0-9a-f]{64}$/);
      expect(row.code.toUpperCase()).not.toContain('SPRING');
    }
  });

  it('R7.15 answers a wrong, expired or other-site code with a 400 naming accessCode, and stays restricted', async () => {
    const ip = restrictedIp();
    for (const accessCode of ['WRONG', 'OLD-CODE', 'SECOND-SITE']) {
      const res = await useCode(ip, { userId: 38, accessCode });
      expect(res.status, accessCode).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, error: 'bad_request', field: 'accessCode' });
    }
    expect((await check(ip)).status).toBe(403);
  });

  it('refuses a missing, blank or oversized code and malformed JSON with a 400', async () => {
    for (const body of [{}, { accessCode: '' }, { accessCode: '   ' }, { accessCode: 'x'.repeat(65) }, { accessCode: 12345 }]) {
      const res = await useCode(freeIp(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).field).toBe('accessCode');
    }
    const broken = await apiApp.request('/api/AreaLimit/UseSafeIp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"accessCode":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).field).toBe('body');
  });

  it('accepts a code stored before hashing (the seed writes one) once, and hashes it on the spot', async () => {
    await db.db.insert(accessCodes).values({ siteId: 38, code: 'LANTERN2026', note: 'seeded' });
    const res = await useCode(restrictedIp(), { accessCode: 'lantern2026' });
    expect(res.status).toBe(200);
    const [row] = await db.db.select().from(accessCodes).where(eq(accessCodes.note, 'seeded'));
    expect(row!.code).toMatch(/^scrypt\$/);
    expect((await useCode(restrictedIp(), { accessCode: 'LANTERN2026' })).status).toBe(200);
  });

  it('limits one address to 10 attempts per 15 minutes (429), right or wrong', async () => {
    const ip = restrictedIp();
    for (let i = 0; i < 10; i += 1) expect((await useCode(ip, { accessCode: `GUESS${i}` })).status).toBe(400);
    const res = await useCode(ip, { accessCode: 'Spring-2026' });
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe('rate_limited');
  });

  it('answers 503 when the database fails', async () => {
    await withBrokenDb(db, async () => {
      const res = await useCode(freeIp(), { accessCode: 'Spring-2026' });
      expect(res.status).toBe(503);
      const area = await check(restrictedIp());
      expect(area.status).toBe(503);
      expect((await area.json()).message).toBe('Failed to check the area.');
    });
  });
});

describe('unlock expiry (§4 "a configured time")', () => {
  const visitorAt = (ip: string) => areaVisitor(ip, () => undefined);

  it('ends after AREA_UNLOCK_HOURS: the visitor is restricted again', async () => {
    const visitor = visitorAt('100.64.0.200');
    const now = new Date('2030-01-01T00:00:00Z');
    const unlocked = await unlockArea(db.db, 38, visitor, 'SPRING-2026', now);
    expect(unlocked?.unlockedUntil.toISOString()).toBe('2030-01-02T00:00:00.000Z');
    expect(await checkArea(db.db, 38, visitor, new Date('2030-01-01T23:59:00Z'))).toMatchObject({ restricted: false });
    expect(await checkArea(db.db, 38, visitor, new Date('2030-01-02T00:00:01Z'))).toEqual({ restricted: true });
  });

  it("never outlives the code's own expiry", async () => {
    const now = new Date();
    await createAccessCode(db.db, 38, 'SHORT-LIVED', { expiresAt: new Date(now.getTime() + 3_600_000) });
    const unlocked = await unlockArea(db.db, 38, visitorAt('100.64.0.201'), 'short-lived', now);
    expect(unlocked!.unlockedUntil.getTime()).toBe(now.getTime() + 3_600_000);
  });

  it('ends when the code is deleted (the unlock rows go with it)', async () => {
    const ip = '100.64.0.202';
    const { id } = await createAccessCode(db.db, 38, 'REVOKED-SOON');
    await unlockArea(db.db, 38, visitorAt(ip), 'REVOKED-SOON');
    expect((await checkArea(db.db, 38, visitorAt(ip))).restricted).toBe(false);
    await db.db.delete(accessCodes).where(eq(accessCodes.id, id));
    expect(await db.db.select().from(areaUnlocks).where(eq(areaUnlocks.ip, ip))).toHaveLength(0);
    expect((await checkArea(db.db, 38, visitorAt(ip))).restricted).toBe(true);
  });

  it('is read from the database, so an unlock written by another process counts here', async () => {
    const ip = '100.64.0.203';
    const [code] = await db.db.select({ id: accessCodes.id }).from(accessCodes).where(eq(accessCodes.siteId, 38)).limit(1);
    await db.db.insert(areaUnlocks).values({ accessCodeId: code!.id, ip, expiresAt: new Date(Date.now() + 60_000) });
    expect((await check(ip)).status).toBe(200);
    await db.db
      .update(areaUnlocks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(areaUnlocks.ip, ip));
    expect((await check(ip)).status).toBe(403);
  });
});

describe('area rules', () => {
  it('an exception wins over a restriction; bad entries are skipped and reported', () => {
    const invalid: string[] = [];
    const rules = compileAreaRules(
      [
        { ipPrefix: '192.0.2.0/24', country: '', restricted: true },
        { ipPrefix: '192.0.2.7/32', country: '', restricted: false },
        { ipPrefix: '', country: 'CN', restricted: true },
        { ipPrefix: '', country: 'HK', restricted: false },
        { ipPrefix: '192.0.2.0/33', country: 'China', restricted: true },
      ],
      (entry) => invalid.push(entry),
    );
    expect(isRestricted(rules, { ip: '192.0.2.1', country: null })).toBe(true);
    expect(isRestricted(rules, { ip: '192.0.2.7', country: 'CN' })).toBe(false);
    expect(isRestricted(rules, { ip: '192.0.3.1', country: 'CN' })).toBe(true);
    expect(isRestricted(rules, { ip: '192.0.2.1', country: 'HK' })).toBe(false);
    expect(isRestricted(rules, { ip: null, country: null })).toBe(false);
    expect(invalid).toEqual(['192.0.2.0/33', 'China']);
  });
});
