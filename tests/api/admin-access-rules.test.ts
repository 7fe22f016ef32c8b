import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET } from '@/lib/validation/admin/access';
import { forgetAreaRules } from '@/server/access';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The workspace's access calls — area-restriction rules and access codes, the owner's (ADR 0042): role rules,
// validation, other sites' rows, audit rows, and their effect on the storefront's area gate.

let db: TestDb;
let owner: Record<string, string>;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  owner = (await signedInStaff(db, 'owner')).headers;
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
});
afterAll(() => db.dispose());
beforeEach(() => forgetAreaRules());

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string, body?: unknown) => call('POST', path, { headers, body }),
  put: (path: string, body: unknown) => call('PUT', path, { headers, body }),
  del: (path: string) => call('DELETE', path, { headers }),
});
// A documentation range of its own per run (rate limits may live in a shared Redis).
const net = `198.51.${randomInt(100, 255)}`;
const visitor = () => `${net}.${randomInt(1, 255)}`;
const checkArea = (ip: string) => call('GET', '/api/AreaLimit/CheckUserArea?userId=38', { headers: { 'x-forwarded-for': ip } });
const useCode = (ip: string, accessCode: string) => call('POST', '/api/AreaLimit/UseSafeIp', { headers: { 'x-forwarded-for': ip }, body: { userId: 38, accessCode } });

describe('/api/admin/area-rules', () => {
  it("answers 401 signed out and 403 to a sales member and a catalogue clerk (access control is the owner's)", async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/area-rules'],
      ['POST', '/api/admin/area-rules'],
      ['PUT', '/api/admin/area-rules/1'],
      ['DELETE', '/api/admin/area-rules/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { country: 'KP' } : undefined;
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { headers: sales, body })).status).toBe(403);
      expect((await call(method, path, { headers: catalogue, body })).status).toBe(403);
    }
  });

  it('refuses an unreadable range, a bad country or a rule naming neither, with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ ipPrefix: '300.1.2.3/8' }, 'ipPrefix'],
      [{ ipPrefix: '' }, 'ipPrefix'],
      [{ country: 'CHN' }, 'country'],
      [{ country: 'CN', restricted: 'yes' }, 'restricted'],
    ] as const) {
      const answer = await as(owner).post('/api/admin/area-rules', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  it('a new rule restricts its range at once; an exception lets one address in; deleting the rule lifts it (audited)', async () => {
    const ip = visitor();
    expect((await checkArea(ip)).status).toBe(200);
    const made = await as(owner).post('/api/admin/area-rules', { ipPrefix: `${net}.0/24` });
    expect(made.status, made.text).toBe(200);
    const rule = made.body.data.dto;
    expect(rule).toMatchObject({ ipPrefix: `${net}.0/24`, country: '', restricted: true });
    expect(await lastAudit(db, 'area-rule.create')).toMatchObject({ entityId: String(rule.id) });
    expect((await checkArea(ip)).status).toBe(403);

    const exception = (await as(owner).post('/api/admin/area-rules', { ipPrefix: ip, restricted: false })).body.data.dto;
    expect((await checkArea(ip)).status).toBe(200);
    await as(owner).del(`/api/admin/area-rules/${exception.id}`);

    const list = await as(owner).get('/api/admin/area-rules?restricted=true&q=198.51');
    expect(list.body.data.list.map((r: Json) => r.id)).toContain(rule.id);

    const changed = await as(owner).put(`/api/admin/area-rules/${rule.id}`, { ipPrefix: `${net}.0/24`, restricted: false });
    expect(changed.body.data.dto.restricted).toBe(false);
    expect((await lastAudit(db, 'area-rule.update'))!.before).toMatchObject({ restricted: true });
    expect((await as(owner).del(`/api/admin/area-rules/${rule.id}`)).status).toBe(200);
    expect(await lastAudit(db, 'area-rule.delete')).toMatchObject({ entityId: String(rule.id), after: null });
    expect((await checkArea(ip)).status).toBe(200);
  });

  it("answers 404 naming id for another site's rule", async () => {
    const theirs = (await as(otherSite).post('/api/admin/area-rules', { country: 'KP' })).body.data.dto;
    for (const answer of [
      await as(owner).get(`/api/admin/area-rules/${theirs.id}`),
      await as(owner).put(`/api/admin/area-rules/${theirs.id}`, { country: 'CU' }),
      await as(owner).del(`/api/admin/area-rules/${theirs.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
  });
});

describe('/api/admin/access-codes', () => {
  it("answers 401 signed out and 403 to a sales member and a catalogue clerk (access control is the owner's)", async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/access-codes', undefined],
      ['POST', '/api/admin/access-codes/generate', { count: 1 }],
      ['POST', '/api/admin/access-codes/1/revoke', undefined],
      ['PUT', '/api/admin/access-codes/1', { note: 'x' }],
    ] as const) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { headers: sales, body })).status).toBe(403);
      expect((await call(method, path, { headers: catalogue, body })).status).toBe(403);
    }
  });

  it('bounds generate: count 1..500, an ISO expiry', async () => {
    for (const [body, field] of [
      [{ count: 0 }, 'count'],
      [{ count: 501 }, 'count'],
      [{ count: 2, expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ count: 2, note: 'x'.repeat(201) }, 'note'],
    ] as const) {
      const answer = await as(owner).post('/api/admin/access-codes/generate', body);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  it('generates readable codes shown once, counts their use, and a revoked code stops working and ends its unlocks', async () => {
    await as(owner).post('/api/admin/area-rules', { ipPrefix: `${net}.0/24` });
    const generated = await as(owner).post('/api/admin/access-codes/generate', { count: 3, note: 'Canton fair visitors' });
    expect(generated.status, generated.text).toBe(200);
    const codes: { id: number; code: string }[] = generated.body.data.listdto;
    expect(codes).toHaveLength(3);
    for (const { code } of codes) expect([...code].every((ch) => ACCESS_CODE_ALPHABET.includes(ch))).toBe(true);
    expect((await lastAudit(db, 'access-code.generate'))!.after).toEqual({ count: 3, note: 'Canton fair visitors', expiresAt: null });
    expect(JSON.stringify(await lastAudit(db, 'access-code.generate'))).not.toContain(codes[0]!.code);

    const listed = await as(owner).get('/api/admin/access-codes?status=active&q=Canton');
    expect(listed.body.data.searchListResourceParamaters.total).toBe(3);
    expect(JSON.stringify(listed.body)).not.toContain(codes[0]!.code);

    const ip = visitor();
    expect((await checkArea(ip)).status).toBe(403);
    expect((await useCode(ip, codes[0]!.code.toLowerCase())).status).toBe(200);
    expect((await checkArea(ip)).status).toBe(200);
    const used = (await as(owner).get(`/api/admin/access-codes/${codes[0]!.id}`)).body.data.dto;
    expect(used).toMatchObject({ useCount: 1, status: 'active', note: 'Canton fair visitors' });
    expect(used.lastUsedAt).not.toBeNull();

    const revoked = await as(owner).post(`/api/admin/access-codes/${codes[0]!.id}/revoke`);
    expect(revoked.body.data.dto.status).toBe('revoked');
    expect(await lastAudit(db, 'access-code.revoke')).toMatchObject({ entityId: String(codes[0]!.id) });
    expect((await checkArea(ip)).status).toBe(403);
    const refused = await useCode(visitor(), codes[0]!.code);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('accessCode');
    expect((await as(owner).get('/api/admin/access-codes?status=revoked')).body.data.list.map((r: Json) => r.id)).toEqual([codes[0]!.id]);
  });

  it('changes note and expiry: a past expiry makes the code expired (audited)', async () => {
    const [code] = (await as(owner).post('/api/admin/access-codes/generate', { count: 1, expiresAt: '2099-01-01T00:00:00Z' })).body.data.listdto;
    const changed = await as(owner).put(`/api/admin/access-codes/${code.id}`, { note: 'old', expiresAt: '2020-01-01T00:00:00Z' });
    expect(changed.body.data.dto).toMatchObject({ note: 'old', status: 'expired', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect((await lastAudit(db, 'access-code.update'))!.before).toMatchObject({ status: 'active' });
    expect((await useCode(visitor(), code.code)).status).toBe(400);
    const deleted = await as(owner).del(`/api/admin/access-codes/${code.id}`);
    expect(deleted.status).toBe(200);
    expect(await lastAudit(db, 'access-code.delete')).toMatchObject({ entityId: String(code.id) });
  });

  it("answers 404 naming id for another site's code", async () => {
    const [theirs] = (await as(otherSite).post('/api/admin/access-codes/generate', { count: 1 })).body.data.listdto;
    for (const answer of [
      await as(owner).get(`/api/admin/access-codes/${theirs.id}`),
      await as(owner).post(`/api/admin/access-codes/${theirs.id}/revoke`),
      await as(owner).put(`/api/admin/access-codes/${theirs.id}`, { note: 'x' }),
      await as(owner).del(`/api/admin/access-codes/${theirs.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
  });
});
