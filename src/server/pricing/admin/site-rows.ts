import { and, eq, inArray } from 'drizzle-orm';
import type { PricingCustomer } from '@/lib/validation/admin/pricing';
import type { Db } from '@/server/db/client';
import { customerGroups, customers, priceLists, products } from '@/server/db/schema';
import { DomainError } from '@/server/errors';

// The rows a group or a price list names by id (customers, groups, products) must be this site's:
// another site's id is refused like an unknown one, naming the line of the list that holds it.

type SiteTable = typeof customers | typeof customerGroups | typeof products;

/** Refuses the first id of `ids` that is not a row of `table` on the site (`input.N`, or `input.N.field` for a list of objects). */
export async function assertSiteRows(db: Db, siteId: number, table: SiteTable, ids: readonly number[], input: string, field?: string): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set(
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.siteId, siteId), inArray(table.id, [...ids])))
    ).map((row) => row.id),
  );
  const line = ids.findIndex((id) => !found.has(id));
  if (line < 0) return;
  const at = field === undefined ? { input, line } : { input: `${input}.${line}.${field}` };
  throw new DomainError('referenced_record_missing', 'No such record on this site.', { ...at, id: ids[line] });
}

/** The tables whose rows the pricing screens open, change and delete by id. */
type EditedTable = typeof customerGroups | typeof priceLists;

/** `table`'s row `id`, only when it is this site's. */
export const siteRowWhere = (table: EditedTable, siteId: number, id: number) => and(eq(table.siteId, siteId), eq(table.id, id));

/** Row `id` of `table` on the site; another site's row is `record_not_found` like a missing one ("No price list 7 on this site."). */
export async function siteRowById<T extends EditedTable>(db: Db, table: T, siteId: number, id: number, what: string): Promise<T['$inferSelect']> {
  const source: EditedTable = table; // drizzle's from() takes the tables themselves, not a type parameter
  const [row] = await db
    .select()
    .from(source)
    .where(siteRowWhere(table, siteId, id));
  if (!row) throw new DomainError('record_not_found', `No ${what} ${id} on this site.`, { input: 'id', id });
  return row;
}

/** Customers as a group or list names them, in the order asked. */
export async function customersNamed(db: Db, siteId: number, ids: readonly number[]): Promise<PricingCustomer[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customers.id, email: customers.email, nick: customers.nick, companyName: customers.companyName })
    .from(customers)
    .where(and(eq(customers.siteId, siteId), inArray(customers.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An instant as the contract writes it. */
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A bound of the write contract: a day starts at midnight in the supplier's time zone (China, no summer time). */
export const boundOf = (value: string | null): Date | null => (value === null ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+08:00` : value));

/** A search text as a LIKE pattern that matches it literally. */
export const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
