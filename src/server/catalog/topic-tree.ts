import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localizedName } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { topics } from '@/server/db/schema';

export interface TopicNode {
  code: string;
  name: string;
  cover: string;
  productnum: number;
  istop: boolean;
  children: TopicNode[];
}

/** The topic tree (§3: fcode is the parent code, '' for roots), ordered by sortnum then code. */
export async function getTopicTree(db: Db, siteId: number, locale: Locale): Promise<TopicNode[]> {
  const rows = await db.select().from(topics).where(eq(topics.siteId, siteId)).orderBy(asc(topics.sortnum), asc(topics.code));
  const nodes = new Map<string, TopicNode>();
  for (const row of rows) {
    nodes.set(row.code, {
      code: row.code,
      name: localizedName(row, locale),
      cover: row.cover,
      productnum: row.productnum,
      istop: row.istop === 1,
      children: [],
    });
  }
  const roots: TopicNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.code)!;
    const parent = row.fcode ? nodes.get(row.fcode) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function findTopic(tree: TopicNode[], code: string): TopicNode | undefined {
  for (const node of tree) {
    if (node.code === code) return node;
    const found = findTopic(node.children, code);
    if (found) return found;
  }
  return undefined;
}
