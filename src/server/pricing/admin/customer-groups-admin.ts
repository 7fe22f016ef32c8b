import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { CustomerGroup, CustomerGroupWrite } from '@/lib/validation/admin/pricing';
import type { Audit } from '@/server/catalog/admin/product-writes';
import type { Db } from '@/server/db/client';
import { pageOfRows } from '@/server/db/page-of-rows';
import { customerGroupMembers, customerGroups, customers } from '@/server/db/schema';
import { assertSiteRows, customersNamed, likeText, siteRowById, siteRowWhere } from './site-rows';

// Customer groups (ADR 0052): a price list given to a group reaches the customers of its countries
// (by their default address) and those added by hand. Every write lands with its audit row.

type GroupRow = typeof customerGroups.$inferSelect;
const SORT = { name: customerGroups.name, id: customerGroups.id, updatedAt: customerGroups.updatedAt } as const;

/** The page's groups with their members: one query for the members of all of them, one for those customers. */
async function toGroups(db: Db, siteId: number, rows: readonly GroupRow[]): Promise<CustomerGroup[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ groupId: customerGroupMembers.groupId, customerId: customerGroupMembers.customerId })
    .from(customerGroupMembers)
    .where(
      inArray(
        customerGroupMembers.groupId,
        rows.map((row) => row.id),
      ),
    );
  const named = new Map((await customersNamed(db, siteId, [...new Set(links.map((link) => link.customerId))])).map((c) => [c.id, c]));
  return rows.map((row) => {
    const members = links.flatMap((link) => (link.groupId === row.id ? (named.get(link.customerId) ?? []) : []));
    members.sort((a, b) => a.email.localeCompare(b.email));
    return { id: row.id, name: row.name, countries: row.countries, members, updatedAt: row.updatedAt.toISOString() };
  });
}

async function toGroup(db: Db, siteId: number, row: GroupRow): Promise<CustomerGroup> {
  const [group] = await toGroups(db, siteId, [row]);
  return group!;
}

async function groupRow(db: Db, siteId: number, id: number): Promise<GroupRow> {
  return siteRowById(db, customerGroups, siteId, id, 'customer group');
}

export async function listCustomerGroups(db: Db, siteId: number, query: { page: number; pageSize: number; sort: keyof typeof SORT; order: 'asc' | 'desc'; q?: string }) {
  const where = and(eq(customerGroups.siteId, siteId), query.q ? ilike(customerGroups.name, `%${likeText(query.q)}%`) : undefined);
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await pageOfRows<GroupRow>(db, customerGroups, undefined, where, [direction(SORT[query.sort]), direction(customerGroups.id)], query);
  return { list: await toGroups(db, siteId, rows), total };
}

export async function getCustomerGroup(db: Db, siteId: number, id: number): Promise<CustomerGroup> {
  return toGroup(db, siteId, await groupRow(db, siteId, id));
}

async function setMembers(tx: Db, siteId: number, groupId: number, memberIds: readonly number[]) {
  await assertSiteRows(tx, siteId, customers, memberIds, 'memberIds');
  await tx.delete(customerGroupMembers).where(eq(customerGroupMembers.groupId, groupId));
  if (memberIds.length > 0) await tx.insert(customerGroupMembers).values(memberIds.map((customerId) => ({ groupId, customerId })));
}

export async function createCustomerGroup(db: Db, siteId: number, body: CustomerGroupWrite, audit: Audit): Promise<CustomerGroup> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customerGroups).values({ siteId, name: body.name, countries: body.countries }).returning();
    await setMembers(tx, siteId, row!.id, body.memberIds);
    const after = await toGroup(tx, siteId, row!);
    await audit({ action: 'customer-group.create', entity: 'customer-group', entityId: row!.id, after }, tx);
    return after;
  });
}

export async function updateCustomerGroup(db: Db, siteId: number, id: number, body: CustomerGroupWrite, audit: Audit): Promise<CustomerGroup> {
  return db.transaction(async (tx) => {
    const before = await toGroup(tx, siteId, await groupRow(tx, siteId, id));
    const [row] = await tx
      .update(customerGroups)
      .set({ name: body.name, countries: body.countries, updatedAt: new Date() })
      .where(siteRowWhere(customerGroups, siteId, id))
      .returning();
    await setMembers(tx, siteId, id, body.memberIds);
    const after = await toGroup(tx, siteId, row!);
    await audit({ action: 'customer-group.update', entity: 'customer-group', entityId: id, before, after }, tx);
    return after;
  });
}

/** Deleting a group takes it off every list it held (the holder rows cascade); the lists stay. */
export async function deleteCustomerGroup(db: Db, siteId: number, id: number, audit: Audit): Promise<CustomerGroup> {
  return db.transaction(async (tx) => {
    const before = await toGroup(tx, siteId, await groupRow(tx, siteId, id));
    await tx.delete(customerGroups).where(siteRowWhere(customerGroups, siteId, id));
    await audit({ action: 'customer-group.delete', entity: 'customer-group', entityId: id, before }, tx);
    return before;
  });
}
