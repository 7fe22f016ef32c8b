import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders, type StaffRole } from '@/server/db/schema';
import { AppError } from '@/server/errors';
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

export const inquiryNotFound = (id: number) => new AppError('not_found', `id: no inquiry ${id} you may see`, { field: 'id', key: 'apiError.inquiry.notFound', params: { id } });

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
  if (!row) throw new AppError('not_found', `id: no order ${id}`, { field: 'id' });
  return row;
}
