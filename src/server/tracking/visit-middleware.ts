import type { MiddlewareHandler } from 'hono';
import { countryCode } from '@/server/access/area-rules';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { clientOf } from '@/server/security/request-client';
import { trackedPage } from './page-name';
import { VisitQueue } from './visit-queue';

// §7 (R7.05-R7.08): every API request carrying a pageName header records a visit of that page by
// the site and device, after the answer is made and only when it succeeded. The work in the
// request is a queue push; the database write happens later, in a batch (./visit-queue).

const KEY = Symbol.for('lantern.visitQueue');
type Holder = { [KEY]?: VisitQueue };

/** The process's queue (on globalThis: Next bundles route handlers separately). */
export function visitQueue(): VisitQueue {
  const holder = globalThis as Holder;
  holder[KEY] ??= new VisitQueue({ db: getDb });
  return holder[KEY];
}

/** Writes the queued visits now (tests, shutdown hooks). */
export function flushVisits(): Promise<number> {
  return visitQueue().flush();
}

/**
 * Writes the queued visits, stops the timer and forgets the queue, so the next one starts with no
 * visits and no remembered devices (a test file handing the process to the next, a shutdown).
 */
export async function closeVisitQueue(): Promise<void> {
  const holder = globalThis as Holder;
  const queue = holder[KEY];
  if (!queue) return;
  delete holder[KEY];
  queue.stop();
  await queue.flush();
}

function siteOf(userId: string | undefined): number {
  return userId && /^\d{1,9}$/.test(userId) ? Number(userId) : env().SITE_ID;
}

export function trackVisits(queue: () => VisitQueue = visitQueue): MiddlewareHandler {
  let warnedAt = 0;
  return async (c, next) => {
    await next();
    try {
      if (c.res.status >= 400) return;
      const pageName = trackedPage(c.req.path, c.req.header('pageName'));
      if (!pageName) return;
      const device = c.req.header('DeviceCode') ?? '';
      // Not the §3 device code rule (lib/device-code.ts): a visit is counted under any plain token a
      // client sends (up to 64 letters and digits), since the count only needs a stable visitor key.
      const deviceCode = /^[A-Za-z0-9]{1,64}$/.test(device) ? device : '';
      // ADR 0032: the country only from the header the area gate trusts (the proxy in front must
      // overwrite it); without AREA_COUNTRY_HEADER a client-sent country header is ignored.
      const countryHeader = env().AREA_COUNTRY_HEADER;
      const code = countryHeader ? countryCode(c.req.header(countryHeader)) : null;
      const country = code === 'XX' ? null : code; // XX: the proxy's own "no country known" (Cloudflare)
      queue().record(
        { siteId: siteOf(c.req.query('userId') ?? c.req.query('userid')), pageName, deviceCode, customerId: null, createdAt: new Date(), country },
        deviceCode || `ip:${clientOf(c).ip}`,
      );
    } catch (error) {
      // Tracking must never fail a request.
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        console.warn('[tracking] could not record a visit:', error);
      }
    }
  };
}
