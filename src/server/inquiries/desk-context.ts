import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, type StaffRole } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { AuditEntry } from '@/server/staff/audit';

// Who may see which inquiry. The owner sees every inquiry of the site; a sales member
// the ones assigned to them and the unassigned ones. Anything else answers 404 like an unknown
// id, so a member cannot learn which inquiry numbers a colleague holds.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The signed-in member as the desk needs it, and the route's audit writer. */
export interface DeskStaff {
  id: number;
  siteId: number;
  role: StaffRole;
  audit: (entry: AuditEntry, tx?: Pick<Db, 'insert'>) => Promise<void>;
}

export type OrderRow = typeof orders.$inferSelect;

/** The rows of the site this member may see. */
export function visibleTo(staff: Pick<DeskStaff, 'id' | 'siteId' | 'role'>): SQL {
  const site = eq(orders.siteId, staff.siteId);
  return staff.role === 'owner' ? site : and(site, or(eq(orders.assigneeId, staff.id), isNull(orders.assigneeId)))!;
}

type DeskSetting = 'assignment-rule' | 'reply-template';

/** Changes a desk setting of the site by `write` (answering it as it now is) in one transaction with its audit row. */
export function updateDeskSetting<T>(db: Db, staff: DeskStaff, entity: DeskSetting, id: number, before: T, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const after = await write(tx);
    await staff.audit({ action: `${entity}.update`, entity, entityId: id, before, after }, tx);
    return after;
  });
}

/**
 * Removes a desk setting (an assignment rule, a reply template) of the site in one transaction
 * with its audit row, which keeps the setting as it was; answers that.
 */
export async function deleteDeskSetting<T>(db: Db, staff: DeskStaff, entity: DeskSetting, id: number, before: T, remove: (tx: Tx) => Promise<unknown>): Promise<T> {
  await db.transaction(async (tx) => {
    await remove(tx);
    await staff.audit({ action: `${entity}.delete`, entity, entityId: id, before }, tx);
  });
  return before;
}

export const inquiryNotFound = (id: number) => new DomainError('inquiry_not_found', `no inquiry ${id} you may see`, { input: 'id', id });

/** The inquiry, locked for the rest of the transaction (transitions of one inquiry run one at a time). */
export async function lockVisibleInquiry(tx: Tx, staff: DeskStaff, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(staff)))
    .for('update');
  if (!row) throw inquiryNotFound(id);
  return row;
}

/** The buyer's own inquiry, locked; another buyer's or site's answers 404 like an unknown id. */
export async function lockBuyerInquiry(tx: Tx, siteId: number, customerId: number, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.siteId, siteId), eq(orders.customerId, customerId)))
    .for('update');
  if (!row) throw new DomainError('not_found', `no order ${id}`, { input: 'id' });
  return row;
}
