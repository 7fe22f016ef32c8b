import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { ErrorCode } from '@/server/errors';
import { okResponse } from './envelope';
import { errorResponses } from './errors';

// Every call answers a JSON envelope on 200 and the ApiError body on its failures, so a route
// declares only what differs: its path and words, its input, the 200 body and which failures it
// documents. The result is an ordinary createRoute() config, so `c.req.valid` stays typed.

/** The failures a public read documents: bad input, unknown site or row, database down. */
export const READ_ERRORS = ['bad_request', 'not_found', 'unavailable'] as const satisfies readonly ErrorCode[];

type Method = 'get' | 'post' | 'delete';

export interface RouteDoc<M extends Method, P extends string, Req extends NonNullable<RouteConfig['request']>, S extends z.ZodType> {
  method: M;
  path: P;
  tags: string[];
  summary: string;
  description: string;
  request: Req;
  /** The 200 envelope schema and its description. */
  ok: readonly [schema: S, description: string];
  errors: readonly ErrorCode[];
}

export function apiRoute<M extends Method, P extends string, Req extends NonNullable<RouteConfig['request']>, S extends z.ZodType>({
  ok: [schema, okDescription],
  errors,
  ...route
}: RouteDoc<M, P, Req, S>) {
  return createRoute({ ...route, responses: { 200: okResponse(schema, okDescription), ...errorResponses(...errors) } });
}
