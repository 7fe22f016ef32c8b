import type { RouteConfig, z } from '@hono/zod-openapi';
import { asksNoRows, pagingOf, type Paging } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import type { ErrorCode } from '@/server/errors';
import { listEnvelope, listEnvelopeSchema } from './envelope';
import type { FailureMessage } from './failures';
import type { KitApp, ValidInput } from './operation';
import { customerRoute, siteRoute, type CustomerContext } from './route';
import { apiRoute, READ_ERRORS, type RouteWords } from './route-doc';

// The storefront's §7 list calls (GET …?isGetAll&page&PageSize → data.list and
// searchListResourceParamaters), declared once like the workspace's listRoute: a file names the
// path, the words and how to read one page; the wrapper reads the paging parameters, finds the
// site (or the signed-in customer) and wraps the page in the list envelope.

type Page<T> = Promise<{ list: T[]; total: number }>;
/** Every list query carries §7's paging parameters (/api/Topic spells pageSize in lower case). */
type PagingParams = Parameters<typeof pagingOf>[0];

interface PageRoute<Q extends z.ZodObject, S extends z.ZodType> extends Omit<RouteWords<S>, 'ok' | 'errors'> {
  query: Q;
  /** The row schema (wrapped here in the list envelope) and the 200's description. */
  list: readonly [row: S, description: string];
  errors?: readonly ErrorCode[];
}

// The route's schemas are type parameters here, so Hono cannot infer its input: the wrappers name
// it (ValidInput: the output of the query schema the route validates with); `read` answers rows
// of the row schema's type.

/** A public list of one site (`userId`, default SITE_ID); failures documented: READ_ERRORS unless `errors` says. */
export function sitePageRoute<Q extends z.ZodObject & z.ZodType<PagingParams & { userId?: number }>, S extends z.ZodType>(
  app: KitApp,
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
  const route: RouteConfig = apiRoute('get', path, { query }, tag, { ...words, ok: [listEnvelopeSchema(row), okDescription], errors });
  siteRoute<RouteConfig, ValidInput<{ query: Q }>>(app, route, failure, async (c, { site }) => {
    const parsed = c.req.valid('query');
    const paging = pagingOf(parsed);
    if (emptyUnread && asksNoRows(paging)) return c.json(listEnvelope([], 0, paging), 200);
    const { list, total } = await read(await site(parsed.userId), parsed, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  });
}

/** A list of the signed-in customer's own rows; failures documented: bad_request and unavailable unless `errors` says. */
export function customerPageRoute<Q extends z.ZodObject & z.ZodType<PagingParams>, S extends z.ZodType>(
  app: KitApp,
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
  const route: RouteConfig = apiRoute('get', path, { query }, tag, { ...words, ok: [listEnvelopeSchema(row), okDescription], errors });
  customerRoute<RouteConfig, ValidInput<{ query: Q }>>(app, route, failure, async (c, customer) => {
    const parsed = c.req.valid('query');
    const paging = pagingOf(parsed);
    const { list, total } = await read(customer, parsed, paging);
    return c.json(listEnvelope(list, total, paging), 200);
  });
}
