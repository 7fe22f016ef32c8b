import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, topics } from '@/server/db/schema';
import { getImageStore, savePicture } from '@/server/media';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Workspace: /api/admin/topics… — the tree as a flat list, create/rename/cover/istop, delete only
// when empty, and move/reorder that refuses cycles and re-codes the subtree and its products.

let db: TestDb;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;

const create = async (fields: Json, headers = catalogue) => {
  const answer = await call('POST', '/api/admin/topics', { headers, body: { name: '分类', nameen: 'Topic', ...fields } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.dto as Json;
};
const list = async () => (await call('GET', '/api/admin/topics', { headers: catalogue })).body.data.list as Json[];
const move = (id: number, parentId: number | null, position: number) => call('POST', `/api/admin/topics/${id}/move`, { headers: catalogue, body: { parentId, position } });
const lastAudit = async (action: string) => (await db.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

async function addProduct(code: string, classcode: string, published = true) {
  await db.db.insert(products).values({ siteId: 38, code, classcode, name: code, nameen: code, price: 1, foreignprice: 1, published });
}

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
});
afterAll(() => db.dispose());

describe('who may call the topic routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/topics'],
    ['GET', '/api/admin/topics/1'],
    ['POST', '/api/admin/topics', {}],
    ['PUT', '/api/admin/topics/1', {}],
    ['DELETE', '/api/admin/topics/1'],
    ['POST', '/api/admin/topics/1/move', {}],
  ];
  it('answers 401 signed out and 403 to a sales member', async () => {
    for (const [method, path, sent] of routes) {
      expect((await call(method, path, { body: sent })).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { headers: sales, body: sent })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('the tree', () => {
  it('creates roots and children with server-given codes, listed flat in tree order with parentId', async () => {
    const gifts = await create({ name: '礼品', nameen: 'Gifts', istop: true });
    const lamps = await create({ name: '灯', nameen: 'Lamps' });
    const paper = await create({ name: '纸灯', nameen: 'Paper lamps', parentId: gifts.id });
    expect(gifts).toMatchObject({ code: '001', parentId: null, istop: true, sortnum: 0, productnum: 0 });
    expect(lamps).toMatchObject({ code: '002', parentId: null, sortnum: 1 });
    expect(paper).toMatchObject({ code: '001001', parentId: gifts.id, sortnum: 0 });
    expect((await list()).map((t) => t.nameen)).toEqual(['Gifts', 'Paper lamps', 'Lamps']);
    expect(await lastAudit('topic.create')).toMatchObject({ entityId: String(paper.id) });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    for (const [fields, field] of [
      [{ name: '' }, 'name'],
      [{ nameen: 'x'.repeat(101) }, 'nameen'],
      [{ cover: 'http://evil.example/x.png' }, 'cover'],
      [{ cover: '/Upload/topic/never-stored.webp' }, 'cover'],
      [{ parentId: 999_999 }, 'parentId'],
      [{ istop: 'yes' }, 'istop'],
    ] as const) {
      const answer = await call('POST', '/api/admin/topics', { headers: catalogue, body: Object.assign({ name: 'n', nameen: 'n' }, fields) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  it('renames, sets a stored cover and istop, with an audit row', async () => {
    const topic = await create({ name: '旧', nameen: 'Old' });
    const cover = '/Upload/topic/cover-test.png';
    await savePicture(
      getImageStore(),
      cover,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const answer = await call('PUT', `/api/admin/topics/${topic.id}`, { headers: catalogue, body: { name: '新', nameen: 'New', cover, istop: true } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toMatchObject({ name: '新', nameen: 'New', istop: true, code: topic.code });
    expect((await db.db.select().from(topics).where(eq(topics.id, topic.id)))[0]).toMatchObject({ cover, istop: 1 });
    const audit = await lastAudit('topic.update');
    expect(audit).toMatchObject({ entityId: String(topic.id), before: { nameen: 'Old' }, after: { nameen: 'New' } });
  });

  it('answers 404 naming id for another site’s topic or an unknown one', async () => {
    const topic = await create({ nameen: 'Mine' });
    for (const [method, path, sent] of [
      ['GET', `/api/admin/topics/${topic.id}`],
      ['PUT', `/api/admin/topics/${topic.id}`, { name: 'a', nameen: 'b' }],
      ['DELETE', `/api/admin/topics/${topic.id}`],
      ['POST', `/api/admin/topics/${topic.id}/move`, { parentId: null, position: 0 }],
    ] as const) {
      const answer = await call(method, path, { headers: otherSite, body: sent });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.field).toBe('id');
    }
  });

  it('refuses to delete a topic with subtopics or products (409 naming id), deletes an empty one', async () => {
    const parent = await create({ nameen: 'Parent' });
    const child = await create({ nameen: 'Child', parentId: parent.id });
    const withProducts = await create({ nameen: 'Stocked' });
    await addProduct('DRAFT-1', withProducts.code, false);
    for (const id of [parent.id, withProducts.id]) {
      const answer = await call('DELETE', `/api/admin/topics/${id}`, { headers: catalogue });
      expect(answer.status).toBe(409);
      expect(answer.body.field).toBe('id');
    }
    const answer = await call('DELETE', `/api/admin/topics/${child.id}`, { headers: catalogue });
    expect(answer.status).toBe(200);
    expect(await db.db.$count(topics, eq(topics.id, child.id))).toBe(0);
    expect(await lastAudit('topic.delete')).toMatchObject({ entityId: String(child.id) });
  });
});

describe('move', () => {
  it('refuses to move a topic under itself or its own subtree (409 naming parentId)', async () => {
    const a = await create({ nameen: 'A' });
    const b = await create({ nameen: 'B', parentId: a.id });
    const c = await create({ nameen: 'C', parentId: b.id });
    for (const parentId of [a.id, b.id, c.id]) {
      const answer = await move(a.id, parentId, 0);
      expect(answer.status).toBe(409);
      expect(answer.body.field).toBe('parentId');
    }
    const unknown = await move(a.id, 999_999, 0);
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('parentId');
    const bad = await call('POST', `/api/admin/topics/${a.id}/move`, { headers: catalogue, body: { parentId: null, position: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('position');
  });

  it('reorders siblings: the moved topic takes the position, the others keep their order', async () => {
    const root = await create({ nameen: 'Shelf' });
    const kids = [];
    for (const name of ['K1', 'K2', 'K3']) kids.push(await create({ nameen: name, parentId: root.id }));
    const answer = await move(kids[2]!.id, root.id, 0);
    expect(answer.status, answer.text).toBe(200);
    const order = (await list()).filter((t) => t.parentId === root.id).map((t) => t.nameen);
    expect(order).toEqual(['K3', 'K1', 'K2']);
    expect(answer.body.data.dto).toMatchObject({ sortnum: 0, code: kids[2]!.code });
    expect(await lastAudit('topic.move')).toMatchObject({ entityId: String(kids[2]!.id) });
  });

  it('re-codes a moved subtree and its products, keeping productnum of published products', async () => {
    const from = await create({ nameen: 'From' });
    const to = await create({ nameen: 'To' });
    const moving = await create({ nameen: 'Moving', parentId: from.id });
    const inner = await create({ nameen: 'Inner', parentId: moving.id });
    await addProduct('MV-1', inner.code);
    await addProduct('MV-2', moving.code);
    await addProduct('MV-3', moving.code, false);
    const productnum = async (id: number) => (await db.db.select().from(topics).where(eq(topics.id, id)))[0]!.productnum;
    expect([await productnum(from.id), await productnum(moving.id), await productnum(inner.id)]).toEqual([2, 2, 1]);
    const answer = await move(moving.id, to.id, 0);
    expect(answer.status, answer.text).toBe(200);
    const movedCode = answer.body.data.dto.code as string;
    expect(movedCode.startsWith(to.code)).toBe(true);
    expect(answer.body.data.dto.parentId).toBe(to.id);
    const [innerRow] = await db.db.select().from(topics).where(eq(topics.id, inner.id));
    expect(innerRow).toMatchObject({ code: `${movedCode}${inner.code.slice(moving.code.length)}`, fcode: movedCode });
    const [product] = await db.db.select().from(products).where(eq(products.code, 'MV-1'));
    expect(product!.classcode).toBe(innerRow!.code);
    expect([await productnum(from.id), await productnum(to.id), await productnum(moving.id), await productnum(inner.id)]).toEqual([0, 2, 2, 1]);
    // The storefront's topic list finds the products under the new code.
    const listed = await call('GET', `/api/Product?userId=38&topicIds=${to.id}`);
    expect(listed.body.data.list.map((p: Json) => p.code).sort()).toEqual(['MV-1', 'MV-2']);
    // Moved back to the root level.
    expect((await move(moving.id, null, 0)).body.data.dto).toMatchObject({ parentId: null, sortnum: 0 });
  });
});
