import { and, asc, eq } from 'drizzle-orm';
import type { InquiryDetail } from '@/lib/validation/admin/inquiries';
import type { AddressSnapshot } from '@/lib/validation/order';
import type { Db } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema';
import { inquiryNotFound, visibleTo, type DeskStaff } from './desk-context';
import { inquiryRows, toInquiryRow } from './inbox';
import { inquiryParts } from './inquiry-parts';

// One inquiry as the desk sees it — lines, buyer, timeline, every quote version (sent
// or not) and every message including internal notes. Reading it clears the staff's unread
// marker (a read receipt, not a change of the inquiry: no audit row).

export async function getInquiryDetail(db: Db, staff: DeskStaff, id: number): Promise<InquiryDetail> {
  const [row] = await inquiryRows(db)
    .where(and(eq(orders.id, id), visibleTo(staff)))
    .limit(1);
  if (!row) throw inquiryNotFound(id);
  const [[order], items, parts] = await Promise.all([
    db.select({ language: orders.language, message: orders.message, address: orders.address, buyerUnread: orders.buyerUnread }).from(orders).where(eq(orders.id, id)),
    db
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        code: orderLines.code,
        name: orderLines.name,
        nameen: orderLines.nameen,
        addNum: orderLines.addNum,
        moq: orderLines.moq,
        price: orderLines.price,
        foreignprice: orderLines.foreignprice,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.id)),
    inquiryParts(db, id),
  ]);
  // Unread is the assignee's (ADR 0039): the owner looking in, or a colleague, leaves it up for
  // them; an unassigned inquiry is anyone's, so any desk member's read clears it.
  if (row.staffUnread && (row.assigneeId === null || row.assigneeId === staff.id)) await db.update(orders).set({ staffUnread: false }).where(eq(orders.id, id));
  return {
    ...toInquiryRow(row),
    language: order!.language,
    message: order!.message,
    // Written by submit-order.ts from the address book's row (addressSnapshotSchema).
    address: (order!.address as AddressSnapshot | null) ?? null,
    buyerUnread: order!.buyerUnread,
    items,
    ...parts,
  };
}
