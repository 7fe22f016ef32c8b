import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { DomainError, type DomainCode } from '@/server/errors';
import { staffCreateSchema, staffEmailSchema } from '@/lib/validation/staff';
import type { AuditActor } from './audit';
import { createStaff, staffIdByEmail, staffResetLink, switchTotpOff } from './accounts';

// `npm run admin` (scripts/admin.ts, ADR 0023): the server operator's way in when no owner can
// sign in — make a member, or print a member's password reset link. Parsing and running live here
// so the tests run them against a test database; the script only opens the database.

/** Refusals the operator fixes by typing another command (another email, an existing member). */
const USAGE_ERRORS = new Set<DomainCode>(['staff_email_taken', 'staff_email_unknown', 'staff_not_found', 'conflict', 'not_found']);

export const ADMIN_USAGE = `Usage:
  npm run admin -- create EMAIL ROLE [--password P] [--name NAME]   ROLE: owner, catalogue or sales
  npm run admin -- reset EMAIL [--totp-off]                         prints a one-time password reset link
                                                                    (--totp-off: also switch the second factor off, for a lost phone)`;

export class AdminUsageError extends Error {}

/** Audit rows of the CLI name no member: the operator at the server. */
const operator = (siteId: number): AuditActor => ({ id: null, siteId, email: 'npm run admin' });

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new AdminUsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

/** Runs one command; answers the lines to print. Throws AdminUsageError for bad arguments. */
export async function runAdminCommand(db: Db, siteId: number, argv: readonly string[]): Promise<string[]> {
  const args = [...argv];
  const command = args.shift();
  if (command !== 'create' && command !== 'reset') throw new AdminUsageError(ADMIN_USAGE);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new AdminUsageError(`Site ${siteId} (SITE_ID) is not in this database yet: start the server once (it seeds the site) or run npm run seed.`);
  try {
    if (command === 'create') {
      const password = option(args, '--password');
      const name = option(args, '--name');
      const [email, role, ...rest] = args;
      if (!email || !role || rest.length) throw new AdminUsageError(ADMIN_USAGE);
      const parsed = staffCreateSchema.safeParse({ email, role, password, name: name ?? email.split('@')[0] });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AdminUsageError(`${issue.path.join('.')}: ${issue.message}`);
      }
      const created = await createStaff(db, siteId, parsed.data, operator(siteId));
      return created.setupUrl
        ? [`Made ${created.email} (${created.role}). Send them this one-time link to set their password (valid 24 h):`, created.setupUrl]
        : [`Made ${created.email} (${created.role}); they can sign in at /admin now.`];
    }
    if (command === 'reset') {
      const totpOff = args.includes('--totp-off');
      if (totpOff) args.splice(args.indexOf('--totp-off'), 1);
      const [email, ...rest] = args;
      if (!email || rest.length) throw new AdminUsageError(ADMIN_USAGE);
      const parsed = staffEmailSchema.safeParse(email);
      if (!parsed.success) throw new AdminUsageError(`email: ${parsed.error.issues[0]!.message}`);
      const id = await staffIdByEmail(db, siteId, parsed.data);
      const url = await staffResetLink(db, siteId, id, operator(siteId));
      const lines = [`A one-time password reset link for ${parsed.data} (valid 24 h; the old password works until it is used):`, url];
      if (totpOff && (await switchTotpOff(db, siteId, id, operator(siteId)))) lines.push('The second factor is off; they can switch it on again in the workspace.');
      return lines;
    }
    throw new AdminUsageError(ADMIN_USAGE);
  } catch (error) {
    if (error instanceof DomainError && USAGE_ERRORS.has(error.code)) throw new AdminUsageError(error.message);
    throw error;
  }
}
