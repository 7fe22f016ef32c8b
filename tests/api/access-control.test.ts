import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@/server/accounts/sessions';
import { newOnlineGuid } from '@/server/accounts/session-token';
import { apiApp } from '@/server/api/app';
import { addresses, cartLines, favorites, orderLines, orders, products, sessions, topics } from '@/server/db/schema';
import { resetEnvCache } from '@/server/env';
import { call as callApi, type Json } from '../support/api-suite';
import { signedInCustomers, type Who } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';
import { hideMailLog } from '../support/quiet-mail-log';

// Access control (R6.05-R6.07, R7.04): every call that takes a row id, with the caller's
// own id, another customer's, another site's, a deleted one, no session, an expired session and a
// forged Authorization — by header and by cookie. The answer is 401 or 404 as designed and never
// carries anyone else's data. Rows of other customers and sites answer exactly like unknown ids.

type Kind = 'order' | 'cartLine' | 'favorite' | 'favoriteProduct' | 'address' | 'product' | 'topic';
/** Kinds owned by a site (the catalogue), not by one customer. */
const SITE_KINDS: Kind[] = ['product', 'topic'];

let db: TestDb;
/** A and B on site 38, C on site 39. */
let auth: Record<Who, string>;
let customerId: Record<Who, number>;
/** One row of each kind per customer (B's and C's are the foreign ids A tries). */
const rows: Record<Who, Record<Kind, number>> = { a: {} as never, b: {} as never, c: {} as never };
/** Ids that existed and are gone (A's, deleted through the API or, for orders, from the table). */
const deleted = {} as Record<Kind, number>;
let expiredAuth = '';

const secret = (who: Who) => `SECRET-${who.toUpperCase()}-${who === 'c' ? 'site39' : 'site38'}`;
/** Strings only B's and C's rows contain; A's answers must never show them. */
const FOREIGN_MARKERS = [secret('b'), secret('c'), 'b@acl.example.com', 'c@acl.example.com'];

let restoreLog: () => void;
beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  ({ auth, customerId } = await signedInCustomers(db, 'acl'));
  for (const who of ['a', 'b', 'c'] as const) await seedRowsOf(who);
  await seedDeletedRows();
  const expired = await startSession(db.db, 38, customerId.a, true);
  await db.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, expired.sessionId));
  expiredAuth = `${customerId.a},${expired.onlineGuid}`;
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

// Some answers are exported files: their body reads as null.
const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => callApi(method, path, { headers, body, mayBeFile: true });
const as = (who: Who) => ({ authorization: auth[who] });
const ok = (res: { status: number; text: string }) => expect(res.status, res.text.slice(0, 300)).toBe(200);

const siteOf = (who: Who) => (who === 'c' ? 39 : 38);
/** Catalogue rows belong to a site, not a customer: site 38's are A's catalogue too; site 39's are foreign. */
const siteLabel = (who: Who) => (who === 'c' ? secret('c') : 'Catalogue');

async function newProduct(who: Who, key: string) {
  const [row] = await db.db
    .insert(products)
    .values({
      siteId: siteOf(who),
      code: `${who}-${key}`.toUpperCase(),
      classcode: '001',
      name: `${siteLabel(who)} ${key} 灯`,
      nameen: `${siteLabel(who)} ${key} lamp`,
      price: 20,
      foreignprice: 3,
      pics: `/Upload/product/${who}-${key}.webp`,
      moq: 1,
    })
    .returning({ id: products.id });
  return row!.id;
}

async function newAddress(who: Who) {
  const [row] = await db.db
    .insert(addresses)
    .values({
      siteId: siteOf(who),
      customerId: customerId[who],
      contactName: `Contact ${secret(who)}`,
      phone: '+49 40 1234567',
      country: 'DE',
      city: 'Hamburg',
      addressLine: `Street of ${secret(who)}`,
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

async function newCartLine(who: Who, productId: number) {
  const res = await call('POST', '/api/ShoppingCart', as(who), [{ productId, addNum: 3 }]);
  ok(res);
  return res.body.data.listdto[0].id as number;
}

async function newOrder(who: Who) {
  const line = await newCartLine(who, await newProduct(who, `order-${randomUUID().slice(0, 6)}`));
  const res = await call('POST', '/api/Order/SubmitOrder', as(who), {
    cartIds: [line],
    addressId: rows[who].address,
    message: `Message of ${secret(who)}`,
    idempotencyKey: randomUUID(),
    language: 'en',
  });
  ok(res);
  return res.body.data.dto.id as number;
}

async function newFavorite(who: Who, productId: number) {
  const res = await call('POST', '/api/Collection', as(who), { productid: productId });
  ok(res);
  return res.body.data.dto.id as number;
}

async function seedRowsOf(who: Who) {
  const r = rows[who];
  const [topic] = await db.db
    .insert(topics)
    .values({ siteId: siteOf(who), code: `${who}01`, name: `${siteLabel(who)} 专题`, nameen: `${siteLabel(who)} topic` })
    .returning({ id: topics.id });
  r.topic = topic!.id;
  r.product = await newProduct(who, 'lamp');
  r.favoriteProduct = await newProduct(who, 'star');
  r.address = await newAddress(who);
  r.order = await newOrder(who);
  r.cartLine = await newCartLine(who, r.product);
  r.favorite = await newFavorite(who, r.favoriteProduct);
}

async function seedDeletedRows() {
  const gone = await newProduct('a', 'gone');
  const line = await newCartLine('a', gone);
  ok(await call('DELETE', `/api/ShoppingCart/${line}`, as('a')));
  deleted.cartLine = line;
  const favorite = await newFavorite('a', gone);
  ok(await call('DELETE', `/api/Collection/${favorite}`, as('a')));
  deleted.favorite = favorite;
  deleted.favoriteProduct = gone; // no longer a favorite of A
  const address = await newAddress('a');
  ok(await call('DELETE', `/api/CustAddress/${address}`, as('a')));
  deleted.address = address;
  const order = await newOrder('a');
  await db.db.delete(orderLines).where(eq(orderLines.orderId, order));
  await db.db.delete(orders).where(eq(orders.id, order));
  deleted.order = order;
  const product = await newProduct('a', 'removed');
  await db.db.delete(products).where(eq(products.id, product));
  deleted.product = product;
  const [topic] = await db.db.insert(topics).values({ siteId: 38, code: 'gone', name: '旧专题', nameen: 'Old topic' }).returning({ id: topics.id });
  await db.db.delete(topics).where(eq(topics.id, topic!.id));
  deleted.topic = topic!.id;
}

/** A fresh row of A's for calls that use their row up (delete it, order it). */
async function freshOf(kind: Kind): Promise<number> {
  switch (kind) {
    case 'cartLine':
      return newCartLine('a', await newProduct('a', `line-${randomUUID().slice(0, 6)}`));
    case 'favorite':
      return newFavorite('a', await newProduct('a', `fav-${randomUUID().slice(0, 6)}`));
    case 'favoriteProduct': {
      const product = await newProduct('a', `heart-${randomUUID().slice(0, 6)}`);
      await newFavorite('a', product);
      return product;
    }
    case 'address':
      return newAddress('a');
    default:
      return rows.a[kind];
  }
}

const addressBody = { contactName: 'Anna', phone: '+49 40 1234567', country: 'DE', city: 'Hamburg', addressLine: 'Speicherstadt 12' };

interface IdCall {
  /** The OpenAPI operation, `METHOD /api/path`. */
  op: string;
  kind: Kind;
  /** Customer calls need a session (401 without); catalogue calls are public (§6 visitors browse). */
  signedIn: boolean;
  request(id: number): { method: string; path: string; body?: unknown } | Promise<{ method: string; path: string; body?: unknown }>;
  /** How an id that is not the caller's is answered when it is not a 404 (a filter matches nothing). */
  foreign?: (res: Awaited<ReturnType<typeof call>>, id: number) => void;
  /** How the caller's own id is answered when it is not a 200 (the inquiry's state refuses the action). */
  own?: (res: Awaited<ReturnType<typeof call>>) => void;
  /** A row of A's for each own call, when the call uses it up (cancels it). */
  fresh?: () => Promise<number>;
}

/** The buyer's inquiry found and checked, then refused by its state (a new inquiry has no quote). */
const refusedByState = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status, res.text.slice(0, 300)).toBe(409);
  expect(res.body).toMatchObject({ code: 409, field: 'state' });
};

/** The caller's own inquiry has no sent quote yet: its version is unknown, not someone else's. */
const noSentVersion = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status, res.text.slice(0, 300)).toBe(404);
  expect(res.body).toMatchObject({ code: 404, field: 'version' });
};

const emptyList = (res: Awaited<ReturnType<typeof call>>) => {
  ok(res);
  expect(res.body.data.list ?? res.body.data.listdto ?? res.body.data.listColor).toBeDefined();
  expect(res.body.data.list ?? []).toEqual([]);
};

/** Every call of the API that names a row by id: path, query or body (checked against the OpenAPI document below). */
const ID_CALLS: IdCall[] = [
  { op: 'GET /api/Order/{id}', kind: 'order', signedIn: true, request: (id) => ({ method: 'GET', path: `/api/Order/${id}` }) },
  { op: 'GET /api/Order/{id}/Export', kind: 'order', signedIn: true, request: (id) => ({ method: 'GET', path: `/api/Order/${id}/Export?format=xlsx&lang=en` }) },
  // The buyer's side of the inquiry desk.
  { op: 'GET /api/Order/Inquiry/{id}', kind: 'order', signedIn: true, request: (id) => ({ method: 'GET', path: `/api/Order/Inquiry/${id}` }) },
  {
    op: 'POST /api/Order/Inquiry/{id}/Accept',
    kind: 'order',
    signedIn: true,
    own: refusedByState,
    request: (id) => ({ method: 'POST', path: `/api/Order/Inquiry/${id}/Accept`, body: { version: 1 } }),
  },
  {
    op: 'POST /api/Order/Inquiry/{id}/Decline',
    kind: 'order',
    signedIn: true,
    own: refusedByState,
    request: (id) => ({ method: 'POST', path: `/api/Order/Inquiry/${id}/Decline`, body: { reason: 'Too dear' } }),
  },
  {
    op: 'POST /api/Order/Inquiry/{id}/Question',
    kind: 'order',
    signedIn: true,
    fresh: () => newOrder('a'),
    request: (id) => ({ method: 'POST', path: `/api/Order/Inquiry/${id}/Question`, body: { body: 'What is the lead time?' } }),
  },
  {
    op: 'POST /api/Order/Inquiry/{id}/Cancel',
    kind: 'order',
    signedIn: true,
    fresh: () => newOrder('a'),
    request: (id) => ({ method: 'POST', path: `/api/Order/Inquiry/${id}/Cancel`, body: { reason: 'Ordered elsewhere' } }),
  },
  {
    op: 'GET /api/Order/Inquiry/{id}/Quote/{version}',
    kind: 'order',
    signedIn: true,
    own: noSentVersion,
    request: (id) => ({ method: 'GET', path: `/api/Order/Inquiry/${id}/Quote/1` }),
  },
  {
    op: 'GET /api/Order/Inquiry/{id}/Proforma',
    kind: 'order',
    signedIn: true,
    own: refusedByState,
    request: (id) => ({ method: 'GET', path: `/api/Order/Inquiry/${id}/Proforma` }),
  },
  { op: 'GET /api/ShoppingCart/Export', kind: 'cartLine', signedIn: true, request: (id) => ({ method: 'GET', path: `/api/ShoppingCart/Export?format=xlsx&lang=en&ids=${id}` }) },
  {
    op: 'POST /api/ShoppingCart/SetQuantity',
    kind: 'cartLine',
    signedIn: true,
    request: (id) => ({ method: 'POST', path: '/api/ShoppingCart/SetQuantity', body: { id, addNum: 2 } }),
  },
  { op: 'DELETE /api/ShoppingCart/{ids}', kind: 'cartLine', signedIn: true, request: (id) => ({ method: 'DELETE', path: `/api/ShoppingCart/${id}` }) },
  {
    op: 'POST /api/Order/SubmitOrder',
    kind: 'cartLine',
    signedIn: true,
    request: (id) => ({ method: 'POST', path: '/api/Order/SubmitOrder', body: { cartIds: [id], addressId: rows.a.address, idempotencyKey: randomUUID(), language: 'en' } }),
  },
  {
    op: 'POST /api/Order/SubmitOrder addressId',
    kind: 'address',
    signedIn: true,
    request: async (id) => ({
      method: 'POST',
      path: '/api/Order/SubmitOrder',
      body: { cartIds: [await freshOf('cartLine')], addressId: id, idempotencyKey: randomUUID(), language: 'en' },
    }),
  },
  { op: 'DELETE /api/Collection/{id}', kind: 'favorite', signedIn: true, request: (id) => ({ method: 'DELETE', path: `/api/Collection/${id}` }) },
  { op: 'DELETE /api/Collection/{id}?by=product', kind: 'favoriteProduct', signedIn: true, request: (id) => ({ method: 'DELETE', path: `/api/Collection/${id}?by=product` }) },
  { op: 'POST /api/Collection', kind: 'product', signedIn: true, request: (id) => ({ method: 'POST', path: '/api/Collection', body: { productid: id } }) },
  { op: 'POST /api/ShoppingCart', kind: 'product', signedIn: true, request: (id) => ({ method: 'POST', path: '/api/ShoppingCart', body: [{ productId: id, addNum: 1 }] }) },
  {
    op: 'POST /api/ShoppingCart/Merge',
    kind: 'product',
    signedIn: true,
    request: (id) => ({ method: 'POST', path: '/api/ShoppingCart/Merge', body: { cart: [{ productId: id, addNum: 1 }], favorites: [id] } }),
    // §4 merge: a product that does not exist for this site is skipped and reported, never added.
    foreign: (res, id) => {
      ok(res);
      expect(res.body.data.dto).toMatchObject({ skippedCart: [id], skippedFavorites: [id] });
    },
  },
  { op: 'DELETE /api/CustAddress/{id}', kind: 'address', signedIn: true, request: (id) => ({ method: 'DELETE', path: `/api/CustAddress/${id}` }) },
  { op: 'POST /api/CustAddress', kind: 'address', signedIn: true, request: (id) => ({ method: 'POST', path: '/api/CustAddress', body: { ...addressBody, id } }) },
  { op: 'GET /api/Product/{id}', kind: 'product', signedIn: false, request: (id) => ({ method: 'GET', path: `/api/Product/${id}?userId=38` }) },
  {
    op: 'GET /api/ProductDescription/GetProductDescriptionInfo',
    kind: 'product',
    signedIn: false,
    request: (id) => ({ method: 'GET', path: `/api/ProductDescription/GetProductDescriptionInfo?userId=38&productId=${id}` }),
  },
  {
    op: 'GET /api/Product/SimilarListProduct_Tway',
    kind: 'product',
    signedIn: false,
    request: (id) => ({ method: 'GET', path: `/api/Product/SimilarListProduct_Tway?userId=38&productId=${id}` }),
  },
  {
    op: 'POST /api/Product/ByIds',
    kind: 'product',
    signedIn: false,
    request: (id) => ({ method: 'POST', path: '/api/Product/ByIds', body: { userId: 38, ids: [id] } }),
    // A lookup of many ids reports the ones that are no product of the site, not a 404.
    foreign: (res, id) => {
      ok(res);
      expect(res.body.data).toEqual({ list: [], notFound: [id] });
    },
  },
  {
    op: 'GET /api/Customer/PersonalPrices',
    kind: 'product',
    signedIn: true,
    request: (id) => ({ method: 'GET', path: `/api/Customer/PersonalPrices?userId=38&ids=${id}&detail=${id}` }),
    // The buyer's own prices of the page's products: a product of no use to this site is left out.
    foreign: (res, id) => {
      ok(res);
      expect(res.body.data.list.map((p: { productId: number }) => p.productId)).not.toContain(id);
    },
  },
  { op: 'GET /api/Product', kind: 'topic', signedIn: false, request: (id) => ({ method: 'GET', path: `/api/Product?userId=38&topicIds=${id}` }), foreign: emptyList },
  {
    op: 'GET /api/Product/GetFilter',
    kind: 'topic',
    signedIn: false,
    request: (id) => ({ method: 'GET', path: `/api/Product/GetFilter?userId=38&topicIds=${id}` }),
    foreign: (res) => ok(res), // the ticks of nothing; the foreign-marker check below proves no leak
  },
];

/** Names of request fields that carry a row id (userId is the site, customerid must be the caller). */
const ID_FIELD = /^(id|ids|productId|productid|cartIds|addressId|topicIds)$/;

describe('the access-control table', () => {
  it('covers every API operation that takes a row id in its path, query or body', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    const fieldsOf = (schema: Json | undefined, seen = new Set<unknown>()): string[] => {
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
      seen.add(schema);
      if (schema.$ref) return fieldsOf(doc.components.schemas[String(schema.$ref).split('/').pop()!], seen);
      const properties: Json = schema.properties ?? {};
      return [
        ...Object.keys(properties),
        ...Object.values(properties).flatMap((p) => fieldsOf(p as Json, seen)),
        ...fieldsOf(schema.items, seen),
        ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => ((schema[k] ?? []) as Json[]).flatMap((s) => fieldsOf(s, seen))),
      ];
    };
    const taking: string[] = [];
    for (const [path, operations] of Object.entries<Json>(doc.paths)) {
      for (const [method, op] of Object.entries<Json>(operations)) {
        const names = [...((op.parameters ?? []) as Json[]).map((p) => p.name as string), ...fieldsOf(op.requestBody?.content?.['application/json']?.schema)];
        if (names.some((n) => ID_FIELD.test(n))) taking.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const routed = apiApp.routes.filter((r) => r.path.includes('/:')).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const tabled = new Set(ID_CALLS.map((c) => c.op.split(/[ ?]/).slice(0, 2).join(' ')));
    expect(taking.length).toBeGreaterThan(10);
    // Workspace calls (/api/admin/*: staff of the site, not customers) prove their other-site 404s in tests/api/admin-*.test.ts.
    expect([...new Set([...taking, ...routed])].filter((op) => !tabled.has(op) && !op.includes(' /api/admin/'))).toEqual([]);
  });
});

const cookieOf = (credential: string) => ({ cookie: `lantern_session=${encodeURIComponent(credential)}` });
const forgedHeaders = () => [
  { name: "A's id with a made-up token", headers: { authorization: `${customerId.a},${newOnlineGuid()}` } },
  { name: "B's id with A's token", headers: { authorization: `${customerId.b},${auth.a.split(',')[1]}` } },
  { name: 'a malformed header', headers: { authorization: 'Bearer not-a-session' } },
  { name: 'a forged cookie', headers: cookieOf(`${customerId.a},${newOnlineGuid()}`) },
  { name: 'a forged header beside a valid cookie (the header decides)', headers: { authorization: `${customerId.a},${newOnlineGuid()}`, ...cookieOf(auth.a) } },
];

function expectNoForeignData(text: string) {
  for (const marker of FOREIGN_MARKERS) expect(text.toLowerCase()).not.toContain(marker.toLowerCase());
}

/** Whether a row is still live (addresses are soft-deleted). */
async function stillThere(kind: Kind, id: number): Promise<boolean> {
  if (kind === 'address') {
    const [row] = await db.db.select({ deletedAt: addresses.deletedAt }).from(addresses).where(eq(addresses.id, id));
    return row !== undefined && row.deletedAt === null;
  }
  const table = { order: orders, cartLine: cartLines, favorite: favorites, product: products, favoriteProduct: products, topic: topics }[kind];
  return (await db.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
}

describe.each(ID_CALLS)('$op', (row) => {
  const send = async (id: number, headers: Record<string, string>) => {
    const { method, path, body } = await row.request(id);
    return call(method, path, headers, body);
  };
  const expectNotMine = (res: Awaited<ReturnType<typeof call>>, id: number) => {
    if (row.foreign) row.foreign(res, id);
    else {
      expect(res.status, res.text.slice(0, 300)).toBe(404);
      expect(res.body).toMatchObject({ code: 404, error: 'not_found' });
    }
    expectNoForeignData(res.text);
  };

  const customerOwned = !SITE_KINDS.includes(row.kind);
  it.runIf(customerOwned)("answers another customer's id (same site) like an unknown one and leaves their row alone", async () => {
    const res = await send(rows.b[row.kind], as('a'));
    expectNotMine(res, rows.b[row.kind]);
    expect(await stillThere(row.kind, rows.b[row.kind])).toBe(true);
  });

  it("answers another site's id like an unknown one", async () => {
    const res = await send(rows.c[row.kind], as('a'));
    expectNotMine(res, rows.c[row.kind]);
    expect(await stillThere(row.kind, rows.c[row.kind])).toBe(true);
  });

  it('answers a deleted id like an unknown one', async () => {
    expectNotMine(await send(deleted[row.kind], as('a')), deleted[row.kind]);
  });

  it("answers another customer's (or site's) id the same way through the session cookie", async () => {
    const foreign = customerOwned ? rows.b[row.kind] : rows.c[row.kind];
    expectNotMine(await send(foreign, cookieOf(auth.a)), foreign);
  });

  if (row.signedIn) {
    it('R6.05 answers 401 without a session, with an expired session and with forged credentials', async () => {
      const target = rows.a[row.kind];
      const attempts = [
        { name: 'no session', headers: {} },
        { name: 'an expired session', headers: { authorization: expiredAuth } },
        { name: 'an expired cookie', headers: cookieOf(expiredAuth) },
        ...forgedHeaders(),
      ];
      for (const attempt of attempts) {
        const res = await send(target, attempt.headers);
        expect(res.status, `${attempt.name}: ${res.text.slice(0, 200)}`).toBe(401);
        expect(res.body).toMatchObject({ code: 401, error: 'unauthorized', field: 'Authorization' });
        expect(res.text).not.toContain(secret('a'));
      }
      expect(await stillThere(row.kind, target)).toBe(true);
    });

    it("serves the caller's own id by Authorization header and by cookie", async () => {
      for (const headers of [as('a'), cookieOf(auth.a)]) {
        const res = await send(await (row.fresh ?? (() => freshOf(row.kind)))(), headers);
        if (row.own) row.own(res);
        else ok(res);
        expectNoForeignData(res.text);
      }
    });
  } else {
    it('is public: a visitor, and a caller with forged credentials, get the same answer as a signed-in customer', async () => {
      const target = rows.a[row.kind];
      const signedIn = await send(target, as('a'));
      ok(signedIn);
      for (const headers of [{}, ...forgedHeaders().map((f) => f.headers)]) {
        const res = await send(target, headers);
        expect(res.status).toBe(200);
        expect(res.text).toBe(signedIn.text);
      }
    });
  }
});

describe('the lists of the signed-in customer', () => {
  it.each(['/api/Order', '/api/ShoppingCart', '/api/Collection', '/api/CustAddress', '/api/Customer/GetAccountNums'])(
    "R6.06 R6.07 %s shows the caller's own rows and nothing of another customer or site",
    async (path) => {
      for (const headers of [as('a'), cookieOf(auth.a)]) {
        const res = await call('GET', `${path}?userId=38&isGetAll=true`, headers);
        ok(res);
        expectNoForeignData(res.text);
      }
      // userId names the site, never the customer: asking for site 39 still answers A's own rows.
      const other = await call('GET', `${path}?userId=39&isGetAll=true`, as('a'));
      expectNoForeignData(other.text);
      expect((await call('GET', path, { authorization: expiredAuth })).status).toBe(401);
    },
  );
});
