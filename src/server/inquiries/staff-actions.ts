import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inquiryMessages, orders, staffUsers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { lockVisibleInquiry, type DeskStaff } from './desk-context';
import { mailMessageToBuyer } from './desk-mails';
import { acceptsMessages } from './state-machine';
import { moveInquiry, recordEvent } from './timeline';
import { assignReason } from '@/lib/timeline-reason';

// The desk's own moves on one inquiry — open, close, assign, write to the buyer or an
// internal note. Each runs in one transaction holding the inquiry's row lock, asks the state
// machine, writes the timeline and the audit row together; mails leave after the commit.

const staffActor = (staff: DeskStaff) => ({ kind: 'staff' as const, id: staff.id });

/** Open (new → in_progress): a member has started on it. */
export async function openInquiry(db: Db, staff: DeskStaff, id: number) {
  await db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    const to = await moveInquiry(tx, order, 'open', staffActor(staff));
    await staff.audit({ action: 'inquiry.open', entity: 'inquiry', entityId: id, before: { state: order.state }, after: { state: to } }, tx);
  });
}

/** Close (accepted | declined | expired → closed). */
export async function closeInquiry(db: Db, staff: DeskStaff, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    const to = await moveInquiry(tx, order, 'close', staffActor(staff), { reason });
    await staff.audit({ action: 'inquiry.close', entity: 'inquiry', entityId: id, before: { state: order.state }, after: { state: to, reason } }, tx);
  });
}

/**
 * Assign by hand. The owner assigns to any active sales member or owner of the site, or to
 * nobody; a sales member may only take an inquiry for themselves or let go of their own (giving
 * work to a colleague is the owner's call).
 */
export async function assignInquiry(db: Db, staff: DeskStaff, id: number, staffId: number | null) {
  if (staff.role !== 'owner' && staffId !== null && staffId !== staff.id) {
    throw new DomainError('inquiry_assign_own_only', 'a sales member may only assign an inquiry to themselves', { input: 'staffId' });
  }
  await db.transaction(async (tx) => {
    const order = await lockVisibleInquiry(tx, staff, id);
    if (staffId !== null) {
      const [member] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, staffId), eq(staffUsers.siteId, staff.siteId), isNull(staffUsers.disabledAt), inArray(staffUsers.role, ['sales', 'owner'])));
      if (!member) throw new DomainError('not_found', `no active sales member ${staffId} on this site`, { input: 'staffId' });
    }
    if (order.assigneeId === staffId) return;
    // The unread marker is the assignee's (ADR 0039): a new holder has not opened it yet, unless they are the one taking it.
    await tx
      .update(orders)
      .set({ assigneeId: staffId, ...(staffId !== null && staffId !== staff.id ? { staffUnread: true } : {}) })
      .where(eq(orders.id, id));
    await recordEvent(tx, id, { event: 'assign', from: order.state, to: order.state, actor: staffActor(staff), reason: assignReason(staffId) });
    await staff.audit({ action: 'inquiry.assign', entity: 'inquiry', entityId: id, before: { assigneeId: order.assigneeId }, after: { assigneeId: staffId } }, tx);
  });
}

/** A message to the buyer (mailed; not once closed or cancelled), or an internal note (never shown to the buyer, never mailed). */
export async function postStaffMessage(db: Db, staff: DeskStaff, id: number, body: string, internal: boolean) {
  const order = await db.transaction(async (tx) => {
    const row = await lockVisibleInquiry(tx, staff, id);
    if (!internal && !acceptsMessages(row.state)) {
      throw new DomainError('conflict', `an inquiry that is ${row.state} takes no more messages to the buyer (internal notes only)`, { input: 'state' });
    }
    const [message] = await tx.insert(inquiryMessages).values({ orderId: id, authorKind: 'staff', authorId: staff.id, body, internal }).returning({ id: inquiryMessages.id });
    // A message to the buyer answers what they were waiting for; an internal note does not.
    if (!internal) await tx.update(orders).set({ buyerUnread: true, waitingSince: null, buyerAskedAt: null }).where(eq(orders.id, id));
    await staff.audit({ action: internal ? 'inquiry.note' : 'inquiry.message', entity: 'inquiry', entityId: id, after: { messageId: message!.id, internal } }, tx);
    return row;
  });
  if (!internal) await mailMessageToBuyer(db, order, body);
}
