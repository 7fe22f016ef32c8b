import type { OpenAPIHono, RouteConfig, z } from '@hono/zod-openapi';
import type { Handler, Input } from 'hono';
import { AppError } from '@/server/errors';
import { noteFailure, type FailureMessage } from './failures';

// The one registration every route of the API goes through (ADR 0050). A route is registered
// with `app.openapi` instantiated with the route's own type, so `c.req.valid(…)` and the answer
// body are checked against its schemas exactly as in a plain `app.openapi(route, handler)`; the
// audience wrappers (./route, ./staff-route) add what the caller is and hand it to the handler
// beside Hono's context. Nothing here casts: the wrappers whose schemas are type parameters (the
// resource helpers) name the validated input instead (`ValidInput`), which is the output type of
// the very schema the route validates with.

/** The app a route file registers on (its own `new OpenAPIHono()`, mounted by ../app). */
export type KitApp = OpenAPIHono;

// Only its type is used: `typeof app.openapi<R, I>` is the registration Hono checks a handler against.
declare const _app: KitApp;
type Registered<R extends RouteConfig, I extends Input> = Parameters<typeof _app.openapi<R, I>>[1];

/** The validated input Hono infers for route R (its params, query and JSON body). */
export type InputOf<R extends RouteConfig> = Parameters<typeof _app.openapi<R>>[1] extends Handler<infer _E, infer _P, infer I> ? I : never;

/** Hono's context of route R: `c.req.valid(…)` typed by its schemas. */
export type RouteContext<R extends RouteConfig, I extends Input = InputOf<R>> = Parameters<Registered<R, I>>[0];
/** What a handler of route R answers: `c.json(body, status)` of a body and status the route declares. */
export type RouteAnswer<R extends RouteConfig, I extends Input = InputOf<R>> = ReturnType<Registered<R, I>>;

/** The input of a route whose schemas are type parameters: what `c.req.valid(target)` gives. */
export type ValidInput<T extends { query?: z.ZodType; json?: z.ZodType; param?: z.ZodType }> = { out: { [K in keyof T]: T[K] extends z.ZodType ? z.output<T[K]> : never } };

/** A handler of route R given the caller `C` the route's audience resolves. */
export type KitHandler<R extends RouteConfig, I extends Input, C> = (c: RouteContext<R, I>, caller: C) => RouteAnswer<R, I>;

/**
 * Registers `route` on `app`: the handler runs with the caller `callerOf` finds for the request,
 * under the call's §8 failure message (`null`: none; unexpected failures answer the generic 500/503).
 */
export function operation<R extends RouteConfig, I extends Input, C>(
  app: KitApp,
  route: R,
  failure: FailureMessage | null,
  callerOf: (c: object) => C,
  handler: KitHandler<R, I, C>,
): void {
  app.openapi<R, I>(route, (c) => {
    if (failure !== null) noteFailure(c, failure);
    return handler(c, callerOf(c));
  });
}

/**
 * The caller a route's middleware resolved (signed-in customer, staff member), kept for the
 * request's handler: the middleware runs before the validators, so a stranger gets 401 whatever
 * it sends, and the handler receives what the middleware found without asking again.
 */
export function callerStore<C>(what: string) {
  const found = new WeakMap<object, C>();
  return {
    keep: (c: object, caller: C): void => void found.set(c, caller),
    of: (c: object): C => {
      const caller = found.get(c);
      if (caller === undefined) throw new AppError('internal', `${what}: the route's middleware did not run`);
      return caller;
    },
  };
}
