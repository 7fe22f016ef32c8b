import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { LanguageFlag } from '@/lib/locale-fields';
import type { Paging } from '@/lib/validation/common';
import { isRowId } from '@/server/cart/product-rows';
import type { Db } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema';
import { toOrderDto, type OrderDto } from './order-dto';

// GET /api/Order (R7.88, R7.89): the customer's inquiries, newest first, each with its lines.

const own = (siteId: number, customerId: number) => and(eq(orders.siteId, siteId), eq(orders.customerId, customerId));

async function withLines(db: Db, rows: (typeof orders.$inferSelect)[], flag: LanguageFlag): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderLines.id));
  return rows.map((row) => toOrderDto(row, lines.filter((l) => l.orderId === row.id), flag));
}

export async function listOrders(db: Db, siteId: number, customerId: number, paging: Paging, flag: LanguageFlag) {
  const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(own(siteId, customerId));
  if (!paging.all && paging.pageSize === 0) return { list: [] as OrderDto[], total };
  const query = db.select().from(orders).where(own(siteId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = paging.all ? await query : await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  return { list: await withLines(db, rows, flag), total };
}

/** One of the customer's inquiries, or null (another customer's id is not found either). */
export async function getOrder(db: Db, siteId: number, customerId: number, id: number, flag: LanguageFlag): Promise<OrderDto | null> {
  if (!isRowId(id)) return null;
  const rows = await db.select().from(orders).where(and(own(siteId, customerId), eq(orders.id, id)));
  const [dto] = await withLines(db, rows, flag);
  return dto ?? null;
}
