import type { CrudAuditEntity } from '@/lib/audit-actions';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { DomainError } from '@/server/errors';
import type { AuditEntry } from '@/server/staff/audit';
import { pageOfRows } from '@/server/db/page-of-rows';

// The list/one/create/update/delete every simple site table of the workspace shares
// (FAQs, articles, fairs, videos, certificates, friend links, the colour/pack/unit lists). A
// resource says only how its rows map to the contract and back; the site is always the staff
// member's, and every write lands with its audit row in one transaction.

/** A table whose rows carry a serial id and their site. */
export type SiteTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn };
type DbRow = Record<string, unknown>;

/** Writes one audit row in the given transaction (StaffContext.audit). */
export type Audit = (entry: AuditEntry, tx?: Pick<Db, 'insert'>) => Promise<void>;

/** Who writes: the site and the audit writer of the signed-in member. */
export interface Writer {
  siteId: number;
  audit: Audit;
}

export interface SiteResource<Row, Write> {
  /** Audit entity and the name used in messages, e.g. 'faq' (its actions are listed in audit-actions.ts). */
  entity: CrudAuditEntity;
  table: SiteTable;
  toRow(row: DbRow): Row;
  /** The columns a write sets (sanitized rich text, flags mapped to the table's spelling). */
  toValues(write: Write): DbRow;
  /** Sortable contract fields → columns. */
  sortColumns: Record<string, AnyPgColumn>;
  /** Columns `q` searches (case-insensitive substring). */
  searchColumns: AnyPgColumn[];
  /** The field a unique index keeps distinct per site (a clash is a 409 naming it). */
  uniqueField?: string;
  /** Runs after every committed write (drops a cache of the table's rows). */
  afterWrite?: () => void;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a site's rows: `filters` add the resource's own conditions. */
export async function listSiteRows<Row, Write>(db: Db, siteId: number, resource: SiteResource<Row, Write>, query: ListQuery, filters: (SQL | undefined)[] = []) {
  const { table } = resource;
  const conditions: (SQL | undefined)[] = [eq(table.siteId, siteId), ...filters];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(...resource.searchColumns.map((column) => ilike(column, pattern))));
  }
  const where = and(...conditions);
  const sortColumn = resource.sortColumns[query.sort] ?? table.id;
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await pageOfRows<DbRow>(db, table, undefined, where, [direction(sortColumn), direction(table.id)], query);
  return { list: rows.map(resource.toRow), total };
}

async function findRow(db: Pick<Db, 'select'>, siteId: number, table: SiteTable, id: number): Promise<DbRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.siteId, siteId)))
    .limit(1);
  return row;
}

export const notFound = (entity: string, id: number) => new DomainError('record_not_found', `no ${entity} ${id} on this site`, { input: 'id', id });

/** The row `id` of the site, or 404 naming `id` (another site's row is unknown here). */
export async function getSiteRow<Row, Write>(db: Db, siteId: number, resource: SiteResource<Row, Write>, id: number): Promise<Row> {
  const row = await findRow(db, siteId, resource.table, id);
  if (!row) throw notFound(resource.entity, id);
  return resource.toRow(row);
}

/** A clash on the resource's unique field becomes a 409 naming it. */
async function namingClash<T>(resource: SiteResource<unknown, unknown>, write: () => Promise<T>): Promise<T> {
  try {
    const done = await write();
    resource.afterWrite?.();
    return done;
  } catch (error) {
    if (resource.uniqueField && isUniqueViolation(error)) {
      throw new DomainError('conflict', `another ${resource.entity} of this site has it`, { input: resource.uniqueField });
    }
    throw error;
  }
}

export async function createSiteRow<Row, Write>(db: Db, writer: Writer, resource: SiteResource<Row, Write>, write: Write): Promise<Row> {
  return namingClash(resource as SiteResource<unknown, unknown>, () => createRow(db, writer, resource, write));
}

export async function updateSiteRow<Row, Write>(db: Db, writer: Writer, resource: SiteResource<Row, Write>, id: number, write: Write): Promise<Row> {
  return namingClash(resource as SiteResource<unknown, unknown>, () => updateRow(db, writer, resource, id, write));
}

async function createRow<Row, Write>(db: Db, writer: Writer, resource: SiteResource<Row, Write>, write: Write): Promise<Row> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(resource.table)
      .values({ ...resource.toValues(write), siteId: writer.siteId } as never)
      .returning();
    const row = resource.toRow(made as DbRow);
    await writer.audit({ action: `${resource.entity}.create`, entity: resource.entity, entityId: (made as DbRow).id as number, before: null, after: row }, tx);
    return row;
  });
}

async function updateRow<Row, Write>(db: Db, writer: Writer, resource: SiteResource<Row, Write>, id: number, write: Write): Promise<Row> {
  const { table } = resource;
  return db.transaction(async (tx) => {
    const found = await findRow(tx, writer.siteId, table, id);
    if (!found) throw notFound(resource.entity, id);
    const [changed] = await tx
      .update(table)
      .set(resource.toValues(write) as never)
      .where(and(eq(table.id, id), eq(table.siteId, writer.siteId)))
      .returning();
    const before = resource.toRow(found);
    const after = resource.toRow(changed as DbRow);
    await writer.audit({ action: `${resource.entity}.update`, entity: resource.entity, entityId: id, before, after }, tx);
    return after;
  });
}

export async function deleteSiteRow<Row, Write>(db: Db, writer: Writer, resource: SiteResource<Row, Write>, id: number): Promise<Row> {
  const { table } = resource;
  return db
    .transaction(async (tx) => {
      const [gone] = await tx
        .delete(table)
        .where(and(eq(table.id, id), eq(table.siteId, writer.siteId)))
        .returning();
      if (!gone) throw notFound(resource.entity, id);
      const before = resource.toRow(gone);
      await writer.audit({ action: `${resource.entity}.delete`, entity: resource.entity, entityId: id, before, after: null }, tx);
      return before;
    })
    .finally(() => resource.afterWrite?.());
}

/** Postgres unique violation (23505), looked for through the driver's wrapped causes. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
