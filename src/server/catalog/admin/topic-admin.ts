import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { TopicListQuery, TopicMove, TopicRow, TopicWrite } from '@/lib/validation/admin/topics';
import { TOPIC_CHILDREN_MAX } from '@/lib/validation/admin/topics';
import type { Db } from '@/server/db/client';
import { products, topics } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { imageStoreFor } from '@/server/media';
import type { Audit } from './product-writes';

// The topic tree in the workspace. §3 codes are hierarchical (a child's code is its
// parent's plus three digits; fcode is the parent's code), and the storefront's topic lists,
// facet counts and productnum all read products.classcode by code prefix: so the server owns the
// codes. A create takes the parent's next free code; a move re-codes the topic's whole subtree
// and its products' classcode in one transaction. Siblings are ordered by sortnum (0, 1, 2…).

type TopicTableRow = typeof topics.$inferSelect;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toRow(row: TopicTableRow, idByCode: ReadonlyMap<string, number>): TopicRow {
  return {
    id: row.id,
    parentId: row.fcode ? (idByCode.get(row.fcode) ?? null) : null,
    code: row.code,
    sortnum: row.sortnum,
    name: row.name,
    nameen: row.nameen,
    cover: row.cover,
    istop: row.istop === 1,
    productnum: row.productnum,
  };
}

async function allTopics(db: Db, siteId: number): Promise<TopicTableRow[]> {
  return db.select().from(topics).where(eq(topics.siteId, siteId)).orderBy(asc(topics.sortnum), asc(topics.code));
}

/** The whole tree as a flat list in tree order: each parent before its children, siblings by sortnum. */
export async function listAdminTopics(db: Db, siteId: number, query: TopicListQuery = {}): Promise<TopicRow[]> {
  const rows = await allTopics(db, siteId);
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const children = new Map<string, TopicTableRow[]>();
  for (const row of rows) {
    const parent = row.fcode && idByCode.has(row.fcode) ? row.fcode : '';
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TopicTableRow[] = [];
  const walk = (code: string) => {
    for (const child of children.get(code) ?? []) {
      ordered.push(child);
      walk(child.code);
    }
  };
  walk('');
  const text = query.q?.trim().toLowerCase();
  const shown = text ? ordered.filter((r) => r.name.toLowerCase().includes(text) || r.nameen.toLowerCase().includes(text)) : ordered;
  return shown.map((r) => toRow(r, idByCode));
}

async function topicOf(db: Db, siteId: number, id: number, input = 'id', code: 'not_found' | 'bad_request' = 'not_found'): Promise<TopicTableRow> {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.id, id)))
    .limit(1);
  if (!row) throw new DomainError(code, `no topic has the id ${id}`, { input, topicId: id });
  return row;
}

async function rowOf(db: Db, siteId: number, row: TopicTableRow): Promise<TopicRow> {
  const [parent] = row.fcode
    ? await db
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.siteId, siteId), eq(topics.code, row.fcode)))
        .limit(1)
    : [];
  return toRow(row, new Map(parent ? [[row.fcode, parent.id]] : []));
}

export async function getAdminTopic(db: Db, siteId: number, id: number): Promise<TopicRow> {
  return rowOf(db, siteId, await topicOf(db, siteId, id));
}

/** The next free three-digit child code under `parentCode` ('' for a root). */
async function freeChildCode(db: Db, siteId: number, parentCode: string): Promise<string> {
  const siblings = await db
    .select({ code: topics.code })
    .from(topics)
    .where(and(eq(topics.siteId, siteId), eq(topics.fcode, parentCode)));
  const used = new Set(siblings.map((s) => s.code.slice(parentCode.length)));
  const highest = Math.max(0, ...[...used].map(Number).filter(Number.isInteger));
  for (const n of [highest + 1, ...Array.from({ length: TOPIC_CHILDREN_MAX }, (_, i) => i + 1)]) {
    const digits = String(n).padStart(3, '0');
    if (n <= TOPIC_CHILDREN_MAX && !used.has(digits)) return parentCode + digits;
  }
  throw new DomainError('conflict', `a topic holds at most ${TOPIC_CHILDREN_MAX} subtopics`, { input: 'parentId' });
}

async function assertStoredCover(db: Db, cover: string, current = '') {
  if (cover === '' || cover === current) return;
  if (!(await imageStoreFor(db).has(cover))) throw new DomainError('bad_request', `no stored picture ${cover}`, { input: 'cover' });
}

export async function createTopic(db: Db, siteId: number, body: TopicWrite, audit: Audit): Promise<TopicRow> {
  await assertStoredCover(db, body.cover);
  return db.transaction(async (tx) => {
    const parent = body.parentId ? await topicOf(tx, siteId, body.parentId, 'parentId', 'bad_request') : null;
    const fcode = parent?.code ?? '';
    const code = await freeChildCode(tx, siteId, fcode);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${topics.sortnum}) + 1, 0)::int` })
      .from(topics)
      .where(and(eq(topics.siteId, siteId), eq(topics.fcode, fcode)));
    const [row] = await tx
      .insert(topics)
      .values({ siteId, code, fcode, name: body.name, nameen: body.nameen, cover: body.cover, istop: body.istop ? 1 : 0, sortnum: last?.n ?? 0 })
      .returning();
    const created = await rowOf(tx, siteId, row!);
    await audit({ action: 'topic.create', entity: 'topic', entityId: row!.id, before: null, after: created }, tx);
    return created;
  });
}

/** Rename, cover, istop. Where the topic sits changes only through moveTopic. */
export async function updateTopic(db: Db, siteId: number, id: number, body: TopicWrite, audit: Audit): Promise<TopicRow> {
  const current = await topicOf(db, siteId, id);
  await assertStoredCover(db, body.cover, current.cover);
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, siteId, await topicOf(tx, siteId, id));
    const [row] = await tx
      .update(topics)
      .set({ name: body.name, nameen: body.nameen, cover: body.cover, istop: body.istop ? 1 : 0 })
      .where(and(eq(topics.siteId, siteId), eq(topics.id, id)))
      .returning();
    const after = await rowOf(tx, siteId, row!);
    await audit({ action: 'topic.update', entity: 'topic', entityId: id, before, after }, tx);
    return after;
  });
}

/** Refused (409 naming `id`) while the topic has subtopics or any product, published or not. */
export async function deleteTopic(db: Db, siteId: number, id: number, audit: Audit): Promise<TopicRow> {
  return db.transaction(async (tx) => {
    const row = await topicOf(tx, siteId, id);
    const [child] = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.siteId, siteId), eq(topics.fcode, row.code)))
      .limit(1);
    if (child) throw new DomainError('conflict', `topic ${id} has subtopics; move or delete them first`, { input: 'id' });
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, siteId), like(products.classcode, `${escapeLike(row.code)}%`)))
      .limit(1);
    if (product) throw new DomainError('conflict', `topic ${id} still has products; move them to another topic first`, { input: 'id' });
    const before = await rowOf(tx, siteId, row);
    await tx.delete(topics).where(and(eq(topics.siteId, siteId), eq(topics.id, id)));
    await audit({ action: 'topic.delete', entity: 'topic', entityId: id, before, after: null }, tx);
    return before;
  });
}

/** §3 productnum of every topic of the site: published products in it and its subtopics. */
async function recountProductnum(db: Db, siteId: number) {
  await db.execute(sql`
    UPDATE ${topics} t SET productnum = coalesce(c.n, 0)
    FROM ${topics} t2 LEFT JOIN LATERAL (
      SELECT count(*)::int AS n FROM ${products} p
      WHERE p.site_id = ${siteId} AND p.published AND p.classcode LIKE replace(replace(t2.code, '%', '\\%'), '_', '\\_') || '%'
    ) c ON true
    WHERE t.id = t2.id AND t.site_id = ${siteId} AND t.productnum IS DISTINCT FROM coalesce(c.n, 0)`);
}

/**
 * Moves the topic under `parentId` (null: a root) at 0-based `position` among its new siblings.
 * A topic cannot go under itself or its own subtree (409 naming `parentId`). A new parent gives
 * the subtree new codes (§3 hierarchy), and its products follow; old /products?code= links of
 * the moved topic then show the topic that takes its old code, if any (ADR 0025).
 */
export async function moveTopic(db: Db, siteId: number, id: number, move: TopicMove, audit: Audit): Promise<TopicRow> {
  return db.transaction(async (tx) => {
    const row = await topicOf(tx, siteId, id);
    const before = await rowOf(tx, siteId, row);
    const parent = move.parentId === null ? null : await topicOf(tx, siteId, move.parentId, 'parentId', 'bad_request');
    if (parent && parent.code.startsWith(row.code)) {
      throw new DomainError('conflict', `topic ${id} cannot move under ${parent.id === id ? 'itself' : 'its own subtopic'} ${parent.id}`, { input: 'parentId' });
    }
    const fcode = parent?.code ?? '';
    if (fcode !== row.fcode) {
      const code = await freeChildCode(tx, siteId, fcode);
      const old = row.code;
      const under = like(topics.code, `${escapeLike(old)}%`);
      await tx
        .update(topics)
        .set({
          code: sql`${code}::text || substr(${topics.code}, ${old.length + 1})`,
          fcode: sql`CASE WHEN ${topics.id} = ${id} THEN ${fcode}::text ELSE ${code}::text || substr(${topics.fcode}, ${old.length + 1}) END`,
        })
        .where(and(eq(topics.siteId, siteId), under));
      await tx
        .update(products)
        .set({ classcode: sql`${code}::text || substr(${products.classcode}, ${old.length + 1})`, updatedAt: new Date() })
        .where(and(eq(products.siteId, siteId), like(products.classcode, `${escapeLike(old)}%`)));
      // The per-statement productnum trigger counts by the codes it sees; after a re-code recount.
      await recountProductnum(tx, siteId);
    }
    // Reorder the new siblings: the moved topic at `position`, the others keeping their order.
    const siblings = (
      await tx
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.siteId, siteId), eq(topics.fcode, fcode)))
        .orderBy(asc(topics.sortnum), asc(topics.code))
    )
      .map((s) => s.id)
      .filter((s) => s !== id);
    siblings.splice(Math.min(move.position, siblings.length), 0, id);
    await tx.execute(sql`
      UPDATE ${topics} t SET sortnum = v.n - 1
      FROM unnest(${sql.param(siblings)}::int4[]) WITH ORDINALITY AS v(id, n)
      WHERE t.id = v.id AND t.site_id = ${siteId} AND t.sortnum IS DISTINCT FROM (v.n - 1)::int`);
    const after = await rowOf(tx, siteId, await topicOf(tx, siteId, id));
    await audit({ action: 'topic.move', entity: 'topic', entityId: id, before, after }, tx);
    return after;
  });
}
