import { z, type RouteConfig } from '@hono/zod-openapi';
import { idParam } from '@/lib/validation/admin/workspace-list-query';
import type { ErrorCode } from '@/server/errors';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema } from './envelope';
import type { KitApp, ValidInput } from './operation';
import { jsonBody } from './route';
import { apiRoute, type RouteWords } from './route-doc';
import { staffRoute, type StaffContext } from './staff-route';

// The two shapes nearly every workspace call (/api/admin/*) has, declared once so an area
// file names only what differs (path, roles, words, the service call):
//   listRoute: GET a list → `data.list` + searchListResourceParamaters (a page, or the whole list)
//   dtoRoute:  any method on one thing (`…/{id}`, `…/{id}/<verb>`, `/admin/me`…), with or without
//              a JSON body → `data.dto`
// Both go through staffRoute (cookie, role, audit) under the Workspace tag. Calls of another shape
// (multipart uploads, workbooks, listdto or message answers) are written out with staffRoute + apiRoute.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Request = NonNullable<RouteConfig['request']>;
type Words = Pick<RouteWords<z.ZodType>, 'summary' | 'description'> & { errors?: readonly ErrorCode[] };

/** The `{id}` parameter of a row path: the workspace's row id, or a resource's own reading of it. */
export type IdParams = z.ZodObject & z.ZodType<{ id: number }>;

/** The paging of a list query that answered one page (every paged workspace query has both). */
const pagedBy = z.object({ page: z.number(), pageSize: z.number() });

/** A page of rows and the whole list's count, or the whole list (no paging: total = its length). */
export type Listed<T> = { list: T[]; total: number } | T[];

/**
 * The failures a workspace call documents when it names none: bad input, the unknown row of a path
 * with `{id}`, the database down. Calls that can also conflict (or more) list theirs.
 */
const defaultErrors = (path: string): readonly ErrorCode[] => (path.includes('{id}') ? ['bad_request', 'not_found', 'unavailable'] : ['bad_request', 'unavailable']);

/**
 * The 200's description when a call gives none: the envelope's own words. A call says more
 * ("data.dto: the deleted row") where its answer needs it.
 */
const LIST_OK = 'data.list and data.searchListResourceParamaters.total';
const DTO_OK = 'data.dto';

/** The createRoute() config of a workspace call: tag Workspace, its failures or the default ones. */
const workspaceRoute = <Req extends Request>(method: Method, path: string, request: Req, words: Words, ok: readonly [z.ZodType, string]): RouteConfig =>
  apiRoute(method, path, request, 'Workspace', { ...words, ok, errors: words.errors ?? defaultErrors(path) });

export interface ListRoute<Q extends z.ZodObject, S extends z.ZodType> extends Omit<RouteWords<S>, 'ok' | 'errors'> {
  errors?: readonly ErrorCode[];
  query: Q;
  /** The row schema (wrapped here in the list envelope) and the 200's description (LIST_OK when omitted). */
  list: readonly [row: S, description?: string];
  run: (context: StaffContext, query: z.infer<Q>) => Promise<Listed<z.infer<S>>>;
}

export interface DtoRoute<S extends z.ZodType, B extends z.ZodType> extends Omit<RouteWords<S>, 'ok' | 'errors'> {
  errors?: readonly ErrorCode[];
  /** The `{id}` of the path (the workspace's row id when omitted). */
  params?: IdParams;
  /** A required JSON body. */
  body?: B;
  /** The answer's schema (wrapped here in the dto envelope) and the 200's description (DTO_OK when omitted). */
  dto: readonly [schema: S, description?: string];
  /** `id` is the path's `{id}` (0 on a path without one); `body` the parsed body. */
  run: (context: StaffContext, input: { id: number; body: z.infer<B> }) => Promise<z.infer<S>>;
}

// The route's schemas are type parameters here, so Hono cannot infer its input: the helpers name it
// (ValidInput: the outputs of the very schemas the route validates with); `run` answers a value of
// the answer schema's type.

/** GET `path?<query>`: `run` answers a page of rows (or all of them) for the parsed query. */
export function listRoute<Q extends z.ZodObject, S extends z.ZodType>(app: KitApp, path: string, spec: ListRoute<Q, S>): void {
  const {
    query,
    list: [row, okDescription = LIST_OK],
    run,
    ...words
  } = spec;
  const ok = [listEnvelopeSchema(row), okDescription] as const;
  staffRoute<RouteConfig, ValidInput<{ query: Q }>>(app, workspaceRoute('get', path, { query }, words, ok), async (c, context) => {
    const parsed = c.req.valid('query');
    const found = await run(context, parsed);
    if (Array.isArray(found)) return c.json(listEnvelope(found, found.length, { all: true }), 200);
    const { page, pageSize } = pagedBy.parse(parsed);
    return c.json(listEnvelope(found.list, found.total, { all: false, page, pageSize }), 200);
  });
}

/** `method path` answering one object in `data.dto`; a path with `{id}` takes it, `body` adds a JSON body. */
export function dtoRoute<S extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(app: KitApp, method: Method, path: string, spec: DtoRoute<S, B>): void {
  const {
    params = idParam,
    body,
    dto: [schema, okDescription = DTO_OK],
    run,
    ...words
  } = spec;
  const withId = path.includes('{id}');
  const request = { ...(withId ? { params } : {}), ...(body ? { body: jsonBody(body) } : {}) };
  const ok = [dtoEnvelopeSchema(schema), okDescription] as const;
  staffRoute<RouteConfig, ValidInput<{ param: IdParams; json: B }>>(app, workspaceRoute(method, path, request, words, ok), async (c, context) => {
    const id = withId ? c.req.valid('param').id : 0;
    // Without a body schema B is z.ZodUndefined and Hono validated no body: valid('json') is undefined.
    const answer = await run(context, { id, body: c.req.valid('json') });
    return c.json(dtoEnvelope(answer), 200);
  });
}
