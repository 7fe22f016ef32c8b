import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '@/server/accounts/session-token';
import { auditLog, staffTokens } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { startStaffSession, STAFF_COOKIE } from '@/server/staff/session';
import { totpAt } from '@/server/staff/totp';
import { call, type Answer } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0042: a staff member's credentials — only the newest one-time link works, passwords and
// codes typed in a session are counted per session, the second factor goes off only with a code
// (or one of the recovery codes handed out when it went on), and every sign-in, failure,
// lock-out and credential change leaves an audit row and a log line without secrets.

let db: TestDb;
beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
});
afterAll(() => db.dispose());
afterEach(() => vi.restoreAllMocks());

const PASSWORD = 'Lantern-festival-2026';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let seq = 0;
const member = (role: 'owner' | 'catalogue' | 'sales' = 'sales') => signedInStaff(db, role, { email: `cred-${role}-${++seq}-${randomInt(1e6)}@staff.test`, password: PASSWORD });
const signIn = (body: Record<string, unknown>, ip = randomIp()): Promise<Answer> => call('POST', '/api/admin/session', { body, headers: { 'x-forwarded-for': ip } });
const tokenOf = (answer: Answer) => (answer.body.data.dto.url as string).split('/').pop()!;
const linkWorks = async (token: string) => (await call('GET', `/api/admin/setup/${token}`)).status === 200;
const actionsOf = async (staffId: number) => (await db.db.select().from(auditLog).where(eq(auditLog.staffId, staffId)).orderBy(auditLog.id)).map((r) => r.action);

/** A link of the member made the old way (before this rule), still unused and unexpired. */
async function olderLink(siteId: number, staffId: number): Promise<string> {
  const token = `older-${randomInt(1e12)}-${'x'.repeat(30)}`;
  await db.db.insert(staffTokens).values({ siteId, staffId, purpose: 'reset', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
  return token;
}

/** Switches the second factor on through the API; answers the secret, the recovery codes and the moment used. */
async function totpOn(headers: Record<string, string>) {
  const { secret } = (await call('POST', '/api/admin/me/totp', { headers })).body.data.dto as { secret: string };
  const now = Date.now() / 1000;
  const on = await call('PUT', '/api/admin/me/totp', { headers, body: { code: totpAt(secret, now) } });
  expect(on.status).toBe(200);
  return { secret, now, recoveryCodes: on.body.data.dto.recoveryCodes as string[] };
}

describe('one-time links', () => {
  it('keeps only the newest link: a new reset link ends the older one, and using a link ends every other', async () => {
    const owner = await member('owner');
    const target = await member('catalogue');
    const first = tokenOf(await call('POST', `/api/admin/staff/${target.staff.id}/reset-link`, { headers: owner.headers }));
    const second = tokenOf(await call('POST', `/api/admin/staff/${target.staff.id}/reset-link`, { headers: owner.headers }));
    expect(await linkWorks(first)).toBe(false);
    expect(await linkWorks(second)).toBe(true);

    const older = await olderLink(38, target.staff.id);
    expect(await linkWorks(older)).toBe(true);
    expect((await call('POST', '/api/admin/setup', { body: { token: second, name: 'Wang Fang', password: 'Brand-new-pass-1' } })).status).toBe(200);
    expect(await linkWorks(older)).toBe(false);
    expect((await call('POST', '/api/admin/setup', { body: { token: older, name: 'Late', password: 'Other-new-pass-1' } })).status).toBe(404);
  });

  it('a password change ends the member’s unused links', async () => {
    const me = await member('sales');
    const older = await olderLink(38, me.staff.id);
    const changed = await call('POST', '/api/admin/me/password', { headers: me.headers, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-77' } });
    expect(changed.status).toBe(200);
    expect(await linkWorks(older)).toBe(false);
  });

  it('switching the second factor on, and off again, ends the member’s unused links', async () => {
    const me = await member('sales');
    const beforeOn = await olderLink(38, me.staff.id);
    const { secret, now } = await totpOn(me.headers);
    expect(await linkWorks(beforeOn)).toBe(false);
    const beforeOff = await olderLink(38, me.staff.id);
    const off = await call('DELETE', '/api/admin/me/totp', { headers: me.headers, body: { password: PASSWORD, code: totpAt(secret, now + 30) } });
    expect(off.status).toBe(200);
    expect(await linkWorks(beforeOff)).toBe(false);
  });
});

describe('passwords and codes typed in a session', () => {
  it('counts wrong current passwords per session: 429 with Retry-After after 5, and the member still signs in and works in another session', async () => {
    const me = await member('catalogue');
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/admin/me/password', { headers: me.headers, body: { currentPassword: `guess-${i}`, newPassword: 'A-new-password-77' } });
      expect(wrong.body).toMatchObject({ code: 401, field: 'currentPassword' });
    }
    const refused = await call('POST', '/api/admin/me/password', { headers: me.headers, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-77' } });
    expect(refused.status).toBe(429);
    expect(refused.body.field).toBe('currentPassword');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await actionsOf(me.staff.id)).filter((a) => a === 'staff.locked')).toHaveLength(1);

    // Only this session spent its tries: the member's sign-in and their other session are untouched.
    expect((await signIn({ email: me.staff.email, password: PASSWORD })).status).toBe(200);
    const { secret } = await startStaffSession(db.db, me.staff);
    const other = { cookie: `${STAFF_COOKIE}=${secret}` };
    expect((await call('POST', '/api/admin/me/password', { headers: other, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-77' } })).status).toBe(200);
  });

  it('gives a stranger without the member’s session nothing to spend: every try is 401 and the member is not slowed', async () => {
    const me = await member('sales');
    for (let i = 0; i < 12; i++) {
      expect((await call('POST', '/api/admin/me/password', { body: { currentPassword: `guess-${i}`, newPassword: 'A-new-password-77' } })).status).toBe(401);
      expect((await call('DELETE', '/api/admin/me/totp', { body: { password: `guess-${i}`, code: '123456' } })).status).toBe(401);
    }
    expect((await call('POST', '/api/admin/me/password', { headers: me.headers, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-77' } })).status).toBe(200);
  });

  it('counts wrong passwords and codes when switching the second factor off the same way', async () => {
    const me = await member('owner');
    const { secret, now } = await totpOn(me.headers);
    const wrongCode = String((Number(totpAt(secret, now + 30)) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const body = i % 2 ? { password: `guess-${i}`, code: totpAt(secret, now + 30) } : { password: PASSWORD, code: wrongCode };
      expect((await call('DELETE', '/api/admin/me/totp', { headers: me.headers, body })).status).toBe(401);
    }
    const refused = await call('DELETE', '/api/admin/me/totp', { headers: me.headers, body: { password: PASSWORD, code: totpAt(secret, now + 30) } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/me', { headers: me.headers })).body.data.dto.totpOn).toBe(true);
  });
});

describe('the second factor and its recovery codes', () => {
  it('hands out 10 recovery codes once at enrolment, keeps only their SHA-256, and each signs in once', async () => {
    const me = await member('sales');
    const { recoveryCodes } = await totpOn(me.headers);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const stored = await db.db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.staffId, me.staff.id), eq(staffTokens.purpose, 'recovery')));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify([stored, await db.db.select().from(auditLog).where(eq(auditLog.staffId, me.staff.id))]);
    for (const code of recoveryCodes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replaceAll('-', ''));
    }

    // Typed as people type it off a sheet: lower case, with spaces instead of dashes.
    const typed = recoveryCodes[3]!.toLowerCase().replaceAll('-', ' ');
    const ok = await signIn({ email: me.staff.email, password: PASSWORD, totp: typed });
    expect(ok.status).toBe(200);
    expect((await signIn({ email: me.staff.email, password: PASSWORD, totp: recoveryCodes[3] })).body).toMatchObject({ code: 401, field: 'totp' });
    expect((await signIn({ email: me.staff.email, password: PASSWORD, totp: 'ABCD-EFGH-JKMN-PQRS' })).body).toMatchObject({ code: 401, field: 'totp' });
    expect(await actionsOf(me.staff.id)).toEqual(expect.arrayContaining(['staff.totp-on', 'staff.recovery-code-use', 'staff.sign-in']));
  });

  it('goes off only with the password and a current code or an unused recovery code', async () => {
    const me = await member('catalogue');
    const { secret, now, recoveryCodes } = await totpOn(me.headers);
    const del = (body: unknown) => call('DELETE', '/api/admin/me/totp', { headers: me.headers, body });
    expect((await del({ password: PASSWORD })).body).toMatchObject({ code: 400, field: 'code' });
    expect((await del({ password: PASSWORD, code: 'not a code' })).body).toMatchObject({ code: 400, field: 'code' });
    // The code that switched it on was used: it cannot switch it off.
    expect((await del({ password: PASSWORD, code: totpAt(secret, now) })).body).toMatchObject({ code: 401, field: 'code' });
    expect((await signIn({ email: me.staff.email, password: PASSWORD, totp: recoveryCodes[0] })).status).toBe(200);
    expect((await del({ password: PASSWORD, code: recoveryCodes[0] })).body).toMatchObject({ code: 401, field: 'code' }); // used at sign-in
    const off = await del({ password: PASSWORD, code: recoveryCodes[1] });
    expect(off.status).toBe(200);
    expect(off.body.data.dto.totpOn).toBe(false);
    expect(
      await db.db
        .select()
        .from(staffTokens)
        .where(and(eq(staffTokens.staffId, me.staff.id), eq(staffTokens.purpose, 'recovery'))),
    ).toEqual([]);
    expect((await del({ password: PASSWORD, code: recoveryCodes[2] })).body).toMatchObject({ code: 409 });
    expect(await actionsOf(me.staff.id)).toEqual(expect.arrayContaining(['staff.totp-off', 'staff.recovery-code-use']));
  });
});

describe('the trail of sign-ins and credential changes', () => {
  it('audits and logs sign-ins, failures, the lock-out (once) and a password change, with no password, code or hash in either', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const me = await member('owner');
    const guesser = randomIp();
    const guesses = Array.from({ length: 10 }, (_, i) => `Guess-number-${i}-${randomInt(1e6)}`);
    for (const guess of guesses) expect((await signIn({ email: me.staff.email, password: guess }, guesser)).status).toBe(401);
    expect((await signIn({ email: me.staff.email, password: PASSWORD }, guesser)).status).toBe(429);
    expect((await signIn({ email: me.staff.email, password: PASSWORD }, guesser)).status).toBe(429);
    const unknown = `nobody-${randomInt(1e9)}@staff.test`;
    expect((await signIn({ email: unknown, password: 'Whatever-it-is-1' })).status).toBe(401);
    expect((await signIn({ email: me.staff.email, password: PASSWORD })).status).toBe(200);
    expect((await call('POST', '/api/admin/me/password', { headers: me.headers, body: { currentPassword: PASSWORD, newPassword: 'Second-password-88' } })).status).toBe(200);

    const actions = await actionsOf(me.staff.id);
    expect(actions.filter((a) => a === 'staff.sign-in-failed')).toHaveLength(10);
    expect(actions.filter((a) => a === 'staff.locked')).toHaveLength(1); // the failure that spent the tries, not each refusal
    expect(actions.slice(-2)).toEqual(['staff.sign-in', 'staff.password-change']);
    const [stranger] = await db.db.select().from(auditLog).where(eq(auditLog.staffEmail, unknown));
    expect(stranger).toMatchObject({ action: 'staff.sign-in-failed', staffId: null, entity: 'staff' });

    const rows = JSON.stringify(await db.db.select().from(auditLog).where(eq(auditLog.staffId, me.staff.id)));
    const lines = info.mock.calls.map((args) => args.join(' ')).filter((line) => line.startsWith('[staff]'));
    for (const event of ['staff.sign-in-failed', 'staff.locked', 'staff.sign-in', 'staff.password-change'])
      expect(lines.some((line) => line.includes(`"event":"${event}"`))).toBe(true);
    for (const secret of [PASSWORD, 'Second-password-88', ...guesses, 'argon2', 'pwdHash']) {
      expect(rows).not.toContain(secret);
      expect(lines.join('\n')).not.toContain(secret);
    }
  });
});
