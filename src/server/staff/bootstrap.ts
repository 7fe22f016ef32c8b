import { hashPassword } from '@/server/accounts/passwords';
import type { Db } from '@/server/db/client';
import { sites, staffUsers } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { recordAudit } from './audit';
import { lockOwners, siteHasStaff } from './members';
import { createStaffLink, LINK_HOURS, staffLinkUrl } from './tokens';

// The first owner (ADR 0023), made at server start the way Gitea and Grafana do it: with
// ADMIN_EMAIL and ADMIN_PASSWORD set (a scripted install, the e2e suite) that owner is created;
// otherwise the log shows a one-time link to a page where the person who started the server makes
// the owner. Two processes starting together take the per-site owners lock in turn, so the site
// gets one owner, and the second finds it there.

export type BootstrapResult = { made: 'owner'; email: string } | { made: 'link'; url: string } | { made: 'nothing' };

export async function bootstrapFirstOwner(
  db: Db,
  siteId: number,
  admin: { email?: string; password?: string },
  log: (line: string) => void = (line) => console.log(line),
): Promise<BootstrapResult> {
  if (await siteHasStaff(db, siteId)) return { made: 'nothing' };
  // The site row is the seed's; a server on an unseeded database has nothing to manage yet.
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return { made: 'nothing' };
  const pwdHash = admin.email && admin.password ? await hashPassword(admin.password) : '';
  const result = await db.transaction(async (tx): Promise<BootstrapResult> => {
    await lockOwners(tx, siteId);
    if (await siteHasStaff(tx, siteId)) return { made: 'nothing' };
    if (admin.email && pwdHash) {
      const email = admin.email.trim().toLowerCase();
      const [owner] = await tx.insert(staffUsers).values({ siteId, email, name: 'Owner', role: 'owner', pwdHash }).returning();
      await recordAudit(tx, { id: null, siteId, email: 'ADMIN_EMAIL' }, { action: 'staff.bootstrap', entity: 'staff', entityId: owner!.id, after: owner });
      return { made: 'owner', email };
    }
    return { made: 'link', url: staffLinkUrl(await createStaffLink(tx, siteId, null, 'setup')) };
  });
  if (result.made === 'owner') log(`[workspace] made the first owner ${result.email} (ADMIN_EMAIL)`);
  if (result.made === 'link') log(`[workspace] no staff yet: open ${result.url} to make the first owner (valid ${LINK_HOURS} h)`);
  return result;
}
