import type { MiddlewareHandler } from 'hono';
import { areaVisitor } from '@/server/access/area-gate';
import { isGatedApiPath, isKeptOut } from '@/server/access/server-gate';
import { getDbHandle } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { clientOf } from '@/server/security/request-client';

const SITE_ID_IN_QUERY = /^[1-9]\d{0,8}$/;

/**
 * §4 area gate for the catalogue calls (ADR 0046): a restricted visitor without an unlock gets
 * 403 `forbidden` from every call isGatedApiPath names, as CheckUserArea answers them. The
 * storefront's site (SITE_ID) is always checked, and the site a `userId` query names as well, so
 * naming another site cannot get round the storefront's rules.
 */
export function refuseKeptOutVisitors(): MiddlewareHandler {
  return async (c, next) => {
    if (!isGatedApiPath(c.req.path)) return next();
    // A database that cannot be opened is the route's to report (its §8 message), not the gate's.
    const handle = await getDbHandle().catch(() => undefined);
    if (!handle) return next();
    const { db } = handle;
    const visitor = areaVisitor(clientOf(c).ip, (name) => c.req.header(name));
    const home = env().SITE_ID;
    const named = c.req.query('userId') ?? c.req.query('userid') ?? '';
    const sites = SITE_ID_IN_QUERY.test(named) && Number(named) !== home ? [home, Number(named)] : [home];
    for (const siteId of sites) {
      if (await isKeptOut(db, siteId, visitor)) {
        c.header('Cache-Control', 'no-store');
        throw new AppError('forbidden', 'Your area is restricted: enter an access code at /accessCode');
      }
    }
    return next();
  };
}
