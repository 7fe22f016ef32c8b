import type { z } from '@hono/zod-openapi';
import type { Db } from '@/server/db/client';
import type { SignedInStaff } from '@/server/staff/session';
import { dtoRoute, listRoute, type DtoRoute, type IdParams, type Listed } from './admin-row-routes';
import type { KitApp } from './operation';
import { rowWriteRoutes, type RowWrites } from './admin-row-writes';

// A workspace resource with rows (products, topics, customers, staff, import jobs) is
// declared once with its path and the `{id}` its paths take: GET `base` (the list) and GET
// `base/{id}` (one row) first, wired in one line each with their words beside them, then, for the resources edited row by row, the writes of
// ./admin-row-writes. The two reads go through the member's site with the resource's services as
// they are written, `(db, siteId, query)` and `(db, siteId, id)`. The calls on one row that come
// after (`base/{id}` and `base/{id}/<verb>`) are declared through the handle it answers, so no
// resource file spells its row path or its id parameter again.

type Method = 'post' | 'put' | 'patch' | 'delete';

/** A service read of the member's site: the parsed list query, or the row id of the path (and the member, for reads that depend on who asks). */
type SiteRead<In, Out> = (db: Db, siteId: number, input: In, staff: SignedInStaff) => Promise<Out>;

/** A call on one row: everything dtoRoute takes but the id parameter, which is the resource's. */
type RowCall<S extends z.ZodType, B extends z.ZodType> = Omit<DtoRoute<S, B>, 'params'>;

/** The words of a read: its OpenAPI summary and description. */
type ReadWords = readonly [summary: string, description: string];

export interface ResourceRoutes<Q extends z.ZodObject, L extends z.ZodType, O extends z.ZodType, W extends z.ZodType, B extends z.ZodType> {
  /** The `{id}` of `base/{id}…` (the workspace's row id when omitted). */
  params?: IdParams;
  /** GET `base`: the list query, the service reading one page, the row schema and the 200's description (LIST_OK when omitted). */
  list: readonly [query: Q, read: SiteRead<z.infer<Q>, Listed<z.infer<L>>>, row: L, ok?: string];
  /** GET `base/{id}`: the service reading the row, its schema and the 200's description (DTO_OK when omitted). */
  one: readonly [read: SiteRead<number, z.infer<O>>, dto: O, ok?: string];
  /** What the two reads say in the reference, apart from the wiring above. */
  words: { list: ReadWords; one: ReadWords };
  writes?: RowWrites<W, B>;
}

export interface ResourceRows {
  /** `method base/{id}`. */
  row<S extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(method: Method, spec: RowCall<S, B>): void;
  /** `method base/{id}/<verb>`. */
  action<S extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(method: Method, verb: string, spec: RowCall<S, B>): void;
}

export function resourceRoutes<Q extends z.ZodObject, L extends z.ZodType, O extends z.ZodType, W extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever>(
  app: KitApp,
  base: string,
  spec: ResourceRoutes<Q, L, O, W, B>,
): ResourceRows {
  const { params, words } = spec;
  const [query, readList, row, listOk] = spec.list;
  const [readOne, dto, oneOk] = spec.one;
  const item = `${base}/{id}`;
  const [listSummary, listDescription] = words.list;
  const [oneSummary, oneDescription] = words.one;
  listRoute(app, base, {
    query,
    summary: listSummary,
    description: listDescription,
    list: [row, listOk],
    run: ({ db, staff }, input) => readList(db, staff.siteId, input, staff),
  });
  dtoRoute(app, 'get', item, {
    summary: oneSummary,
    description: oneDescription,
    dto: [dto, oneOk],
    params,
    run: ({ db, staff }, { id }) => readOne(db, staff.siteId, id, staff),
  });
  if (spec.writes) rowWriteRoutes(app, base, spec.writes, params);
  return {
    row: (method, call) => dtoRoute(app, method, item, { ...call, params }),
    action: (method, verb, call) => dtoRoute(app, method, `${item}/${verb}`, { ...call, params }),
  };
}
