import type { Db } from '@/server/db/client';
import { recordAudit, type AuditActor } from './audit';

// What happens to staff credentials leaves an audit row the owner reads and one log line the
// operator greps (ADR 0042): sign-ins, failed sign-ins, lock-outs, the second factor going on
// or off, a recovery code used, a password changed. Neither carries a password, a code or a hash:
// the details are only how (which factor, which check), never what was typed.

export const CREDENTIAL_EVENTS = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.locked',
  'staff.totp-on',
  'staff.totp-off',
  'staff.recovery-code-use',
  'staff.password-change',
] as const;
export type CredentialEvent = (typeof CREDENTIAL_EVENTS)[number];

export type CredentialDetails = Record<string, string | number | boolean>;

/** The log line alone (for a caller that writes the audit row in its own transaction). */
export function logCredentialEvent(actor: AuditActor, event: CredentialEvent, details: CredentialDetails = {}): void {
  console.info(`[staff] ${JSON.stringify({ event, siteId: actor.siteId, staffId: actor.id, email: actor.email, ...details })}`);
}

/** The audit row (in `db`, a transaction when given) and the log line. */
export async function recordCredentialEvent(db: Pick<Db, 'insert'>, actor: AuditActor, event: CredentialEvent, details: CredentialDetails = {}): Promise<void> {
  await recordAudit(db, actor, { action: event, entity: 'staff', entityId: actor.id, after: Object.keys(details).length ? details : null });
  logCredentialEvent(actor, event, details);
}
