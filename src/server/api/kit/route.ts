import type { OpenAPIHono, RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler, Schema } from 'hono';
import type { SignedInCustomer } from '@/server/accounts/sessions';
import { getDb, type Db } from '@/server/db/client';
import { requireSite } from '@/server/site';
import { requireCustomer } from './auth';
import { errorResponses, failingWith } from './errors';
import type { FailureMessage } from './failures';

// The one way a route is declared (dub's `withWorkspace`): the wrapper resolves the database, the
// site or the signed-in customer, and runs the handler under the call's §8 failure message, so a
// handler is only "read the input, call a service, wrap the answer". `failure: null` is for the
// calls §8 gives no message (their unexpected failures answer the generic 500/503 of ./errors).

type AnyApp = OpenAPIHono<Env, Schema, string>;
type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R>>[0];
type RouteResult<R extends RouteConfig> = ReturnType<RouteHandler<R>>;

/**
 * OpenAPIHono types a handler from a concrete route; the wrappers' routes are generic, so they
 * register through this plain view of `openapi`. The caller's handler keeps the typed context
 * (`c.req.valid` of its route), checked where the route is declared.
 */
type Register = (route: RouteConfig, handler: (c: Context) => Promise<Response>) => unknown;
const register = (app: AnyApp, route: RouteConfig, handler: (c: Context) => Promise<unknown>) =>
  (app.openapi as unknown as Register)(route, handler as (c: Context) => Promise<Response>);

/**
 * Resolved when the handler asks, so a call can answer without touching the database (PageSize 0
 * on a product list, R5.28).
 */
export interface SiteContext {
  /**
   * The database and the site the call addresses: `userId` when sent, else the server's SITE_ID;
   * a 404 naming `field` (`userId`, or `userid` in the §7 bodies that spell it so) when no site
   * has the id.
   */
  site: (userId: number | undefined, field?: string) => Promise<{ db: Db; siteId: number }>;
  /** The database alone, for the calls that address no site (Logout). */
  database: () => Promise<Db>;
}

export interface CustomerContext {
  db: Db;
  me: SignedInCustomer;
}

export const AUTH_NOTE = 'Needs `Authorization: customerId,onlineGuid` or the session cookie (401 otherwise). Rows of other customers or sites answer 404, like unknown ids.';

/** OpenAPI `request.body` for a JSON body validated by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

const underFailure = <T>(failure: FailureMessage | null, work: () => Promise<T>): Promise<T> => (failure === null ? work() : failingWith(failure, work));

/** A public call of one site (§1: `userId`, default SITE_ID). */
export function siteRoute<R extends RouteConfig>(
  app: AnyApp,
  route: R,
  failure: FailureMessage | null,
  handler: (c: RouteContext<R>, context: SiteContext) => RouteResult<R>,
): void {
  register(app, route, (c) =>
    underFailure(failure, async () =>
      handler(c as RouteContext<R>, {
        site: async (userId, field) => {
          const db = await getDb();
          return { db, siteId: await requireSite(db, userId, field) };
        },
        database: getDb,
      }),
    ),
  );
}

/**
 * A call of the signed-in customer. The session is checked before the input is (route
 * middleware runs ahead of the validators), so a visitor gets 401 whatever it sends; the
 * customer's site is the session's, never the request's.
 */
export function customerRoute<R extends RouteConfig>(
  app: AnyApp,
  route: R,
  failure: FailureMessage | null,
  handler: (c: RouteContext<R>, context: CustomerContext) => RouteResult<R>,
): void {
  const signedIn: MiddlewareHandler = async (c, next) => {
    await underFailure(failure, () => requireCustomer(c));
    await next();
  };
  const declared = {
    ...route,
    description: route.description ? `${route.description} ${AUTH_NOTE}` : AUTH_NOTE,
    middleware: signedIn,
    responses: { ...route.responses, ...errorResponses('unauthorized', 'forbidden') },
  };
  register(app, declared, (c) => underFailure(failure, async () => handler(c as RouteContext<R>, { db: await getDb(), me: await requireCustomer(c) })));
}
