import { sites, staffUsers, type StaffRole } from '@/server/db/schema';
import { startStaffSession, STAFF_COOKIE } from '@/server/staff/session';
import { hashPassword } from '@/server/accounts/passwords';
import type { TestDb } from './test-db';

/**
 * A staff member of `role` on `siteId` (default 38, made when missing), signed in: the member's
 * row, the cookie secret and the headers a workspace call sends (cookie; same-origin requests
 * need no Origin in tests). `email` defaults to `<role>-<n>@staff.test`.
 */
let made = 0;
export async function signedInStaff(db: TestDb, role: StaffRole, { siteId = 38, email, password }: { siteId?: number; email?: string; password?: string } = {}) {
  await db.db
    .insert(sites)
    .values({ id: siteId, name: `站${siteId}`, nameen: `Site ${siteId}` })
    .onConflictDoNothing();
  const [staff] = await db.db
    .insert(staffUsers)
    .values({ siteId, email: email ?? `${role}-${++made}@staff.test`, role, pwdHash: password ? await hashPassword(password) : '' })
    .returning();
  const { secret } = await startStaffSession(db.db, staff!);
  return { staff: staff!, secret, headers: { cookie: `${STAFF_COOKIE}=${secret}` } };
}
