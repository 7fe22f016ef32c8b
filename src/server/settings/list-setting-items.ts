import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
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

// List pages and the filter ticks' API name colours from the whole colour list: each whole list prepared once (ADR 0061).
const wholeList = (kind: SettingKind) =>
  preparedRead((db) => {
    const table = TABLES[kind];
    return db
      .select({ id: table.id, code: table.code, name: table.name, nameen: table.nameen })
      .from(table)
      .where(eq(table.siteId, sql.placeholder('siteId')))
      .orderBy(asc(table.sortnum), asc(table.code))
      .prepare(`setting_list_${kind}`);
  });
const WHOLE_LISTS = { color: wholeList('color'), pack: wholeList('pack'), unit: wholeList('unit') } as const;

/** One page (or all) of a site's colours, packings or units, ordered by sortnum then code. */
export async function listSettingItems(db: Db, siteId: number, kind: SettingKind, paging: Paging): Promise<{ list: SettingItem[]; total: number }> {
  if (paging.all) {
    const list = await WHOLE_LISTS[kind](db).execute({ siteId });
    return { list, total: list.length };
  }
  const table = TABLES[kind];
  const bySite = eq(table.siteId, siteId);
  const query = db.select({ id: table.id, code: table.code, name: table.name, nameen: table.nameen }).from(table).where(bySite).orderBy(asc(table.sortnum), asc(table.code));
  const [list, [counted]] = await Promise.all([
    paging.pageSize === 0 ? Promise.resolve([]) : query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(table).where(bySite),
  ]);
  return { list, total: counted!.total }; // count() always answers one row
}
