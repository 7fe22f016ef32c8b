import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOfApiPath, isPublicWorkspacePath, WORKSPACE_ROLES, type WorkspaceRole } from '@/lib/roles/role-table';
import { apiApp } from '@/server/api/app';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call } from '../support/api-suite';
import { signedInBuyer } from '../support/signed-in-buyer';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// ADR 0042: every workspace call, as the API document lists it, walked by each role, a signed-in
// buyer and nobody. What each may do is read from the role table only, so a new route is walked
// (and held to its area's roles) without touching this file.

let db: TestDb;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  for (const role of WORKSPACE_ROLES) headers[role] = (await signedInStaff(db, role, { email: `walk-${role}@staff.test` })).headers;
  const buyer = await signedInBuyer(db, 'walk-buyer@buyer.test');
  headers.buyer = { authorization: buyer.auth, cookie: `lantern_session=${buyer.auth}` };
  headers.nobody = {};
});
afterAll(() => db.dispose());

interface Operation {
  method: string;
  path: string;
}

async function workspaceOperations(): Promise<Operation[]> {
  const doc = (await (await apiApp.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/') || path === '/api/admin')
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
}

/** A concrete URL of the documented path: every `{param}` becomes an id no row has. */
const concrete = (path: string) => path.replace(/\{token\}/g, 'A'.repeat(43)).replace(/\{\w+\}/g, '987654');

describe('the role walk', () => {
  it('finds the workspace calls in the API document, each in an area of the role table or public', async () => {
    const operations = await workspaceOperations();
    expect(operations.length).toBeGreaterThan(100);
    const homeless = operations.filter((op) => !areaOfApiPath(op.path) && !isPublicWorkspacePath(op.path));
    expect(homeless).toEqual([]);
  });

  it('answers every /api/admin call as the role table says, for owner, catalogue, sales, a buyer and nobody', async () => {
    const operations = (await workspaceOperations()).filter((op) => !isPublicWorkspacePath(op.path));
    const wrong: string[] = [];
    // Reads first, then writes, deletes last: an owner's allowed delete cannot take a row another call walks.
    const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    operations.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    for (const op of operations) {
      const area = areaOfApiPath(op.path)!;
      for (const who of [...WORKSPACE_ROLES, 'buyer', 'nobody'] as const) {
        const answer = await call(op.method, concrete(op.path), { headers: headers[who], body: op.method === 'GET' ? undefined : {}, mayBeFile: true });
        const allowed = (WORKSPACE_ROLES as readonly string[]).includes(who) && area.roles.includes(who as WorkspaceRole);
        const expected = who === 'buyer' || who === 'nobody' ? 401 : allowed ? 'neither 401 nor 403' : 403;
        const ok = typeof expected === 'number' ? answer.status === expected : answer.status !== 401 && answer.status !== 403;
        if (!ok) wrong.push(`${op.method} ${op.path} as ${who} (area ${area.area}): ${answer.status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets nobody but the owner into access control: the catalogue clerk cannot generate or list access codes', async () => {
    const generate = await call('POST', '/api/admin/access-codes/generate', { headers: headers.catalogue, body: { count: 1 } });
    expect(generate.status).toBe(403);
    expect(generate.body).toMatchObject({ field: 'role' });
    expect((await call('GET', '/api/admin/access-codes', { headers: headers.catalogue })).status).toBe(403);
    expect((await call('GET', '/api/admin/area-rules', { headers: headers.sales })).status).toBe(403);
    expect((await call('GET', '/api/admin/access-codes', { headers: headers.owner })).status).toBe(200);
  });
});
