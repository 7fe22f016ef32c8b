import type { RouteConfig, z } from '@hono/zod-openapi';
import type { Input, MiddlewareHandler } from 'hono';
import type { SignedInCustomer } from '@/server/accounts/sessions';
import { getDb, type Db } from '@/server/db/client';
import { requireSite } from '@/server/site';
import { requireCustomer } from './auth';
import { errorResponses, failingWith } from './errors';
import type { FailureMessage } from './failures';
import { callerStore, operation, type InputOf, type KitApp, type KitHandler } from './operation';

// The storefront's two audiences (ADR 0050): a public call of one site, and a call of the
// signed-in customer. The wrapper resolves the database, the site or the customer, and runs the
// handler under the call's §8 failure message, so a handler is only "read the input, call a
// service, wrap the answer". `failure: null` is for the calls §8 gives no message (their
// unexpected failures answer the generic 500/503 of ./errors).

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

const siteContext: SiteContext = {
  site: async (userId, field) => {
    const db = await getDb();
    return { db, siteId: await requireSite(db, userId, field) };
  },
  database: getDb,
};

/** A public call of one site (§1: `userId`, default SITE_ID). */
export function siteRoute<R extends RouteConfig, I extends Input = InputOf<R>>(
  app: KitApp,
  route: R,
  failure: FailureMessage | null,
  handler: KitHandler<R, I, SiteContext>,
): void {
  operation(app, route, failure, () => siteContext, handler);
}

const customers = callerStore<CustomerContext>('customerRoute');

/** The route as the signed-in customer's: the session is checked by its middleware, and the docs say so. */
type CustomerRoute<R extends RouteConfig> = R & { middleware: MiddlewareHandler };

/**
 * A call of the signed-in customer. The session is checked before the input is (route
 * middleware runs ahead of the validators), so a visitor gets 401 whatever it sends; the
 * customer's site is the session's, never the request's.
 */
export function customerRoute<R extends RouteConfig, I extends Input = InputOf<CustomerRoute<R>>>(
  app: KitApp,
  route: R,
  failure: FailureMessage | null,
  handler: KitHandler<CustomerRoute<R>, I, CustomerContext>,
): void {
  const signedIn: MiddlewareHandler = async (c, next) => {
    const me = await underFailure(failure, () => requireCustomer(c));
    customers.keep(c, { db: await underFailure(failure, getDb), me });
    await next();
  };
  const declared: CustomerRoute<R> = {
    ...route,
    description: route.description ? `${route.description} ${AUTH_NOTE}` : AUTH_NOTE,
    middleware: signedIn,
    responses: { ...route.responses, ...errorResponses('unauthorized', 'forbidden') },
  };
  operation(app, declared, failure, customers.of, handler);
}
