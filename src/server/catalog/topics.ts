import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@/lib/validation/common';
import type { TopicDto, TopicOrderText, TopicScreenText } from '@/lib/validation/catalog';
import type { Db } from '@/server/db/client';
import { topics } from '@/server/db/schema';

// §3 topics (categories) as the JSON API sends them: both languages' names, the raw istop flag.

export type { TopicDto };

type TopicRow = typeof topics.$inferSelect;

/** A topic row as §7 answers it: children are filled in by the tree, if any. */
function toTopicDto({ id, code, fcode, name, nameen, cover, sortnum, productnum, istop }: TopicRow): TopicDto {
  return { id, code, fcode, name, nameen, cover, sortnum, productnum, istop, children: [] };
}

/** Every topic of the site as a tree; siblings by sortnum, then code (§7 GetAllTopic). */
export async function getTopicDtoTree(db: Db, siteId: number): Promise<TopicDto[]> {
  const rows = await db.select().from(topics).where(eq(topics.siteId, siteId)).orderBy(asc(topics.sortnum), asc(topics.code));
  const nodes = new Map(rows.map((row) => [row.code, toTopicDto(row)]));
  const roots: TopicDto[] = [];
  for (const row of rows) {
    const parent = row.fcode ? nodes.get(row.fcode) : undefined;
    (parent ? parent.children : roots).push(nodes.get(row.code)!);
  }
  return roots;
}

// Allow-listed clauses → Drizzle orderings and conditions; the request text never reaches SQL.
const ORDERINGS: Record<TopicOrderText, SQL[]> = {
  'productnum desc': [desc(topics.productnum), asc(topics.code)],
  'productnum asc': [asc(topics.productnum), asc(topics.code)],
  'code asc': [asc(topics.code)],
  'code desc': [desc(topics.code)],
  'sortnum asc': [asc(topics.sortnum), asc(topics.code)],
};

const SCREENS: Record<TopicScreenText, number[]> = {
  'istop in 1': [1],
  'istop in 0': [0],
  'istop in 0,1': [0, 1],
};

export interface TopicListOptions {
  orderBy: TopicOrderText;
  screen?: TopicScreenText;
  paging: Paging;
}

/** A flat, ordered page of topics (§7 /api/Topic) and how many match. */
export async function listTopicDtos(db: Db, siteId: number, options: TopicListOptions): Promise<{ list: TopicDto[]; total: number }> {
  const where = and(eq(topics.siteId, siteId), options.screen ? inArray(topics.istop, SCREENS[options.screen]) : undefined);
  const { paging } = options;
  const rowsQuery = db
    .select()
    .from(topics)
    .where(where)
    .orderBy(...ORDERINGS[options.orderBy]);
  const [rows, [count]] = await Promise.all([
    paging.all ? rowsQuery : rowsQuery.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(topics)
      .where(where),
  ]);
  return { list: rows.map(toTopicDto), total: Number(count?.total ?? 0) };
}

/** The topic with this code, or null. */
export async function findTopicByCode(db: Db, siteId: number, code: string): Promise<TopicDto | null> {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.code, code)))
    .limit(1);
  return row ? toTopicDto(row) : null;
}
