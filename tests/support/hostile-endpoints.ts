import { sql } from 'drizzle-orm';
import { GET as tempKeyRoute } from '@/app/TempKey/route';
import { GET as uploadRoute } from '@/app/Upload/[...path]/route';
import { GET as captchaRoute } from '@/app/verifycode/NumberVerifyCode/route';
import { apiApp } from '@/server/api/app';
import type { Db } from '@/server/db/client';

// Every endpoint a browser can call, read from the API's own OpenAPI document (so a new route is
// fuzzed without anyone listing it) plus the three Next route handlers outside /api.

export interface Param {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  /** The documented example value, when there is one (a plausible value to send beside a hostile one). */
  example?: unknown;
  /** The documented schema (integers carry their bounds). */
  schema?: JsonSchema;
}

export type JsonSchema = {
  type?: string | string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
};

export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI spelling: `/api/Product/{id}`. */
  path: string;
  params: Param[];
  /** The JSON body's schema, with $refs resolved, when the route takes one. */
  body?: JsonSchema;
  /** Answers 401 when nobody is signed in. */
  signedIn: boolean;
  /** The multipart form's field names, when the route takes files (a 400 may name one). */
  formFields?: string[];
}

type Doc = {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

function resolveRefs(schema: JsonSchema, doc: Doc): JsonSchema {
  if (schema.$ref) return resolveRefs(doc.components!.schemas![schema.$ref.split('/').pop()!]!, doc);
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc)])) } : {}),
    ...(schema.items ? { items: resolveRefs(schema.items, doc) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map((s) => resolveRefs(s, doc)) } : {}),
  };
}

/** Outside the Hono app: §7 R7.16 captcha picture, R7.34 TempKey, and the signed picture links. */
const ROUTE_HANDLERS: Endpoint[] = [
  { method: 'GET', path: '/verifycode/NumberVerifyCode', params: [{ name: 'guid', in: 'query', required: true }], signedIn: false },
  {
    method: 'GET',
    path: '/TempKey',
    params: [
      { name: 'userId', in: 'query', required: false },
      { name: 'DeviceCode', in: 'header', required: true },
    ],
    signedIn: false,
  },
  {
    method: 'GET',
    path: '/Upload/{path}',
    params: [
      { name: 'path', in: 'path', required: true },
      { name: 'e', in: 'query', required: false },
      { name: 's', in: 'query', required: false },
    ],
    signedIn: false,
  },
];

/** The API's documentation routes (not in their own document). */
const DOCS: Endpoint[] = [
  { method: 'GET', path: '/api/openapi.json', params: [], signedIn: false },
  { method: 'GET', path: '/api/reference', params: [], signedIn: false },
];

export async function listEndpoints(): Promise<Endpoint[]> {
  const doc = (await (await apiApp.request('/api/openapi.json')).json()) as Doc;
  const documented: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content['application/json']?.schema;
      const form = op.requestBody?.content['multipart/form-data']?.schema;
      documented.push({
        method: method.toUpperCase() as Endpoint['method'],
        path,
        params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), example: p.schema?.example, schema: p.schema })),
        ...(body ? { body: resolveRefs(body, doc) } : {}),
        signedIn: '401' in op.responses,
        ...(form ? { formFields: Object.keys(resolveRefs(form, doc).properties ?? {}) } : {}),
      });
    }
  }
  return [...documented, ...DOCS, ...ROUTE_HANDLERS];
}

/** `/api/Product/{id}` → `/api/Product/:id`, the spelling of `apiApp.routes`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Calls the endpoint in-process, exactly as the Next route handler would. */
export async function send(endpoint: Endpoint, url: string, init: RequestInit): Promise<Response> {
  const request = new Request(`http://localhost${url}`, init);
  if (endpoint.path === '/TempKey') return tempKeyRoute(request);
  if (endpoint.path === '/verifycode/NumberVerifyCode') return captchaRoute(request);
  if (endpoint.path === '/Upload/{path}') return uploadRoute(request);
  return apiApp.fetch(request);
}

/** What `db.execute` answers on both drivers (PGlite and node-postgres). */
export type Rows<T> = { rows: T[] };

/**
 * One md5 over every row of every table but the ones writes of unrelated work reach: page visits
 * (the pageName tracker writes in batches, later), staff sessions (a call's read of the session
 * moves its last-seen time, once a minute), and the migration journal.
 */
export async function databaseChecksum(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('page_visits', 'staff_sessions') order by 1`,
  )) as Rows<{ name: string }>;
  const parts = tables.rows.map(({ name }) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') from "${name}" t)`);
  const result = (await db.execute(sql.raw(`select md5(${parts.join(" || ',' || ")}) as sum`))) as Rows<{ sum: string }>;
  return result.rows[0]!.sum;
}
