import { eq } from 'drizzle-orm';
import { hashPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { StaffSetupInfo, StaffSetupWrite } from '@/lib/validation/staff';
import { recordAudit } from './audit';
import { lockOwners, siteHasStaff, type StaffUserRow } from './members';
import { endStaffSessions } from './session';
import { findStaffLink, revokeStaffLinks, spendStaffLink } from './tokens';
import { forgiveStaffAccount } from './throttle';

// Using a one-time link (GET/POST /api/admin/setup): the first owner's setup link makes the
// owner (only while the site has no staff at all), a new member's setup link and a reset link set
// that member's password. Either way the link is spent in the transaction that uses it, with
// every other unused link of the member (ADR 0042).

const NOT_FOUND = () => new DomainError('staff_link_invalid', 'This link is unknown, used or expired', { input: 'token' });

export async function staffLinkInfo(db: Db, siteId: number, token: string): Promise<StaffSetupInfo> {
  const link = await findStaffLink(db, token);
  if (!link || link.siteId !== siteId) throw NOT_FOUND();
  return { purpose: link.purpose, email: link.email, name: link.name };
}

/** Uses the link; answers the member, whose other sessions are ended, ready to be signed in. */
export async function useStaffLink(db: Db, siteId: number, input: StaffSetupWrite): Promise<StaffUserRow> {
  const link = await findStaffLink(db, input.token);
  if (!link || link.siteId !== siteId) throw NOT_FOUND();
  const pwdHash = await hashPassword(input.password);
  const member = await db.transaction(async (tx) => {
    if (!(await spendStaffLink(tx, link.id))) throw NOT_FOUND();
    if (link.staffId === null) {
      // The first owner: one only, even when two people open the printed link at once.
      if (!input.email) throw new DomainError('staff_first_owner_email', 'is required for the first owner', { input: 'email' });
      await lockOwners(tx, siteId);
      if (await siteHasStaff(tx, siteId))
        throw new DomainError('staff_first_owner_exists', 'The first owner already exists: sign in, or ask an owner for a link', { input: 'token' });
      const [owner] = await tx.insert(staffUsers).values({ siteId, email: input.email, name: input.name, role: 'owner', pwdHash }).returning();
      await recordAudit(tx, { id: owner!.id, siteId, email: owner!.email }, { action: 'staff.setup', entity: 'staff', entityId: owner!.id, after: owner });
      return owner!;
    }
    const before = await tx.select().from(staffUsers).where(eq(staffUsers.id, link.staffId)).limit(1);
    if (!before[0] || before[0].disabledAt !== null) throw NOT_FOUND();
    // The link just used is spent; any other the member still holds stops working too.
    await revokeStaffLinks(tx, link.staffId);
    const [after] = await tx.update(staffUsers).set({ name: input.name, pwdHash, updatedAt: new Date() }).where(eq(staffUsers.id, link.staffId)).returning();
    await recordAudit(
      tx,
      { id: after!.id, siteId, email: after!.email },
      {
        action: link.purpose === 'reset' ? 'staff.reset-password' : 'staff.setup',
        entity: 'staff',
        entityId: after!.id,
        before: before[0],
        after,
      },
    );
    return after!;
  });
  await endStaffSessions(db, member.id);
  await forgiveStaffAccount(siteId, member.email);
  return member;
}
