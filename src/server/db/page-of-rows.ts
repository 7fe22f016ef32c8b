import { count, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './schema/database';

/** The page a workspace list asks for (1-based). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * One page of `table`'s rows matching `where`, in `orderBy` (end it with the id, so equal sort
 * keys page stably), and how many rows match in all: the workspace lists' `data.list` + total.
 * `columns` narrows what is read (every column when omitted); `Row` is what the caller reads.
 */
export async function pageOfRows<Row>(
  db: Pick<Db, 'select'>,
  table: PgTable,
  columns: SelectedFields | undefined,
  where: SQL | undefined,
  orderBy: SQL[],
  { page, pageSize }: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const select = columns ? db.select(columns) : db.select();
  const [rows, [total]] = await Promise.all([
    select
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: total?.n ?? 0 };
}
