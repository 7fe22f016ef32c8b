import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sites, staffUsers } from '@/server/db/schema';
import { env } from '@/server/env';
import { resetRateLimits } from '@/server/security/rate-limit';
import { AdminUsageError, runAdminCommand } from '@/server/staff/admin-cli';
import { bootstrapFirstOwner } from '@/server/staff/bootstrap';
import { call } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0023: the first owner is made at server start (ADMIN_EMAIL + ADMIN_PASSWORD, or a one-time
// setup link in the log, like Gitea and Grafana), once even when two processes start together;
// `npm run admin` makes members and reset links from the server's shell.

let db: TestDb;
beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  for (const id of [38, 41, 42]) await db.db.insert(sites).values({ id, name: `站${id}`, nameen: `Site ${id}` });
});
afterAll(() => db.dispose());

const staffOf = (siteId: number) => db.db.select().from(staffUsers).where(eq(staffUsers.siteId, siteId));

describe('the first owner at server start', () => {
  it('without ADMIN_EMAIL prints a one-time setup link that makes the first owner, once', async () => {
    const lines: string[] = [];
    const result = await bootstrapFirstOwner(db.db, 38, {}, (line) => lines.push(line));
    expect(result.made).toBe('link');
    expect(lines).toHaveLength(1);
    const match = /^\[workspace\] no staff yet: open (\S+)\/admin\/setup\/([A-Za-z0-9_-]+) to make the first owner \(valid 24 h\)$/.exec(lines[0]!);
    expect(match?.[1]).toBe(env().PUBLIC_BASE_URL);
    const token = match![2]!;

    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'setup', email: '', name: '' });
    expect((await call('POST', '/api/admin/setup', { body: { token, name: 'Chen', password: 'First-owner-pass-1' } })).body).toMatchObject({ code: 400, field: 'email' });
    const made = await call('POST', '/api/admin/setup', { body: { token, email: 'Chen@Lantern.test', name: 'Chen', password: 'First-owner-pass-1' } });
    expect(made.status).toBe(200);
    expect(made.body.data.dto).toMatchObject({ email: 'chen@lantern.test', role: 'owner' });
    expect(made.headers.getSetCookie().some((c) => c.startsWith('lantern_staff='))).toBe(true);
    expect((await call('POST', '/api/admin/setup', { body: { token, email: 'other@lantern.test', name: 'X', password: 'First-owner-pass-1' } })).status).toBe(404);
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, 'staff.setup'));
    expect(audit).toMatchObject({ staffEmail: 'chen@lantern.test', entity: 'staff' });

    // A later start finds staff and does nothing.
    expect((await bootstrapFirstOwner(db.db, 38, {}, (line) => lines.push(line))).made).toBe('nothing');
    expect(lines).toHaveLength(1);
  });

  it('a first-owner link printed before an owner existed makes no second owner', async () => {
    const lines: string[] = [];
    const first = await bootstrapFirstOwner(db.db, 41, {}, (line) => lines.push(line));
    const second = await bootstrapFirstOwner(db.db, 41, {}, (line) => lines.push(line));
    expect([first.made, second.made]).toEqual(['link', 'link']);
    const tokens = lines.map((line) => /\/admin\/setup\/(\S+) /.exec(line)![1]!);
    // Site 41 is not the server's site (SITE_ID 38), so use the service the route calls.
    const { useStaffLink } = await import('@/server/staff/links');
    await useStaffLink(db.db, 41, { token: tokens[0]!, email: 'a@lantern.test', name: 'A', password: 'First-owner-pass-1' });
    await expect(useStaffLink(db.db, 41, { token: tokens[1]!, email: 'b@lantern.test', name: 'B', password: 'First-owner-pass-1' })).rejects.toMatchObject({
      code: 'staff_first_owner_exists',
      details: { input: 'token' },
    });
    expect((await staffOf(41)).map((s) => s.email)).toEqual(['a@lantern.test']);
  });

  it('with ADMIN_EMAIL and ADMIN_PASSWORD makes that owner, once, when two processes start together', async () => {
    const admin = { email: 'Owner@Lantern.test', password: 'Lantern-e2e-Owner-2026' };
    const results = await Promise.all([bootstrapFirstOwner(db.db, 42, admin, () => {}), bootstrapFirstOwner(db.db, 42, admin, () => {})]);
    expect(results.map((r) => r.made).sort()).toEqual(['nothing', 'owner']);
    const staff = await staffOf(42);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ email: 'owner@lantern.test', role: 'owner' });
    expect(staff[0]!.pwdHash).toMatch(/^\$argon2id\$/);
  });

  it('does nothing on a database without the site (not seeded yet)', async () => {
    expect((await bootstrapFirstOwner(db.db, 999, { email: 'x@y.cn', password: 'Long-enough-pass-1' }, () => {})).made).toBe('nothing');
  });
});

describe('npm run admin', () => {
  it('create without a password prints a setup link; with one the member can sign in', async () => {
    const linked = await runAdminCommand(db.db, 38, ['create', 'Li.Na@Lantern.test', 'catalogue']);
    expect(linked[0]).toContain('li.na@lantern.test (catalogue)');
    expect(linked[1]).toMatch(new RegExp(`^${env().PUBLIC_BASE_URL}/admin/setup/[A-Za-z0-9_-]{43}$`));
    const token = linked[1]!.split('/').pop()!;
    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'setup', email: 'li.na@lantern.test', name: 'Li.Na' });

    const direct = await runAdminCommand(db.db, 38, ['create', 'boss@lantern.test', 'owner', '--password', 'Boss-password-2026', '--name', 'Boss']);
    expect(direct).toHaveLength(1);
    const signIn = await call('POST', '/api/admin/session', { body: { email: 'boss@lantern.test', password: 'Boss-password-2026' } });
    expect(signIn.body.data.dto).toMatchObject({ role: 'owner', name: 'Boss' });
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.staffEmail, 'npm run admin'));
    expect(audit).toMatchObject({ action: 'staff.create', staffId: null });
  });

  it('reset prints a one-time reset link for the member', async () => {
    const lines = await runAdminCommand(db.db, 38, ['reset', 'BOSS@lantern.test']);
    const token = lines[1]!.split('/').pop()!;
    expect((await call('GET', `/api/admin/setup/${token}`)).body.data.dto).toEqual({ purpose: 'reset', email: 'boss@lantern.test', name: 'Boss' });
    expect((await call('POST', '/api/admin/setup', { body: { token, name: 'Boss', password: 'Boss-new-password-1' } })).status).toBe(200);
    expect((await call('POST', '/api/admin/session', { body: { email: 'boss@lantern.test', password: 'Boss-new-password-1' } })).status).toBe(200);
  });

  it('reset --totp-off also switches a lost phone’s second factor off', async () => {
    await db.db.update(staffUsers).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(staffUsers.email, 'boss@lantern.test'));
    expect((await call('POST', '/api/admin/session', { body: { email: 'boss@lantern.test', password: 'Boss-new-password-1' } })).body.field).toBe('totp');
    const lines = await runAdminCommand(db.db, 38, ['reset', 'boss@lantern.test', '--totp-off']);
    expect(lines[2]).toMatch(/second factor is off/);
    expect((await call('POST', '/api/admin/session', { body: { email: 'boss@lantern.test', password: 'Boss-new-password-1' } })).status).toBe(200);
  });

  it('refuses bad arguments with a message, and a taken or unknown email', async () => {
    for (const argv of [
      [],
      ['create'],
      ['create', 'x@y.cn'],
      ['create', 'x@y.cn', 'boss'],
      ['create', 'nope', 'sales'],
      ['create', 'x@y.cn', 'sales', '--password', 'short'],
      ['create', 'x@y.cn', 'sales', '--password'],
      ['reset'],
      ['reset', 'nobody@lantern.test'],
      ['create', 'boss@lantern.test', 'sales'],
      ['drop', 'x'],
    ]) {
      await expect(runAdminCommand(db.db, 38, argv), argv.join(' ')).rejects.toBeInstanceOf(AdminUsageError);
    }
    await expect(runAdminCommand(db.db, 999, ['create', 'x@y.cn', 'owner'])).rejects.toThrow(/Site 999 \(SITE_ID\) is not in this database/);
  });
});
