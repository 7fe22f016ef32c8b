import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import { CUSTOMER_DETAIL_LIMIT, type CustomerDetail, type CustomerListQuery, type CustomerRow } from '@/lib/validation/admin/customers';
import type { Writer } from '@/server/content/admin/site-table-crud';
import type { Db } from '@/server/db/client';
import { addressOfRow } from '@/server/accounts/addresses';
import { addresses, cartLines, customers, favorites, orderLines, orders, products } from '@/server/db/schema';
import { env } from '@/server/env';
import { DomainError } from '@/server/errors';
import { requestPasswordReset } from '../password-reset';
import { revokeOtherSessions } from '../sessions';
import { pageOfRows } from '@/server/db/page-of-rows';
import { visibleTo } from '@/server/inquiries/desk-context';
import type { StaffRole } from '@/server/db/schema';

// The buyers as the sales staff see them — list (search, country, disabled), detail
// (company, addresses, cart, inquiries), disable/enable and the reset link. Deleted accounts
// (deleted_at) are gone for staff too. A disabled buyer cannot sign in (customer-sign-in.ts) and
// every session ends at once (sessions.ts reads disabled_at; disable also revokes them).

/** The default address's country, else the newest live address's; '' without one. */
const countryOf = sql<string>`coalesce((select ${addresses.country} from ${addresses}
  where ${addresses.customerId} = ${customers.id} and ${addresses.deletedAt} is null
  order by ${addresses.isDefault} desc, ${addresses.id} desc limit 1), '')`;

const ROW_COLUMNS = {
  id: customers.id,
  email: customers.email,
  nick: customers.nick,
  companyName: customers.companyName,
  phone: customers.phone,
  language: customers.language,
  createdAt: customers.createdAt,
  disabledAt: customers.disabledAt,
  country: countryOf,
};

type RowRecord = { [K in keyof typeof ROW_COLUMNS]: unknown } & { createdAt: Date; disabledAt: Date | null };

function toRow(r: RowRecord): CustomerRow {
  return {
    id: Number(r.id),
    email: String(r.email),
    nick: String(r.nick),
    companyName: String(r.companyName),
    phone: String(r.phone),
    language: String(r.language),
    country: typeof r.country === 'string' ? r.country : '',
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt ? r.disabledAt.toISOString() : null,
    disabled: r.disabledAt !== null,
  };
}

const SORT = { createdAt: customers.createdAt, id: customers.id, email: customers.email, companyName: customers.companyName, nick: customers.nick } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCustomers(db: Db, siteId: number, query: CustomerListQuery) {
  const conditions: (SQL | undefined)[] = [eq(customers.siteId, siteId), isNull(customers.deletedAt)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(customers.email, pattern), ilike(customers.companyName, pattern), ilike(customers.nick, pattern)));
  }
  if (query.country) {
    conditions.push(
      sql`exists (select 1 from ${addresses} where ${addresses.customerId} = ${customers.id} and ${addresses.deletedAt} is null and upper(${addresses.country}) = ${query.country})`,
    );
  }
  if (query.disabled) conditions.push(query.disabled === 'true' ? isNotNull(customers.disabledAt) : isNull(customers.disabledAt));
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const orderBy = [direction(SORT[query.sort]), direction(customers.id)];
  const { rows, total } = await pageOfRows<RowRecord>(db, customers, ROW_COLUMNS, where, orderBy, query);
  return { list: rows.map(toRow), total };
}

const notFound = (id: number) => new DomainError('record_not_found', `no customer ${id} on this site`, { input: 'id', id });

async function findRow(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<CustomerRow> {
  const [row] = await db
    .select(ROW_COLUMNS)
    .from(customers)
    .where(and(eq(customers.siteId, siteId), eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  if (!row) throw notFound(id);
  return toRow(row);
}

/** Who reads a customer's detail: its inquiries are the ones the desk shows this member (visibleTo). */
export interface CustomerViewer {
  id: number;
  siteId: number;
  role: StaffRole;
}

/** The lines of each of `orderIds`, counted per order. */
async function lineCounts(db: Pick<Db, 'select'>, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: orderLines.orderId, lines: count() }).from(orderLines).where(inArray(orderLines.orderId, orderIds)).groupBy(orderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, r.lines]));
}

export async function getCustomerDetail(db: Db, siteId: number, id: number, viewer: CustomerViewer): Promise<CustomerDetail> {
  const row = await findRow(db, siteId, id);
  // A sales member sees here the inquiries the desk shows them, not a colleague's (ADR 0042).
  const theirOrders = and(visibleTo({ ...viewer, siteId }), eq(orders.customerId, id));
  const [addressRows, cartRows, [cartTotals], orderRows, [orderTotal], [favoriteTotal]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, id), isNull(addresses.deletedAt)))
      .orderBy(desc(addresses.isDefault), desc(addresses.id)),
    db
      .select({ productId: cartLines.productId, code: products.code, name: products.name, nameen: products.nameen, addNum: cartLines.addNum, updatedAt: cartLines.updatedAt })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.customerId, id))
      .orderBy(desc(cartLines.updatedAt), desc(cartLines.id))
      .limit(CUSTOMER_DETAIL_LIMIT),
    db
      .select({ lines: count(), pieces: sum(cartLines.addNum) })
      .from(cartLines)
      .where(eq(cartLines.customerId, id)),
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        totalPrice: orders.totalPrice,
        totalForeignPrice: orders.totalForeignPrice,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(theirOrders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_DETAIL_LIMIT),
    db.select({ total: count() }).from(orders).where(theirOrders),
    db.select({ total: count() }).from(favorites).where(eq(favorites.customerId, id)),
  ]);
  const lines = await lineCounts(
    db,
    orderRows.map((o) => o.id),
  );
  return {
    ...row,
    addresses: addressRows.map((a) => {
      const { createtime: _created, ...address } = addressOfRow(a);
      return address;
    }),
    cart: {
      count: cartTotals!.lines,
      pieces: Number(cartTotals!.pieces ?? 0),
      items: cartRows.map((l) => ({ ...l, updatedAt: l.updatedAt.toISOString() })),
    },
    orders: {
      count: orderTotal!.total,
      recent: orderRows.map((o) => ({ ...o, lines: lines.get(o.id) ?? 0, createdAt: o.createdAt.toISOString() })),
    },
    favorites: favoriteTotal!.total,
  };
}

/** Disables the account: it cannot sign in, and every session it has ends now. */
export async function disableCustomer(db: Db, writer: Writer, id: number): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, writer.siteId, id);
    if (before.disabled) return before; // disabling twice changes nothing
    await tx.update(customers).set({ disabledAt: new Date() }).where(eq(customers.id, id));
    await revokeOtherSessions(tx, id);
    const after = await findRow(tx, writer.siteId, id);
    await writer.audit({ action: 'customer.disable', entity: 'customer', entityId: id, before, after }, tx);
    return after;
  });
}

/** Lets the account sign in again (its ended sessions stay ended). */
export async function enableCustomer(db: Db, writer: Writer, id: number): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const before = await findRow(tx, writer.siteId, id);
    if (!before.disabled) return before;
    await tx.update(customers).set({ disabledAt: null }).where(eq(customers.id, id));
    const after = await findRow(tx, writer.siteId, id);
    await writer.audit({ action: 'customer.enable', entity: 'customer', entityId: id, before, after }, tx);
    return after;
  });
}

/**
 * Sends the buyer the storefront's own password-reset mail (§4: a code and a link, in the
 * account's language). Answers how the mail went ('failed' = queued and retried).
 */
export async function sendCustomerResetLink(db: Db, writer: Writer, id: number) {
  const row = await findRow(db, writer.siteId, id);
  const delivery = await requestPasswordReset(db, writer.siteId, { email: row.email, language: row.language === 'zh' ? 'zh' : 'en', baseUrl: env().PUBLIC_BASE_URL });
  await writer.audit({ action: 'customer.reset-link', entity: 'customer', entityId: id, before: null, after: { email: row.email, delivery } });
  return { id, email: row.email, delivery: delivery === 'unknown' ? ('failed' as const) : delivery };
}
