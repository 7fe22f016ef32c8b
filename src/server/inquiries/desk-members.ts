import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DeskMember } from '@/lib/validation/admin/inquiries';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import type { DeskStaff } from './desk-context';

// The people of the desk — the site's active sales members and owners. Every desk
// member may read it (a sales member needs colleagues' names on a timeline or a note, and the
// rules screen's choices); the staff list with roles, sign-ins and second factors stays the owner's.

export async function listDeskMembers(db: Db, staff: Pick<DeskStaff, 'siteId'>): Promise<DeskMember[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.siteId, staff.siteId), isNull(staffUsers.disabledAt), inArray(staffUsers.role, ['sales', 'owner'])))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.map((row) => ({ id: row.id, name: row.name ?? '', email: row.email, role: row.role as DeskMember['role'] }));
}
