import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, Input, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getDb, type Db } from '@/server/db/client';
import { areaOfApiPath, type AreaRule } from '@/lib/roles/role-table';
import type { StaffRole } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { env } from '@/server/env';
import { clientOf } from '@/server/security/request-client';
import { recordAudit, type AuditEntry } from '@/server/staff/audit';
import { findStaffSession, STAFF_COOKIE, type SignedInStaff } from '@/server/staff/session';
import { assertSameOrigin } from './auth';
import { errorResponses } from './errors';
import { callerStore, operation, type InputOf, type KitApp, type KitHandler } from './operation';

// The one way a workspace route (/api/admin/*) is declared, beside ./route's siteRoute and
// customerRoute: the staff cookie is checked before the input (a stranger gets 401 whatever it
// sends), then the role (403), then the handler runs with the database, the member and `audit`.
// The site is always the member's, never the request's. The roles come from the role table
// (src/lib/roles/role-table.ts, ADR 0042) by the route's path, never from the route file.

export interface StaffContext {
  db: Db;
  staff: SignedInStaff;
  /** Writes one audit row as this member (pass the transaction to land it with the change). */
  audit: (entry: AuditEntry, tx?: Pick<Db, 'insert'>) => Promise<void>;
}

const resolved = new WeakMap<Context, Promise<SignedInStaff | null>>();

/** The signed-in member of this request, or null (resolved once per request). */
export function currentStaff(c: Context): Promise<SignedInStaff | null> {
  let found = resolved.get(c);
  if (!found) {
    found = (async () => {
      const secret = getCookie(c, STAFF_COOKIE);
      if (!secret) return null;
      assertSameOrigin(c);
      return findStaffSession(await getDb(), secret);
    })();
    resolved.set(c, found);
  }
  return found;
}

/** The member, when signed in and holding one of `roles`: else 401 or 403. */
export async function requireStaff(c: Context, roles: readonly StaffRole[]): Promise<SignedInStaff> {
  const staff = await currentStaff(c);
  if (!staff) throw new AppError('unauthorized', 'Please sign in to the workspace', { field: 'Cookie', key: 'apiError.session.signInFirst' });
  if (!roles.includes(staff.role)) throw new AppError('forbidden', 'Your role may not do this', { field: 'role', key: 'apiError.session.roleRefused' });
  return staff;
}

export const STAFF_NOTE = (area: AreaRule) =>
  `Workspace call (area ${area.area}): needs the staff session cookie (401 otherwise) and the role ${area.roles.join(' or ')} (403 otherwise).`;

/** The area of a workspace route; a path the role table does not name stops the server at start. */
function areaOf(path: string): AreaRule {
  const area = areaOfApiPath(path);
  if (!area) throw new Error(`The workspace route ${path} is in no area of the role table (src/lib/roles/role-table.ts)`);
  return area;
}

const members = callerStore<StaffContext>('staffRoute');

/** The route as a workspace call: cookie and role are checked by its middleware, and the docs say so. */
type StaffRoute<R extends RouteConfig> = R & { middleware: MiddlewareHandler };

/** A workspace call, open to the roles the role table gives the area of its path. */
export function staffRoute<R extends RouteConfig, I extends Input = InputOf<StaffRoute<R>>>(app: KitApp, route: R, handler: KitHandler<StaffRoute<R>, I, StaffContext>): void {
  const area = areaOf(route.path);
  const roles = area.roles;
  const signedIn: MiddlewareHandler = async (c, next) => {
    const staff = await requireStaff(c, roles);
    const db = await getDb();
    const audit = (entry: AuditEntry, tx: Pick<Db, 'insert'> = db) => recordAudit(tx, staff, entry);
    members.keep(c, { db, staff, audit });
    await next();
  };
  const declared: StaffRoute<R> = {
    ...route,
    description: `${route.description ? `${route.description} ` : ''}${STAFF_NOTE(area)}`,
    middleware: signedIn,
    responses: { ...route.responses, ...errorResponses('unauthorized', 'forbidden') },
  };
  operation(app, declared, null, members.of, handler);
}

/** What a workspace call made before sign-in works with: the database and the server's site. */
export interface StaffSessionContext {
  db: Db;
  siteId: number;
}

const visitors = callerStore<StaffSessionContext>('staffSessionRoute');

/**
 * A workspace call made before anyone is signed in (sign-in, sign-out, the one-time setup and
 * reset links, ADR 0023): open to all, on the server's site; a write must still come from our own
 * origin (403 naming Origin), checked before the input as on the signed-in calls.
 */
export function staffSessionRoute<R extends RouteConfig, I extends Input = InputOf<StaffRoute<R>>>(
  app: KitApp,
  route: R,
  handler: KitHandler<StaffRoute<R>, I, StaffSessionContext>,
): void {
  const ownOrigin: MiddlewareHandler = async (c, next) => {
    assertSameOrigin(c);
    visitors.keep(c, { db: await getDb(), siteId: env().SITE_ID });
    await next();
  };
  const declared: StaffRoute<R> = { ...route, middleware: ownOrigin };
  operation(app, declared, null, visitors.of, handler);
}

/** The staff cookie: httpOnly, SameSite=Strict, session-length (the server ends it when idle). */
export function setStaffCookie(c: Context, secret: string) {
  setCookie(c, STAFF_COOKIE, secret, { httpOnly: true, sameSite: 'Strict', secure: clientOf(c).https, path: '/' });
}

export function clearStaffCookie(c: Context) {
  deleteCookie(c, STAFF_COOKIE, { path: '/', secure: clientOf(c).https });
}
