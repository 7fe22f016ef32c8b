import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cartLogistics } from '@/lib/container-fill';
import type { LanguageFlag } from '@/lib/locale-fields';
import { splitPics } from '@/lib/media-url';
import { rangeAt, type AppliedPrice } from '@/lib/pricing/line-ranges';
import { centsToNumber, quoteAmounts } from '@/lib/quote-money';
import type { LinePricing } from '@/lib/validation/line-pricing';
import type { SubmitOrderBody } from '@/lib/validation/order';
import { addressOfRow } from '@/server/accounts/addresses';
import { DomainError } from '@/server/errors';
import { cartLinesWithProducts } from '@/server/cart/cart-lines';
import { isRowId } from '@/server/cart/product-rows';
import { unitNamesOf } from '@/server/catalog/product-dto';
import type { Db } from '@/server/db/client';
import { addresses, cartLines, customers, orderLines, orders } from '@/server/db/schema';
import { linePricings } from '@/server/pricing/line-prices';
import { containerSpecs } from './containers';
import { getOrder } from './list-orders';
import type { AddressSnapshot, OrderDto } from './order-dto';
import { sendInquiryMails, type InquiryMailJob } from './order-mails';
import { newOrderNo } from './order-number';

// POST /api/Order/SubmitOrder (R7.86, R7.87; the payload is our design). In one transaction: the
// selected cart lines become an inquiry with a snapshot of each product (name, code, first
// picture, unit of sale, prices, MOQ) and its logistics (cartons, volume, weight, container
// fill), the chosen address is copied in, and the lines leave the cart. The emails go out after
// the commit.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The inquiry desk's part of a submit, run inside its transaction: the timeline's first entry and
 * the default assignee from the assignment rules (src/server/inquiries/assignment-rules.ts). The
 * caller passes it in: the desk is built on orders, so orders never import the desk (ADR 0045).
 */
export type DeskOnSubmit = (tx: Tx, order: { id: number; siteId: number; customerId: number; country: string; productIds: number[] }) => Promise<void>;

export interface SubmitResult {
  order: OrderDto;
  /** True when this idempotency key had already made the order (a retry or double click). */
  replayed: boolean;
}

async function orderOfKey(tx: Tx, siteId: number, customerId: number, key: string) {
  const [row] = await tx
    .select({ id: orders.id, language: orders.language })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
}

async function freeOrderNo(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const orderNo = newOrderNo();
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    if (!taken) return orderNo;
  }
  throw new Error('no free order number after 5 attempts');
}

async function ownAddress(tx: Tx, siteId: number, customerId: number, id: number): Promise<AddressSnapshot> {
  const [row] = isRowId(id)
    ? await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.siteId, siteId), eq(addresses.customerId, customerId), eq(addresses.id, id), isNull(addresses.deletedAt)))
    : [];
  if (!row) throw new DomainError('not_found', `no address ${id}`, { input: 'addressId' });
  const { isDefault: _default, createtime: _created, ...snapshot } = addressOfRow(row);
  return snapshot;
}

/** What a line keeps of how its price was set: the range at its quantity, without the alternatives. */
function appliedOf(pricing: LinePricing, quantity: number): AppliedPrice {
  const { range } = rangeAt(pricing.ranges, quantity)!;
  const { price: _price, ...applied } = range;
  return applied;
}

/** The transaction: answers the order id, and the mails to send when the order is new. */
async function writeOrder(tx: Tx, siteId: number, customerId: number, body: SubmitOrderBody, cartIds: number[], deskOnSubmit: DeskOnSubmit) {
  // One submit at a time per customer: a concurrent retry waits here, then finds the order below.
  const [customer] = await tx
    .select({ email: customers.email, nick: customers.nick, companyName: customers.companyName, language: customers.language })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.siteId, siteId)))
    .for('update');
  if (!customer) throw new DomainError('signed_out', 'Please sign in first', { area: 'shop' });
  const existing = await orderOfKey(tx, siteId, customerId, body.idempotencyKey);
  if (existing) return { orderId: existing.id, language: existing.language, mail: null };

  const lines = await cartLinesWithProducts(tx, siteId, customerId, cartIds);
  if (lines.length !== cartIds.length) {
    const found = new Set(lines.map((l) => l.id));
    throw new DomainError('not_found', `no cart line ${cartIds.find((id) => !found.has(id))}`, { input: 'cartIds' });
  }
  const address = await ownAddress(tx, siteId, customerId, body.addressId);
  const logistics = cartLogistics(
    lines.map((l) => ({ product: l.product, addNum: l.addNum })),
    containerSpecs(),
  );
  // Each line at the price the cart showed at its quantity (ADR 0052), in both currencies.
  const toPrice = lines.map((l) => ({ product: l.product, quantity: l.addNum }));
  const cny = await linePricings(tx, siteId, customerId, toPrice, 'CNY');
  const usd = await linePricings(tx, siteId, customerId, toPrice, 'USD');
  const totalPrice = centsToNumber(quoteAmounts(cny.map((p, i) => ({ unitPrice: p.unitPrice, quantity: lines[i]!.addNum }))).total);
  const totalForeignPrice = centsToNumber(quoteAmounts(usd.map((p, i) => ({ unitPrice: p.unitPrice, quantity: lines[i]!.addNum }))).total);
  const language = body.language ?? (customer.language === 'zh' ? 'zh' : 'en');

  const [order] = await tx
    .insert(orders)
    .values({
      siteId,
      customerId,
      orderNo: await freeOrderNo(tx),
      message: body.message,
      address,
      language,
      totalPrice,
      totalForeignPrice,
      totalCartons: logistics.totals.cartons,
      totalVolumeM3: logistics.totals.volumeM3,
      totalGrossKg: logistics.totals.grossKg,
      containerFill: logistics.containers,
      idempotencyKey: body.idempotencyKey,
    })
    .returning();
  const snapshot = lines.map((l, i) => ({
    orderId: order!.id,
    productId: l.productId,
    code: l.product.code,
    name: l.product.name,
    nameen: l.product.nameen,
    pic: splitPics(l.product.pics)[0] ?? '',
    unitCode: l.product.unitCode,
    price: cny[i]!.unitPrice,
    foreignprice: usd[i]!.unitPrice,
    appliedPrices: { CNY: appliedOf(cny[i]!, l.addNum), USD: appliedOf(usd[i]!, l.addNum) },
    addNum: l.addNum,
    moq: l.product.moq,
    cartons: logistics.lines[i]!.cartons,
    volumeM3: logistics.lines[i]!.volumeM3,
    grossKg: logistics.lines[i]!.grossKg,
  }));
  await tx.insert(orderLines).values(snapshot);
  const units = await unitNamesOf(
    tx,
    siteId,
    lines.map((l) => l.product),
  );
  // The inquiry desk: the timeline starts, and the assignment rules pick the default assignee.
  await deskOnSubmit(tx, { id: order!.id, siteId, customerId, country: address.country, productIds: lines.map((l) => l.productId) });
  await tx.delete(cartLines).where(and(eq(cartLines.siteId, siteId), eq(cartLines.customerId, customerId), inArray(cartLines.id, cartIds)));

  const mail: InquiryMailJob = {
    buyer: customer,
    language,
    order: {
      orderNo: order!.orderNo,
      createdAt: order!.createdAt,
      message: order!.message,
      address,
      lines: snapshot.map((line) => ({ ...line, unitNames: units.get(line.unitCode) ?? null })),
      totals: { price: totalPrice, foreignprice: totalForeignPrice, ...logistics.totals },
      containers: logistics.containers,
    },
  };
  return { orderId: order!.id, language, mail };
}

/**
 * Submits the selected cart lines as one inquiry. A retry with the same idempotency key answers
 * the order the first call made (and sends no second email). Lines that are not the customer's
 * are a 404 naming cartIds; an address that is not theirs a 404 naming addressId. The answer's
 * display fields follow the order's language.
 */
export async function submitOrder(db: Db, siteId: number, customerId: number, body: SubmitOrderBody, deskOnSubmit: DeskOnSubmit): Promise<SubmitResult> {
  const cartIds = [...new Set(body.cartIds)];
  const unknown = cartIds.find((id) => !isRowId(id));
  if (unknown !== undefined) throw new DomainError('not_found', `no cart line ${unknown}`, { input: 'cartIds' });
  const written = await db.transaction((tx) => writeOrder(tx, siteId, customerId, body, cartIds, deskOnSubmit));
  if (written.mail) await sendInquiryMails(db, siteId, written.mail, written.orderId);
  const flag: LanguageFlag = written.language === 'zh' ? 0 : 1;
  const order = await getOrder(db, siteId, customerId, written.orderId, flag);
  return { order: order!, replayed: written.mail === null };
}
