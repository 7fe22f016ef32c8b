import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession, startSession } from '@/server/accounts/sessions';
import { findStaffSession, startStaffSession, STAFF_COOKIE } from '@/server/staff/session';
import { apiApp } from '@/server/api/app';
import { apiErrorBodySchema } from '@/server/api/kit/errors';
import { singular } from '@/server/catalog/search/english-forms';
import { contentTypeOf } from '@/server/media/store';
import { API_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_PATTERNS } from '@/server/api/request-limits';
import { INT4_MAX } from '@/lib/validation/limits';
import { resetRateLimits } from '@/server/security/rate-limit';
import {
  deepJson,
  FORBIDDEN_METHODS,
  hostileJson,
  hostileString,
  INJECTIONS,
  JSON_NUMBERS,
  MALFORMED_ESCAPES,
  malformedJson,
  NUMBER_TEXTS,
  oddMethod,
  PROTOTYPE_KEYS,
  prototypeText,
  runs,
  TRAVERSALS,
} from '../support/hostile-arbitraries';
import { databaseChecksum, honoPath, listEndpoints, send, type Endpoint, type JsonSchema } from '../support/hostile-endpoints';
import { signedInCustomers } from '../support/signed-in-customers';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Hostile input over every endpoint. For any request: never a 5xx; a 4xx
// is the JSON error body (R9.38) and a 400/401/413 names the field at fault; a refused request
// changes no row. Hostile means every part of the request: method, path, query, headers (the
// Authorization credential, the session cookie, DeviceCode, pageName) and the JSON body.

let db: TestDb;
let signedIn = '';
let customerId = 0;
/** The workspace's calls (/api/admin/*) are fuzzed as a signed-in owner: `who: 'customer'` sends this cookie there. */
let staffCookie = '';
let staffId = 0;
const isWorkspace = (endpoint: Endpoint) => endpoint.path.startsWith('/api/admin/');
const endpoints = await listEndpoints();

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  const customers = await signedInCustomers(db, 'hostile');
  signedIn = customers.auth.a;
  customerId = customers.customerId.a;
  const owner = await signedInStaff(db, 'owner');
  staffCookie = owner.headers.cookie;
  staffId = owner.staff.id;
});

/** Logout and ChangePwd end the session a request carried: sign the customer in again. */
async function keepSignedIn() {
  if (!(await findStaffSession(db.db, staffCookie.slice(STAFF_COOKIE.length + 1)))) {
    staffCookie = `${STAFF_COOKIE}=${(await startStaffSession(db.db, { id: staffId, siteId: 38 })).secret}`;
  }
  if (await findSession(db.db, signedIn)) return;
  signedIn = `${customerId},${(await startSession(db.db, 38, customerId, true)).onlineGuid}`;
}
afterAll(() => db.dispose());

/** §7 Calls as the requirements list them (R7.13-R7.94): each must be one of the fuzzed endpoints. */
const SECTION_7_CALLS = [
  'GET /api/AreaLimit/CheckUserArea',
  'POST /api/AreaLimit/UseSafeIp',
  'GET /verifycode/NumberVerifyCode',
  'POST /api/Customer/RegisterByEmail',
  'POST /api/Customer/Login',
  'POST /api/Customer/LoginByGoogle',
  'POST /api/Customer/ResetPwdByEmail',
  'POST /api/Customer/CheckVeriCode',
  'POST /api/Customer/ResetPwd',
  'POST /api/Customer/ChangePwd',
  'GET /api/Customer/CheckPhoneEnable',
  'GET /api/Customer/GetAccountNums',
  'GET /TempKey',
  'GET /api/ContactUs',
  'POST /api/Feedback',
  'POST /api/SubscribeMail/AddSubscribeMail',
  'GET /api/Home',
  'GET /api/Home/GetAllTopic',
  'GET /api/AboutUs',
  'GET /api/CertificateFile',
  'GET /api/Article',
  'GET /api/FairLog',
  'GET /api/Product',
  'GET /api/Product/GetByTopicCode',
  'GET /api/Product/{id}',
  'GET /api/ProductDescription/GetProductDescriptionInfo',
  'GET /api/Product/SimilarListProduct_Tway',
  'GET /api/Product/GetHotProductFromERPLink',
  'GET /api/Product/GetRecommendProductFromERPLink',
  'GET /api/TopSellingProduct',
  'GET /api/Product/GetFilter',
  'GET /api/CustAddress',
  'POST /api/CustAddress',
  'DELETE /api/CustAddress/{id}',
  'GET /api/ShoppingCart',
  'POST /api/ShoppingCart',
  'DELETE /api/shoppingCart/{ids}',
  'GET /api/Collection',
  'POST /api/Collection',
  'DELETE /api/Collection/{id}',
  'GET /api/FriendLink',
  'POST /api/Order/SubmitOrder',
  'GET /api/Order',
  'GET /api/Color',
  'GET /api/Pack',
  'GET /api/Unit',
  'GET /api/Topic',
];

const key = (method: string, path: string) => `${method.toUpperCase()} ${honoPath(path).toLowerCase()}`;

describe('the fuzzed endpoint list', () => {
  it('holds every route the API serves, so a new route cannot be left out', () => {
    const fuzzed = new Set(endpoints.map((e) => key(e.method, e.path)));
    const served = apiApp.routes.filter((r) => r.method !== 'ALL').map((r) => key(r.method, r.path));
    expect([...new Set(served)].filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it('holds every call of §7', () => {
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
  fc.constantFrom('0', '-1', '1', '1,2,3', ',,', '%00', '%C0%AE%C0%AE', ...NUMBER_TEXTS, ...PROTOTYPE_KEYS, ...MALFORMED_ESCAPES),
);

/** A query value, or (raw) a malformed escape that URLSearchParams would have escaped itself. */
type QueryValue = { text: string; raw?: undefined } | { raw: string; text?: undefined };
const queryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { arbitrary: hostileString.map((text) => ({ text })), weight: 6 },
  { arbitrary: fc.constantFrom('38', '1', 'true', '0', ...NUMBER_TEXTS).map((text) => ({ text })), weight: 3 },
  { arbitrary: prototypeText.map((text) => ({ text })), weight: 2 },
  { arbitrary: fc.constantFrom(...MALFORMED_ESCAPES).map((raw) => ({ raw })), weight: 1 },
);

type Who = 'anonymous' | 'customer' | 'forged' | 'huge' | 'cookie';
const who = fc.constantFrom<Who>('anonymous', 'customer', 'forged', 'huge', 'cookie');
const forgedAuth = fc.constantFrom("1' OR '1'='1,x", '999999999,00000000-0000-0000-0000-000000000000', ',', '1,', 'a,b,c', '-1,<script>', '1,1'.repeat(500));
/** A well-formed credential whose id is out of range (a 10-digit id was a 500). */
const hugeAuth = fc
  .tuple(
    fc.constantFrom('', 'Bearer '),
    fc.constantFrom('2147483648', '9999999999', '4294967296', '2147483647', '0', '00000000001'),
    fc.constantFrom('a'.repeat(43), 'Zm9vYmFyYmF6cXV4cXV1eHF1dXg', 'x'.repeat(100)),
  )
  .map(([bearer, id, guid]) => `${bearer}${id},${guid}`);
/** The Cookie header: the session cookie holding any credential, the device cookie, prototype names. */
const hostileCookie = fc
  .tuple(fc.oneof(hugeAuth, forgedAuth), fc.option(hostileString.map(headerSafe), { nil: undefined }), fc.subarray([...PROTOTYPE_KEYS]))
  .map(([credential, device, names]) =>
    [`lantern_session=${credential}`, ...(device === undefined ? [] : [`lantern_device=${device}`]), ...names.map((name) => `${name}=1`)].join('; ').replace(/[^\x20-\x7e]/g, '?'),
  );

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
    huge: hugeAuth,
    cookie: hostileCookie,
    query: fc.tuple(...query.map(() => fc.option(queryValue, { nil: undefined }))),
    extra: fc.option(fc.tuple(fc.constantFrom(...INJECTIONS, ...PROTOTYPE_KEYS, 'userId[]', 'page', 'keyWord'), hostileString), { nil: undefined }),
    path: fc.tuple(...path.map(() => pathValue)),
    deviceCode: fc.option(fc.oneof(hostileString, prototypeText).map(headerSafe), { nil: undefined }),
    pageName: fc.option(
      fc
        .oneof(
          hostileString,
          prototypeText,
          fc.constantFrom(...NUMBER_TEXTS).map((n) => `/product-detail/${n}`),
        )
        .map(headerSafe),
      { nil: undefined },
    ),
  });
}

type Parts = ReturnType<typeof requestParts> extends fc.Arbitrary<infer T> ? T : never;

function buildRequest(endpoint: Endpoint, parts: Parts, body?: { text: string; type?: string }): Sent {
  const query = endpoint.params.filter((p) => p.in === 'query');
  let url = endpoint.path;
  endpoint.params.filter((p) => p.in === 'path').forEach((p, i) => (url = url.replace(`{${p.name}}`, parts.path[i]!)));
  const search = new URLSearchParams();
  const raw: string[] = [];
  query.forEach((p, i) => {
    const value = parts.query[i];
    if (value?.text !== undefined) search.append(p.name, value.text);
    else if (value?.raw !== undefined) raw.push(`${encodeURIComponent(p.name)}=${value.raw}`);
  });
  if (parts.extra) search.append(parts.extra[0], parts.extra[1]);
  const queryKeys = [...search.keys(), ...query.filter((_, i) => parts.query[i]?.raw !== undefined).map((p) => p.name)];
  const qs = [search.toString(), ...raw].filter(Boolean).join('&');
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (parts.who === 'customer') {
    if (isWorkspace(endpoint)) headers.cookie = staffCookie;
    else headers.authorization = signedIn;
  }
  if (parts.who === 'forged') headers.authorization = parts.forged;
  if (parts.who === 'huge') headers.authorization = parts.huge;
  if (parts.who === 'cookie') headers.cookie = isWorkspace(endpoint) ? `${parts.cookie}; ${STAFF_COOKIE}=${parts.cookie.slice(0, 80).replace(/[;=\s]/g, 'x')}` : parts.cookie;
  if (parts.deviceCode !== undefined) headers.DeviceCode = parts.deviceCode;
  if (parts.pageName !== undefined) headers.pageName = parts.pageName;
  if (body?.type) headers['content-type'] = body.type;
  // `path` is the whole path when its escapes do not decode.
  const fields = new Set(['body', 'path', 'Authorization', 'Cookie', 'DeviceCode', 'Origin', 'pageName', ...endpoint.params.map((p) => p.name)]);
  for (const name of [...Object.keys(endpoint.body?.properties ?? {}), ...(endpoint.formFields ?? [])]) fields.add(name);
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

/** The answer to any request: the hostile-input properties. */
/** The database checksum after the last request (one checksum per request, not two). */
let known: string | undefined;

async function check(endpoint: Endpoint, sent: Sent, expected?: { status: number; field?: string }): Promise<Response> {
  const before = (known ??= await databaseChecksum(db.db));
  known = undefined;
  const response = await sendAny(endpoint, sent.url, sent.init);
  const text = await response.text();
  const what = `${endpoint.method} ${sent.url} (seeded; rerun with FC_SEED) → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  if (expected) expect(response.status, what).toBe(expected.status);
  if (response.status < 400) {
    await keepSignedIn();
    return response;
  }
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
  return response;
}

/**
 * `send`, for any method: fetch refuses to build a TRACE, TRACK or CONNECT Request ("HTTP method
 * is unsupported"), yet a Node server receives them from any raw socket; the request handed to
 * the app then says TRACE, as here.
 */
async function sendAny(endpoint: Endpoint, url: string, init: RequestInit): Promise<Response> {
  const method = init.method?.toUpperCase() ?? 'GET';
  if (!(FORBIDDEN_METHODS as readonly string[]).includes(method)) return send(endpoint, url, init);
  const request = new Request(`http://localhost${url}`, { ...init, method: 'GET', body: undefined });
  Object.defineProperty(request, 'method', { value: method });
  return apiApp.fetch(request);
}

/** The methods the API serves on a documented path (HEAD goes with GET). */
function servedMethods(path: string): Set<string> {
  const served = new Set<string>(endpoints.filter((e) => e.path === path).map((e) => e.method));
  if (served.has('GET')) served.add('HEAD');
  return served;
}

/** JSON text of `value` with `keys` added to every object in it (JSON.stringify could not write `__proto__` as an own key of a literal). */
function withKeys(value: unknown, keys: readonly string[]): string {
  if (Array.isArray(value)) return `[${value.map((item) => withKeys(item, keys)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const added = keys.map((key) => `${JSON.stringify(key)}:{"polluted":true,"toString":"x","length":2147483648}`);
  const own = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${withKeys(inner, keys)}`);
  return `{${[...added, ...own].join(',')}}`;
}

/** Per endpoint and property; about 1,500 requests in all, well under a minute on 2 cores. */
const RUNS = 6;

describe.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, endpoint) => {
  it('never answers 5xx to hostile query values, path ids and headers, anonymous or signed in', async () => {
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), async (parts) => {
        await check(endpoint, buildRequest(endpoint, parts, endpoint.body ? { text: '{}', type: 'application/json' } : undefined));
      }),
      runs(RUNS),
    );
  });

  if (endpoint.path.startsWith('/api/')) {
    it('answers a method the path does not serve (TRACE, PROPFIND, made-up ones) with 405 JSON and Allow', async () => {
      const served = servedMethods(endpoint.path);
      const unserved = fc.oneof(oddMethod, fc.constantFrom(...FORBIDDEN_METHODS), fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH')).filter((m) => !served.has(m));
      await fc.assert(
        fc.asyncProperty(requestParts(endpoint), unserved, async (parts, method) => {
          // A path of the route (hostile path values are the first property's): only the method is wrong.
          const plain = { ...parts, who: 'customer' as const, path: parts.path.map(() => '7'), query: parts.query.map(() => undefined), extra: undefined };
          const sent = buildRequest(endpoint, plain);
          const response = await check(endpoint, { ...sent, init: { ...sent.init, method } }, { status: 405 });
          const allow = new Set(response.headers.get('allow')?.split(', '));
          expect(
            [...served].filter((m) => !allow.has(m)),
            `${method} ${sent.url}: Allow ${response.headers.get('allow')}`,
          ).toEqual([]);
        }),
        runs(RUNS),
      );
    });
  }

  if (!endpoint.body) return;
  const body = endpoint.body;

  it('answers JSON nested past 32 levels (up to 60,000) with 400 naming body, before anything parses it', async () => {
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), deepJson, async (parts, { text }) => {
        const plain = { ...parts, who: endpoint.signedIn ? ('customer' as const) : ('anonymous' as const) };
        await check(endpoint, buildRequest(endpoint, plain, { text, type: 'application/json' }), { status: 400, field: 'body' });
      }),
      runs(RUNS),
    );
  });

  it('takes prototype keys (__proto__, constructor, ...) as JSON object keys at every level without a 5xx or a polluted Object.prototype', async () => {
    const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), shapedBody(body), fc.subarray([...PROTOTYPE_KEYS], { minLength: 1 }), async (parts, value, keys) => {
        const text = withKeys(value, keys);
        await check(endpoint, buildRequest(endpoint, { ...parts, who: endpoint.signedIn ? 'customer' : parts.who }, { text, type: 'application/json' }));
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      runs(RUNS),
    );
  });

  it('answers malformed JSON, wrong content types and wrong body types with a 400 naming body', async () => {
    // Not JSON at all, or not sent as JSON: 400 naming body. JSON of the wrong type (null, a
    // number, a string): 400 naming body or, where a list is read, the list's field.
    const toBody = { status: 400, field: 'body' };
    const kinds = fc.oneof(
      malformedJson.map((text) => ({ text, type: 'application/json', expected: toBody })),
      hostileJson
        // (Feedback refuses a body over 16 KB with 413 before reading it.)
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- v is a string, number or boolean past the typeof test
        .filter((v) => v === null || (typeof v !== 'object' && String(v).length < 10_000))
        .map((v) => ({ text: JSON.stringify(v), type: 'application/json', expected: { status: 400 } })),
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml')
        .map((type) => ({ text: '{}', type, expected: toBody })),
    );
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), kinds, async (parts, { expected, ...sentBody }) => {
        // Signed in, with the query and headers a client would send, so only the body is wrong.
        // (A path id is a plain 1, so a workspace call taking both an id and a body reads the body.)
        const plain = {
          ...parts,
          who: endpoint.signedIn ? ('customer' as const) : ('anonymous' as const),
          path: parts.path.map(() => '1'),
          query: parts.query.map(() => undefined),
          extra: undefined,
        };
        await check(endpoint, buildRequest(endpoint, plain, sentBody), expected);
      }),
      runs(RUNS),
    );
  });

  it('never answers 5xx to bodies of hostile values, missing and extra fields, anonymous or signed in', async () => {
    await fc.assert(
      fc.asyncProperty(requestParts(endpoint), shapedBody(body), async (parts, value) => {
        await check(
          endpoint,
          buildRequest(
            endpoint,
            { ...parts, who: endpoint.signedIn && parts.who === 'forged' ? 'customer' : parts.who },
            { text: JSON.stringify(value), type: 'application/json' },
          ),
        );
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
  // Ids and counts: small ones, and ones past int4 and 2^53.
  if (type === 'integer' || type === 'number') plausible.push(fc.integer({ min: 1, max: 40 }), fc.constantFrom(...JSON_NUMBERS));
  if (type === 'boolean') plausible.push(fc.boolean());
  if (schema.anyOf) plausible.push(...schema.anyOf.map((s) => valueOf(s, depth + 1)));
  return plausible.length ? fc.oneof({ arbitrary: fc.oneof(...plausible), weight: 2 }, { arbitrary: hostileJson, weight: 1 }) : hostileJson;
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...entries.map(([, s]) => fc.option(valueOf(s, depth), { nil: undefined, freq: 5 }))),
      fc.dictionary(fc.constantFrom('extra', "x' OR 1=1", '<b>', ...PROTOTYPE_KEYS), hostileJson, { maxKeys: 2 }),
    )
    .map(([values, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      entries.forEach(([name], i) => values[i] !== undefined && (out[name] = values[i]));
      return out;
    });
}

const shapedBody = (schema: Schema) => objectOf(schema, 0);

describe('bodies over 1 MB', () => {
  const posts = endpoints.filter((e) => e.method === 'POST' && !UPLOAD_BODY_LIMIT_PATTERNS.some(([pattern]) => pattern.test(e.path.replace(/\{\w+\}/g, '1')))); // upload routes: their own bound (admin-import.test.ts)
  const oversized = JSON.stringify({ content: 'x'.repeat(API_BODY_LIMIT_BYTES) });

  it.each(posts.map((e) => [e.path]))('%s answers 413 naming body, from Content-Length and from a streamed body', async (path) => {
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

// The classes a hostile-input run against `npm start` found answering 5xx, each with
// the example it was found by. Every case here answered 500 or 503 before the fix.
describe('regressions found by a hostile-input run against npm start', () => {
  // The customer's credential: the workspace's calls take the staff cookie instead (admin-access.test.ts).
  const signedInPaths = endpoints.filter((e) => e.signedIn && !isWorkspace(e));
  const hugeId = '2147483648';
  const request = (path: string, init: RequestInit = {}) =>
    apiApp.request(path, { ...init, headers: { 'x-forwarded-for': randomIp(), ...(init.headers as Record<string, string>) } });
  const answer = async (response: Response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() });

  /** Every documented input schema, with where it is: parameters and body properties, nested. */
  function inputSchemas(): { at: string; schema: JsonSchema }[] {
    const found: { at: string; schema: JsonSchema }[] = [];
    const walk = (at: string, schema: JsonSchema | undefined) => {
      if (!schema) return;
      found.push({ at, schema });
      for (const [name, inner] of Object.entries(schema.properties ?? {})) walk(`${at}.${name}`, inner);
      walk(`${at}[]`, schema.items);
      schema.anyOf?.forEach((inner, i) => walk(`${at}|${i}`, inner));
    };
    for (const e of endpoints) {
      for (const p of e.params) walk(`${e.method} ${e.path} ${p.in} ${p.name}`, p.schema);
      walk(`${e.method} ${e.path} body`, e.body);
    }
    return found;
  }

  it('bounds every integer input of the OpenAPI document: ids and counts within int4, page numbers within safe integers', () => {
    const isInteger = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : [s.type]).includes('integer');
    // A page is a position, never stored: any safe integer keeps its OFFSET within bigint.
    const largest = (at: string) => (/ page$/.test(at) ? Number.MAX_SAFE_INTEGER : INT4_MAX);
    const integers = inputSchemas().filter(({ schema }) => isInteger(schema));
    const unbounded = integers
      .filter(({ at, schema }) => !(schema.maximum !== undefined && schema.maximum <= largest(at) && (schema.minimum ?? schema.exclusiveMinimum ?? -Infinity) >= -INT4_MAX - 1))
      .map(({ at, schema }) => `${at} ${schema.minimum ?? schema.exclusiveMinimum}..${schema.maximum}`);
    expect(unbounded).toEqual([]);
    expect(integers.length).toBeGreaterThan(50);
  });

  it('answers userId=2147483648 with 400 naming userId on every route that takes a site id, and an unknown site in range with 404', async () => {
    const withSite = endpoints.filter((e) => e.params.some((p) => p.in === 'query' && /^userid$/i.test(p.name)));
    expect(withSite.length).toBeGreaterThanOrEqual(30);
    for (const e of withSite) {
      const site = e.params.find((p) => /^userid$/i.test(p.name))!.name;
      // The other parameters plausible, so the site id is what is judged.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the document's parameter examples are strings and numbers
      const query = new URLSearchParams(e.params.filter((p) => p.in === 'query' && p.required && p.name !== site).map((p) => [p.name, String(p.example ?? 1)]));
      const path = e.path.replace(/\{\w+\}/g, '1');
      const headers = { authorization: signedIn, DeviceCode: 'a'.repeat(32) };
      for (const value of [hugeId, '9007199254740993', '2147483647']) {
        query.set(site, value);
        const res = await sendAny(e, `${path}?${query}`, {
          method: e.method,
          headers: { ...headers, 'x-forwarded-for': randomIp(), ...(e.body ? { 'content-type': 'application/json' } : {}) },
          ...(e.body ? { body: '{}' } : {}),
        });
        const body = await res.json();
        const what = `${e.method} ${path}?${query} → ${JSON.stringify(body)}`;
        if (value !== '2147483647') {
          expect(res.status, what).toBe(400);
          expect(body.field, what).toBe(site);
        } else {
          // In range: no such site (404), or a site id the session overrides (§7: accepted, unused).
          expect(res.status, what).toBeLessThan(500);
          if (res.status === 404)
            expect(
              e.params.map((p) => p.name),
              what,
            ).toContain(body.field);
        }
      }
      await keepSignedIn();
    }
  });

  it('answers a 10-digit customer id in Authorization or the session cookie with 401 naming Authorization, never 500', async () => {
    expect(signedInPaths.length).toBeGreaterThan(10);
    for (const credential of ['9999999999,Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4', `${hugeId},${'a'.repeat(43)}`, `Bearer 4294967296,${'b'.repeat(43)}`]) {
      for (const e of signedInPaths) {
        const path = e.path.replace(/\{\w+\}/g, '1');
        const init = { method: e.method, ...(e.body ? { body: '{}' } : {}) };
        const json: Record<string, string> = e.body ? { 'content-type': 'application/json' } : {};
        const byHeader = await answer(await request(path, { ...init, headers: { authorization: credential, ...json } }));
        const byCookie = await answer(await request(path, { ...init, headers: { cookie: `lantern_session=${credential}`, origin: 'http://localhost', ...json } }));
        for (const res of [byHeader, byCookie]) {
          if (res.status === 400) continue; // the body or a path id was judged first
          expect(res, `${e.method} ${path} with ${credential}`).toMatchObject({ status: 401, body: { field: 'Authorization' } });
        }
      }
    }
  });

  it('answers an id past int4 in any body with 400 naming that field (custid, userId, productid, cartIds, ...)', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/SubscribeMail/AddSubscribeMail', { email: 'buyer@example.com', custid: 2147483648 }, 'custid'],
      ['/api/SubscribeMail/AddSubscribeMail', { email: 'buyer@example.com', userid: 2147483648 }, 'userid'],
      ['/api/Feedback', { content: 'Hello', userid: 2147483648 }, 'userid'],
      ['/api/AreaLimit/UseSafeIp', { accessCode: 'X', userId: 4294967296 }, 'userId'],
      ['/api/Collection', { productid: 2147483648 }, 'productid'],
      ['/api/Collection', { productid: 1, customerid: 2147483648 }, 'customerid'],
      ['/api/ShoppingCart', [{ productId: 2147483648, addNum: 1 }], 'list.0.productId'],
      ['/api/ShoppingCart/SetQuantity', { id: 2147483648, addNum: 1 }, 'id'],
      ['/api/ShoppingCart/Merge', { cart: [{ productId: 1, addNum: 2147483648 }] }, 'cart.0.addNum'],
      ['/api/ShoppingCart/Merge', { favorites: [2147483648] }, 'favorites.0'],
      ['/api/CustAddress', { id: 2147483648 }, 'id'],
      ['/api/Order/SubmitOrder', { cartIds: [2147483648], addressId: 1, idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e' }, 'cartIds.0'],
      ['/api/Order/SubmitOrder', { cartIds: [1], addressId: 9007199254740992, idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e' }, 'addressId'],
      ['/api/Customer/Login', { userId: 2147483648 }, 'userId'],
    ];
    for (const [path, body, field] of cases) {
      const res = await answer(await request(path, { method: 'POST', headers: { authorization: signedIn, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
      expect(res.status, `${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(
        res.body.issues.map((i: { field: string }) => i.field),
        path,
      ).toContain(field);
    }
    for (const path of ['/api/Product/2147483648', '/api/Order/2147483648', `/api/shoppingCart/1,${hugeId}`, `/api/Collection/${hugeId}`, `/api/CustAddress/${hugeId}`]) {
      const method = path.startsWith('/api/Product') || path.startsWith('/api/Order') ? 'GET' : 'DELETE';
      const res = await answer(await request(path, { method, headers: { authorization: signedIn } }));
      expect(res, path).toMatchObject({ status: 400, body: { field: path.includes('shoppingCart') ? 'ids' : 'id' } });
    }
    await keepSignedIn();
  });

  it('answers TRACE, TRACK, CONNECT and PROPFIND on any /api path with 405 JSON, not 500', async () => {
    // `apiApp.request(path, { method: 'TRACE' })` cannot even be built: fetch refuses the method.
    expect(() => new Request('http://localhost/api/Product', { method: 'TRACE' })).toThrow(/unsupported/);
    for (const path of ['/api/Product', '/api/Color', '/api/Customer/Login', '/api/no/such/route']) {
      for (const method of [...FORBIDDEN_METHODS, 'PROPFIND', 'propfind', 'BREW']) {
        const res = await sendAny(endpoints[0]!, path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(await res.json()).toMatchObject({ code: 405, error: 'method_not_allowed' });
        expect(res.headers.get('allow'), `${method} ${path}`).toMatch(/GET|POST/);
      }
    }
    const put = await request('/api/Color', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const options = await request('/api/ShoppingCart', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  });

  it('answers malformed percent-escapes in a path (/api/Order/%ZZ, /api/Product/%) with 400 naming path', async () => {
    for (const path of ['/api/Order/%ZZ', '/api/Product/%', '/api/Product/%E0%A4%A', '/api/Order/%ZZ/Export', '/api/Product/%C0%AE', '/api/%ZZ/Product']) {
      for (const headers of [{}, { authorization: signedIn }] as Record<string, string>[]) {
        const res = await answer(await request(path, { headers }));
        expect(res, path).toMatchObject({ status: 400, body: { code: 400, field: 'path' } });
      }
    }
    for (const path of ['/api/shoppingCart/%ZZ', '/api/Collection/%', '/api/CustAddress/%E2%82']) {
      const res = await answer(await request(path, { method: 'DELETE', headers: { authorization: signedIn } }));
      expect(res, path).toMatchObject({ status: 400, body: { field: 'path' } });
    }
  });

  it('answers JSON nested 8,000 levels deep (16 kB) with 400 naming body, not a stack overflow', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    for (const e of endpoints.filter((x) => x.method === 'POST')) {
      const res = await answer(await request(e.path, { method: 'POST', headers: { authorization: signedIn, 'content-type': 'application/json' }, body: deep }));
      expect(res, e.path).toMatchObject({ status: 400, body: { field: 'body' } });
    }
    // 32 levels is still read as JSON (and judged on its fields).
    const ok = await answer(
      await request('/api/Feedback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"content":"Hi","x":${'['.repeat(31)}${']'.repeat(31)}}` }),
    );
    expect(ok.status).toBe(200);
  });

  it('searches for constructor, __proto__, toString and the other prototype keys, in any case and inside text, like any word', async () => {
    const words = [...PROTOTYPE_KEYS, 'Constructor', 'CONSTRUCTOR', 'a constructor b', 'constructors', 'toString valueOf'];
    for (const word of words) {
      for (const path of ['/api/Product', '/api/Product/GetFilter']) {
        const res = await answer(await request(`${path}?${new URLSearchParams({ keyword: word })}`));
        expect(res, `${path} keyword=${word}`).toMatchObject({ status: 200, body: { code: 0 } });
      }
    }
    expect(singular('constructor')).toBe('constructor');
    expect(singular('leaves')).toBe('leaf');
    expect(contentTypeOf('/Upload/product/a.constructor')).toBe('application/octet-stream');
    expect(contentTypeOf('/Upload/product/a.__proto__')).toBe('application/octet-stream');
    expect(contentTypeOf('/Upload/product/a.webp')).toBe('image/webp');
  });

  it('never answers a value the database refuses as "unavailable": no 503, no Retry-After', async () => {
    // Through the routes: each value below was a PostgreSQL 22003 "out of range for type integer"
    // that the §8 wrapper answered 503 with Retry-After.
    for (const path of [
      `/api/Color?userId=${hugeId}`,
      `/api/Home/GetAllTopic?userId=${hugeId}`,
      `/api/Product?userId=${hugeId}`,
      `/api/Customer/CheckPhoneEnable?userId=${hugeId}&phone=13800000000`,
    ]) {
      const res = await answer(await request(path));
      expect(res, path).toMatchObject({ status: 400, retryAfter: null, body: { field: 'userId' } });
    }
  });
});
