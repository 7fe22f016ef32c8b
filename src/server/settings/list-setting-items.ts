import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { colors, packs, units } from '@/server/db/schema';
import type { Paging } from '@/lib/validation/common';

/** §1, §3: the configurable lists, each row a code with a bilingual name. */
const TABLES = { color: colors, pack: packs, unit: units } as const;
export type SettingKind = keyof typeof TABLES;

export interface SettingItem {
  id: number;
  code: string;
  name: string;
  nameen: string;
}

/** One page (or all) of a site's colours, packings or units, ordered by sortnum then code. */
export async function listSettingItems(db: Db, siteId: number, kind: SettingKind, paging: Paging): Promise<{ list: SettingItem[]; total: number }> {
  const table = TABLES[kind];
  const bySite = eq(table.siteId, siteId);
  const query = db.select({ id: table.id, code: table.code, name: table.name, nameen: table.nameen }).from(table).where(bySite).orderBy(asc(table.sortnum), asc(table.code));
  if (paging.all) {
    const list = await query;
    return { list, total: list.length };
  }
  const [list, [counted]] = await Promise.all([
    paging.pageSize === 0 ? Promise.resolve([]) : query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(table).where(bySite),
  ]);
  return { list, total: counted!.total }; // count() always answers one row
}
