import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession, startSession } from '@/server/accounts/sessions';
import { apiApp } from '@/server/api/app';
import { apiErrorBodySchema } from '@/server/api/errors';
import { API_BODY_LIMIT_BYTES } from '@/server/api/request-limits';
import { resetRateLimits } from '@/server/security/rate-limit';
import { hostileJson, hostileString, INJECTIONS, malformedJson, runs, TRAVERSALS } from '../support/hostile-arbitraries';
import { databaseChecksum, honoPath, listEndpoints, send, type Endpoint } from '../support/hostile-endpoints';
import { signedInCustomers } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';

// Issue 8 §1: hostile input over every endpoint. For any request: never a 5xx; a 4xx is the JSON
// error body (R9.38) and a 400/401/413 names the field at fault; a refused request changes no row.

let db: TestDb;
let signedIn = '';
let customerId = 0;
const endpoints = await listEndpoints();

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  const customers = await signedInCustomers(db, 'hostile');
  signedIn = customers.auth.a;
  customerId = customers.customerId.a;
});

/** Logout and ChangePwd end the session a request carried: sign the customer in again. */
async function keepSignedIn() {
  if (await findSession(db.db, signedIn)) return;
  signedIn = `${customerId},${(await startSession(db.db, 38, customerId, true)).onlineGuid}`;
}
afterAll(() => db.dispose());

/** §7 Calls as the requirements list them (R7.13-R7.94): each must be one of the fuzzed endpoints. */
const SECTION_7_CALLS = [
  'GET /api/AreaLimit/CheckUserArea', 'POST /api/AreaLimit/UseSafeIp', 'GET /verifycode/NumberVerifyCode',
  'POST /api/Customer/RegisterByEmail', 'POST /api/Customer/Login', 'POST /api/Customer/LoginByGoogle',
  'POST /api/Customer/ResetPwdByEmail', 'POST /api/Customer/CheckVeriCode', 'POST /api/Customer/ResetPwd',
  'POST /api/Customer/ChangePwd', 'GET /api/Customer/CheckPhoneEnable', 'GET /api/Customer/GetAccountNums', 'GET /TempKey',
  'GET /api/ContactUs', 'POST /api/Feedback', 'POST /api/SubscribeMail/AddSubscribeMail', 'GET /api/Home',
  'GET /api/Home/GetAllTopic', 'GET /api/AboutUs', 'GET /api/CertificateFile', 'GET /api/Article', 'GET /api/FairLog',
  'GET /api/Product', 'GET /api/Product/GetByTopicCode', 'GET /api/Product/{id}', 'GET /api/ProductDescription/GetProductDescriptionInfo',
  'GET /api/Product/SimilarListProduct_Tway', 'GET /api/Product/GetHotProductFromERPLink', 'GET /api/Product/GetRecommendProductFromERPLink',
  'GET /api/TopSellingProduct', 'GET /api/Product/GetFilter', 'GET /api/CustAddress', 'POST /api/CustAddress', 'DELETE /api/CustAddress/{id}',
  'GET /api/ShoppingCart', 'POST /api/ShoppingCart', 'DELETE /api/shoppingCart/{ids}', 'GET /api/Collection', 'POST /api/Collection',
  'DELETE /api/Collection/{id}', 'GET /api/FriendLink', 'POST /api/Order/SubmitOrder', 'GET /api/Order', 'GET /api/Color', 'GET /api/Pack',
  'GET /api/Unit', 'GET /api/Topic',
];

const key = (method: string, path: string) => `${method.toUpperCase()} ${honoPath(path).toLowerCase()}`;

describe('the fuzzed endpoint list', () => {
  it('holds every route the API serves, so a new route cannot be left out', () => {
    const fuzzed = new Set(endpoints.map((e) => key(e.method, e.path)));
    const served = apiApp.routes.filter((r) => r.method !== 'ALL').map((r) => key(r.method, r.path));
    expect([...new Set(served)].filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it('R7.13-R7.94 holds every call of §7', () => {
    const fuzzed = new Set(endpoints.map((e) => key(e.method, e.path)));
    const missing = SECTION_7_CALLS.map((call) => call.split(' ') as [string, string]).filter(([m, p]) => !fuzzed.has(key(m, p)));
    expect(missing).toEqual([]);
    expect(endpoints.length).toBeGreaterThanOrEqual(SECTION_7_CALLS.length);
  });
});

/** Header values are byte strings: keep the hostile intent, drop what fetch cannot send. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000);
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const pathValue = fc.oneof(
  fc.constantFrom(...TRAVERSALS, ...INJECTIONS).map(encodeURIComponent),
  fc.constantFrom(...TRAVERSALS),
  hostileString.map((s) => encodeURIComponent(s.slice(0, 300).toWellFormed())),
  fc.constantFrom('0', '-1', '1', '99999999999999999999', '1,2,3', ',,', '1.5', '%00', '%C0%AE%C0%AE', '%ZZ', '%'),
);

const who = fc.constantFrom<'anonymous' | 'customer' | 'forged'>('anonymous', 'customer', 'forged');
const forgedAuth = fc.constantFrom("1' OR '1'='1,x", '999999999,00000000-0000-0000-0000-000000000000', ',', '1,', 'a,b,c', '-1,<script>', '1,1'.repeat(500));

interface Sent {
  url: string;
  init: RequestInit;
  /** The names a 4xx may blame. */
  fields: Set<string>;
}

function requestParts(endpoint: Endpoint) {
  const query = endpoint.params.filter((p) => p.in === 'query');
  const path = endpoint.params.filter((p) => p.in === 'path');
  return fc.record({
    who,
    forged: forgedAuth,
    query: fc.tuple(...query.map(() => fc.option(fc.oneof(hostileString, fc.constantFrom('38', '1', 'true', '0')), { nil: undefined }))),
    extra: fc.option(fc.tuple(fc.constantFrom(...INJECTIONS, 'userId[]', 'page', '__proto__'), hostileString), { nil: undefined }),
    path: fc.tuple(...path.map(() => pathValue)),
    deviceCode: fc.option(hostileString.map(headerSafe), { nil: undefined }),
    pageName: fc.option(hostileString.map(headerSafe), { nil: undefined }),
  });
}

type Parts = ReturnType<typeof requestParts> extends fc.Arbitrary<infer T> ? T : never;

function buildRequest(endpoint: Endpoint, parts: Parts, body?: { text: string; type?: string }): Sent {
  const query = endpoint.params.filter((p) => p.in === 'query');
  let url = endpoint.path;
  endpoint.params.filter((p) => p.in === 'path').forEach((p, i) => (url = url.replace(`{${p.name}}`, parts.path[i]!)));
  const search = new URLSearchParams();
  query.forEach((p, i) => parts.query[i] !== undefined && search.append(p.name, parts.query[i]!));
  if (parts.extra) search.append(parts.extra[0], parts.extra[1]);
  const queryKeys = [...search.keys()];
  const qs = search.toString();
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (parts.who === 'customer') headers.authorization = signedIn;
  if (parts.who === 'forged') headers.authorization = parts.forged;
  if (parts.deviceCode !== undefined) headers.DeviceCode = parts.deviceCode;
  if (parts.pageName !== undefined) headers.pageName = parts.pageName;
  if (body?.type) headers['content-type'] = body.type;
  const fields = new Set(['body', 'Authorization', 'DeviceCode', 'Origin', 'pageName', ...endpoint.params.map((p) => p.name)]);
  for (const name of Object.keys(endpoint.body?.properties ?? {})) fields.add(name);
  for (const name of [...queryKeys, ...sentKeys(body?.text)]) fields.add(name);
  return { url: qs ? `${url}?${qs}` : url, init: { method: endpoint.method, headers, ...(body ? { body: body.text } : {}) }, fields };
}

/** The top-level keys of a JSON object body: a 400 may name an extra field the caller sent. */
function sentKeys(text: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

/** The answer to any request: the properties of issue 8 §1. */
/** The database checksum after the last request (one checksum per request, not two). */
let known: string | undefined;

async function check(endpoint: Endpoint, sent: Sent, expected?: { status: number; field?: string }) {
  const before = (known ??= await databaseChecksum(db.db));
  known = undefined;
  const response = await send(endpoint, sent.url, sent.init);
  const text = await response.text();
  const what = `${endpoint.method} ${sent.url} (seeded; rerun with FC_SEED) → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  if (expected) expect(response.status, what).toBe(expected.status);
  if (response.status < 400) return keepSignedIn();
  if (endpoint.path === '/Upload/{path}') {
    // Pictures answer a bare 403/404 (no JSON): an image URL is not an API call.
    expect([400, 403, 404], what).toContain(response.status);
  } else {
    expect(response.headers.get('content-type'), what).toContain('application/json');
    const body = apiErrorBodySchema.parse(JSON.parse(text));
    expect(body.code, what).toBe(response.status);
    if ([400, 401, 413].includes(response.status)) expect(body.field, what).toBeTruthy();
    if (body.field !== undefined) expect(sent.fields.has(body.field.split('.')[0]!), `${what}: field ${body.field} is not an input`).toBe(true);
    if (expected?.field) expect(body.field, what).toBe(expected.field);
  }
  known = await databaseChecksum(db.db);
  expect(known, `${what}: a refused request changed the database`).toBe(before);
}

/** Per endpoint and property; about 700 requests in all, well under a minute on 2 cores. */
const RUNS = 6;

describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, endpoint) => {
  it('R9.38 never answers 5xx to hostile query values, path ids and headers, anonymous or signed in', async () => {
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), async (parts) => {
        await check(endpoint, buildRequest(endpoint, parts, endpoint.body ? { text: '{}', type: 'application/json' } : undefined));
      }),
      runs(RUNS),
    );
  });

  if (!endpoint.body) return;
  const body = endpoint.body;

  it('R7.01 answers malformed JSON, wrong content types and wrong body types with a 400 naming body', async () => {
    // Not JSON at all, or not sent as JSON: 400 naming body. JSON of the wrong type (null, a
    // number, a string): 400 naming body or, where a list is read, the list's field.
    const toBody = { status: 400, field: 'body' };
    const kinds = fc.oneof(
      malformedJson.map((text) => ({ text, type: 'application/json', expected: toBody })),
      hostileJson.filter((v) => v === null || typeof v !== 'object').map((v) => ({ text: JSON.stringify(v), type: 'application/json', expected: { status: 400 } })),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml').map((type) => ({ text: '{}', type, expected: toBody })),
    );
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), kinds, async (parts, { expected, ...sentBody }) => {
        // Signed in, with the query and headers a client would send, so only the body is wrong.
        const plain = { ...parts, who: endpoint.signedIn ? ('customer' as const) : ('anonymous' as const), query: parts.query.map(() => undefined), extra: undefined };
        await check(endpoint, buildRequest(endpoint, plain, sentBody), expected);
      }),
      runs(RUNS),
    );
  });

  it('R9.38 never answers 5xx to bodies of hostile values, missing and extra fields, anonymous or signed in', async () => {
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), shapedBody(body), async (parts, value) => {
        await check(endpoint, buildRequest(endpoint, { ...parts, who: endpoint.signedIn && parts.who === 'forged' ? 'customer' : parts.who }, { text: JSON.stringify(value), type: 'application/json' }));
      }),
      runs(RUNS * 2),
    );
  });
});

type Schema = NonNullable<Endpoint['body']>;

/** A value of the schema's shape (its example when it has one) or a hostile one in its place. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [];
  if (schema.example !== undefined) plausible.push(fc.constant(schema.example));
  if (schema.enum) plausible.push(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties && depth < 3) plausible.push(objectOf(schema, depth + 1));
  if (type === 'array' && schema.items && depth < 3) plausible.push(fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 }));
  if (type === 'integer' || type === 'number') plausible.push(fc.integer({ min: 1, max: 40 }));
  if (type === 'boolean') plausible.push(fc.boolean());
  if (schema.anyOf) plausible.push(...schema.anyOf.map((s) => valueOf(s, depth + 1)));
  return plausible.length ? fc.oneof({ arbitrary: fc.oneof(...plausible), weight: 2 }, { arbitrary: hostileJson, weight: 1 }) : hostileJson;
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...entries.map(([, s]) => fc.option(valueOf(s, depth), { nil: undefined, freq: 5 }))),
      fc.dictionary(fc.constantFrom('extra', "x' OR 1=1", '__proto__', 'constructor', '<b>'), hostileJson, { maxKeys: 2 }),
    )
    .map(([values, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      entries.forEach(([name], i) => values[i] !== undefined && (out[name] = values[i]));
      return out;
    });
}

const shapedBody = (schema: Schema) => objectOf(schema, 0);

describe('bodies over 1 MB', () => {
  const posts = endpoints.filter((e) => e.method === 'POST');
  const oversized = JSON.stringify({ content: 'x'.repeat(API_BODY_LIMIT_BYTES) });

  it.each(posts.map((e) => [e.path]))('R7.01 %s answers 413 naming body, from Content-Length and from a streamed body', async (path) => {
    const before = await databaseChecksum(db.db);
    const headers = { 'content-type': 'application/json', authorization: signedIn, 'x-forwarded-for': randomIp() };
    const declared = await apiApp.request(path, { method: 'POST', headers: { ...headers, 'content-length': String(oversized.length) }, body: oversized });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 413, error: 'payload_too_large', field: 'body' });
    const bytes = new TextEncoder().encode(oversized);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await apiApp.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 413, field: 'body' });
    expect(await databaseChecksum(db.db)).toBe(before);
  });

  it('reads a body just under 1 MB and answers on its fields, not its size', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(API_BODY_LIMIT_BYTES - 100) });
    const res = await apiApp.request('/api/SubscribeMail/AddSubscribeMail', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('email');
  });
});
