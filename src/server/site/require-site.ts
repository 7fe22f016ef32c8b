import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { env } from '@/server/env';
import { DomainError } from '@/server/errors';

// Runs on nearly every request (§1: the owner id goes with every call), so answers are cached per
// database for a short time: known sites for a minute, unknown ids for a few seconds.
const KNOWN_TTL_MS = 60_000;
const UNKNOWN_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type SiteCache = Map<number, { exists: boolean; until: number }>;
const caches = new WeakMap<Db, SiteCache>();

async function siteExists(db: Db, siteId: number): Promise<boolean> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(siteId);
  const now = Date.now();
  if (hit && hit.until > now) return hit.exists;
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  const exists = rows.length > 0;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(siteId, { exists, until: now + (exists ? KNOWN_TTL_MS : UNKNOWN_TTL_MS) });
  return exists;
}

/**
 * The site a request addresses: `userId` when given, else the server's SITE_ID (§1: 38).
 * Refuses (not_found on `input`: `userId`, or `userid` in the §7 bodies that spell it so) when
 * no site has that id.
 */
export async function requireSite(db: Db, userId?: number, input = 'userId'): Promise<number> {
  const siteId = userId ?? env().SITE_ID;
  if (!(await siteExists(db, siteId))) {
    throw new DomainError('not_found', `no site has the id ${siteId}`, { input, siteId });
  }
  return siteId;
}

/** Forgets cached answers (after a site is created or removed). */
export function forgetSites(db: Db): void {
  caches.delete(db);
}
