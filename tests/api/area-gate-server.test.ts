import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaGateOpen, frontListener } from '../../scripts/server/front.mjs';
import { parseTrustedProxies } from '../../scripts/server/forwarding.mjs';
import { areaRulesFor, createAccessCode, forgetAreaRules } from '@/server/access';
import { areaRules, areaUnlocks, products, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import proxy from '@/proxy';
import { call } from '../support/api-suite';
import { toApi } from '../support/front-to-api';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0046: the area gate on the server. A supplier restricts the loopback range; a visitor from
// there gets no product page and no product call until an access code lets their address in. Pages
// go through the proxy (src/proxy.ts) as Next runs it; calls through the API app; the forwarding
// case through the real front of scripts/server.mjs on a socket.

const CODE = 'Yiwu-Fair-2026';
const PRICE_USD = 12.34;
const PRICE_CNY = 88.5;
let db: TestDb;
let productId: number;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  const [row] = await db.db
    .insert(products)
    .values({ siteId: 38, code: 'LT-8801', classcode: '001', name: '宫灯红绸八角', nameen: 'Red silk palace lantern', price: PRICE_CNY, foreignprice: PRICE_USD, stock: 40 })
    .returning({ id: products.id });
  productId = row!.id;
  await createAccessCode(db.db, 38, CODE);
});
afterAll(async () => {
  forgetAreaRules();
  await db.dispose();
});

/** The supplier's rules: the loopback range restricted, or none. */
async function restrictLoopback(on: boolean) {
  await db.db.delete(areaRules).where(eq(areaRules.siteId, 38));
  await db.db.delete(areaUnlocks);
  if (on) await db.db.insert(areaRules).values({ siteId: 38, ipPrefix: '127.0.0.0/8', restricted: true });
  forgetAreaRules();
}

/** A page request as the front hands it to Next: X-Forwarded-For settled to the visitor's address. */
const page = (path: string, address = '::1') => proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'x-forwarded-for': address, accept: 'text/html' } }));
const api = (path: string, address = '::1') => call('GET', path, { headers: { 'x-forwarded-for': address } });
const passesOn = (res: Response) => res.status === 200 && Boolean(res.headers.get('x-middleware-next') ?? res.headers.get('x-middleware-rewrite'));

describe('with a rule for the loopback range (a browser on localhost connects from ::1)', () => {
  beforeEach(() => restrictLoopback(true));

  it('R4.21 redirects every product page to the localized /accessCode with the page asked for, with no page in the body', async () => {
    for (const [path, location] of [
      [`/product-detail/${productId}`, `/accessCode?checked=1&from=${encodeURIComponent(`/product-detail/${productId}`)}`],
      [`/zh/product-detail/${productId}`, `/zh/accessCode?checked=1&from=${encodeURIComponent(`/product-detail/${productId}`)}`],
      // The page asked for as the address bar held it (percent-encoded), so the form can open it again.
      ['/zh/products?page=1&keyword=宫灯', `/zh/accessCode?checked=1&from=${encodeURIComponent(`/products?page=1&keyword=${encodeURIComponent('宫灯')}`)}`],
      ['/', '/accessCode?checked=1'],
    ]) {
      for (const address of ['::1', '127.0.0.1', '::ffff:127.0.0.1']) {
        const res = await page(path!, address);
        expect(res.status, `${path} from ${address}`).toBe(303);
        expect(new URL(res.headers.get('location')!).pathname + new URL(res.headers.get('location')!).search).toBe(location);
        expect(res.headers.get('cache-control')).toContain('no-store');
        const body = await res.text();
        expect(body).not.toContain(String(PRICE_USD));
        expect(body).not.toContain(String(PRICE_CNY));
      }
    }
  });

  it('R4.22 leaves /contact and /accessCode open, in both languages', async () => {
    for (const path of ['/contact', '/zh/contact', '/accessCode?checked=1', '/zh/accessCode']) expect(passesOn(await page(path)), path).toBe(true);
  });

  it('answers the product calls with 403 JSON, and keeps the area, menu and content calls open', async () => {
    for (const path of [
      '/api/Product?PageSize=1',
      `/api/Product/${productId}?userId=38`,
      '/api/product?keyWord=lantern',
      '/api/TopSellingProduct?userId=38',
      '/api/Home?userId=38',
      '/api/Product?PageSize=1&userId=38',
    ]) {
      const answer = await api(path);
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toMatchObject({ code: 403, error: 'forbidden' });
      expect(answer.text).not.toContain(String(PRICE_USD));
    }
    expect((await api('/api/AreaLimit/CheckUserArea?userId=38')).status).toBe(403);
    expect((await api('/api/Home/Menu?userId=38')).status).toBe(200);
    expect((await api('/api/Topic?userId=38&isGetAll=true')).status).toBe(200);
  });

  it('R7.15 lets the visitor in once an access code unlocks their address: the page renders and the call answers the price', async () => {
    const unlock = await call('POST', '/api/AreaLimit/UseSafeIp', { headers: { 'x-forwarded-for': '::1' }, body: { accessCode: CODE.toLowerCase() } });
    expect(unlock.status).toBe(200);
    expect(passesOn(await page(`/product-detail/${productId}`))).toBe(true);
    expect(passesOn(await page(`/zh/product-detail/${productId}`))).toBe(true);
    const detail = await api(`/api/Product/${productId}?userId=38`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(String(PRICE_USD));
    expect((await api('/api/Product?PageSize=1')).status).toBe(200);
    // ::1 and 127.0.0.1 are one machine: the unlock holds for both forms.
    expect(passesOn(await page(`/product-detail/${productId}`, '127.0.0.1'))).toBe(true);
    // Another restricted address is still kept out.
    expect((await page(`/product-detail/${productId}`, '127.0.0.9')).status).toBe(303);
  });

  it('tells the front that repeat pages must go through the gate (its page memo stays unused)', async () => {
    await areaRulesFor(db.db, 38);
    expect(areaGateOpen()).toBe(false);
  });
});

describe('with no rule (the common case)', () => {
  beforeEach(() => restrictLoopback(false));

  it('serves every page and call, and lets the front answer repeat pages from its memo', async () => {
    for (const path of [`/product-detail/${productId}`, `/zh/product-detail/${productId}`, '/contact', '/zh/products?page=1']) expect(passesOn(await page(path)), path).toBe(true);
    const detail = await api(`/api/Product/${productId}?userId=38`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(String(PRICE_USD));
    expect((await api('/api/Product?PageSize=1')).status).toBe(200);
    expect(areaGateOpen()).toBe(true);
    forgetAreaRules(); // a workspace edit: the memo waits for the next read
    expect(areaGateOpen()).toBe(false);
  });
});

describe('behind the front, without trusted proxies (TRUSTED_PROXIES empty)', () => {
  it('ignores a spoofed X-Forwarded-For: the socket address decides', async () => {
    const server = http.createServer(frontListener(toApi, { trusted: parseTrustedProxies('') }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await restrictLoopback(true);
      for (const spoofed of [{ 'x-forwarded-for': '10.20.30.40' }, { 'x-real-ip': '10.20.30.40' }, { forwarded: 'for=10.20.30.40' }] as Record<string, string>[]) {
        expect((await fetch(`${origin}/api/Product?PageSize=1`, { headers: spoofed })).status, JSON.stringify(spoofed)).toBe(403);
      }
      // The other way round: a rule for someone else's range is not reached by naming it.
      await db.db.delete(areaRules).where(eq(areaRules.siteId, 38));
      await db.db.insert(areaRules).values({ siteId: 38, ipPrefix: '203.0.113.0/24', restricted: true });
      forgetAreaRules();
      expect((await fetch(`${origin}/api/Product?PageSize=1`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
      expect((await fetch(`${origin}/api/Product?PageSize=1`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
