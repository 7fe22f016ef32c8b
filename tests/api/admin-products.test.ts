import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { auditLog, catalogFacetCounts, productDescriptions, products, topics } from '@/server/db/schema';
import { getImageStore } from '@/server/media';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Workspace: /api/admin/products… — role rules, validation, other sites' rows, audit rows and the
// effect of every route (list, one, create, update, delete, duplicate, bulk, pictures).

let db: TestDb;
let owner: Record<string, string>;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;
const topic: Record<string, number> = {};

async function addTopic(siteId: number, code: string, fcode = '') {
  const [row] = await db.db
    .insert(topics)
    .values({ siteId, code, fcode, name: `类${code}`, nameen: `Topic ${code}` })
    .returning();
  return row!.id;
}

const body = (fields: Json = {}) => ({
  itemno: 'AD-100',
  name: '红灯笼',
  nameen: 'Red lantern',
  topicId: topic.lanterns,
  price: 36.5,
  foreignprice: 5.2,
  stock: 100,
  moq: 24,
  pcsPerCarton: 12,
  cartonLengthCm: 60.5,
  grossWeightKg: 8.25,
  colorCode: 'RD',
  light: true,
  description: '<p>中文<script>alert(1)</script></p>',
  descriptionen: '<p>English <img src="/Upload/product/x.webp?e=1767225600&amp;s=abc_DEF-1"></p>',
  hot: true,
  ...fields,
});

const create = async (fields: Json = {}, headers = catalogue) => {
  const answer = await call('POST', '/api/admin/products', { headers, body: body(fields) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.dto as Json;
};

const lastAudit = async (action: string) => {
  const [row] = await db.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
};

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', colour = '#c00') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

async function upload(id: number, bytes: Buffer, headers = catalogue, name = 'a.png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const res = await apiApp.request(`/api/admin/products/${id}/pictures`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  db = await createTestDb();
  owner = (await signedInStaff(db, 'owner')).headers;
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
  topic.lanterns = await addTopic(38, '001');
  topic.paper = await addTopic(38, '001001', '001');
  topic.candles = await addTopic(38, '002');
  topic.foreign = await addTopic(39, '001');
});
afterAll(() => db.dispose());

describe('who may call the product routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/1'],
    ['POST', '/api/admin/products', {}],
    ['PUT', '/api/admin/products/1', {}],
    ['DELETE', '/api/admin/products/1'],
    ['POST', '/api/admin/products/1/duplicate'],
    ['POST', '/api/admin/products/bulk', {}],
    ['POST', '/api/admin/products/bulk/undo', {}],
    ['PUT', '/api/admin/products/1/pictures', {}],
    ['POST', '/api/admin/products/1/pictures', {}],
  ];

  it('answers 401 to a caller who is not signed in to the workspace', async () => {
    for (const [method, path, sent] of routes) {
      const answer = await call(method, path, { body: sent });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a sales member, whatever the body', async () => {
    for (const [method, path, sent] of routes) {
      const answer = await call(method, path, { headers: sales, body: sent });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.field).toBe('role');
    }
  });

  it('lets the owner in as well as the catalogue role', async () => {
    expect((await call('GET', '/api/admin/products', { headers: owner })).status).toBe(200);
    expect((await call('GET', '/api/admin/products', { headers: catalogue })).status).toBe(200);
  });
});

describe('create, read, update, delete', () => {
  it('creates a product with both languages, sanitized descriptions and an audit row', async () => {
    const dto = await create();
    expect(dto).toMatchObject({
      itemno: 'AD-100',
      name: '红灯笼',
      nameen: 'Red lantern',
      topicId: topic.lanterns,
      topicCode: '001',
      price: 36.5,
      foreignprice: 5.2,
      hot: true,
      new: false,
      published: true,
      light: true,
      cartonLengthCm: 60.5,
    });
    expect(dto.description).toBe('<p>中文</p>');
    // A signed link the editor kept is stored as the plain path (answers sign it afresh).
    const [english] = await db.db
      .select()
      .from(productDescriptions)
      .where(and(eq(productDescriptions.productId, dto.id), eq(productDescriptions.languageFlag, 1)));
    expect(english!.content).toBe('<p>English <img src="/Upload/product/x.webp" /></p>');
    const [row] = await db.db.select().from(products).where(eq(products.id, dto.id));
    expect(row).toMatchObject({ code: 'AD-100', classcode: '001', isHot: 1, priceGroup: 8, siteId: 38 });
    expect(row!.searchDoc).toContain('ad100');
    const audit = await lastAudit('product.create');
    expect(audit).toMatchObject({ entity: 'product', entityId: String(dto.id), siteId: 38 });
    expect((audit!.after as Json).itemno).toBe('AD-100');
    // The storefront's search finds it at once.
    const found = await call('GET', '/api/Product?keyWord=AD-100&userId=38');
    expect(found.body.data.list.map((p: Json) => p.id)).toContain(dto.id);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    for (const [fields, field] of [
      [{ itemno: '' }, 'itemno'],
      [{ price: 1.234 }, 'price'],
      [{ foreignprice: -1 }, 'foreignprice'],
      [{ stock: 1.5 }, 'stock'],
      [{ moq: 0 }, 'moq'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ pictures: ['/etc/passwd'] }, 'pictures.0'],
      [{ topicId: 999_999 }, 'topicId'],
      [{ topicId: topic.foreign }, 'topicId'],
      [{ launchtime: 'yesterday' }, 'launchtime'],
      [{ pictures: ['/Upload/product/never-stored.webp'] }, 'pictures.0'],
    ] as const) {
      const answer = await call('POST', '/api/admin/products', { headers: catalogue, body: body(Object.assign({ itemno: 'BAD-1' }, fields)) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  it('refuses a second product with the same item code (409 naming itemno)', async () => {
    await create({ itemno: 'DUP-1' });
    const answer = await call('POST', '/api/admin/products', { headers: catalogue, body: body({ itemno: 'DUP-1' }) });
    expect(answer.status).toBe(409);
    expect(answer.body.field).toBe('itemno');
  });

  it('reads one product with its descriptions; another site’s or an unknown id is 404 naming id', async () => {
    const dto = await create({ itemno: 'ONE-1' });
    const one = await call('GET', `/api/admin/products/${dto.id}`, { headers: catalogue });
    expect(one.body.data.dto).toMatchObject({ id: dto.id, itemno: 'ONE-1', description: '<p>中文</p>' });
    for (const headers of [otherSite]) {
      for (const [method, path, sent] of [
        ['GET', `/api/admin/products/${dto.id}`],
        ['PUT', `/api/admin/products/${dto.id}`, body({ itemno: 'ONE-1', topicId: topic.foreign })],
        ['DELETE', `/api/admin/products/${dto.id}`],
        ['POST', `/api/admin/products/${dto.id}/duplicate`],
        ['PUT', `/api/admin/products/${dto.id}/pictures`, { pictures: [] }],
      ] as const) {
        const answer = await call(method, path, { headers, body: sent });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body.field).toBe('id');
      }
    }
    expect((await call('GET', '/api/admin/products/2147483647', { headers: catalogue })).status).toBe(404);
  });

  it('updates every field, writes the audit row with before and after, and keeps the facet counts', async () => {
    const dto = await create({ itemno: 'UPD-1' });
    const answer = await call('PUT', `/api/admin/products/${dto.id}`, {
      headers: catalogue,
      body: body({
        itemno: 'UPD-2',
        nameen: 'Blue lantern',
        topicId: topic.paper,
        price: 10,
        foreignprice: 1.5,
        hot: false,
        new: true,
        published: false,
        launchtime: '2026-01-02T03:04:05Z',
      }),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toMatchObject({
      itemno: 'UPD-2',
      nameen: 'Blue lantern',
      topicId: topic.paper,
      topicCode: '001001',
      hot: false,
      new: true,
      published: false,
      launchtime: '2026-01-02T03:04:05.000Z',
    });
    const audit = await lastAudit('product.update');
    expect(audit).toMatchObject({ entityId: String(dto.id) });
    expect((audit!.before as Json).itemno).toBe('UPD-1');
    expect((audit!.after as Json).itemno).toBe('UPD-2');
    // Unpublished: the maintained counts have only the published products.
    const published = await db.db.$count(products, and(eq(products.siteId, 38), eq(products.published, true)));
    const [total] = await db.db
      .select()
      .from(catalogFacetCounts)
      .where(and(eq(catalogFacetCounts.siteId, 38), eq(catalogFacetCounts.scope, 'all'), eq(catalogFacetCounts.facet, 'total')));
    expect(total!.n).toBe(published);
  });

  it('deletes a product with its descriptions and writes the audit row', async () => {
    const dto = await create({ itemno: 'DEL-1' });
    const answer = await call('DELETE', `/api/admin/products/${dto.id}`, { headers: catalogue });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dto.itemno).toBe('DEL-1');
    expect(await db.db.$count(products, eq(products.id, dto.id))).toBe(0);
    expect(await db.db.$count(productDescriptions, eq(productDescriptions.productId, dto.id))).toBe(0);
    expect(await lastAudit('product.delete')).toMatchObject({ entityId: String(dto.id) });
    expect((await call('DELETE', `/api/admin/products/${dto.id}`, { headers: catalogue })).status).toBe(404);
  });
});

describe('the list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      a: (await create({ itemno: 'LST-A', name: '圣诞球', nameen: 'Christmas ball', topicId: topic.paper, stock: 0, hot: false, price: 3 })).id,
      b: (await create({ itemno: 'LST-B', name: '纸灯笼', nameen: 'Paper lantern', topicId: topic.candles, new: true, published: false, price: 99 })).id,
    };
  });
  const list = async (query: string) => {
    const answer = await call('GET', `/api/admin/products?${query}`, { headers: catalogue });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data as { list: Json[]; searchListResourceParamaters: { total: number } };
  };

  it('answers lean rows with the first picture and a total, unpublished ones included', async () => {
    const data = await list('pageSize=200');
    const b = data.list.find((r) => r.id === ids.b)!;
    expect(Object.keys(b).sort()).toEqual(['foreignprice', 'hot', 'id', 'itemno', 'name', 'nameen', 'new', 'picture', 'price', 'published', 'stock', 'updatedAt']);
    expect(b).toMatchObject({ itemno: 'LST-B', published: false, new: true });
    expect(data.searchListResourceParamaters.total).toBe(await db.db.$count(products, eq(products.siteId, 38)));
  });

  it('searches by item code prefix and by name in either language', async () => {
    expect((await list('q=LST-')).list.map((r) => r.itemno).sort()).toEqual(['LST-A', 'LST-B']);
    expect((await list('q=lst-a')).list.map((r) => r.itemno)).toEqual(['LST-A']);
    expect((await list('q=Christmas')).list.map((r) => r.id)).toEqual([ids.a]);
    expect((await list(`q=${encodeURIComponent('纸灯笼')}`)).list.map((r) => r.id)).toContain(ids.b);
  });

  it('filters by topic (with subtopics), stock, hot, new and published', async () => {
    expect((await list(`topicId=${topic.lanterns}&q=LST`)).list.map((r) => r.id)).toEqual([ids.a]);
    expect((await list('stock=out')).list.every((r) => r.stock <= 0)).toBe(true);
    expect((await list('stock=out')).list.map((r) => r.id)).toContain(ids.a);
    expect((await list('published=false')).list.every((r) => !r.published)).toBe(true);
    expect((await list('new=true&q=LST')).list.map((r) => r.id)).toEqual([ids.b]);
    // Totals read from the maintained published counts plus the unpublished rows agree with a count.
    const inCandles = await db.db.$count(products, and(eq(products.siteId, 38), eq(products.classcode, '002')));
    expect((await list(`topicId=${topic.candles}`)).searchListResourceParamaters.total).toBe(inCandles);
    const unpublished = await db.db.$count(products, and(eq(products.siteId, 38), eq(products.published, false)));
    expect((await list('published=false')).searchListResourceParamaters.total).toBe(unpublished);
    expect((await list('published=true&hot=true')).list.every((r) => r.published && r.hot)).toBe(true);
    expect((await list('hot=false&q=LST')).list.map((r) => r.id)).toEqual([ids.a]);
  });

  it('sorts by price and item code, pages, and refuses unknown sorts and booleans (400 naming the field)', async () => {
    expect((await list('q=LST&sort=price&order=asc')).list.map((r) => r.id)).toEqual([ids.a, ids.b]);
    expect((await list('q=LST&sort=itemno&order=desc')).list.map((r) => r.itemno)).toEqual(['LST-B', 'LST-A']);
    const second = await list('q=LST&sort=itemno&order=asc&page=2&pageSize=1');
    expect(second.list.map((r) => r.itemno)).toEqual(['LST-B']);
    expect(second.searchListResourceParamaters).toEqual({ total: 2, page: 2, pageSize: 1 });
    for (const [query, field] of [
      ['sort=name', 'sort'],
      ['hot=yes', 'hot'],
      ['pageSize=201', 'pageSize'],
      ['page=0', 'page'],
      ['stock=some', 'stock'],
    ]) {
      const answer = await call('GET', `/api/admin/products?${query}`, { headers: catalogue });
      expect(answer.status, query).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });
});

describe('duplicate', () => {
  it('copies the product unpublished with a -copy item code, then -copy2', async () => {
    const dto = await create({ itemno: 'CPY-1' });
    const first = await call('POST', `/api/admin/products/${dto.id}/duplicate`, { headers: catalogue });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.dto).toMatchObject({ itemno: 'CPY-1-copy', published: false, name: '红灯笼', description: '<p>中文</p>', topicId: topic.lanterns });
    expect(first.body.data.dto.id).not.toBe(dto.id);
    const second = await call('POST', `/api/admin/products/${dto.id}/duplicate`, { headers: catalogue });
    expect(second.body.data.dto.itemno).toBe('CPY-1-copy2');
    expect(await lastAudit('product.duplicate')).toMatchObject({ entityId: String(second.body.data.dto.id) });
  });
});

describe('pictures', () => {
  it('stores JPEG, PNG, WebP and GIF uploads under /Upload/product/ and appends them', async () => {
    const dto = await create({ itemno: 'PIC-1' });
    const formats = ['png', 'jpeg', 'webp', 'gif'] as const;
    let last: Json = {};
    for (const format of formats) {
      const answer = await upload(dto.id, await picture(format), catalogue, `x.${format}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      last = answer.body.data.dto;
    }
    expect(last.pictures).toHaveLength(4);
    // The API answers signed links (R7.09); the stored paths are plain.
    const [row] = await db.db.select().from(products).where(eq(products.id, dto.id));
    const paths = row!.pics.split(',');
    expect(paths.map((p) => p.slice(p.lastIndexOf('.') + 1))).toEqual(['png', 'jpg', 'webp', 'gif']);
    for (const path of paths) {
      expect(path).toMatch(/^\/Upload\/product\/PIC-1-[0-9a-f]{12}\.(png|jpg|webp|gif)$/);
      expect(await getImageStore().has(path)).toBe(true);
    }
    expect(await lastAudit('product.pictures')).toMatchObject({ entityId: String(dto.id) });
    // The workspace may send back the signed links it was answered: they name the stored paths.
    expect(last.pictures[0]).toMatch(/\?e=\d+&s=/);
    const reordered = await call('PUT', `/api/admin/products/${dto.id}/pictures`, { headers: catalogue, body: { pictures: [...last.pictures].reverse() } });
    expect(reordered.status, reordered.text).toBe(200);
    expect((await db.db.select().from(products).where(eq(products.id, dto.id)))[0]!.pics).toBe([...paths].reverse().join(','));
  });

  it('refuses a file that is not a picture whatever its name (400 naming file), and a form without file', async () => {
    const dto = await create({ itemno: 'PIC-2' });
    const fake = await upload(dto.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), catalogue, 'x.png');
    expect(fake.status).toBe(400);
    expect(fake.body.field).toBe('file');
    const svg = await upload(dto.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'), catalogue, 'x.svg');
    expect(svg.status).toBe(400);
    const missing = await upload(dto.id, await picture('png'), catalogue, 'x.png', 'picture');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('file');
  });

  it('refuses an upload over 10 MB with 413 before reading it', async () => {
    const dto = await create({ itemno: 'PIC-3' });
    const big = await upload(dto.id, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
  });

  it('reorders and removes pictures; a removed one is deleted unless another product lists it', async () => {
    const dto = await create({ itemno: 'PIC-4' });
    for (const colour of ['#100', '#200', '#300']) await upload(dto.id, await picture('png', colour));
    const paths = (await db.db.select().from(products).where(eq(products.id, dto.id)))[0]!.pics.split(',');
    // A copy shares the pictures: the first one stays stored while the copy lists it.
    const copy = (await call('POST', `/api/admin/products/${dto.id}/duplicate`, { headers: catalogue })).body.data.dto;
    await call('PUT', `/api/admin/products/${copy.id}/pictures`, { headers: catalogue, body: { pictures: [paths[0]] } });
    const answer = await call('PUT', `/api/admin/products/${dto.id}/pictures`, { headers: catalogue, body: { pictures: [paths[2], paths[1]] } });
    expect(answer.status, answer.text).toBe(200);
    expect((await db.db.select().from(products).where(eq(products.id, dto.id)))[0]!.pics).toBe(`${paths[2]},${paths[1]}`);
    expect(await getImageStore().has(paths[0]!)).toBe(true);
    // The copy still lists paths[0]; paths[2] was kept by the original: neither is gone. Now drop the last user of paths[0].
    await call('PUT', `/api/admin/products/${copy.id}/pictures`, { headers: catalogue, body: { pictures: [] } });
    expect(await getImageStore().has(paths[0]!)).toBe(false);
    expect(await getImageStore().has(paths[1]!)).toBe(true);
    const audit = await lastAudit('product.pictures');
    expect(audit).toMatchObject({ entityId: String(copy.id), after: { pictures: [] } });
  });

  it('refuses a picture the product does not have, or one listed twice (400 naming pictures.N)', async () => {
    const dto = await create({ itemno: 'PIC-5' });
    await upload(dto.id, await picture('png'));
    const [path] = (await db.db.select().from(products).where(eq(products.id, dto.id)))[0]!.pics.split(',');
    for (const [pictures, field] of [
      [[path, '/Upload/product/someone-else.webp'], 'pictures.1'],
      [[path, path], 'pictures.1'],
      [['../../etc/passwd'], 'pictures.0'],
    ] as const) {
      const answer = await call('PUT', `/api/admin/products/${dto.id}/pictures`, { headers: catalogue, body: { pictures } });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });
});
