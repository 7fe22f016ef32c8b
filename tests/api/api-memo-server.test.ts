import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiMemo } from '../../scripts/server/api-memo.mjs';
import { parseTrustedProxies } from '../../scripts/server/forwarding.mjs';
import { frontListener } from '../../scripts/server/front.mjs';
import { areaRulesFor, forgetAreaRules } from '@/server/access';
import { noteCatalogToken } from '@/server/cache/catalog-cache';
import { SHARED_HEADER } from '@/server/cache/page-cache-link';
import { areaRules, products, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { toApi } from '../support/front-to-api';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0060: the front sends a public catalogue answer again for the same URL while the catalogue
// is at the revision it was read under, and never keeps or sends one to a caller who carries a
// cookie or Authorization. Through the real front of scripts/server.mjs on a socket, with the API
// app where Next would be; `reached` counts the calls that got past the front.

let db: TestDb;
let productId: number;
let server: http.Server;
let origin: string;
let memo: ApiMemo;
let reached = 0;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  const [row] = await db.db
    .insert(products)
    .values({ siteId: 38, code: 'LT-8802', classcode: '001', name: '圣诞挂件红球', nameen: 'Red bauble ornament', price: 21.5, foreignprice: 2.95, stock: 500 })
    .returning({ id: products.id });
  productId = row!.id;
  memo = new ApiMemo();
  server = http.createServer(
    frontListener(
      (req, res) => {
        reached++;
        return toApi(req, res);
      },
      { trusted: parseTrustedProxies(''), apiMemo: memo },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  noteCatalogToken(undefined);
  forgetAreaRules();
  await db.dispose();
});
beforeEach(async () => {
  await db.db.delete(areaRules).where(eq(areaRules.siteId, 38));
  forgetAreaRules();
  await areaRulesFor(db.db, 38); // read as the gate reads them: none, so the front may answer
  for (const key of [...memo.entries.keys()]) memo.forget(key);
  noteCatalogToken('revision-1');
  reached = 0;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
/** The front keeps an answer once it is compressed, just after sending it. */
const kept = (count: number) => vi.waitFor(() => expect(memo.entries.size).toBe(count));

describe('a public catalogue call behind the front', () => {
  it('is answered by the API once, then by the front with the same body and headers, until the catalogue changes', async () => {
    const first = await get(`/api/Product/${productId}`);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(firstBody).toContain('Red bauble ornament');
    expect(reached).toBe(1);
    await kept(1);
    const again = await get(`/api/Product/${productId}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(reached).toBe(1);

    // A supplier renames the product: the watcher's new token ends the kept answer.
    await db.db.update(products).set({ nameen: 'Gold bauble ornament' }).where(eq(products.id, productId));
    noteCatalogToken('revision-2');
    const renamed = await get(`/api/Product/${productId}`);
    expect(await renamed.text()).toContain('Gold bauble ornament');
    expect(reached).toBe(2);
    await kept(1);
    expect(await (await get(`/api/Product/${productId}`)).text()).toContain('Gold bauble ornament');
    expect(reached).toBe(2);
  });

  it('is sent in the encoding the client takes, from one kept answer', async () => {
    await get('/api/Product?PageSize=20&page=1');
    await kept(1);
    const plain = await (await get('/api/Product?PageSize=20&page=1', { 'accept-encoding': 'identity' })).text();
    const zipped = await get('/api/Product?PageSize=20&page=1', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(plain); // fetch decodes it
    expect(reached).toBe(1);
  });

  it('never carries the front’s marker to the client, kept or not', async () => {
    for (const headers of [{}, {}, { cookie: 'NEXT_LOCALE=zh' }, { 'x-lantern-share-ask': '1', cookie: 'NEXT_LOCALE=zh' }] as Record<string, string>[]) {
      const answer = await get(`/api/Product/${productId}`, headers);
      expect(answer.headers.get(SHARED_HEADER), JSON.stringify(headers)).toBeNull();
    }
  });
});

describe('a call that carries a person', () => {
  const people: Record<string, string>[] = [{ authorization: '12,5f0c2b4e-0000-4000-8000-000000000000' }, { cookie: 'lantern_customer=abc' }];

  it('is answered by the API even when the front holds a visitor’s answer to the same URL', async () => {
    await get(`/api/Product/${productId}`);
    await kept(1);
    for (const headers of people) {
      reached = 0;
      await get(`/api/Product/${productId}`, headers);
      expect(reached, JSON.stringify(headers)).toBe(1);
    }
  });

  it('is never kept for anyone else', async () => {
    for (const headers of people) {
      reached = 0;
      for (let i = 0; i < 3; i++) expect((await get(`/api/Product/${productId}`, headers)).status).toBe(200);
      expect(reached, JSON.stringify(headers)).toBe(3);
      expect(memo.entries.size).toBe(0);
    }
    // A visitor's call after them is the API's to answer, and only then kept.
    reached = 0;
    await get(`/api/Product/${productId}`);
    expect(reached).toBe(1);
    await kept(1);
  });
});

describe('calls the front leaves to the API', () => {
  it('every call while the site restricts an area: the gate decides each visitor', async () => {
    await get(`/api/Product/${productId}`);
    await kept(1);
    await db.db.insert(areaRules).values({ siteId: 38, ipPrefix: '127.0.0.0/8', restricted: true });
    forgetAreaRules(); // a workspace edit of the rules
    const answer = await get(`/api/Product/${productId}`);
    expect(answer.status).toBe(403);
    expect(reached).toBe(2);
  });

  it('a call naming a site in the query, even with the parameter name percent-escaped', async () => {
    for (const path of [`/api/Product/${productId}?user%49d=38`, `/api/Product/${productId}?%75serid=38`]) {
      reached = 0;
      expect((await get(path)).status, path).toBe(200);
      expect((await get(path)).status, path).toBe(200);
      expect(reached, path).toBe(2);
    }
    expect(memo.entries.size).toBe(0);
  });

  it('what the catalogue routes do not declare shared: a customer route, a missing product', async () => {
    await get('/api/ShoppingCart?page=1');
    await get('/api/ShoppingCart?page=1');
    await get('/api/Product/999999');
    await get('/api/Product/999999');
    expect(reached).toBe(4);
    expect(memo.entries.size).toBe(0);
  });
});
