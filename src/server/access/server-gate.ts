import type { Db } from '@/server/db/client';
import { unlockedUntil, type AreaVisitor } from './area-gate';
import { areaRulesFor, hasNoRules, isRestricted } from './area-rules';

// §4 area gate on the server (ADR 0046): a restricted visitor without an unlock gets no catalogue
// from the server at all — pages redirect to /accessCode (src/proxy.ts), catalogue calls answer
// 403 (api/area-gate-middleware.ts). The browser's check (components/access/area-gate.tsx) stays
// as the spec has it. With no rule configured (the common case) the gate costs one cached lookup.

/** R4.21, R4.22: the pages a restricted visitor may open (locale prefix removed). */
export function openToRestricted(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return bare === '/contact' || bare === '/accessCode';
}

/**
 * The §7 calls that answer products with prices (or the visitor's cart, favorites and inquiries,
 * which list them): closed to a restricted visitor. Open: the area calls themselves, the category
 * tree and topics (names and pictures), content, settings lists, accounts, feedback, uploads'
 * credentials and the workspace. Paths compare case-insensitively, as the API routes them.
 */
const GATED_API = /^\/api\/(?:product|productdescription|topsellingproduct|shoppingcart|collection|order)(?:\/|$)|^\/api\/home\/?$/i;

export function isGatedApiPath(pathname: string): boolean {
  return GATED_API.test(pathname);
}

/**
 * Where a restricted visitor is sent: the /accessCode page of their locale, marked as checked
 * (R4.20) and naming the page they asked for, which the form opens once the code is accepted.
 */
export function accessCodeLocation(prefix: string, path: string, search: string): string {
  const asked = path + search;
  const from = path === '/' || openToRestricted(path) ? '' : `&from=${encodeURIComponent(asked.slice(0, 1_000))}`;
  return `${prefix}/accessCode?checked=1${from}`;
}

/**
 * True when this visitor must be kept out of the site's catalogue: a rule restricts them and no
 * access code has let their address in. No rule → false without touching the database (the rules
 * are cached, ADR 0018). When the database cannot be read the rules last read decide; a visitor
 * they restrict stays out (the unlock cannot be confirmed), and with no rules ever read the gate
 * lets the request through — nothing can be served from the database then either.
 */
let warnedAt = 0;

export async function isKeptOut(db: Db, siteId: number, visitor: AreaVisitor, now = new Date()): Promise<boolean> {
  const rules = await areaRulesFor(db, siteId).catch((error: unknown) => {
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      console.warn('[access] area rules unreadable; the server gate lets requests through until they are read', error);
    }
    return null;
  });
  if (!rules || hasNoRules(rules) || !isRestricted(rules, visitor)) return false;
  try {
    return !(await unlockedUntil(db, siteId, visitor.key, now));
  } catch {
    return true;
  }
}
