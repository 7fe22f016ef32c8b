import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffTokens, staffUsers } from '@/server/db/schema';
import { env } from '@/server/env';
import { resetRateLimits } from '@/server/security/rate-limit';
import { updateStaff } from '@/server/staff/accounts';
import { totpAt } from '@/server/staff/totp';
import { call, type Answer } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0023: the workspace's staff accounts — signing in (throttled, never a lock-out,
// optional TOTP), the cookie, one-time links, the owner's staff screens with the last-owner rule,
// and the audit log.

let db: TestDb;
beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
});
afterAll(() => db.dispose());

const PASSWORD = 'Correct-Horse-42';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let seq = 0;
const email = (role: string) => `${role}-${++seq}-${randomInt(1e6)}@staff.test`;

async function member(role: 'owner' | 'catalogue' | 'sales' = 'owner', siteId = 38) {
  return signedInStaff(db, role, { siteId, email: email(role), password: PASSWORD });
}

function signIn(body: Record<string, unknown>, { ip = randomIp(), cookie }: { ip?: string; cookie?: string } = {}): Promise<Answer> {
  return call('POST', '/api/admin/session', { body, headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
}

/** `name=value` of each Set-Cookie, for sending back. */
function cookiesOf(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
const cookieLine = (answer: Answer, name: string) => answer.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

describe('signing in to the workspace', () => {
  it('signs a member in with an httpOnly, SameSite=Strict, Path=/ cookie that opens the workspace', async () => {
    const { staff } = await member('catalogue');
    const answer = await signIn({ email: staff.email.toUpperCase(), password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dto).toMatchObject({ id: staff.id, email: staff.email, role: 'catalogue', totpOn: false });
    const line = cookieLine(answer, 'lantern_staff');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/(;|$)/);
    expect(line).not.toMatch(/Max-Age|Expires/i); // a session cookie: the server ends it when idle
    const me = await call('GET', '/api/admin/me', { headers: { cookie: cookiesOf(answer) } });
    expect(me.status).toBe(200);
    expect(me.body.data.dto.id).toBe(staff.id);
    const [row] = await db.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row!.lastSignInAt).not.toBeNull();
  });

  it('answers a wrong password and an unknown email alike: 401 naming password', async () => {
    const { staff } = await member('sales');
    const wrong = await signIn({ email: staff.email, password: 'not-the-password' });
    const unknown = await signIn({ email: `nobody-${randomInt(1e9)}@staff.test`, password: 'not-the-password' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, field: 'password', message: 'Wrong email or password' });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a disabled member and a member whose password is not set yet, with the same answer', async () => {
    const disabled = await member('sales');
    await db.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, disabled.staff.id));
    const noPassword = await signedInStaff(db, 'sales', { email: email('nopwd') });
    for (const who of [disabled.staff.email, noPassword.staff.email]) {
      const answer = await signIn({ email: who, password: PASSWORD });
      expect(answer.status).toBe(401);
      expect(answer.body.field).toBe('password');
    }
  });

  it('names the fields of a malformed sign-in (400)', async () => {
    expect((await signIn({ email: 'not-an-email', password: 'x' })).body).toMatchObject({ code: 400, field: 'email' });
    expect((await signIn({ email: 'a@b.cn', password: '' })).body).toMatchObject({ code: 400, field: 'password' });
    expect((await signIn({ email: 'a@b.cn', password: 'x'.repeat(201) })).body).toMatchObject({ code: 400, field: 'password' });
    expect((await signIn({ email: 'a@b.cn', password: 'x', totp: '12ab56' })).body).toMatchObject({ code: 400, field: 'totp' });
  });

  it('refuses a sign-in posted from another origin', async () => {
    const { staff } = await member('sales');
    const answer = await call('POST', '/api/admin/session', { body: { email: staff.email, password: PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body.field).toBe('Origin');
  });

  it('throttles a guesser (429 with Retry-After) without locking the member out', async () => {
    const { staff } = await member('owner');
    // The member's own browser signed in before: it holds a device token of the account.
    const ownBrowser = cookiesOf(await signIn({ email: staff.email, password: PASSWORD }));
    expect(ownBrowser).toContain('lantern_staff_device=');
    const device = ownBrowser.split('; ').find((c) => c.startsWith('lantern_staff_device='))!;

    const guesser = randomIp();
    for (let i = 0; i < 10; i++) expect((await signIn({ email: staff.email, password: `guess-${i}` }, { ip: guesser })).status).toBe(401);
    const refused = await signIn({ email: staff.email, password: PASSWORD }, { ip: guesser });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The guesser moves through many addresses until the account-wide count is spent…
    for (let round = 0; round < 5; round++) {
      const ip = randomIp();
      for (let i = 0; i < 10; i++) await signIn({ email: staff.email, password: `spread-${round}-${i}` }, { ip });
    }
    expect((await signIn({ email: staff.email, password: PASSWORD }, { ip: randomIp() })).status).toBe(429);
    // …and the member's own browser still signs in.
    const own = await signIn({ email: staff.email, password: PASSWORD }, { cookie: device });
    expect(own.status).toBe(200);
  }, 120_000); // 62 sign-ins, each an argon2id check and its audit row
});

describe('the second factor (TOTP)', () => {
  it('goes on only after a code confirms it, is then asked for, refuses wrong and replayed codes, and goes off with the password', async () => {
    const { staff, headers } = await member('sales');
    // Confirming without a pending secret is a conflict; a wrong code is 400 naming `code`.
    expect((await call('PUT', '/api/admin/me/totp', { headers, body: { code: '123456' } })).status).toBe(409);
    const started = await call('POST', '/api/admin/me/totp', { headers });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.body.data.dto as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [before] = await db.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(before!.totpSecret).toBe(''); // pending, not on

    const now = Date.now() / 1000;
    const wrongCode = String((Number(totpAt(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('PUT', '/api/admin/me/totp', { headers, body: { code: wrongCode } })).body).toMatchObject({ code: 400, field: 'code' });
    expect((await call('PUT', '/api/admin/me/totp', { headers, body: { code: 'abc' } })).body).toMatchObject({ code: 400, field: 'code' });
    const on = await call('PUT', '/api/admin/me/totp', { headers, body: { code: totpAt(secret, now) } });
    expect(on.status).toBe(200);
    expect(on.body.data.dto.totpOn).toBe(true);

    const needed = await signIn({ email: staff.email, password: PASSWORD });
    expect(needed.status).toBe(401);
    expect(needed.body.field).toBe('totp');
    expect(needed.body.message).toMatch(/code/);
    expect((await signIn({ email: staff.email, password: PASSWORD, totp: wrongCode })).body).toMatchObject({ code: 401, field: 'totp' });
    // The confirming code was used: it does not sign in.
    expect((await signIn({ email: staff.email, password: PASSWORD, totp: totpAt(secret, now) })).body).toMatchObject({ code: 401, field: 'totp' });
    // The next step's code (accepted: ±1 step) signs in once, then never again in its window.
    const next = totpAt(secret, now + 30);
    expect((await signIn({ email: staff.email, password: PASSWORD, totp: next })).status).toBe(200);
    expect((await signIn({ email: staff.email, password: PASSWORD, totp: next })).body).toMatchObject({ code: 401, field: 'totp' });
    // A wrong password with a right code is still the password's 401.
    expect((await signIn({ email: staff.email, password: 'wrong-password', totp: totpAt(secret, now - 30) })).body.field).toBe('password');

    expect((await call('POST', '/api/admin/me/totp', { headers })).status).toBe(409); // on already
    // Off needs the password and a second factor (ADR 0042): here one of the recovery codes shown at enrolment.
    const recoveryCodes = on.body.data.dto.recoveryCodes as string[];
    expect((await call('DELETE', '/api/admin/me/totp', { headers, body: { password: PASSWORD } })).body).toMatchObject({ code: 400, field: 'code' });
    expect((await call('DELETE', '/api/admin/me/totp', { headers, body: { password: 'wrong-password', code: recoveryCodes[0] } })).body).toMatchObject({
      code: 401,
      field: 'password',
    });
    const off = await call('DELETE', '/api/admin/me/totp', { headers, body: { password: PASSWORD, code: recoveryCodes[0] } });
    expect(off.body.data.dto.totpOn).toBe(false);
    expect((await signIn({ email: staff.email, password: PASSWORD })).status).toBe(200);

    const actions = await db.db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.staffId, staff.id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['staff.totp-on', 'staff.totp-off']));
    expect(JSON.stringify(actions)).not.toContain(secret);
  });
});

describe('the session', () => {
  it('ends on sign-out: the cookie is cleared and the session no longer opens the workspace', async () => {
    const { headers } = await member('sales');
    const out = await call('DELETE', '/api/admin/session', { headers });
    expect(out.status).toBe(200);
    expect(cookieLine(out, 'lantern_staff')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await call('GET', '/api/admin/me', { headers })).status).toBe(401);
  });

  it('ends after STAFF_IDLE_MINUTES without a request, and not before', async () => {
    const { staff, headers } = await member('catalogue');
    const idle = env().STAFF_IDLE_MINUTES;
    await db.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - (idle - 1) * 60_000) })
      .where(eq(staffSessions.staffId, staff.id));
    expect((await call('GET', '/api/admin/me', { headers })).status).toBe(200);
    await db.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - (idle + 1) * 60_000) })
      .where(eq(staffSessions.staffId, staff.id));
    expect((await call('GET', '/api/admin/me', { headers })).status).toBe(401);
  });
});

describe('the own account', () => {
  it('changes name and language (audited), naming bad fields', async () => {
    const { staff, headers } = await member('catalogue');
    expect((await call('PUT', '/api/admin/me', { headers, body: { name: 'Li', language: 'fr' } })).body).toMatchObject({ code: 400, field: 'language' });
    expect((await call('PUT', '/api/admin/me', { headers, body: { name: '', language: 'en' } })).body).toMatchObject({ code: 400, field: 'name' });
    const answer = await call('PUT', '/api/admin/me', { headers, body: { name: '李娜', language: 'en' } });
    expect(answer.body.data.dto).toMatchObject({ name: '李娜', language: 'en' });
    const [row] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, staff.id), eq(auditLog.action, 'staff.profile')));
    expect(row).toMatchObject({ entity: 'staff', entityId: String(staff.id) });
    expect(JSON.stringify(row!.before)).not.toContain('pwdHash');
  });

  it('changes the password after the current one and ends the other sessions', async () => {
    const { staff, headers } = await member('sales');
    const other = cookiesOf(await signIn({ email: staff.email, password: PASSWORD }));
    expect((await call('POST', '/api/admin/me/password', { headers, body: { currentPassword: PASSWORD, newPassword: 'short' } })).body).toMatchObject({
      code: 400,
      field: 'newPassword',
    });
    expect((await call('POST', '/api/admin/me/password', { headers, body: { currentPassword: 'wrong-one', newPassword: 'A-new-password-1' } })).body).toMatchObject({
      code: 401,
      field: 'currentPassword',
    });
    expect((await call('POST', '/api/admin/me/password', { headers, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-1' } })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { headers })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { headers: { cookie: other } })).status).toBe(401);
    expect((await signIn({ email: staff.email, password: PASSWORD })).status).toBe(401);
    expect((await signIn({ email: staff.email, password: 'A-new-password-1' })).status).toBe(200);
  });
});

describe('the owner’s staff accounts', () => {
  it('is for owners only: 401 signed out, 403 for catalogue and sales', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/staff/1'],
      ['POST', '/api/admin/staff', { email: 'x@y.cn', name: 'X', role: 'sales' }],
      ['PUT', '/api/admin/staff/1', { name: 'X', role: 'sales', disabled: false }],
      ['DELETE', '/api/admin/staff/1'],
      ['POST', '/api/admin/staff/1/reset-link'],
      ['GET', '/api/admin/audit'],
    ];
    const catalogue = await member('catalogue');
    const sales = await member('sales');
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status, `${method} ${path} signed out`).toBe(401);
      expect((await call(method, path, { body, headers: catalogue.headers })).status, `${method} ${path} catalogue`).toBe(403);
      expect((await call(method, path, { body, headers: sales.headers })).status, `${method} ${path} sales`).toBe(403);
    }
  });

  it('names the fields of bad input (400)', async () => {
    const { headers } = await member('owner');
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/admin/staff', { email: 'nope', name: 'X', role: 'sales' }, 'email'],
      ['POST', '/api/admin/staff', { email: 'x@y.cn', name: 'X', role: 'boss' }, 'role'],
      ['POST', '/api/admin/staff', { email: 'x@y.cn', name: '', role: 'sales' }, 'name'],
      ['POST', '/api/admin/staff', { email: 'x@y.cn', name: 'X', role: 'sales', password: 'short' }, 'password'],
      ['PUT', '/api/admin/staff/1', { name: 'X', role: 'sales', disabled: 'yes' }, 'disabled'],
      ['PUT', '/api/admin/staff/abc', { name: 'X', role: 'sales', disabled: false }, 'id'],
      ['GET', '/api/admin/staff?pageSize=500', undefined, 'pageSize'],
      ['GET', '/api/admin/staff?sort=pwdHash', undefined, 'sort'],
      ['GET', '/api/admin/staff?role=boss', undefined, 'role'],
      ['GET', '/api/admin/audit?page=0', undefined, 'page'],
      ['GET', '/api/admin/audit?staffId=x', undefined, 'staffId'],
    ];
    for (const [method, path, body, field] of bad) {
      const answer = await call(method, path, { body, headers });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.field, `${method} ${path}`).toBe(field);
    }
  });

  it('adds a member with a password, lists, finds, changes and deletes them, each write audited', async () => {
    const owner = await member('owner');
    const newEmail = email('new');
    const created = await call('POST', '/api/admin/staff', {
      headers: owner.headers,
      body: { email: newEmail.toUpperCase(), name: 'Wang Fang', role: 'catalogue', password: 'Her-own-password-1' },
    });
    expect(created.status).toBe(200);
    const dto = created.body.data.dto;
    expect(dto).toMatchObject({ email: newEmail, name: 'Wang Fang', role: 'catalogue', disabled: false, passwordSet: true, setupUrl: null });
    expect(dto).not.toHaveProperty('pwdHash');
    expect((await signIn({ email: newEmail, password: 'Her-own-password-1' })).status).toBe(200);
    expect((await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email: newEmail, name: 'Again', role: 'sales' } })).body).toMatchObject({
      code: 409,
      field: 'email',
    });

    const listed = await call('GET', `/api/admin/staff?q=${encodeURIComponent('wang f')}&role=catalogue&disabled=false`, { headers: owner.headers });
    expect(listed.body.data.list.map((r: { id: number }) => r.id)).toEqual([dto.id]);
    expect(listed.body.data.searchListResourceParamaters.total).toBe(1);
    expect((await call('GET', `/api/admin/staff/${dto.id}`, { headers: owner.headers })).body.data.dto.email).toBe(newEmail);

    const changed = await call('PUT', `/api/admin/staff/${dto.id}`, { headers: owner.headers, body: { name: 'Wang F.', role: 'sales', disabled: true } });
    expect(changed.body.data.dto).toMatchObject({ name: 'Wang F.', role: 'sales', disabled: true });
    expect((await signIn({ email: newEmail, password: 'Her-own-password-1' })).status).toBe(401);
    const deleted = await call('DELETE', `/api/admin/staff/${dto.id}`, { headers: owner.headers });
    expect(deleted.body.data.dto.id).toBe(dto.id);
    expect((await call('GET', `/api/admin/staff/${dto.id}`, { headers: owner.headers })).body).toMatchObject({ code: 404, field: 'id' });

    const audit = await call('GET', `/api/admin/audit?entity=staff&entityId=${dto.id}`, { headers: owner.headers });
    expect(audit.status).toBe(200);
    const rows = audit.body.data.list as { action: string; staffEmail: string; before: unknown; after: unknown }[];
    // Newest first; the member's own sign-in and the refused one (disabled) are on the record too.
    expect(rows.map((r) => r.action)).toEqual(['staff.delete', 'staff.sign-in-failed', 'staff.update', 'staff.sign-in', 'staff.create']);
    expect(rows.filter((r) => !r.action.startsWith('staff.sign-in')).every((r) => r.staffEmail === owner.staff.email)).toBe(true);
    expect(rows[2]!.before).toMatchObject({ role: 'catalogue', name: 'Wang Fang' });
    expect(rows[2]!.after).toMatchObject({ role: 'sales', name: 'Wang F.' });
    expect(JSON.stringify(rows)).not.toMatch(/pwdHash|totpSecret|argon2/);
    const byAction = await call('GET', `/api/admin/audit?action=staff.update&staffId=${owner.staff.id}`, { headers: owner.headers });
    expect(byAction.body.data.list.every((r: { action: string }) => r.action === 'staff.update')).toBe(true);
  });

  it('adds a member as sales (the least a colleague needs) when the owner picks no role, and their setup link offers the name typed', async () => {
    const owner = await member('owner');
    const newEmail = email('least');
    const created = await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email: newEmail, name: '陈小燕', password: '' } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.dto).toMatchObject({ email: newEmail, name: '陈小燕', role: 'sales', passwordSet: false });
    const token = (created.body.data.dto.setupUrl as string).split('/').pop()!;
    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'setup', email: newEmail, name: '陈小燕' });
    // The same body again is the 409 a second click on 保存 would meet: the form starts clean instead.
    const again = await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email: newEmail, name: '陈小燕' } });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('email');
  });

  it('answers 404 naming id for another site’s member, and lists only its own site', async () => {
    const owner = await member('owner');
    const elsewhere = await member('sales', 39);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'X', role: 'sales', disabled: false }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, `/api/admin/staff/${elsewhere.staff.id}`, { headers: owner.headers, body })).body).toMatchObject({ code: 404, field: 'id' });
    }
    expect((await call('POST', `/api/admin/staff/${elsewhere.staff.id}/reset-link`, { headers: owner.headers })).body).toMatchObject({ code: 404, field: 'id' });
    const listed = await call('GET', `/api/admin/staff?q=${encodeURIComponent(elsewhere.staff.email)}`, { headers: owner.headers });
    expect(listed.body.data.list).toEqual([]);
  });

  it('keeps an owner: no owner demotes, disables or deletes themself, and nobody removes the last owner (409 naming the field)', async () => {
    const owner = await member('owner');
    const self = `/api/admin/staff/${owner.staff.id}`;
    expect((await call('PUT', self, { headers: owner.headers, body: { name: 'Me', role: 'sales', disabled: false } })).body).toMatchObject({ code: 409, field: 'role' });
    expect((await call('PUT', self, { headers: owner.headers, body: { name: 'Me', role: 'owner', disabled: true } })).body).toMatchObject({ code: 409, field: 'disabled' });
    expect((await call('DELETE', self, { headers: owner.headers })).body).toMatchObject({ code: 409, field: 'id' });
    expect((await call('PUT', self, { headers: owner.headers, body: { name: 'Me, renamed', role: 'owner', disabled: false } })).status).toBe(200);

    // Another owner may be demoted while this one remains.
    const second = await member('owner');
    expect((await call('PUT', `/api/admin/staff/${second.staff.id}`, { headers: owner.headers, body: { name: 'Two', role: 'catalogue', disabled: false } })).status).toBe(200);

    // On a site with a single owner, a change by anyone else (here `npm run admin`) cannot remove it.
    const lone = await member('owner', 40);
    const cli = { id: null, siteId: 40, email: 'cli' };
    await expect(updateStaff(db.db, 40, lone.staff.id, { name: 'Lone', role: 'sales', disabled: false }, cli)).rejects.toMatchObject({
      code: 'staff_last_owner',
      details: { input: 'role' },
    });
    await expect(updateStaff(db.db, 40, lone.staff.id, { name: 'Lone', role: 'owner', disabled: true }, cli)).rejects.toMatchObject({
      code: 'staff_last_owner',
      details: { input: 'disabled' },
    });
  });
});

describe('one-time links', () => {
  it('a new member’s setup link shows the member, sets name and password once, and signs in', async () => {
    const owner = await member('owner');
    const newEmail = email('linked');
    const created = await call('POST', '/api/admin/staff', { headers: owner.headers, body: { email: newEmail, name: 'Zhao', role: 'sales' } });
    const url = created.body.data.dto.setupUrl as string;
    expect(created.body.data.dto.passwordSet).toBe(false);
    expect(url.startsWith(`${env().PUBLIC_BASE_URL}/admin/setup/`)).toBe(true);
    const token = url.split('/').pop()!;
    // Only the SHA-256 is stored.
    expect(await db.db.select().from(staffTokens).where(eq(staffTokens.tokenHash, token))).toEqual([]);

    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'setup', email: newEmail, name: 'Zhao' });
    expect((await call('POST', '/api/admin/setup', { body: { token, name: 'Zhao Lei', password: 'short' } })).body).toMatchObject({ code: 400, field: 'password' });
    const used = await call('POST', '/api/admin/setup', { body: { token, name: 'Zhao Lei', password: 'Zhao-password-1' } });
    expect(used.status).toBe(200);
    expect(used.body.data.dto).toMatchObject({ email: newEmail, name: 'Zhao Lei', role: 'sales' });
    expect((await call('GET', '/api/admin/me', { headers: { cookie: cookiesOf(used) } })).status).toBe(200);

    expect((await call('GET', `/api/admin/setup/${token}`)).body).toMatchObject({ code: 404, field: 'token' });
    expect((await call('POST', '/api/admin/setup', { body: { token, name: 'Again', password: 'Other-password-1' } })).body).toMatchObject({ code: 404, field: 'token' });
    expect((await signIn({ email: newEmail, password: 'Zhao-password-1' })).status).toBe(200);
  });

  it('a reset link sets the password, ends the member’s sessions, and expires after 24 hours', async () => {
    const owner = await member('owner');
    const target = await member('catalogue');
    const link = await call('POST', `/api/admin/staff/${target.staff.id}/reset-link`, { headers: owner.headers });
    const token = (link.body.data.dto.url as string).split('/').pop()!;
    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'reset', email: target.staff.email, name: target.staff.name });
    expect((await signIn({ email: target.staff.email, password: PASSWORD })).status).toBe(200); // the old password works until then

    const reset = await call('POST', '/api/admin/setup', { body: { token, name: 'Reset', password: 'Brand-new-pass-1' } });
    expect(reset.status).toBe(200);
    expect((await call('GET', '/api/admin/me', { headers: target.headers })).status).toBe(401);
    expect((await signIn({ email: target.staff.email, password: PASSWORD })).status).toBe(401);
    expect((await signIn({ email: target.staff.email, password: 'Brand-new-pass-1' })).status).toBe(200);
    const audit = await call('GET', `/api/admin/audit?entity=staff&entityId=${target.staff.id}`, { headers: owner.headers });
    expect(audit.body.data.list.map((r: { action: string }) => r.action)).toEqual([
      'staff.sign-in',
      'staff.sign-in-failed',
      'staff.reset-password',
      'staff.sign-in',
      'staff.reset-link',
    ]);

    const late = await call('POST', `/api/admin/staff/${target.staff.id}/reset-link`, { headers: owner.headers });
    const lateToken = (late.body.data.dto.url as string).split('/').pop()!;
    await db.db
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(staffTokens.staffId, target.staff.id), eq(staffTokens.purpose, 'reset')));
    expect((await call('GET', `/api/admin/setup/${lateToken}`)).status).toBe(404);
    expect((await call('POST', '/api/admin/setup', { body: { token: lateToken, name: 'Late', password: 'Too-late-pass-1' } })).status).toBe(404);
  });

  it('refuses a made-up or malformed link', async () => {
    expect((await call('GET', `/api/admin/setup/${'A'.repeat(43)}`)).body).toMatchObject({ code: 404, field: 'token' });
    expect((await call('GET', '/api/admin/setup/short')).body).toMatchObject({ code: 400, field: 'token' });
    expect((await call('POST', '/api/admin/setup', { body: { token: 'A'.repeat(43), name: 'X', password: 'Some-password-1' } })).status).toBe(404);
  });

  it('the audit log is the owner’s only', async () => {
    const sales = await member('sales');
    expect((await call('GET', '/api/admin/audit', { headers: sales.headers })).body).toMatchObject({ code: 403, field: 'role' });
  });
});
