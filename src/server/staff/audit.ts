import type { AuditAction } from '@/lib/audit-actions';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

// Every staff write leaves a row — who, when, what, the row before and after — that
// the owner reads in the workspace. Written in the same transaction as the change when the
// caller passes its transaction, so a change and its audit row land or fail together.

export interface AuditActor {
  /** null for `npm run admin` (the server's operator, no member). */
  id: number | null;
  siteId: number;
  email: string;
}

export interface AuditEntry {
  /** One of the listed codes (src/lib/audit-actions.ts), each named in both workspace languages. */
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Fields never copied into the log (hashes and second-factor secrets). */
const SECRET_FIELDS = new Set(['pwdHash', 'totpSecret', 'tokenHash', 'password']);

function redacted(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_FIELDS.has(key)));
}

export async function recordAudit(db: Pick<Db, 'insert'>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    siteId: actor.siteId,
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? '' : String(entry.entityId),
    before: redacted(entry.before),
    after: redacted(entry.after),
  });
}
