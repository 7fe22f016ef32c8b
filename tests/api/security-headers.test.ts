import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { signedInCustomers, type Who } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';

// Security headers, API side: every answer of the JSON API — success, error, unknown path, file export,
// the reference page — carries a policy that loads nothing and cannot be framed, nosniff and
// Referrer-Policy; HSTS only when the request came over https. (Pages, pictures, captcha and
// static files: tests/e2e/security-headers.spec.ts against the production server.)

let db: TestDb;
let auth: Record<Who, string>;

beforeAll(async () => {
  db = await createTestDb();
  ({ auth } = await signedInCustomers(db, 'headers'));
});
afterAll(() => db.dispose());

const ANSWERS: [string, string, RequestInit?][] = [
  ['a success', '/api/Color?userId=38&isGetAll=true'],
  ['a validation error', '/api/Color?PageSize=-1'],
  ['a 401', '/api/ShoppingCart'],
  ['an unknown path', '/api/NoSuchThing'],
  ['a wrong method', '/api/Color', { method: 'DELETE' }],
  ['a malformed JSON body', '/api/Feedback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
  ['the OpenAPI document', '/api/openapi.json'],
];

describe('API security headers', () => {
  it.each(ANSWERS)('puts the strict policy, nosniff, Referrer-Policy, Permissions-Policy and COOP on %s, and no HSTS over http', async (_name, path, init) => {
    const res = await apiApp.request(`http://shop.example${path}`, init);
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('covers a signed-in file export too', async () => {
    const res = await apiApp.request('/api/ShoppingCart/Export?format=xlsx&lang=en', { headers: { authorization: auth.a } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the reference page its own policy and adds frame-ancestors to it', async () => {
    const res = await apiApp.request('/api/reference');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });

  it('sends HSTS when the request came over https: X-Forwarded-Proto from the TLS proxy, or the URL itself', async () => {
    for (const res of [
      await apiApp.request('http://shop.example/api/Color?userId=38', { headers: { 'x-forwarded-proto': 'https' } }),
      await apiApp.request('https://shop.example/api/NoSuchThing'),
    ]) {
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = await apiApp.request('https://shop.example/api/Color?userId=38', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
