import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env, Schema } from 'hono';
import { asksNoRows, pagingOf, type Paging } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import type { ErrorCode } from '@/server/errors';
import { listEnvelope, listEnvelopeSchema } from './envelope';
import type { FailureMessage } from './failures';
import { customerRoute, siteRoute, type CustomerContext } from './route';
import { apiRoute, READ_ERRORS, type RouteWords } from './route-doc';

// The storefront's §7 list calls (GET …?isGetAll&page&PageSize → data.list and
// searchListResourceParamaters), declared once like the workspace's listRoute: a file names the
// path, the words and how to read one page; the wrapper reads the paging parameters, finds the
// site (or the signed-in customer) and wraps the page in the list envelope.

type AnyApp = OpenAPIHono<Env, Schema, string>;
type Page<T> = Promise<{ list: T[]; total: number }>;
/** Every list query carries §7's paging parameters (/api/Topic spells pageSize in lower case). */
type PagingParams = Parameters<typeof pagingOf>[0];

interface PageRoute<Q extends z.ZodObject, S extends z.ZodType> extends Omit<RouteWords<S>, 'ok' | 'errors'> {
  query: Q;
  /** The row schema (wrapped here in the list envelope) and the 200's description. */
  list: readonly [row: S, description: string];
  errors?: readonly ErrorCode[];
}

// As in ./admin-row-routes: the route's schemas are type parameters here, so the (already
// validated) query is read through this narrower view; `read` keeps the precise types.
type ValidQuery = { valid(target: 'query'): unknown };
const queryOf = <Q extends z.ZodObject>(c: { req: unknown }) => (c.req as ValidQuery).valid('query') as z.infer<Q>;

/** A public list of one site (`userId`, default SITE_ID); failures documented: READ_ERRORS unless `errors` says. */
export function sitePageRoute<Q extends z.ZodObject<{ userId: z.ZodType<number | undefined> }>, S extends z.ZodType>(
  app: AnyApp,
  path: string,
  tag: string,
  failure: FailureMessage,
  spec: PageRoute<Q, S> & {
    /** PageSize 0 answers an empty list without reading the database (the product lists, §5 R5.28). */
    emptyUnread?: boolean;
    read: (site: { db: Db; siteId: number }, query: z.infer<Q>, paging: Paging) => Page<z.infer<S>>;
  },
): void {
  const {
    query,
    list: [row, okDescription],
    errors = READ_ERRORS,
    emptyUnread = false,
    read,
    ...words
  } = spec;
  const route = apiRoute('get', path, { query }, tag, { ...words, ok: [listEnvelopeSchema(row as z.ZodType), okDescription], errors });
  siteRoute(app, route, failure, async (c, { site }) => {
    const parsed = queryOf<Q>(c);
    const paging = pagingOf(parsed as PagingParams);
    if (emptyUnread && asksNoRows(paging)) return c.json(listEnvelope([], 0, paging), 200);
    const { list, total } = await read(await site(parsed.userId), parsed, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  });
}

/** A list of the signed-in customer's own rows; failures documented: bad_request and unavailable unless `errors` says. */
export function customerPageRoute<Q extends z.ZodObject, S extends z.ZodType>(
  app: AnyApp,
  path: string,
  tag: string,
  failure: FailureMessage,
  spec: PageRoute<Q, S> & { read: (customer: CustomerContext, query: z.infer<Q>, paging: Paging) => Page<z.infer<S>> },
): void {
  const {
    query,
    list: [row, okDescription],
    errors = ['bad_request', 'unavailable'],
    read,
    ...words
  } = spec;
  const route = apiRoute('get', path, { query }, tag, { ...words, ok: [listEnvelopeSchema(row as z.ZodType), okDescription], errors });
  customerRoute(app, route, failure, async (c, customer) => {
    const parsed = queryOf<Q>(c);
    const paging = pagingOf(parsed);
    const { list, total } = await read(customer, parsed, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  });
}
