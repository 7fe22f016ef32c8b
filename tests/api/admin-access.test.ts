import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions, staffUsers } from '@/server/db/schema';
import { call } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.dispose());

describe('the workspace session (staff-route)', () => {
  it('answers 401 to a caller without the staff cookie, or with a customer’s or a made-up one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'lantern_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { cookie: 'lantern_session=1,AAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    ]) {
      const answer = await call('GET', '/api/admin/me', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, field: 'Cookie' });
    }
  });

  it('names the signed-in member and role', async () => {
    const { staff, headers } = await signedInStaff(db, 'catalogue');
    const answer = await call('GET', '/api/admin/me', { headers });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dto).toEqual({ id: staff.id, email: staff.email, name: '', role: 'catalogue', language: 'zh', totpOn: false });
  });

  it('ends with the account: a disabled member, an ended or an idle session answer 401', async () => {
    const disabled = await signedInStaff(db, 'sales');
    await db.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, disabled.staff.id));
    expect((await call('GET', '/api/admin/me', { headers: disabled.headers })).status).toBe(401);

    const ended = await signedInStaff(db, 'sales');
    await db.db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.staffId, ended.staff.id));
    expect((await call('GET', '/api/admin/me', { headers: ended.headers })).status).toBe(401);

    const idle = await signedInStaff(db, 'sales');
    await db.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 3600_000) })
      .where(eq(staffSessions.staffId, idle.staff.id));
    expect((await call('GET', '/api/admin/me', { headers: idle.headers })).status).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { headers } = await signedInStaff(db, 'owner');
    const answer = await call('GET', '/api/admin/me', { headers: { ...headers, origin: 'https://evil.example' } });
    expect(answer.status).toBe(200); // reads are not cross-site writes
    const write = await call('POST', '/api/admin/me', { headers: { ...headers, origin: 'https://evil.example' } });
    expect([403, 404, 405]).toContain(write.status);
  });
});
