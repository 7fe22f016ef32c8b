import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { resetEnvCache } from '@/server/env';
import { signedInCustomers, type Who } from '../support/signed-in-customers';
import { signedInStaff } from '../support/signed-in-staff';
import type { Json } from '../support/api-suite';
import { createTestDb, type TestDb } from '../support/test-db';
import { hideMailLog } from '../support/quiet-mail-log';

// A cookie travels with cross-site form posts, so every mutating request that the
// session cookie authenticates is refused (403 JSON naming Origin) when its Origin is another
// site's. Same-origin requests and Authorization-header requests (which no other site can make a
// browser send) pass. The list of routes comes from the app itself, so a new route is covered.

let db: TestDb;
let auth: Record<Who, string>;
const HOST = 'shop.example';
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = hideMailLog();
  delete process.env.SMTP_URL;
  resetEnvCache();
  db = await createTestDb();
  ({ auth } = await signedInCustomers(db, 'origin'));
});
afterAll(async () => {
  restoreLog();
  await db.dispose();
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every mutating API route, its path parameters filled with 1. */
function mutatingRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of apiApp.routes) {
    if (!MUTATING.has(route.method) || route.path.includes('*')) continue;
    const path = route.path.replace(/:\w+/g, '1');
    seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

async function send(route: { method: string; path: string }, headers: Record<string, string>) {
  const res = await apiApp.request(`http://${HOST}${route.path}`, {
    method: route.method,
    headers: { host: HOST, 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1', ...headers },
    body: route.method === 'DELETE' ? undefined : '{}',
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as Json };
}

const cookieOf = (who: Who) => ({ cookie: `lantern_session=${encodeURIComponent(auth[who])}` });
const FOREIGN = ['https://evil.example', `https://${HOST}.evil.example`, 'null', `http://${HOST}:8443`];

describe('foreign-Origin requests authenticated by the session cookie', () => {
  let authenticated: { method: string; path: string }[] = [];

  beforeAll(async () => {
    // A route is cookie-authenticated when a caller without any credential is refused with 401.
    // The workspace's calls take the staff cookie: proved in the describe below.
    for (const route of mutatingRoutes()) if (!route.path.startsWith('/api/admin/') && (await send(route, {})).status === 401) authenticated.push(route);
    authenticated = [...authenticated, { method: 'POST', path: '/api/Customer/Logout' }];
  });

  it('finds the signed-in calls of §7 among the routes (the list is derived, not written)', () => {
    const names = authenticated.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/ShoppingCart',
        'POST /api/ShoppingCart/SetQuantity',
        'POST /api/ShoppingCart/Merge',
        'DELETE /api/ShoppingCart/1',
        'POST /api/Collection',
        'DELETE /api/Collection/1',
        'POST /api/CustAddress',
        'DELETE /api/CustAddress/1',
        'POST /api/Order/SubmitOrder',
        'POST /api/Customer/ChangePwd',
        'POST /api/Customer/Logout',
      ]),
    );
  });

  it('refuses each of them with a 403 JSON error naming Origin, for every foreign Origin', async () => {
    for (const route of authenticated) {
      for (const origin of FOREIGN) {
        const res = await send(route, { ...cookieOf('a'), origin });
        expect(res.status, `${route.method} ${route.path} from ${origin}: ${res.text}`).toBe(403);
        expect(res.body).toMatchObject({ code: 403, error: 'forbidden', field: 'Origin' });
      }
      const legacy = await send(route, { ...cookieOf('a'), 'sec-fetch-site': 'cross-site' });
      expect(legacy.status, `${route.method} ${route.path} without Origin, Sec-Fetch-Site cross-site`).toBe(403);
    }
  });

  it('lets the same requests through from our own origin, and by Authorization header from anywhere', async () => {
    // (Logout is left out here: passing would end the session the other calls use; session-lifecycle.test.ts proves it.)
    for (const route of authenticated.filter((r) => !r.path.endsWith('/Logout'))) {
      for (const headers of [
        { ...cookieOf('b'), origin: `http://${HOST}` },
        { ...cookieOf('b'), 'sec-fetch-site': 'same-origin' },
        { authorization: auth.b, origin: 'https://evil.example' },
      ] as Record<string, string>[]) {
        const res = await send(route, headers);
        expect([401, 403], `${route.method} ${route.path} ${JSON.stringify(headers)}: ${res.text}`).not.toContain(res.status);
      }
    }
  });

  it('a foreign page cannot sign the customer out (logout CSRF): the session survives', async () => {
    const res = await send({ method: 'POST', path: '/api/Customer/Logout' }, { ...cookieOf('c'), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const nums = await apiApp.request(`http://${HOST}/api/Customer/GetAccountNums`, { headers: { host: HOST, ...cookieOf('c') } });
    expect(nums.status).toBe(200);
  });
});

describe('foreign-Origin requests authenticated by the staff cookie (the workspace, /api/admin/*)', () => {
  it('refuses every cookie-authenticated workspace write with a 403 JSON error naming Origin', async () => {
    const { headers } = await signedInStaff(db, 'owner');
    const workspace = [];
    for (const route of mutatingRoutes()) if (route.path.startsWith('/api/admin/') && (await send(route, {})).status === 401) workspace.push(route);
    expect(workspace.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['PUT /api/admin/products/1', 'POST /api/admin/staff', 'POST /api/admin/import']));
    for (const route of workspace) {
      for (const origin of FOREIGN) {
        const res = await send(route, { ...headers, origin });
        expect(res.status, `${route.method} ${route.path} from ${origin}: ${res.text}`).toBe(403);
        expect(res.body).toMatchObject({ code: 403, field: 'Origin' });
      }
    }
  });
});
