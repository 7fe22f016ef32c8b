import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { messageEnvelopeSchema } from '@/lib/validation/envelope';
import type { ErrorCode } from '@/server/errors';
import { okResponse } from './envelope';
import { errorResponses } from './errors';
import { shareCatalogueAnswer } from './shared-answer';

// Every call answers a JSON envelope on 200 and the ApiError body on its failures, so a route
// declares only what differs: its path and words, its input, the 200 body and which failures it
// documents. The result is an ordinary createRoute() config, so `c.req.valid` stays typed.

/** The failures a public read documents: bad input, unknown site or row, database down. */
export const READ_ERRORS = ['bad_request', 'not_found', 'unavailable'] as const satisfies readonly ErrorCode[];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Request = NonNullable<RouteConfig['request']>;

/** The words of a route and what it answers: the 200 envelope (schema, description) and its failures. */
export interface RouteWords<S extends z.ZodType> {
  summary: string;
  description: string;
  ok: readonly [schema: S, description: string];
  errors: readonly ErrorCode[];
  /**
   * A catalogue read whose answer is the same for every caller without a cookie or Authorization,
   * for one URL and one catalogue revision: the front may send it again (shared-answer.ts).
   */
  shared?: boolean;
}

/**
 * A createRoute() config: `method path` taking `request` (`{}` for none), under one OpenAPI tag.
 * The signature line says what the call is, the words below it what it does and answers. (The
 * tag comes after the request so that Prettier keeps the words object hugged to that line.)
 */
export function apiRoute<M extends Method, P extends string, Req extends Request, S extends z.ZodType>(
  method: M,
  path: P,
  request: Req,
  tag: string,
  { summary, description, ok: [schema, okDescription], errors, shared = false }: RouteWords<S>,
) {
  return createRoute({
    method,
    path,
    tags: [tag],
    summary,
    description,
    request,
    responses: { 200: okResponse(schema, okDescription), ...errorResponses(...errors) },
    ...(shared && method === 'get' && { middleware: shareCatalogueAnswer }),
  });
}

/** A sign-out (the customer's or the member's): it answers 'Signed out' whether or not a session was open. */
export function signOutRoute<M extends Method, P extends string>(method: M, path: P, tag: string, words: Omit<RouteWords<typeof messageEnvelopeSchema>, 'ok'>) {
  return apiRoute(method, path, {}, tag, { ...words, ok: [messageEnvelopeSchema, 'Signed out'] });
}
