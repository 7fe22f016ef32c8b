import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inquiryQuotes, orderLines, orders, priceListHolders, priceListItems, priceLists } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { DEFAULT_KEPT_DAYS } from '@/lib/pricing/kept-days';
import type { KeptListLocale } from '@/lib/validation/admin/pricing';
import deskEn from '../../../messages/admin/desk.en.json';
import deskZh from '../../../messages/admin/desk.zh.json';

// An accepted quote kept as the buyer's prices (ADR 0052): one click by sales turns the accepted
// version's lines into a fixed price list of that buyer, valid for N days from now, so the next
// cart is priced as agreed. Keeping it again replaces the earlier list of the same inquiry.

export { DEFAULT_KEPT_DAYS, MAX_KEPT_DAYS } from '@/lib/pricing/kept-days';

const LIST_NAME: Record<KeptListLocale, string> = { en: deskEn.desk.keptPrices.listName, zh: deskZh.desk.keptPrices.listName };

/** The kept list's name in the workspace language of the member who kept it ("Quote Q-1 v2", "报价 Q-1 第2版"): the list keeps it after. */
export const keptListName = (locale: KeptListLocale, orderNo: string, version: number): string =>
  LIST_NAME[locale].replaceAll('{orderNo}', orderNo).replaceAll('{version}', String(version));

export async function keepQuoteAsPriceList(
  db: Db,
  siteId: number,
  orderId: number,
  options: { days?: number; staffId: number | null; now?: Date; locale?: KeptListLocale },
): Promise<{ listId: number; validTo: Date; items: number }> {
  const days = options.days ?? DEFAULT_KEPT_DAYS;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, customerId: orders.customerId, orderNo: orders.orderNo, acceptedVersion: orders.acceptedVersion })
      .from(orders)
      .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
    if (!order) throw new DomainError('record_not_found', 'No such inquiry.', { input: 'id', id: orderId });
    if (order.acceptedVersion === null) throw new DomainError('conflict', 'Only an accepted quote can become the buyer’s prices.', { input: 'id', id: orderId });
    const [quote] = await tx
      .select({ currency: inquiryQuotes.currency, lines: inquiryQuotes.lines })
      .from(inquiryQuotes)
      .where(and(eq(inquiryQuotes.orderId, order.id), eq(inquiryQuotes.version, order.acceptedVersion)));
    if (!quote) throw new DomainError('conflict', 'The accepted quote version is missing.', { input: 'id', id: orderId });
    const productOf = new Map(
      (await tx.select({ id: orderLines.id, productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => [l.id, l.productId]),
    );
    // One price per product: a product quoted on two lines keeps the lower offer.
    const prices = new Map<number, number>();
    for (const line of quote.lines) {
      const productId = productOf.get(line.orderLineId);
      if (productId === undefined || !(line.unitPrice > 0)) continue;
      prices.set(productId, Math.min(prices.get(productId) ?? Infinity, line.unitPrice));
    }
    await tx.delete(priceLists).where(and(eq(priceLists.siteId, siteId), eq(priceLists.fromOrderId, order.id)));
    const validTo = new Date(now.getTime() + days * 86_400_000);
    const [list] = await tx
      .insert(priceLists)
      .values({
        siteId,
        name: keptListName(options.locale ?? 'en', order.orderNo, order.acceptedVersion),
        kind: 'fixed',
        validFrom: now,
        validTo,
        fromOrderId: order.id,
        createdBy: options.staffId,
      })
      .returning({ id: priceLists.id });
    await tx.insert(priceListHolders).values({ listId: list!.id, customerId: order.customerId });
    if (prices.size > 0) await tx.insert(priceListItems).values([...prices].map(([productId, price]) => ({ listId: list!.id, productId, currency: quote.currency, price })));
    return { listId: list!.id, validTo, items: prices.size };
  });
}
