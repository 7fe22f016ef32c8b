import type { MiddlewareHandler } from 'hono';
import { SHARE_ASK_HEADER, SHARED_HEADER, currentCatalogRevision } from '@/server/cache/page-cache-link';

/**
 * The middleware of a route declared `shared` (route-doc.ts): when the front asks (it does so only
 * for a GET that carries no cookie, no Authorization and no visit to count; scripts/server/
 * api-memo.mjs), a 200 is marked with the catalogue revision its read began under, and the front
 * keeps it for the next caller of the same URL until the catalogue changes (ADR 0060). A read that
 * raced a catalogue write is marked with the older revision, which the front no longer serves.
 */
export const shareCatalogueAnswer: MiddlewareHandler = async (c, next) => {
  const revision = c.req.header(SHARE_ASK_HEADER) ? currentCatalogRevision() : undefined;
  await next();
  if (!revision || c.req.method !== 'GET' || c.res.status !== 200) return;
  if (c.req.header('cookie') !== undefined || c.req.header('authorization') !== undefined) return;
  // Another site named in the query (however its name is escaped) has area rules the front does not know.
  if (c.req.query('userId') !== undefined || c.req.query('userid') !== undefined) return;
  try {
    c.res.headers.set(SHARED_HEADER, revision);
  } catch {
    // An answer with immutable headers is simply not kept.
  }
};
