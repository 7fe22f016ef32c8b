import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { LanguageFlag } from '@/lib/locale-fields';
import type { Paging } from '@/lib/validation/common';
import { isRowId } from '@/server/cart/product-rows';
import { unitNamesOf } from '@/server/catalog/product-dto';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orderLines, orders } from '@/server/db/schema';
import { toAcceptedQuote } from './accepted-quote';
import { toOrderDto, type OrderDto } from './order-dto';

// GET /api/Order (R7.88, R7.89): the customer's inquiries, newest first, each with its lines.

const own = (siteId: number, customerId: number) => and(eq(orders.siteId, siteId), eq(orders.customerId, customerId));

async function withLines(db: Db, siteId: number, rows: (typeof orders.$inferSelect)[], flag: LanguageFlag): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, sent] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    // Sent versions only: what the buyer was given (their PDFs, and the accepted one's prices).
    db
      .select()
      .from(inquiryQuotes)
      .where(and(inArray(inquiryQuotes.orderId, ids), isNotNull(inquiryQuotes.sentAt)))
      .orderBy(asc(inquiryQuotes.version)),
  ]);
  // Lines sent before units were kept have none ('' : pieces): nothing to look up for them.
  const units = await unitNamesOf(
    db,
    siteId,
    lines.filter((l) => l.unitCode !== ''),
  );
  return rows.map((row) => {
    const quotes = sent.filter((q) => q.orderId === row.id);
    const accepted = row.acceptedVersion === null ? undefined : quotes.find((q) => q.version === row.acceptedVersion);
    return {
      ...toOrderDto(
        row,
        lines.filter((l) => l.orderId === row.id),
        flag,
        units,
      ),
      acceptedQuote: accepted ? toAcceptedQuote(accepted) : null,
      sentQuoteVersions: quotes.map((q) => q.version),
    };
  });
}

export async function listOrders(db: Db, siteId: number, customerId: number, paging: Paging, flag: LanguageFlag) {
  const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(orders).where(own(siteId, customerId));
  if (!paging.all && paging.pageSize === 0) return { list: [] as OrderDto[], total };
  const query = db.select().from(orders).where(own(siteId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = paging.all ? await query : await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  return { list: await withLines(db, siteId, rows, flag), total };
}

/** One of the customer's inquiries, or null (another customer's id is not found either). */
export async function getOrder(db: Db, siteId: number, customerId: number, id: number, flag: LanguageFlag): Promise<OrderDto | null> {
  if (!isRowId(id)) return null;
  const rows = await db
    .select()
    .from(orders)
    .where(and(own(siteId, customerId), eq(orders.id, id)));
  const [dto] = await withLines(db, siteId, rows, flag);
  return dto ?? null;
}
